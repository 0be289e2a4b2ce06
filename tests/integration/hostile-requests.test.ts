/**
 * Hostile traffic against the production build: fast-check generates requests (methods, paths,
 * query strings, headers, cookies, bodies, encodings) across every route of the route table, the
 * API endpoints and the files, and sends them byte for byte. Every one must get a deliberate
 * answer below 500, the server must still be healthy afterwards, and nothing stored before may be
 * lost or changed: admin requests carry a viewer's session, whose every write must be refused. The
 * translators' files (decision 0018) get an editor's session too, so generated files reach the XLIFF
 * reader: a preview may keep a pending import, and no text may change. The session intents
 * (decision 0024) get generated session and user ids, the viewer's own among others': another
 * person's session never ends, nor the one asking, and only an accepted request ends the viewer's
 * spare session. The mail providers' webhooks
 * (decision 0025), all four configured, get bodies shaped like each provider's with signatures and
 * credentials that look right and are not: none may keep a bounce, a suppression or a token. The
 * suppression list's changes (decision 0022) go in mostly as an editor too: only an accepted address
 * is ever stored, and an address listed before is never removed by a role that may not.
 * Passkey ceremonies (decision 0023) get answers generated from a real authenticator's to real
 * challenges: a refused one stores no passkey and opens no session.
 * Needs `npm run build` first (npm test builds).
 */
import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "~/.server/auth/auth";
import { type Database, openDatabase } from "~/.server/db";
import { signIn } from "~/.server/services/accounts/accounts";
import { createCampaign } from "~/.server/services/campaigns";
import { shippedTexts } from "~/.server/services/content/texts/shipped";
import { addSuppression } from "~/.server/services/mail/suppression/list";
import { normalizeAddress } from "~/.server/services/mail/suppression/suppressed";
import { unprefixedPath } from "~/i18n/paths";
import { TEST_ACTOR } from "../support/audit";
import { sendRaw } from "../support/raw-http";
import { flatRoutes } from "../support/route-table";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { createSignedInUser, TEST_PASSWORD } from "../support/sessions";
import { SoftAuthenticator } from "../support/webauthn";

const AUTH_SECRET = "hostile-requests-secret-7Gf3Lq9Vx2Kp5Tz8Wn4R";
const REQUESTS_PER_RUN = 8;
const RUNS = 150;

/** Every path of the route table with its parameters filled, and what lives beside the router. */
const PATHS = [
  ...new Set(
    flatRoutes().map((route) => route.path.replace(":pillar", "diversity").replace(":id", "1").replace("*", "no-such-page")),
  ),
  "/api/clicks",
  "/api/newsletter",
  "/api/views",
  "/api/mail-events/ses",
  "/api/mail-events/sendgrid",
  "/api/mail-events/postmark",
  "/api/mail-events/mailgun",
  "/healthz",
  "/favicon.svg",
  "/assets/no-such-file.js",
  "/images/logo-512.png",
  `/media/${"a".repeat(64)}-320.webp`,
  `/media/${"a".repeat(64)}-120.svg`,
  "/media/",
];
/** Visitor write paths (in every language: `/fr/contact` too): a 2xx answer there may store one row, anything else must store none. */
const WRITE_PATHS = new Set(["/contact", "/partnership", "/volunteer", "/donate", "/newsletter", "/api/newsletter"]);
/** The view beacon: a 2xx answer may store one page view (bots and staff get 204 and store none), anything else none. */
const VIEWS_PATH = "/api/views";
const FIELD_NAMES = [
  "email",
  "name",
  "subject",
  "message",
  "intent",
  "id",
  "ids",
  "token",
  "password",
  "currentPassword",
  "code",
  "company_website",
  "status",
  "notes",
  "role",
  "siteName",
  "List-Unsubscribe",
  "redirectTo",
  "language",
  "importId",
  "file",
  "response",
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("%", "%00", "%zz", "%2F", "\u0000", "=1+1", "x;=1+1", "<script>alert(1)</script>", "' or 1=1 --"),
  fc.constantFrom("a@b.co", "visitor@example.com", "List-Unsubscribe=One-Click", "One-Click", "delete", "1", "-1"),
  fc.constantFrom("passkeyOptions", "passkeySignIn", "addPasskey", "renamePasskey", "removePasskey", '{"id":"x"}', "{}"),
  fc.nat({ max: 5000 }).map((length) => "x".repeat(length)),
);

/** A path as a client might spell it: canonical, mis-cased, doubled slashes, escapes, dot segments, junk. */
const pathArb = fc
  .tuple(fc.constantFrom(...PATHS), fc.nat({ max: 19 }), fc.string({ unit: "binary", maxLength: 30 }), fc.constantFrom(...PATHS))
  .map(([base, how, junk, other]) => {
    const encoded = encodeURIComponent(junk);
    switch (how) {
      case 0:
        return base.toUpperCase();
      case 1:
        return `${base}/`;
      case 2:
        return `/${base}`;
      case 3:
        return base.replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
      case 4:
        return `${base}/../${other}`;
      case 5:
        return `${base}/${encoded}`;
      case 6:
        return `${base}${junk.replace(/[\r\n ]/g, "")}`;
      case 7:
        return `${base}/${"a".repeat(3000)}`;
      case 8:
        return `${base}%2F..%2F${other.slice(1)}`;
      default:
        return base;
    }
  });

