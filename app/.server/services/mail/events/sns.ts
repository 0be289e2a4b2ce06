/**
 * Amazon SNS's deliveries to an HTTPS endpoint, verified as Amazon documents it (decision 0025).
 * The signature (SignatureVersion 1: SHA1withRSA, 2: SHA256withRSA) is over the documented fields
 * of the message, each as its name and value on lines of their own, in a fixed order. It is
 * checked with the certificate at SigningCertURL, which is fetched only when that address is
 * Amazon SNS's own (https, `sns.<region>.amazonaws.com` or `.amazonaws.com.cn`, a `.pem` file), and
 * only for a message of the configured topic. Certificates are kept a day (a failure a minute),
 * for a bounded number of addresses. A subscription is confirmed by visiting its SubscribeURL
 * only once the message proved to be Amazon's, and only on Amazon SNS's host.
 */
import { type KeyObject, verify, X509Certificate } from "node:crypto";
import { z } from "zod";
import { isRecord, type MailEventPost, parseJson, type Reading, refused } from "./providers";
import { sesEvents } from "./ses";

/** Where SNS's certificates and confirmations are fetched: over HTTPS, or what a test supplies. */
export interface SnsRemote {
  /** The PEM text at a signing certificate's address (already checked to be Amazon SNS's). */
  fetchCertificate(url: string): Promise<string>;
  /** Visits a subscription's SubscribeURL (already checked to be Amazon SNS's). */
  confirmSubscription(url: string): Promise<void>;
}

const REMOTE_TIMEOUT_MS = 5_000;
/** An SNS signing certificate is about 2 KB. */
const CERTIFICATE_MAX_BYTES = 16 * 1024;

