/**
 * The providers' bounce and complaint webhooks (decision 0025) on each engine, over real HTTP,
 * through the fast-lane handler the server routes them to: each provider's documented sample,
 * signed by keys the test makes, suppresses its address (a soft bounce is counted); an unsigned
 * post, a forged one (wrong key, altered body or header, stale timestamp, a token or message sent
 * again) is refused with nothing stored; an unconfigured provider is absent. SNS certificates and
 * subscription confirmations go to a stand-in for Amazon, which records every fetch.
 */
import { createHmac, generateKeyPairSync, KeyObject, randomBytes, sign, webcrypto } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import * as x509 from "@peculiar/x509";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "~/.server/config";
import { clientIpOf } from "~/.server/http/client-ip";
import { MAIL_EVENT_BODY_LIMIT_BYTES, mailEventsEndpoint } from "~/.server/http/mail-events-route";
import { createCampaign } from "~/.server/services/campaigns";
import { SigningCertificates, type SnsRemote } from "~/.server/services/mail/events/sns";
import { jobRuns } from "~/.server/services/operations/job-runs";
import { systemStatus } from "~/.server/services/operations/system-status";
import { updateSettings } from "~/.server/settings";
import { appContext } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { fastLaneOnly, type LoopbackServer, serveOnLoopback } from "../support/http";
import { expectNextCampaignSkips } from "../support/next-campaign";

const FIXTURES = path.join(import.meta.dirname, "../fixtures/mail-events");
const fixture = <T = Record<string, unknown>>(name: string): T =>
  JSON.parse(readFileSync(path.join(FIXTURES, name), "utf8")) as T;

/** The documented samples' topic and certificate address, as an operator would configure them. */
const TOPIC_ARN = "arn:aws:sns:us-west-2:123456789012:MyTopic";
const CERT_URL = "https://sns.us-west-2.amazonaws.com/SimpleNotificationService-f3ecfb7224c7233fe7bb5f59f96de52f.pem";
const POSTMARK_USER = "postmark-hooks";
const POSTMARK_PASSWORD = "Pm-webhook-password-5Tq8Lx2";
const MAILGUN_KEY = "key-mailgun-signing-3Hd8Wq2Lp6Zr9Tx4";

type SnsMessage = Record<string, string>;

/** The string SNS signs, as Amazon documents it: each field's name and value on lines of their own. */
function snsStringToSign(message: SnsMessage): string {
  const fields =
    message.Type === "Notification"
      ? ["Message", "MessageId", "Subject", "Timestamp", "TopicArn", "Type"]
      : ["Message", "MessageId", "SubscribeURL", "Timestamp", "Token", "TopicArn", "Type"];
  return fields
    .filter((field) => message[field] !== undefined)
    .map((field) => `${field}\n${message[field]}\n`)
    .join("");
}

function snsSigned(message: SnsMessage, key: KeyObject, version: "1" | "2" = "1"): SnsMessage {
  const signature = sign(version === "1" ? "sha1" : "sha256", Buffer.from(snsStringToSign(message)), key);
  return { ...message, SignatureVersion: version, Signature: signature.toString("base64") };
}

/** An RSA key and a self-signed certificate for it, as SNS's own would be served. */
async function snsCertificate(): Promise<{ pem: string; key: KeyObject }> {
  const algorithm = {
    name: "RSASSA-PKCS1-v1_5",
    hash: "SHA-256",
    publicExponent: new Uint8Array([1, 0, 1]),
    modulusLength: 2048,
  };
  const keys = (await webcrypto.subtle.generateKey(algorithm, true, ["sign", "verify"])) as CryptoKeyPair;
  const certificate = await x509.X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: randomBytes(8).toString("hex"),
      name: "CN=sns.amazonaws.com",
      notBefore: new Date(Date.now() - 86_400_000),
      notAfter: new Date(Date.now() + 30 * 86_400_000),
      signingAlgorithm: algorithm,
      keys,
    },
    webcrypto as Crypto,
  );
  return { pem: certificate.toString("pem"), key: KeyObject.from(keys.privateKey) };
}