const queryArb = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        "lang",
        "token",
        "redirectTo",
        "page",
        "q",
        "status",
        "sent",
        "utm_source",
        "x",
        "action",
        "from",
        "to",
        "before",
        "after",
        "language",
        "only",
        "open",
        "reason",
        "source",
        "campaign",
      ),
      hostileText,
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join("&")}`));

interface BodyPlan {
  contentType?: string;
  body: Buffer;
  chunked: boolean;
}

const formFields = fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), hostileText), { maxLength: 6 });

/** Referrers a beacon may carry: real ones, other schemes, malformed ones, junk. */
const referrerArb = fc.oneof(
  fc.constantFrom(
    "https://www.google.com/",
    "https://l.facebook.com/l.php?u=x",
    "http://127.0.0.1/",
    "android-app://com.google.android.gm/",
    "javascript:alert(1)",
    "http://[bad",
    "https://",
    "//no-scheme.example/",
    "",
  ),
  hostileText,
);

/** What the page view beacon reads: a path (real, mis-spelt or junk), a query of UTM parameters and a referrer, any of them of the wrong type. */
const viewBodyArb: fc.Arbitrary<BodyPlan> = fc
  .tuple(
    fc.record(
      {
        path: fc.oneof(pathArb, hostileText, fc.constant(42), fc.constant(null)),
        search: fc.oneof(queryArb, hostileText, fc.constant(["?utm_source=x"])),
        referrer: fc.oneof(referrerArb, fc.constant({ host: "x" })),
      },
      { requiredKeys: [] },
    ),
    fc.constantFrom("text/plain;charset=UTF-8", "application/json", "text/plain", "text/html", undefined),
  )
  .map(([view, contentType]) => ({ contentType, body: Buffer.from(JSON.stringify(view)), chunked: false }));

const bodyArb: fc.Arbitrary<BodyPlan> = fc.oneof(
  viewBodyArb,
  fc.constant({ body: Buffer.alloc(0), chunked: false }),
  formFields.map((fields) => ({
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(new URLSearchParams(fields).toString()),
    chunked: false,
  })),
  fc.tuple(formFields, fc.boolean()).map(([fields, chunked]) => {
    const boundary = "fuzzboundary42";
    const parts = fields.map(
      ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`),
      chunked,
    };
  }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    contentType: "multipart/form-data; boundary=broken",
    body: Buffer.from(bytes),
    chunked: false,
  })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({
    contentType: "application/x-www-form-urlencoded",
    body: Buffer.from(bytes),
    chunked: false,
  })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({
    contentType: "application/json",
    body: Buffer.from(JSON.stringify(value) ?? "null"),
    chunked: false,
  })),
  fc.constantFrom("text/plain", "text/xml", "application/octet-stream", "garbage", "multipart/form-data").map((type) => ({
    contentType: type,
    body: Buffer.from("email=a%40b.co&List-Unsubscribe=One-Click"),
    chunked: false,
  })),
  fc.boolean().map((chunked) => ({ contentType: "application/x-www-form-urlencoded", body: Buffer.alloc(70_000, 97), chunked })),
);

/** The translators' files (decision 0018): the export's query, the import's upload and apply. */
const TEXT_EXPORT_PATH = "/admin/texts/export";
const TEXT_IMPORT_PATH = "/admin/texts/import";
/** Ids of real entries, so some generated units reach the rules of a text. */
const ENTRY_IDS = shippedTexts.entries.slice(0, 40).map((entry) => `${entry.namespace}:${entry.key}`);

const textExportQueryArb = fc
  .tuple(fc.constantFrom("es", "fr", "en", "de", "", "fr&language=es"), fc.constantFrom("all", "pending", "none", ""), queryArb)
  .map(([language, only, extra]) => `?language=${language}&only=${only}${extra.replace("?", "&")}`);

/** One unit as a translator's tool might write it, or break it: values are sometimes left unescaped. */
const unitArb = fc
  .record({
    id: fc.oneof(fc.constantFrom(...ENTRY_IDS), hostileText),
    source: hostileText,
    target: fc.oneof(hostileText, fc.constantFrom('<g id="1">x</g>', "&nbsp;", "&#0;", "{{name}}", "<strong>x</strong>", "")),
    escaped: fc.boolean(),
  })
  .map(({ id, source, target, escaped }) => {
    const text = (value: string) =>
      escaped ? value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;") : value;
    return `<trans-unit id="${text(id)}"><source>${text(source)}</source><target>${text(target)}</target></trans-unit>`;
  });

const HOSTILE_FILES = [
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><xliff version="1.2"><file><body><trans-unit id="a:b"><source>&e;</source></trans-unit></body></file></xliff>',
  '<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><xliff version="1.2">&c;</xliff>',
  `<xliff version="1.2">${"<group>".repeat(500)}${"</group>".repeat(500)}</xliff>`,
  '<xliff version="1.2"><__proto__ polluted="1"/><constructor/></xliff>',
  '<xliff version="2.0" srcLang="en" trgLang="fr"><file id="f"><unit id="a:b"><segment><source>x</source><target>y</target></segment><segment><source>z</source></segment></unit></file></xliff>',
];

/** What the import's file part holds: XLIFF-like files of both versions, hostile files, text, bytes. */
const xliffFileArb: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("1.2", "1.1", "2.0", "3.0", ""),
      fc.constantFrom("fr", "es", "de", "fr-CA", ""),
      fc.array(unitArb, { maxLength: 6 }),
    )
    .map(
      ([version, language, units]) =>
        `<?xml version="1.0" encoding="UTF-8"?><xliff version="${version}"><file source-language="en" target-language="${language}"><body>${units.join("")}</body></file></xliff>`,
    ),
  fc.constantFrom(...HOSTILE_FILES),
  hostileText,
  fc.uint8Array({ maxLength: 2000 }),
);