async function readBounded(response: Response, limit: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) break;
    size += read.value.byteLength;
    if (size > limit) {
      await reader?.cancel();
      throw new Error(`More than ${limit} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** SNS over HTTPS, following no redirect (a redirect could leave Amazon's host), each within a few seconds. */
export const snsOverHttps: SnsRemote = {
  async fetchCertificate(url) {
    const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return readBounded(response, CERTIFICATE_MAX_BYTES);
  },
  async confirmSubscription(url) {
    const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  },
};

const SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

/** An address on Amazon SNS's host over HTTPS, with no port, credentials or fragment. */
function snsAddress(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const plain = url.protocol === "https:" && url.port === "" && url.username === "" && url.password === "" && url.hash === "";
  return plain && SNS_HOST.test(url.hostname) ? url : undefined;
}

/** A signing certificate's address: a `.pem` file on Amazon SNS's host. */
export function isSigningCertificateUrl(text: string): boolean {
  const url = snsAddress(text);
  return url !== undefined && url.search === "" && url.pathname.endsWith(".pem");
}

/** A subscription's confirmation: SNS's ConfirmSubscription action on its host. */
export function isSubscribeUrl(text: string): boolean {
  const url = snsAddress(text);
  return url !== undefined && url.pathname === "/" && url.searchParams.get("Action") === "ConfirmSubscription";
}

const CERTIFICATE_KEEP_MS = 24 * 60 * 60_000;
const FAILURE_KEEP_MS = 60_000;
/** SNS signs with one certificate per region at a time: a few addresses, never many. */
const CERTIFICATES_KEPT = 20;

/** The public keys of SNS's signing certificates, fetched once and kept. */
export class SigningCertificates {
  private readonly kept = new Map<string, { until: number; key: Promise<KeyObject | undefined> }>();

  constructor(
    private readonly remote: Pick<SnsRemote, "fetchCertificate">,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The RSA key of the valid certificate at `url`, or undefined when there is none to be had. */
  keyOf(url: string): Promise<KeyObject | undefined> {
    const now = this.clock();
    const kept = this.kept.get(url);
    if (kept && kept.until > now) return kept.key;
    this.kept.delete(url);
    const oldest = this.kept.keys().next();
    if (this.kept.size >= CERTIFICATES_KEPT && !oldest.done) this.kept.delete(oldest.value);
    // Kept a minute while it loads (concurrent posts share one fetch) and after a failure; a key
    // for a day, never past its certificate's end.
    const entry = { until: now + FAILURE_KEEP_MS, key: Promise.resolve<KeyObject | undefined>(undefined) };
    entry.key = this.load(url).then((loaded) => {
      if (!loaded) return undefined;
      entry.until = Math.min(this.clock() + CERTIFICATE_KEEP_MS, loaded.validTo);
      return loaded.key;
    });
    this.kept.set(url, entry);
    return entry.key;
  }

  private async load(url: string): Promise<{ key: KeyObject; validTo: number } | undefined> {
    try {
      const certificate = new X509Certificate(await this.remote.fetchCertificate(url));
      const now = this.clock();
      const validTo = Date.parse(certificate.validTo);
      if (!(Date.parse(certificate.validFrom) <= now && now < validTo)) return undefined;
      const key = certificate.publicKey;
      return key.asymmetricKeyType === "rsa" ? { key, validTo } : undefined;
    } catch {
      return undefined;
    }
  }
}

const text = (max: number) => z.string().max(max);

const envelopeSchema = z.object({
  Type: z.enum(["Notification", "SubscriptionConfirmation", "UnsubscribeConfirmation"]),
  MessageId: text(100),
  TopicArn: text(300),
  Subject: text(1_000).optional(),
  Message: text(1_000_000),
  Timestamp: text(50),
  SignatureVersion: z.enum(["1", "2"]),
  Signature: text(2_000),
  SigningCertURL: text(2_000),
  SubscribeURL: text(2_000).optional(),
  Token: text(2_000).optional(),
});
type Envelope = z.infer<typeof envelopeSchema>;

/** The fields each type signs, in the order they are signed; Subject only when present. */
const SIGNED_FIELDS = {
  Notification: ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"],
  SubscriptionConfirmation: ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"],
  UnsubscribeConfirmation: ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"],
} as const satisfies Record<Envelope["Type"], ReadonlyArray<keyof Envelope>>;

function stringToSign(envelope: Envelope): string {
  return SIGNED_FIELDS[envelope.Type]
    .filter((field) => envelope[field] !== undefined)
    .map((field) => `${field}\n${envelope[field]}\n`)
    .join("");
}

function isSignedBy(envelope: Envelope, key: KeyObject): boolean {
  const algorithm = envelope.SignatureVersion === "1" ? "sha1" : "sha256";
  try {
    return verify(algorithm, Buffer.from(stringToSign(envelope), "utf8"), key, Buffer.from(envelope.Signature, "base64"));
  } catch {
    return false;
  }
}

export interface SnsEndpoint {
  /** The topic SES publishes to (SES_SNS_TOPIC_ARN); a message of any other is refused. */
  topicArn: string;
  certificates: SigningCertificates;
  remote: SnsRemote;
}

/** A post from SNS: refused unless it is signed by SNS for the configured topic. */
export async function readSnsPost(post: MailEventPost, { topicArn, certificates, remote }: SnsEndpoint): Promise<Reading> {
  const json = parseJson(post.body);
  if (!isRecord(json)) return refused(400, "malformed");
  if (json.Signature === undefined || json.SigningCertURL === undefined) return refused(401, "unsigned");
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) return refused(400, "malformed");
  const envelope = parsed.data;
  if (envelope.Type !== "Notification" && (envelope.SubscribeURL === undefined || envelope.Token === undefined)) {
    return refused(400, "malformed");
  }
  if (envelope.TopicArn !== topicArn) return refused(403, "wrongTopic");
  if (!isSigningCertificateUrl(envelope.SigningCertURL)) return refused(403, "certificateRefused");
  const key = await certificates.keyOf(envelope.SigningCertURL);
  if (!key) return refused(403, "certificateUnavailable");
  if (!isSignedBy(envelope, key)) return refused(403, "badSignature");

  if (envelope.Type === "Notification") return { events: sesEvents(envelope.Message, envelope.MessageId) };
  if (envelope.Type === "UnsubscribeConfirmation") return { events: [], failure: "unsubscribed" };
  const subscribeUrl = envelope.SubscribeURL ?? "";
  if (!isSubscribeUrl(subscribeUrl)) return { events: [], failure: "confirmationFailed" };
  try {
    await remote.confirmSubscription(subscribeUrl);
    return { events: [] };
  } catch {
    return { events: [], failure: "confirmationFailed" };
  }
}