describe("SNS signing certificates", () => {
  it("are fetched once and kept a day; a failed fetch is tried again after a minute", async () => {
    const { pem } = await snsCertificate();
    const fetched: string[] = [];
    let failing = true;
    let clock = Date.now();
    const certificates = new SigningCertificates(
      {
        async fetchCertificate(url) {
          fetched.push(url);
          if (failing) throw new Error("HTTP 503");
          return pem;
        },
      },
      () => clock,
    );
    const url = "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-1.pem";
    expect(await certificates.keyOf(url)).toBeUndefined();
    failing = false;
    expect(await certificates.keyOf(url)).toBeUndefined();
    clock += 60_001;
    expect((await certificates.keyOf(url))?.asymmetricKeyType).toBe("rsa");
    clock += 23 * 3_600_000;
    expect(await certificates.keyOf(url)).toBeDefined();
    expect(fetched).toHaveLength(2);
    clock += 3_600_000;
    expect(await certificates.keyOf(url)).toBeDefined();
    expect(fetched).toHaveLength(3);
    // Past the certificate's end it is no key at all.
    clock += 40 * 86_400_000;
    expect(await certificates.keyOf(url)).toBeUndefined();
  });

  it("keep a bounded number of addresses", async () => {
    const { pem } = await snsCertificate();
    const fetched: string[] = [];
    const certificates = new SigningCertificates({
      async fetchCertificate(url) {
        fetched.push(url);
        return pem;
      },
    });
    const url = (n: number) => `https://sns.us-east-1.amazonaws.com/SimpleNotificationService-${n}.pem`;
    for (let n = 0; n < 25; n++) await certificates.keyOf(url(n));
    await certificates.keyOf(url(24));
    await certificates.keyOf(url(0));
    expect(fetched.filter((each) => each === url(24))).toHaveLength(1);
    expect(fetched.filter((each) => each === url(0))).toHaveLength(2);
  });
});