const textImportBodyArb: fc.Arbitrary<BodyPlan> = fc
  .tuple(
    fc.constantFrom("preview", "preview", "apply", "drop"),
    fc.constantFrom("fr", "es", "en", ""),
    fc.oneof(fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 32, maxLength: 32 }), hostileText),
    xliffFileArb,
    fc.boolean(),
  )
  .map(([intent, language, importId, file, chunked]) => {
    const boundary = "xliffboundary42";
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.concat([
        Buffer.from(`${field("intent", intent)}${field("language", language)}${field("importId", importId)}`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.xlf"\r\nContent-Type: application/x-xliff+xml\r\n\r\n`,
        ),
        Buffer.from(file),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      chunked,
    };
  });

/** The sessions and users the session intents aim at: the viewer's own, the editor's, the admin's. */
interface SessionTargets {
  sessionIds: string[];
  userIds: string[];
}
const SESSION_INTENTS = ["endSession", "endOtherSessions", "endSessions"];

/** My account's and Users' session intents, with real and generated ids, as a viewer, an editor or nobody. */
function sessionIntentArb(targets: SessionTargets, cookies: string[]) {
  const idArb = (real: string[]) => fc.oneof(fc.constantFrom(...real), fc.uuid(), hostileText);
  return fc
    .record({
      path: fc.constantFrom("/admin/account", "/admin/account", "/admin/users"),
      intent: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...SESSION_INTENTS) }, { weight: 1, arbitrary: hostileText }),
      sessionId: idArb(targets.sessionIds),
      userId: idArb(targets.userIds),
      cookie: fc.constantFrom(...cookies, undefined),
      body: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: bodyArb }),
    })
    .map(({ path, intent, sessionId, userId, cookie, body }) => ({
      method: "POST",
      path,
      query: "",
      extra: cookie ? { cookie } : {},
      body: body ?? {
        contentType: "application/x-www-form-urlencoded",
        body: Buffer.from(new URLSearchParams({ intent, sessionId, userId }).toString()),
        chunked: false,
      },
    }));
}
/** The webhooks' configuration: real settings, whose secrets the generated posts never hold. */
const SNS_TOPIC = "arn:aws:sns:us-east-1:123456789012:ses-bounces";
const POSTMARK_USER = "postmark-hooks";
const MAIL_EVENT_ENV = {
  SES_SNS_TOPIC_ARN: SNS_TOPIC,
  SENDGRID_WEBHOOK_PUBLIC_KEY: generateKeyPairSync("ec", { namedCurve: "prime256v1" })
    .publicKey.export({ format: "der", type: "spki" })
    .toString("base64"),
  POSTMARK_WEBHOOK_USER: POSTMARK_USER,
  POSTMARK_WEBHOOK_PASSWORD: "Fuzz-postmark-password-8Kq2",
  MAILGUN_WEBHOOK_SIGNING_KEY: "fuzz-mailgun-signing-key-4Tz7",
};
const MAIL_EVENT_TABLES = ["mail_delivery_events", "mail_event_tokens"] as const;

const addressArb = fc.oneof(
  fc.constantFrom("guest@lodge.test", "GUEST@Lodge.Test", "a@b", "", "x@y.test, z@w.test"),
  hostileText,
);
const secondsArb = fc.oneof(
  fc.constant(() => Math.floor(Date.now() / 1000)),
  fc.integer({ min: -2, max: 2 }).map((days) => () => Math.floor(Date.now() / 1000) + days * 86_400),
  fc.constantFrom(0, -1, 1e20, Number.NaN).map((value) => () => value),
);
const hexArb = (length: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: length, maxLength: length });
const base64Arb = fc.oneof(fc.base64String({ maxLength: 200 }), hostileText);

/**
 * SNS as SES would post it: the documented fields, a topic right or wrong, a signature that is
 * not SNS's. A certificate on Amazon's host is only named for another topic, so nothing is
 * fetched from the network: the configured topic's posts name certificates the endpoint refuses.
 */
const snsBodyArb = fc
  .record({
    Type: fc.constantFrom("Notification", "SubscriptionConfirmation", "UnsubscribeConfirmation", "Other", ""),
    MessageId: fc.oneof(fc.uuid(), hostileText),
    rightTopic: fc.boolean(),
    Subject: fc.option(hostileText, { nil: undefined }),
    Message: fc.oneof(
      fc
        .record({
          notificationType: fc.constantFrom("Bounce", "Complaint", "Delivery"),
          bounceType: fc.constantFrom("Permanent", "Transient", "Undetermined", 1),
          email: addressArb,
        })
        .map(({ notificationType, bounceType, email }) =>
          JSON.stringify({
            notificationType,
            bounce: { bounceType, bouncedRecipients: [{ emailAddress: email }] },
            complaint: { complainedRecipients: [{ emailAddress: email }] },
            mail: { headers: [{ name: "X-Crestway-Campaign", value: "1" }] },
          }),
        ),
      hostileText,
    ),
    Timestamp: fc.constantFrom("2026-05-02T00:54:06.655Z", "", "yesterday"),
    SignatureVersion: fc.constantFrom("1", "2", "3", 1),
    Signature: base64Arb,
    certificate: fc.constantFrom(
      "https://sns.us-east-1.amazonaws.com.evil.test/SimpleNotificationService.pem",
      "http://sns.us-east-1.amazonaws.com/SimpleNotificationService.pem",
      "https://evil.test/SimpleNotificationService.pem",
      "https://sns.us-east-1.amazonaws.com/SimpleNotificationService.txt",
      "file:///etc/passwd",
      "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-0000.pem",
      "",
    ),
    SubscribeURL: fc.constantFrom(
      "https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&Token=x",
      "https://evil.test/",
    ),
    Token: fc.option(hostileText, { nil: undefined }),
    drop: fc.subarray(["Signature", "SigningCertURL", "MessageId", "Message"]),
  })
  .map(({ rightTopic, certificate, drop, ...fields }) => {
    const onAmazon = certificate.startsWith("https://sns.us-east-1.amazonaws.com/") && certificate.endsWith(".pem");
    const message: Record<string, unknown> = {
      ...fields,
      TopicArn: rightTopic && !onAmazon ? SNS_TOPIC : "arn:aws:sns:us-east-1:123456789012:another-topic",
      SigningCertURL: certificate,
    };
    for (const field of drop) delete message[field];
    return message;
  });

const sendgridBodyArb = fc.array(
  fc.record(
    {
      email: addressArb,
      event: fc.constantFrom("bounce", "dropped", "spamreport", "deferred", "delivered", "open"),
      type: fc.constantFrom("bounce", "blocked"),
      reason: fc.constantFrom("Bounced Address", "Spam Reporting Address", "500 unknown recipient"),
      sg_event_id: fc.oneof(fc.base64String({ maxLength: 24 }), fc.constant(42)),
      timestamp: fc.oneof(fc.nat(), hostileText),
      "X-Crestway-Campaign": fc.oneof(fc.constant("1"), hostileText),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 5 },
);

const postmarkBodyArb = fc.record(
  {
    RecordType: fc.constantFrom("Bounce", "SpamComplaint", "Delivery", ""),
    Type: fc.constantFrom("HardBounce", "SoftBounce", "Transient", "SpamComplaint", "Unknown"),
    ID: fc.oneof(fc.nat(), fc.constant(2 ** 62), hostileText),
    MessageID: fc.oneof(fc.uuid(), hostileText),
    Email: addressArb,
    BouncedAt: fc.constantFrom("2019-11-05T16:33:54.9070259Z", "", "not a date"),
    Metadata: fc.oneof(fc.constant({ "X-Crestway-Campaign": "1" }), fc.constant([]), hostileText),
  },
  { requiredKeys: [] },
);

const mailgunBodyArb = fc.record(
  {
    signature: fc.oneof(
      fc.record(
        {
          timestamp: fc.oneof(
            secondsArb.map((seconds) => String(seconds())),
            hostileText,
          ),
          token: fc.oneof(hexArb(50), hostileText),
          signature: fc.oneof(hexArb(64), hostileText),
        },
        { requiredKeys: [] },
      ),
      hostileText,
    ),
    "event-data": fc.record(
      {
        event: fc.constantFrom("failed", "complained", "delivered"),
        severity: fc.constantFrom("permanent", "temporary", "other"),
        reason: fc.constantFrom("bounce", "old", "suppress-complaint", "generic"),
        id: hostileText,
        recipient: addressArb,
        timestamp: fc.oneof(fc.double(), hostileText),
        "user-variables": fc.oneof(fc.constant({ "X-Crestway-Campaign": 1 }), fc.constant([])),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

/** What each webhook reads besides its body: signatures, timestamps and credentials that look right and are not. */
const mailEventHeadersArb = fc.record(
  {
    "x-twilio-email-event-webhook-signature": base64Arb.map((text) => text.replace(/[^\x20-\x7e]/g, "")),
    "x-twilio-email-event-webhook-timestamp": fc.oneof(
      secondsArb.map((seconds) => String(seconds())),
      fc.constant(""),
    ),
    authorization: fc
      .oneof(
        fc.string({ maxLength: 30 }).map((password) => `${POSTMARK_USER}:${password}`),
        fc.string({ maxLength: 40 }),
      )
      .chain((credentials) =>
        fc.constantFrom(
          `Basic ${Buffer.from(credentials).toString("base64")}`,
          `basic ${Buffer.from(credentials).toString("base64")}`,
          "Basic",
          "Basic %%%",
          `Bearer ${credentials.replace(/[^\x20-\x7e]/g, "")}`,
        ),
      ),
    "x-amz-sns-message-type": fc.constantFrom("Notification", "SubscriptionConfirmation", "junk"),
  },
  { requiredKeys: [] },
);

const mailEventBodyArb: fc.Arbitrary<BodyPlan> = fc
  .tuple(
    fc.oneof(snsBodyArb, sendgridBodyArb, postmarkBodyArb, mailgunBodyArb, fc.jsonValue({ maxDepth: 3 })),
    fc.constantFrom("application/json", "text/plain; charset=UTF-8", undefined),
    fc.boolean(),
  )
  .map(([value, contentType, chunked]) => ({ contentType, body: Buffer.from(JSON.stringify(value) ?? "null"), chunked }));

/** The suppression list page (decision 0022): its changes, with addresses and notes meant to break them. */
const SUPPRESSIONS_PATH = "/admin/suppressions";
/** On the list before the storm; only an editor could remove it, and no editor's request names it. */
const KEPT_SUPPRESSION = "kept-suppressed@example.com";
const suppressionAddressArb = fc.oneof(
  hostileText,
  fc.emailAddress(),
  fc.constantFrom(
    "fuzz@lodge.test",
    " Fuzz@Lodge.TEST ",
    "a(b)@c.test",
    "a,b@c.test",
    "<angle@lodge.test>",
    "rfc822; dsn@lodge.test",
    `${"x".repeat(250)}@lodge.test`,
    "@",
    "a@b",
  ),
);

/** What a suppression request asked for, to judge what it may have stored. */
interface SuppressionAsk {
  intent: string;
  email: string;
  editor: boolean;
}

interface Plan {
  method: string;
  path: string;
  query: string;
  headers: [string, string][];
  body: BodyPlan;
  suppression?: SuppressionAsk;
}

function planArb(viewerCookie: string, editorCookie: string, sessionTargets: SessionTargets): fc.Arbitrary<Plan> {
  const cookie = fc.constantFrom(
    undefined,
    "language=%",
    "language=fr; language=es",
    "language=%E0%A4%A",
    "language=es",
    "language=xx",
    viewerCookie,
    `${viewerCookie}; language=fr`,
    "crestway.session_token=forged.value",
    `a=${"b".repeat(4000)}`,
    "=; ;; =x",
  );
  const extraHeaders = fc.record(
    {
      cookie,
      origin: fc.constantFrom("null", "https://evil.example", "http://[bad", "https://mail.example.com"),
      "accept-encoding": fc.constantFrom("br", "gzip", "identity;q=0", "*", "br;q=abc, , gzip"),
      "accept-language": fc.constantFrom("fr-CA,fr;q=0.9", "es-ES,es;q=0.9", "*", "xx", ";;;"),
      "x-forwarded-for": fc.constantFrom("198.51.100.7", "2001:db8::1", "::ffff:10.0.0.1", "garbage, 1.2.3.4", ""),
      "if-none-match": fc.constantFrom('"abc"', "*", "W/"),
      range: fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=9999999-"),
      "x-junk": hostileText.map((text) => text.replace(/[^\x20-\x7e]/g, "")),
      "user-agent": fc.constantFrom(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36",
        "Googlebot/2.1 (+http://www.google.com/bot.html)",
        "",
        "\u00ff\u00fe",
        "x".repeat(2000),
      ),
    },
    { requiredKeys: [] },
  );
  const anyRequest = fc.record({
    method: fc.constantFrom("GET", "GET", "HEAD", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"),
    path: pathArb,
    query: queryArb,
    extra: extraHeaders,
    body: bodyArb,
  });
  // The view beacon is one path among a hundred: a fifth of the requests are beacons, most with a view's body.
  const viewBeacon = fc.record({
    method: fc.constantFrom("POST", "POST", "POST", "GET", "PUT"),
    path: fc.constant(VIEWS_PATH),
    query: queryArb,
    extra: extraHeaders,
    body: fc.oneof({ weight: 4, arbitrary: viewBodyArb }, { weight: 1, arbitrary: bodyArb }),
  });
  // The translators' files, mostly as an editor, so generated files reach the XLIFF reader.
  const textFiles = fc
    .tuple(
      fc.constantFrom(TEXT_IMPORT_PATH, TEXT_IMPORT_PATH, TEXT_EXPORT_PATH),
      fc.constantFrom("POST", "POST", "GET", "HEAD"),
      textExportQueryArb,
      fc.constantFrom(editorCookie, editorCookie, viewerCookie, undefined),
      fc.oneof({ weight: 4, arbitrary: textImportBodyArb }, { weight: 1, arbitrary: bodyArb }),
    )
    .map(([path, method, query, cookie, body]) => ({
      method,
      path,
      query: path === TEXT_EXPORT_PATH ? query : "",
      extra: cookie ? { cookie } : {},
      body,
    }));
  // The mail providers' webhooks, mostly posts shaped like their provider's, some with any body.
  const mailEvents = fc.record({
    method: fc.constantFrom("POST", "POST", "POST", "POST", "POST", "POST", "POST", "GET", "HEAD"),
    path: fc.constantFrom(
      "/api/mail-events/ses",
      "/api/mail-events/sendgrid",
      "/api/mail-events/postmark",
      "/api/mail-events/mailgun",
    ),
    query: fc.constant(""),
    extra: fc.tuple(extraHeaders, mailEventHeadersArb).map(([extra, signed]) => ({ ...extra, ...signed })),
    body: fc.oneof({ weight: 4, arbitrary: mailEventBodyArb }, { weight: 1, arbitrary: bodyArb }),
  });
  // The suppression list's changes, mostly as an editor: a viewer's or a stranger's removal may name the kept address.
  const suppressions = fc
    .tuple(
      fc.constantFrom(editorCookie, editorCookie, editorCookie, viewerCookie, undefined),
      fc.constantFrom("add", "add", "remove", "drop", ""),
      suppressionAddressArb,
      fc.oneof(hostileText, fc.constant(undefined)),
      fc.constantFrom("POST", "POST", "POST", "GET"),
      queryArb,
    )
    .map(([cookie, intent, address, note, method, query]) => {
      const editor = cookie === editorCookie;
      const email = !editor && intent === "remove" ? KEPT_SUPPRESSION : address;
      const fields = new URLSearchParams({ intent, email, ...(note === undefined ? {} : { note }) });
      return {
        method,
        path: SUPPRESSIONS_PATH,
        query,
        extra: cookie ? { cookie } : {},
        body: { contentType: "application/x-www-form-urlencoded", body: Buffer.from(fields.toString()), chunked: false },
        suppression: { intent, email, editor },
      };
    });
  return fc
    .oneof(
      { weight: 4, arbitrary: anyRequest },
      { weight: 1, arbitrary: viewBeacon },
      { weight: 1, arbitrary: textFiles },
      { weight: 1, arbitrary: sessionIntentArb(sessionTargets, [viewerCookie, viewerCookie, editorCookie]) },
      { weight: 1, arbitrary: mailEvents },
      { weight: 1, arbitrary: suppressions },
    )
    .map(({ method, path, query, extra, body, ...rest }) => ({
      method,
      path,
      query,
      headers: Object.entries(extra).filter((entry): entry is [string, string] => entry[1] !== undefined),
      body,
      suppression: "suppression" in rest ? rest.suppression : undefined,
    }));
}

/** The plan as bytes on the wire: request line, headers, and the body (chunked or with its length). */
function toWire(plan: Plan): Buffer {
  const lines = [`${plan.method} ${plan.path}${plan.query} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
  for (const [name, value] of plan.headers) lines.push(`${name}: ${value}`);
  const { contentType, body, chunked } = plan.body;
  if (contentType) lines.push(`Content-Type: ${contentType}`);
  if (body.length === 0) return Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  if (!chunked) {
    lines.push(`Content-Length: ${body.length}`);
    return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), body]);
  }
  lines.push("Transfer-Encoding: chunked");
  return Buffer.concat([
    Buffer.from(`${lines.join("\r\n")}\r\n\r\n${body.length.toString(16)}\r\n`, "latin1"),
    body,
    Buffer.from("\r\n0\r\n\r\n"),
  ]);
}

const VISITOR_TABLES = [
  "contacts",
  "partnership_requests",
  "volunteer_signups",
  "donation_pledges",
  "newsletter_subscribers",
] as const;
const GUARDED_TABLES = [
  "user",
  "settings",
  "profiles",
  "campaigns",
  "campaign_deliveries",
  "text_overrides",
  "text_versions",
  "passkey",
] as const;

async function snapshot(db: Database["db"]) {
  const tables = {} as Record<(typeof VISITOR_TABLES | typeof GUARDED_TABLES)[number], unknown[]>;
  for (const table of [...VISITOR_TABLES, ...GUARDED_TABLES]) tables[table] = await db.selectFrom(table).selectAll().execute();
  return tables;
}

/** Sessions as Better Auth keeps them, without what use and refreshes move. */
function sessionRows(db: Database["db"]) {
  return db.selectFrom("session").select(["id", "userId", "token", "expiresAt"]).orderBy("id").execute();
}

const countOf = async (db: Database["db"], table: "passkey" | "session") =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );

/** A challenge as a browser gets one: the cookie that holds it, and the challenge itself (read from its row). */
async function passkeyChallenge(base: string, db: Database["db"], path: string, cookie?: string) {
  const answer = await fetch(`${base}${path}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "passkeyOptions" }),
    headers: cookie ? { cookie } : {},
    redirect: "manual",
  });
  expect(answer.status).toBe(200);
  const pair = answer.headers
    .getSetCookie()
    .map((header) => header.split(";")[0] ?? "")
    .find((header) => header.includes("better-auth-passkey="));
  const value = decodeURIComponent(pair?.slice(pair.indexOf("=") + 1) ?? "");
  // Better Auth's own table: our schema does not type it.
  const row = await db
    .withTables<{ verification: { identifier: string; value: string } }>()
    .selectFrom("verification")
    .select("value")
    .where("identifier", "=", value.slice(0, value.lastIndexOf(".")))
    .executeTakeFirstOrThrow();
  return { cookie: pair ?? "", challenge: (JSON.parse(row.value) as { expectedChallenge: string }).expectedChallenge };
}

/** Where in a ceremony's answer a mutation lands. */
const ANSWER_PATHS = [
  "id",
  "rawId",
  "type",
  "response",
  "response.clientDataJSON",
  "response.attestationObject",
  "response.authenticatorData",
  "response.signature",
  "response.userHandle",
  "response.transports",
  "clientExtensionResults",
  "authenticatorAttachment",
] as const;

const hostileJsonValue = fc.oneof(
  hostileText,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, 42, -1, true, [], {}, ["usb", 7], "AAAA", "_-_-", "=".repeat(10), "A".repeat(20_000)),
);

/** A change to a real answer: none (it may be accepted), a field replaced, dropped or with one character flipped, or no JSON at all. */
type Mutation =
  | { kind: "none" }
  | { kind: "set"; path: (typeof ANSWER_PATHS)[number]; value: unknown }
  | { kind: "drop"; path: (typeof ANSWER_PATHS)[number] }
  | { kind: "flip"; path: (typeof ANSWER_PATHS)[number]; at: number }
  | { kind: "raw"; body: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant({ kind: "none" as const }),
  fc.record({ kind: fc.constant("set" as const), path: fc.constantFrom(...ANSWER_PATHS), value: hostileJsonValue }),
  fc.record({ kind: fc.constant("drop" as const), path: fc.constantFrom(...ANSWER_PATHS) }),
  fc.record({ kind: fc.constant("flip" as const), path: fc.constantFrom(...ANSWER_PATHS), at: fc.nat({ max: 400 }) }),
  fc.record({ kind: fc.constant("raw" as const), body: hostileText }),
);

function mutate(answer: Record<string, unknown>, mutation: Mutation): string {
  if (mutation.kind === "raw") return mutation.body;
  const copy = structuredClone(answer) as Record<string, Record<string, unknown>>;
  if (mutation.kind === "none") return JSON.stringify(copy);
  const [first, second] = mutation.path.split(".") as [string, string | undefined];
  const holder: Record<string, unknown> = second ? (copy[first] ?? {}) : copy;
  const key = second ?? first;
  if (mutation.kind === "set") holder[key] = mutation.value;
  else if (mutation.kind === "drop") delete holder[key];
  else {
    const text = String(holder[key] ?? "");
    const at = text.length === 0 ? 0 : mutation.at % text.length;
    holder[key] = `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
  }
  return JSON.stringify(copy);
}

async function pageViewCount(db: Database["db"]): Promise<number> {
  const row = await db
    .selectFrom("page_views")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("hostile requests against the built server", () => {
  let server: ServerProcess;
  let database: Database;
  let viewerCookie: string;
  let editorCookie: string;
  let sessionTargets: SessionTargets;
  /** The viewer's own sessions: the one the fuzz uses, and a spare one it may end. */
  let viewerSession: string;
  let spareSession: string;
  /** The editor's passkey, added through the server, whose sign-ins the ceremony fuzz answers. */
  let editorDevice: SoftAuthenticator;

  beforeAll(async () => {
    server = await startServerProcess({
      LOG_LEVEL: "warn",
      AUTH_SECRET,
      RATE_LIMIT_FORMS: "1000000",
      RATE_LIMIT_SIGN_IN: "1000000",
      RATE_LIMIT_CLICKS: "1000000",
      RATE_LIMIT_VIEWS: "1000000",
      RATE_LIMIT_MAIL_EVENTS: "1000000",
      ...MAIL_EVENT_ENV,
    });
    const setup = await fetch(`${server.base}/admin/setup`, {
      method: "POST",
      body: new URLSearchParams({ name: "Fuzz Admin", email: "fuzz-admin@crestway.test", password: "Fuzz-admin-password-2026" }),
      redirect: "manual",
    });
    expect(setup.status).toBe(302);
    database = openDatabase({ url: `sqlite:${path.join(server.dataDir, "app.db")}` });
    const auth = createAuth({ database, secret: AUTH_SECRET, publicUrl: server.base, kickOutbox: () => {} });
    const viewer = await createSignedInUser(auth, "viewer");
    const editor = await createSignedInUser(auth, "editor");
    viewerCookie = viewer.cookie;
    editorCookie = editor.cookie;
    const sessionOf = async (cookie: string) =>
      String((await auth.api.getSession({ headers: new Headers({ cookie }) }))?.session.id);
    viewerSession = await sessionOf(viewerCookie);
    const spare = await signIn(auth, new Headers(), viewer.email, TEST_PASSWORD);
    if (!spare.ok) throw new Error("the viewer's spare sign-in failed");
    spareSession = await sessionOf(
      spare.headers
        .getSetCookie()
        .map((header) => header.split(";")[0])
        .join("; "),
    );
    const admin = await database.db.selectFrom("user").select("id").where("role", "=", "admin").executeTakeFirstOrThrow();
    const adminSession = await database.db.selectFrom("session").select("id").where("userId", "=", admin.id).executeTakeFirst();
    sessionTargets = {
      sessionIds: [viewerSession, spareSession, await sessionOf(editorCookie), ...(adminSession ? [adminSession.id] : [])],
      userIds: [viewer.userId, editor.userId, admin.id],
    };
    editorDevice = new SoftAuthenticator(server.base, new URL(server.base).hostname);
    const adding = await passkeyChallenge(server.base, database.db, "/admin/account", editorCookie);
    const added = await fetch(`${server.base}/admin/account`, {
      method: "POST",
      headers: { cookie: `${editorCookie}; ${adding.cookie}` },
      body: new URLSearchParams({
        intent: "addPasskey",
        name: "Fuzz key",
        response: JSON.stringify(editorDevice.register({ challenge: adding.challenge })),
      }),
    });
    expect(added.status).toBe(200);
    expect(await countOf(database.db, "passkey")).toBe(1);
    // Data that must survive: a message and a subscriber, stored the way visitors store them.
    const message = { name: "Kept Visitor", email: "kept@example.com", subject: "Keep me", message: "Stored before the storm." };
    expect((await fetch(`${server.base}/contact`, { method: "POST", body: new URLSearchParams(message) })).status).toBe(200);
    const subscribe = await fetch(`${server.base}/api/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "kept-subscriber@example.com" }),
    });
    expect(subscribe.status).toBe(200);
    // An address on the suppression list, which only an editor or an admin may remove.
    expect(await addSuppression(database, TEST_ACTOR, { email: KEPT_SUPPRESSION, note: "Kept." })).toEqual({ ok: true });
    // A draft campaign at /admin/campaigns/1 (the id the paths carry), which a viewer may read, never change.
    const draft = { en: { subject: "Kept draft", preheader: "", body: "Stored before the storm." } };
    expect(await createCampaign(database, TEST_ACTOR, { name: "Kept draft", content: draft })).toBe(1);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it("answers every one deliberately, below 500, and loses nothing", { timeout: 120_000 }, async () => {
    const before = await snapshot(database.db);
    const viewsBefore = await pageViewCount(database.db);
    const sessionsBefore = await sessionRows(database.db);
    let tried = 0;
    const serverErrors: string[] = [];
    const acceptedWrites = { count: 0 };
    const acceptedViews = { count: 0 };
    /** Addresses an editor's add was answered 2xx for: the only ones that may be on the list afterwards. */
    const acceptedSuppressions = new Set<string>([KEPT_SUPPRESSION]);
    const statuses = new Map<number, number>();
    const mailEventStatuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(
        fc.array(planArb(viewerCookie, editorCookie, sessionTargets), {
          minLength: REQUESTS_PER_RUN,
          maxLength: REQUESTS_PER_RUN,
        }),
        async (plans) => {
          const sent = await Promise.all(plans.map(async (plan) => ({ plan, answer: await sendRaw(server.port, toWire(plan)) })));
          tried += plans.length;
          for (const { plan, answer } of sent) {
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (
              answer.status >= 200 &&
              answer.status < 300 &&
              plan.method === "POST" &&
              WRITE_PATHS.has(unprefixedPath(plan.path))
            )
              acceptedWrites.count++;
            if (answer.status >= 200 && answer.status < 300 && plan.method === "POST" && plan.path === VIEWS_PATH)
              acceptedViews.count++;
            if (plan.path.startsWith("/api/mail-events/"))
              mailEventStatuses.set(answer.status, (mailEventStatuses.get(answer.status) ?? 0) + 1);
            const asked = plan.suppression;
            if (
              asked?.editor &&
              asked.intent === "add" &&
              plan.method === "POST" &&
              answer.status >= 200 &&
              answer.status < 300
            ) {
              const address = normalizeAddress(asked.email);
              expect(address, `accepted ${JSON.stringify(asked.email)}`).toBeDefined();
              if (address) acceptedSuppressions.add(address);
            }
            if (answer.status === 0 || answer.status >= 500)
              serverErrors.push(`${answer.status} ${plan.method} ${plan.path.slice(0, 80)}${plan.query.slice(0, 80)}`);
          }
          expect(serverErrors).toEqual([]);
          expect(server.exit()).toBeUndefined();
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );

    const mailEventAnswers = [...mailEventStatuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(`hostile requests tried: ${tried}, 5xx or dropped: ${serverErrors.length} (${byStatus.join(", ")})`);
    expect(tried).toBeGreaterThanOrEqual(1000);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    const failures = server.logs.filter((line) => line.level >= 50);
    expect(failures.map((line) => `${line.msg}: ${String(line.url)} ${JSON.stringify(line.err).slice(0, 300)}`)).toEqual([]);

    const after = await snapshot(database.db);
    for (const table of GUARDED_TABLES) expect(after[table], `${table} changed`).toEqual(before[table]);
    let added = 0;
    for (const table of VISITOR_TABLES) {
      // Every row stored before is still there, unchanged.
      for (const row of before[table]) expect(after[table]).toContainEqual(row);
      added += after[table].length - before[table].length;
    }
    expect(added).toBeLessThanOrEqual(acceptedWrites.count);
    // Refused views store nothing: at most one page view per accepted beacon.
    const viewsAdded = (await pageViewCount(database.db)) - viewsBefore;
    console.log(`page views stored: ${viewsAdded}, beacons answered 2xx: ${acceptedViews.count}`);
    expect(viewsAdded).toBeLessThanOrEqual(acceptedViews.count);

    // No one else's session ended or changed. The viewer's may end only as the viewer asked, which
    // the audit log shows: the one in use by a sign-out (never from the session list, which refuses
    // it), the spare one from the list.
    const sessionsAfter = await sessionRows(database.db);
    const viewerId = String(sessionTargets.userIds[0]);
    // No generated request signs anyone in (the guessed passwords and passkeys are all wrong).
    for (const row of sessionsAfter) expect(sessionsBefore, `a new session of ${row.userId}`).toContainEqual(row);
    const others = (rows: typeof sessionsAfter) => rows.filter((row) => row.userId !== viewerId);
    expect(others(sessionsAfter)).toEqual(others(sessionsBefore));
    const viewerActions = new Set(
      (await database.db.selectFrom("audit_log").select("action").where("actor_user_id", "=", viewerId).execute()).map(
        (entry) => entry.action,
      ),
    );
    const ended = (id: string) => !sessionsAfter.some((row) => row.id === id);
    console.log(`viewer's session ended: ${ended(viewerSession)}, spare ended: ${ended(spareSession)}`);
    if (ended(viewerSession)) expect(viewerActions).toContain("auth.sign_out");
    if (ended(spareSession))
      expect(["account.session_end", "account.sessions_end_others"].some((action) => viewerActions.has(action))).toBe(true);
    const adminEnds = await database.db.selectFrom("audit_log").select("id").where("action", "=", "user.sessions_end").execute();
    expect(adminEnds).toEqual([]);
    // No generated post is signed or carries the credentials: none keeps a bounce or a token (nor a
    // suppression: the list below holds only the kept address and the editors' accepted ones).
    for (const table of MAIL_EVENT_TABLES) expect(await database.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    console.log(`mail webhook posts answered: ${mailEventAnswers.join(", ")}`);
    // The suppression list holds the kept address and accepted ones only; each change of it is in the audit log.
    const listed = await database.db.selectFrom("mail_suppressions").select("email").execute();
    console.log(`suppressed addresses: ${listed.length}, adds accepted: ${acceptedSuppressions.size - 1}`);
    expect(listed.map((row) => row.email)).toContain(KEPT_SUPPRESSION);
    for (const { email } of listed) expect(acceptedSuppressions, email ?? "").toContain(email);
    const adds = await database.db.selectFrom("audit_log").select("target_id").where("action", "=", "suppression.add").execute();
    expect(new Set(adds.map((entry) => entry.target_id))).toEqual(acceptedSuppressions);
  });

  it("answers generated passkey ceremonies deliberately: a refused one stores no passkey and opens no session", {
    timeout: 120_000,
  }, async () => {
    const logsBefore = server.logs.length;
    const passkeysBefore = await countOf(database.db, "passkey");
    const sessionsBefore = await countOf(database.db, "session");
    const accepted = { adds: 0, signIns: 0 };
    const statuses = new Map<number, number>();
    const ceremonyArb = fc.record({
      ceremony: fc.constantFrom("signIn", "signIn", "add"),
      withChallenge: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      // An added passkey's challenge is a signed-in person's; its answer comes from them, from another, or from no session.
      owner: fc.constantFrom("viewer", "editor"),
      poster: fc.constantFrom("same", "same", "other", "none"),
      gesture: fc.record(
        {
          userVerified: fc.boolean(),
          counter: fc.oneof(fc.constant(undefined), fc.nat({ max: 2 ** 32 - 1 })),
          origin: fc.constantFrom(undefined, "https://evil.example", "null"),
        },
        { requiredKeys: [] },
      ),
      mutation: mutationArb,
    });

    await fc.assert(
      fc.asyncProperty(ceremonyArb, async ({ ceremony, withChallenge, owner, poster, gesture, mutation }) => {
        const [ownCookie, otherCookie] = owner === "viewer" ? [viewerCookie, editorCookie] : [editorCookie, viewerCookie];
        const account = poster === "same" ? ownCookie : poster === "other" ? otherCookie : "";
        const path = ceremony === "add" ? "/admin/account" : "/admin/login";
        const { cookie, challenge } = await passkeyChallenge(
          server.base,
          database.db,
          path,
          ceremony === "add" ? ownCookie : undefined,
        );
        const real =
          ceremony === "add"
            ? new SoftAuthenticator(server.base, new URL(server.base).hostname).register({ challenge }, gesture)
            : editorDevice.authenticate({ challenge }, gesture);
        const cookies = [ceremony === "add" ? account : "", withChallenge ? cookie : ""].filter(Boolean).join("; ");
        const answer = await fetch(`${server.base}${path}`, {
          method: "POST",
          headers: cookies ? { cookie: cookies } : {},
          body: new URLSearchParams({
            intent: ceremony === "add" ? "addPasskey" : "passkeySignIn",
            name: "Generated",
            response: mutate(real, mutation),
          }),
          redirect: "manual",
        });
        await answer.arrayBuffer();
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status).toBeLessThan(500);
        if (ceremony === "add" && answer.status === 200) accepted.adds++;
        if (ceremony === "signIn" && answer.status === 302) accepted.signIns++;
      }),
      { numRuns: 120, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31), endOnFailure: true },
    );

    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(`passkey ceremonies: ${byStatus.join(", ")}; accepted adds ${accepted.adds}, sign-ins ${accepted.signIns}`);
    expect(
      server.logs
        .slice(logsBefore)
        .filter((line) => line.level >= 50)
        .map((line) => line.msg),
    ).toEqual([]);
    // Nothing stored from a refusal: at most one passkey per accepted add, one session per accepted sign-in.
    expect((await countOf(database.db, "passkey")) - passkeysBefore).toBeLessThanOrEqual(accepted.adds);
    expect((await countOf(database.db, "session")) - sessionsBefore).toBeLessThanOrEqual(accepted.signIns);
  });
});