describe.each(engines())("the mail provider webhooks on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: AppLoadContext;
  let server: LoopbackServer;
  let bare: LoopbackServer;
  let sns: { key: KeyObject; pem: string };
  const sendgrid = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const forger = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const sendgridForger = generateKeyPairSync("ec", { namedCurve: "prime256v1" });

  /** Amazon, as far as the endpoint can tell: certificates at their addresses, and every fetch and visit recorded. */
  const amazon = { certificates: new Map<string, string>(), fetched: [] as string[], confirmed: [] as string[] };
  const remote: SnsRemote = {
    async fetchCertificate(url) {
      amazon.fetched.push(url);
      const pem = amazon.certificates.get(url);
      if (!pem) throw new Error("HTTP 404");
      return pem;
    },
    async confirmSubscription(url) {
      amazon.confirmed.push(url);
    },
  };

  const settings: Config["mailEvents"] = {
    ses: { topicArn: TOPIC_ARN },
    sendgrid: { publicKey: sendgrid.publicKey.export({ format: "der", type: "spki" }).toString("base64") },
    postmark: { user: POSTMARK_USER, password: POSTMARK_PASSWORD },
    mailgun: { signingKey: MAILGUN_KEY },
  };
  const endpointWith = (mailEvents: Config["mailEvents"], base: AppLoadContext = context) =>
    mailEventsEndpoint({ ...base, config: { ...base.config, mailEvents } }, { clientIpOf, sns: remote });

  beforeAll(async () => {
    context = appContext(database).context;
    sns = await snsCertificate();
    amazon.certificates.set(CERT_URL, sns.pem);
    server = await serveOnLoopback(fastLaneOnly(endpointWith(settings)));
    bare = await serveOnLoopback(fastLaneOnly(endpointWith({})));
  });
  afterAll(async () => {
    await server.close();
    await bare.close();
  });
  beforeEach(async () => {
    for (const table of ["mail_delivery_events", "mail_suppressions", "mail_event_tokens", "job_runs"] as const) {
      await database.db.deleteFrom(table).execute();
    }
    await database.db.deleteFrom("campaigns").execute();
    await updateSettings(database.db, TEST_ACTOR, { softBounceLimit: 3, softBounceWindowDays: 14 });
    amazon.fetched.length = 0;
    amazon.confirmed.length = 0;
  });

  // Each post comes from an address of its own unless a test names one.
  let client = 0;
  const post = (
    provider: string,
    body: string | Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
    base = server.base,
  ) =>
    fetch(`${base}/api/mail-events/${provider}`, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": `198.51.${Math.floor(++client / 250)}.${client % 250}`,
        ...headers,
      },
    });
  const events = () =>
    database.db
      .selectFrom("mail_delivery_events")
      .select(["email", "kind", "source", "detail", "campaign_id", "occurred_at"])
      .orderBy("id")
      .execute();
  const suppressions = () =>
    database.db.selectFrom("mail_suppressions").select(["email", "reason", "source"]).orderBy("email").execute();
  async function expectNothingStored() {
    expect(await events()).toEqual([]);
    expect(await suppressions()).toEqual([]);
    expect(await database.db.selectFrom("mail_event_tokens").selectAll().execute()).toEqual([]);
  }

  describe("Amazon SES through SNS", () => {
    const notification = (message: unknown, changes: SnsMessage = {}): SnsMessage => ({
      ...fixture<SnsMessage>("sns-notification.json"),
      Message: typeof message === "string" ? message : JSON.stringify(message),
      ...changes,
    });
    const postSns = (message: SnsMessage, headers: Record<string, string> = {}) =>
      post("ses", JSON.stringify(message), {
        "Content-Type": "text/plain; charset=UTF-8",
        "x-amz-sns-message-type": message.Type ?? "",
        ...headers,
      });

    it("keeps the documented bounce, signed with SHA1withRSA, and suppresses the bounced address", async () => {
      const response = await postSns(snsSigned(notification(fixture("ses-bounce.json")), sns.key, "1"));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ accepted: true, recorded: 1 });
      expect(await events()).toEqual([
        {
          email: "jane@example.com",
          kind: "hard_bounce",
          source: "ses",
          detail: "5.1.1 smtp; 550 5.1.1 <jane@example.com>... User",
          campaign_id: null,
          occurred_at: "2016-01-27T14:59:38.237Z",
        },
      ]);
      expect(await suppressions()).toEqual([{ email: "jane@example.com", reason: "hard_bounce", source: "ses" }]);
      expect(amazon.fetched).toEqual([CERT_URL]);
      await expectNextCampaignSkips(database, ["jane@example.com"]);
    });

    it("keeps the documented complaint, signed with SHA256withRSA, and suppresses the address", async () => {
      const message = notification(fixture("ses-complaint.json"), { MessageId: "8a1c0c33-5e1a-4bb6-9a69-1e0d8b0a7c11" });
      const response = await postSns(snsSigned(message, sns.key, "2"));
      expect(response.status).toBe(200);
      expect(await suppressions()).toEqual([{ email: "richard@example.com", reason: "complaint", source: "ses" }]);
      expect((await events())[0]).toMatchObject({ kind: "complaint", detail: "complaint abuse" });
    });

    it("counts a transient bounce without suppressing, and names the campaign from the original headers", async () => {
      const campaign = await createCampaign(database, TEST_ACTOR, {
        name: "Spring openings",
        content: { en: { subject: "Spring", preheader: "", body: "Lodges are hiring." } },
      });
      const bounce = fixture<{ bounce: Record<string, unknown>; mail: { headers: unknown[] } }>("ses-bounce.json");
      bounce.bounce.bounceType = "Transient";
      bounce.mail.headers.push({ name: "X-Crestway-Campaign", value: String(campaign) });
      expect((await postSns(snsSigned(notification(bounce), sns.key))).status).toBe(200);
      expect(await events()).toEqual([
        expect.objectContaining({ email: "jane@example.com", kind: "soft_bounce", campaign_id: campaign }),
      ]);
      expect(await suppressions()).toEqual([]);
    });

    it("keeps a message SNS resends once", async () => {
      const signed = snsSigned(notification(fixture("ses-bounce.json")), sns.key);
      expect((await postSns(signed)).status).toBe(200);
      const again = await postSns(signed);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ accepted: true, recorded: 0 });
      expect(await events()).toHaveLength(1);
    });

    it("accepts a verified message that holds no bounce (the documented 'Hello world!') and stores nothing", async () => {
      const response = await postSns(snsSigned(fixture<SnsMessage>("sns-notification.json"), sns.key));
      expect(response.status).toBe(200);
      await expectNothingStored();
    });

    it("refuses an unsigned post with 401, fetching nothing", async () => {
      const { Signature: _signature, SigningCertURL: _url, ...unsigned } = notification(fixture("ses-bounce.json"));
      expect((await postSns(unsigned)).status).toBe(401);
      expect((await postSns(notification(fixture("ses-bounce.json")))).status).toBe(403);
      await expectNothingStored();
    });

    it("refuses a post signed by another key, or altered after signing, with 403", async () => {
      const forged = snsSigned(notification(fixture("ses-bounce.json")), forger.privateKey);
      expect((await postSns(forged)).status).toBe(403);
      const signed = snsSigned(notification(fixture("ses-bounce.json")), sns.key);
      const complaint = JSON.stringify(fixture("ses-complaint.json"));
      expect((await postSns({ ...signed, Message: complaint })).status).toBe(403);
      expect((await postSns({ ...signed, MessageId: "00000000-0000-0000-0000-000000000000" })).status).toBe(403);
      expect((await postSns({ ...signed, SignatureVersion: "2" })).status).toBe(403);
      await expectNothingStored();
    });

    it("refuses a message of another topic, even signed by SNS", async () => {
      const other = notification(fixture("ses-bounce.json"), { TopicArn: "arn:aws:sns:us-west-2:123456789012:OtherTopic" });
      expect((await postSns(snsSigned(other, sns.key))).status).toBe(403);
      expect(amazon.fetched).toEqual([]);
      await expectNothingStored();
    });

    it.each([
      "https://sns.us-west-2.amazonaws.com.evil.test/SimpleNotificationService.pem",
      "https://evil.test/sns.us-west-2.amazonaws.com/SimpleNotificationService.pem",
      "http://sns.us-west-2.amazonaws.com/SimpleNotificationService.pem",
      "https://sns.us-west-2.amazonaws.com:8443/SimpleNotificationService.pem",
      "https://user@sns.us-west-2.amazonaws.com/SimpleNotificationService.pem",
      "https://sns.us-west-2.amazonaws.com/SimpleNotificationService.txt",
      "https://sns.us-west-2.amazonaws.com/SimpleNotificationService.pem?x=1",
      "https://s3.amazonaws.com/SimpleNotificationService.pem",
      "file:///etc/ssl/certs/sns.pem",
      "not a url",
    ])("refuses a signing certificate at %s without fetching it", async (url) => {
      amazon.certificates.set(url, sns.pem);
      const message = snsSigned(notification(fixture("ses-bounce.json"), { SigningCertURL: url }), sns.key);
      expect((await postSns(message)).status).toBe(403);
      expect(amazon.fetched).toEqual([]);
      await expectNothingStored();
    });

    it("fetches a certificate once and keeps it; refuses when it cannot be had", async () => {
      const url = "https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-kept.pem";
      amazon.certificates.set(url, sns.pem);
      for (const id of ["a", "b"]) {
        const message = notification(fixture("ses-bounce.json"), { SigningCertURL: url, MessageId: `kept-${id}` });
        expect((await postSns(snsSigned(message, sns.key))).status).toBe(200);
      }
      expect(amazon.fetched).toEqual([url]);
      const missing = "https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-missing.pem";
      const message = notification(fixture("ses-complaint.json"), { SigningCertURL: missing });
      expect((await postSns(snsSigned(message, sns.key))).status).toBe(403);
      expect(await suppressions()).toEqual([{ email: "jane@example.com", reason: "hard_bounce", source: "ses" }]);
    });

    it("confirms a subscription by visiting its SubscribeURL only when SNS signed it", async () => {
      const confirmation = fixture<SnsMessage>("sns-subscription-confirmation.json");
      const { Signature: _signature, ...unsigned } = confirmation;
      expect((await postSns(unsigned)).status).toBe(401);
      expect((await postSns(snsSigned(confirmation, forger.privateKey))).status).toBe(403);
      const elsewhere = { ...confirmation, SubscribeURL: "https://evil.test/?Action=ConfirmSubscription&Token=x" };
      expect((await postSns({ ...snsSigned(confirmation, sns.key), SubscribeURL: elsewhere.SubscribeURL })).status).toBe(403);
      expect(amazon.confirmed).toEqual([]);

      // Signed, yet pointing off Amazon's host: accepted, never visited.
      expect((await postSns(snsSigned(elsewhere, sns.key))).status).toBe(200);
      expect(amazon.confirmed).toEqual([]);

      expect((await postSns(snsSigned(confirmation, sns.key, "2"))).status).toBe(200);
      expect(amazon.confirmed).toEqual([confirmation.SubscribeURL]);
      await expectNothingStored();
    });
  });

  describe("SendGrid", () => {
    const batch = () => JSON.stringify(fixture<unknown[]>("sendgrid-events.json"));
    const now = () => String(Math.floor(Date.now() / 1000));
    const signedHeaders = (body: string, timestamp = now(), key: KeyObject = sendgrid.privateKey) => ({
      "X-Twilio-Email-Event-Webhook-Timestamp": timestamp,
      "X-Twilio-Email-Event-Webhook-Signature": sign("sha256", Buffer.from(timestamp + body), key).toString("base64"),
    });

    it("keeps the documented batch's bounce, drop and spam report, and suppresses the address", async () => {
      const body = batch();
      const response = await post("sendgrid", body, signedHeaders(body));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ accepted: true, recorded: 3 });
      const kept = await events();
      expect(kept.map(({ email, kind, detail }) => [email, kind, detail])).toEqual([
        ["example@test.com", "hard_bounce", "500 unknown recipient 5.0.0"],
        ["example@test.com", "hard_bounce", "Bounced Address 5.0.0"],
        ["example@test.com", "complaint", "spamreport"],
      ]);
      expect(kept[0]?.occurred_at).toBe("2017-12-15T00:59:29.000Z");
      expect(await suppressions()).toEqual([{ email: "example@test.com", reason: "hard_bounce", source: "sendgrid" }]);
      await expectNextCampaignSkips(database, ["example@test.com"]);
    });

    it("counts a block as a soft bounce and leaves deferrals uncounted", async () => {
      const body = JSON.stringify([
        {
          email: "blocked@lodge.test",
          timestamp: 1513299569,
          event: "bounce",
          type: "blocked",
          sg_event_id: "blk-1",
          reason: "550 blocked",
        },
        {
          email: "later@lodge.test",
          timestamp: 1513299569,
          event: "deferred",
          sg_event_id: "def-1",
          response: "400 try again later",
        },
      ]);
      expect((await post("sendgrid", body, signedHeaders(body))).status).toBe(200);
      expect((await events()).map(({ email, kind }) => [email, kind])).toEqual([["blocked@lodge.test", "soft_bounce"]]);
      expect(await suppressions()).toEqual([]);
    });

    it("refuses an unsigned batch with 401 and a forged one with 403", async () => {
      const body = batch();
      expect((await post("sendgrid", body)).status).toBe(401);
      expect((await post("sendgrid", body, { "X-Twilio-Email-Event-Webhook-Timestamp": now() })).status).toBe(401);
      expect((await post("sendgrid", body, signedHeaders(body, now(), sendgridForger.privateKey))).status).toBe(403);
      const headers = signedHeaders(body);
      expect((await post("sendgrid", body.replace("Bounced Address", "Spam Reporting Address"), headers)).status).toBe(403);
      const later = String(Number(headers["X-Twilio-Email-Event-Webhook-Timestamp"]) + 1);
      expect((await post("sendgrid", body, { ...headers, "X-Twilio-Email-Event-Webhook-Timestamp": later })).status).toBe(403);
      expect(
        (await post("sendgrid", body, { ...headers, "X-Twilio-Email-Event-Webhook-Signature": "bm90IGEgc2lnbmF0dXJl" })).status,
      ).toBe(403);
      await expectNothingStored();
    });

    it("refuses a signature older or newer than ten minutes", async () => {
      const body = batch();
      const old = String(Math.floor(Date.now() / 1000) - 11 * 60);
      expect((await post("sendgrid", body, signedHeaders(body, old))).status).toBe(403);
      const ahead = String(Math.floor(Date.now() / 1000) + 11 * 60);
      expect((await post("sendgrid", body, signedHeaders(body, ahead))).status).toBe(403);
      await expectNothingStored();
    });

    it("keeps a batch sent again once, and refuses a signed body that is not a batch with 400", async () => {
      const body = batch();
      const headers = signedHeaders(body);
      expect((await post("sendgrid", body, headers)).status).toBe(200);
      const again = await post("sendgrid", body, headers);
      expect(await again.json()).toEqual({ accepted: true, recorded: 0 });
      expect(await events()).toHaveLength(3);
      const object = '{"event":"bounce"}';
      expect((await post("sendgrid", object, signedHeaders(object))).status).toBe(400);
    });
  });

  describe("Postmark", () => {
    const basic = (user: string, password: string) => ({
      Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`,
    });
    const credentials = basic(POSTMARK_USER, POSTMARK_PASSWORD);

    it("keeps the documented bounce and spam complaint posted with the webhook's credentials", async () => {
      const bounce = await post("postmark", JSON.stringify(fixture("postmark-bounce.json")), credentials);
      expect(bounce.status).toBe(200);
      expect(await events()).toEqual([
        {
          email: "john@example.com",
          kind: "hard_bounce",
          source: "postmark",
          detail: "Hard bounce Test bounce details",
          campaign_id: null,
          occurred_at: "2019-11-05T16:33:54.907Z",
        },
      ]);
      expect((await post("postmark", JSON.stringify(fixture("postmark-spam-complaint.json")), credentials)).status).toBe(200);
      expect((await events()).map(({ kind }) => kind)).toEqual(["hard_bounce", "complaint"]);
      expect(await suppressions()).toEqual([{ email: "john@example.com", reason: "hard_bounce", source: "postmark" }]);
      await expectNextCampaignSkips(database, ["john@example.com"]);
    });

    it("counts a soft bounce, names the campaign from the metadata, and keeps a resent record once", async () => {
      const campaign = await createCampaign(database, TEST_ACTOR, {
        name: "Summer openings",
        content: { en: { subject: "Summer", preheader: "", body: "Resorts are hiring." } },
      });
      const bounce = {
        ...fixture("postmark-bounce.json"),
        Type: "SoftBounce",
        Metadata: { "X-Crestway-Campaign": String(campaign) },
      };
      for (let i = 0; i < 2; i++) expect((await post("postmark", JSON.stringify(bounce), credentials)).status).toBe(200);
      expect(await events()).toEqual([expect.objectContaining({ kind: "soft_bounce", campaign_id: campaign })]);
      expect(await suppressions()).toEqual([]);
    });

    it("refuses a post without credentials with 401 (asking for them) and wrong ones with 403", async () => {
      const body = JSON.stringify(fixture("postmark-bounce.json"));
      const missing = await post("postmark", body);
      expect(missing.status).toBe(401);
      expect(missing.headers.get("www-authenticate")).toMatch(/^Basic /);
      expect((await post("postmark", body, { Authorization: `Bearer ${POSTMARK_PASSWORD}` })).status).toBe(401);
      expect((await post("postmark", body, basic(POSTMARK_USER, `${POSTMARK_PASSWORD}x`))).status).toBe(403);
      expect((await post("postmark", body, basic("someone", POSTMARK_PASSWORD))).status).toBe(403);
      expect((await post("postmark", body, { Authorization: "Basic %%%" })).status).toBe(403);
      await expectNothingStored();
    });
  });

  describe("Mailgun", () => {
    /** A sample with a fresh signature of its own: a new token, the time now (or as given). */
    function signed(name: string, { key = MAILGUN_KEY, timestamp = Math.floor(Date.now() / 1000) } = {}) {
      const sample = fixture<{ signature: Record<string, string>; "event-data": Record<string, unknown> }>(name);
      const token = randomBytes(25).toString("hex");
      const signature = createHmac("sha256", key).update(`${timestamp}${token}`).digest("hex");
      return { ...sample, signature: { timestamp: String(timestamp), token, signature } };
    }

    it("keeps the documented permanent failure, temporary failure and complaint", async () => {
      const permanent = await post("mailgun", JSON.stringify(signed("mailgun-permanent-failure.json")));
      expect(permanent.status).toBe(200);
      expect(await events()).toEqual([
        {
          email: "alice@example.com",
          kind: "hard_bounce",
          source: "mailgun",
          detail: "605 Not delivering to previously bounced address",
          campaign_id: null,
          occurred_at: "2018-03-16T20:46:35.375Z",
        },
      ]);
      expect(await suppressions()).toEqual([{ email: "alice@example.com", reason: "hard_bounce", source: "mailgun" }]);
      expect((await post("mailgun", JSON.stringify(signed("mailgun-temporary-failure.json")))).status).toBe(200);
      expect((await post("mailgun", JSON.stringify(signed("mailgun-complained.json")))).status).toBe(200);
      expect((await events()).map(({ kind }) => kind)).toEqual(["hard_bounce", "soft_bounce", "complaint"]);
      await expectNextCampaignSkips(
        database,
        (await suppressions()).map(({ email }) => email ?? ""),
      );
    });

    it("counts a message's temporary failures once, whatever Mailgun retries, and names the campaign", async () => {
      const campaign = await createCampaign(database, TEST_ACTOR, {
        name: "Autumn openings",
        content: { en: { subject: "Autumn", preheader: "", body: "Lodges are hiring." } },
      });
      for (const id of ["retry-1", "retry-2", "retry-3"]) {
        const sample = signed("mailgun-temporary-failure.json");
        const retried = {
          ...sample,
          "event-data": { ...sample["event-data"], id, "user-variables": { "X-Crestway-Campaign": campaign } },
        };
        expect((await post("mailgun", JSON.stringify(retried))).status).toBe(200);
      }
      expect(await events()).toEqual([expect.objectContaining({ kind: "soft_bounce", campaign_id: campaign })]);
      expect(await suppressions()).toEqual([]);
    });

    it("refuses an unsigned post with 401, and a wrong key or a stale timestamp with 403", async () => {
      const { signature: _signature, ...unsigned } = signed("mailgun-permanent-failure.json");
      expect((await post("mailgun", JSON.stringify(unsigned))).status).toBe(401);
      // The documented sample's own signature, by a key nobody has.
      expect((await post("mailgun", JSON.stringify(fixture("mailgun-permanent-failure.json")))).status).toBe(403);
      expect(
        (await post("mailgun", JSON.stringify(signed("mailgun-permanent-failure.json", { key: "another-signing-key-123" }))))
          .status,
      ).toBe(403);
      const stale = signed("mailgun-permanent-failure.json", { timestamp: Math.floor(Date.now() / 1000) - 11 * 60 });
      expect((await post("mailgun", JSON.stringify(stale))).status).toBe(403);
      const tampered = signed("mailgun-permanent-failure.json");
      tampered.signature.timestamp = String(Number(tampered.signature.timestamp) - 1);
      expect((await post("mailgun", JSON.stringify(tampered))).status).toBe(403);
      await expectNothingStored();
    });

    it("accepts each token once: a captured signature cannot carry another body", async () => {
      const captured = signed("mailgun-complained.json");
      expect((await post("mailgun", JSON.stringify(captured))).status).toBe(200);
      expect((await post("mailgun", JSON.stringify(captured))).status).toBe(403);
      const replayed = { ...signed("mailgun-permanent-failure.json"), signature: captured.signature };
      expect((await post("mailgun", JSON.stringify(replayed))).status).toBe(403);
      expect(await events()).toEqual([expect.objectContaining({ kind: "complaint" })]);
      expect(await suppressions()).toEqual([{ email: "alice@example.com", reason: "complaint", source: "mailgun" }]);
    });
  });

  describe("every provider", () => {
    it.each(["ses", "sendgrid", "postmark", "mailgun"])("is absent when %s is not configured: 404", async (provider) => {
      const response = await post(provider, "{}", {}, bare.base);
      expect(response.status).toBe(404);
      expect((await fetch(`${bare.base}/api/mail-events/${provider}`)).status).toBe(404);
    });

    it("answers another method 405, naming POST", async () => {
      const response = await fetch(`${server.base}/api/mail-events/sendgrid`);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect((await fetch(`${server.base}/api/mail-events/unknown`, { method: "POST", body: "{}" })).status).toBe(404);
    });

    it.each(["ses", "sendgrid", "postmark", "mailgun"])(
      "refuses a body over the limit (413) or not JSON (400) on %s",
      async (provider) => {
        const credentials: Record<string, string> =
          provider === "postmark"
            ? { Authorization: `Basic ${Buffer.from(`${POSTMARK_USER}:${POSTMARK_PASSWORD}`).toString("base64")}` }
            : {};
        expect((await post(provider, new Uint8Array(MAIL_EVENT_BODY_LIMIT_BYTES + 1).fill(32), credentials)).status).toBe(413);
        if (provider !== "sendgrid") expect((await post(provider, "{not json", credentials)).status).toBe(400);
        expect((await post(provider, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), credentials)).status).toBeLessThan(500);
        await expectNothingStored();
      },
    );

    it("counts refused posts per address, never accepted ones, and then refuses the address with 429", async () => {
      const limited = appContext(database, { mailEventRefusals: 3 }).context;
      const strict = await serveOnLoopback(fastLaneOnly(endpointWith(settings, limited)));
      try {
        const ip = { "X-Forwarded-For": "203.0.113.77" };
        const credentials = { Authorization: `Basic ${Buffer.from(`${POSTMARK_USER}:${POSTMARK_PASSWORD}`).toString("base64")}` };
        const body = JSON.stringify(fixture("postmark-bounce.json"));
        for (let i = 0; i < 5; i++)
          expect((await post("postmark", body, { ...ip, ...credentials }, strict.base)).status).toBe(200);
        for (let i = 0; i < 3; i++) expect((await post("postmark", body, ip, strict.base)).status).toBe(401);
        const spent = await post("postmark", body, { ...ip, ...credentials }, strict.base);
        expect(spent.status).toBe(429);
        expect(Number(spent.headers.get("retry-after"))).toBeGreaterThan(0);
        expect((await post("postmark", body, { "X-Forwarded-For": "203.0.113.78", ...credentials }, strict.base)).status).toBe(
          200,
        );
      } finally {
        await strict.close();
      }
    });

    it("shows each provider's last accepted post and last refusal on the system page, saying what to check", async () => {
      const fresh = await serveOnLoopback(fastLaneOnly(endpointWith(settings)));
      try {
        const body = JSON.stringify(fixture<unknown[]>("sendgrid-events.json"));
        const timestamp = String(Math.floor(Date.now() / 1000));
        const signature = sign("sha256", Buffer.from(timestamp + body), sendgrid.privateKey).toString("base64");
        const headers = {
          "X-Twilio-Email-Event-Webhook-Timestamp": timestamp,
          "X-Twilio-Email-Event-Webhook-Signature": signature,
        };
        expect((await post("sendgrid", body, headers, fresh.base)).status).toBe(200);
        const forged = sign("sha256", Buffer.from(timestamp + body), sendgridForger.privateKey).toString("base64");
        expect(
          (await post("sendgrid", body, { ...headers, "X-Twilio-Email-Event-Webhook-Signature": forged }, fresh.base)).status,
        ).toBe(403);

        const run = (await jobRuns(database.db)).get("webhook-sendgrid");
        expect(run).toMatchObject({ lastError: "badSignature" });
        expect(run?.lastSuccessAt).not.toBeNull();
        const status = await systemStatus({
          database,
          config: { ...context.config, mailEvents: { sendgrid: settings.sendgrid } },
          redisStatus: () => "off",
        });
        expect(
          status.mailEvents.map(({ provider, configured, failure, problem }) => [provider, configured, failure, problem]),
        ).toEqual([
          ["ses", false, null, null],
          ["sendgrid", true, "badSignature", "mailEventFailed"],
          ["postmark", false, null, null],
          ["mailgun", false, null, null],
        ]);
        // The next accepted post clears the problem.
        const later = String(Number(timestamp) + 1);
        const again = sign("sha256", Buffer.from(later + body), sendgrid.privateKey).toString("base64");
        const accepted = { "X-Twilio-Email-Event-Webhook-Timestamp": later, "X-Twilio-Email-Event-Webhook-Signature": again };
        expect((await post("sendgrid", body, accepted, fresh.base)).status).toBe(200);
        const cleared = await systemStatus({
          database,
          config: { ...context.config, mailEvents: settings },
          redisStatus: () => "off",
        });
        expect(cleared.mailEvents.find((figures) => figures.provider === "sendgrid")?.problem).toBeNull();
      } finally {
        await fresh.close();
      }
    });
  });
});
