/**
 * The one place that reads the environment. Everything is validated at start; a bad value stops
 * the process with one line naming the variable (see formatConfigError).
 */
import { createPublicKey, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import type { PublicConfig } from "~/lib/public-config";

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.url().optional());

/** Text that may be left empty: empty or blank reads as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/** An SNS topic's ARN, in any AWS partition: arn:aws:sns:us-east-1:123456789012:ses-bounces. */
const SNS_TOPIC_ARN = /^arn:aws(-cn|-us-gov)?:sns:[a-z]{2}(-[a-z]+)+-\d:\d{12}:[A-Za-z0-9_-]{1,256}$/;

/**
 * SendGrid's Signed Event Webhook verification key: an ECDSA P-256 public key, as base64 DER (what
 * SendGrid's settings page shows) or PEM. Read once here, so a pasted fragment stops the server.
 */
export function sendgridPublicKey(text: string) {
  const key = text.includes("-----BEGIN")
    ? createPublicKey(text)
    : createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ""), "base64"), format: "der", type: "spki" });
  if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1") {
    throw new Error("not an ECDSA P-256 key");
  }
  return key;
}

const isSendgridKey = (text: string | undefined) => {
  if (!text) return true;
  try {
    sendgridPublicKey(text);
    return true;
  } catch {
    return false;
  }
};

/** A shared secret of a provider's webhook: long enough not to be guessed. */
const webhookSecret = optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional());

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default("data"),
  /** The commit this image runs, for the system page when the build had no `.git` (tooling/build-info.ts). */
  APP_COMMIT: z.string().trim().optional(),
  /** Where `npm run backup` and the scheduled backups write; unset or empty: DATA_DIR/backups (decision 0019). */
  BACKUP_DIR: z.string().trim().optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^(postgres(ql)?:\/\/|sqlite:|file:)/.test(value), {
      message: "must be a postgres:// URL or a sqlite:/file: path",
    }),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^smtps?:\/\//.test(value), { message: "must be an smtp:// or smtps:// URL" }),
  /** The bounce mailbox, read over IMAP (decision 0026); unset or empty: not read. */
  BOUNCE_IMAP_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || imapMailbox(value) !== undefined, {
      message: "must be an imaps:// or imap:// URL with a user and a password, e.g. imaps://user:password@host:993/INBOX",
    }),
  BOUNCE_IMAP_INTERVAL_SECONDS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce.number().int().min(30).max(86_400).default(300),
  ),
  MAIL_FROM: z.string().min(3).default("Crestway Hospitality <hello@crestwayhospitality.com>"),
  /** The envelope sender, where delivery reports go: the bounce mailbox's address (decision 0026). */
  MAIL_RETURN_PATH: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.email({ message: "must be one email address, e.g. bounces@example.com" }).optional(),
  ),
  /** ClamAV's daemon, which scans every CV before staff can open it (decision 0034); unset: not scanned. */
  CLAMD_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || parseClamdUrl(value) !== undefined, {
      message: "must be tcp://host:port or unix:///path/to/clamd.ctl, e.g. tcp://127.0.0.1:3310",
    }),
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^rediss?:\/\//.test(value), { message: "must be a redis:// URL" }),
  MAP_STREET_TILE_URL: z.string().default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  MAP_SATELLITE_TILE_URL: z
    .string()
    .default("https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}"),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{7,15}$/, "must be the number in international form, digits only")
    .default("14255550148"),
  // Unset: "Join Our Team" opens the site's own careers pages (decision 0032).
  RECRUITMENT_PORTAL_URL: optionalUrl,
  CONTACT_PHONE: z.string().min(3).default("+1 (425) 555-0148"),
  CONTACT_EMAIL: z.email().default("hello@crestwayhospitality.com"),
  CONTACT_ADDRESS: z.string().min(3).default("10900 NE 8th Street, Suite 1000, Bellevue, WA 98004, USA"),
  RATE_LIMIT_FORMS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CLICKS: z.coerce.number().int().min(1).default(240),
  /** Page views per address per minute: a visitor browsing fast stays well inside it (decision 0016). */
  RATE_LIMIT_VIEWS: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(1).default(10),
  /** Unset or empty: five times RATE_LIMIT_SIGN_IN (decision 0006). */
  RATE_LIMIT_SIGN_IN_ADDRESS: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce.number().int().min(1).optional(),
  ),
  /** The header a CDN in front names each visitor's country in (CF-IPCountry); unset: the address's country. */
  ANALYTICS_COUNTRY_HEADER: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || /^[A-Za-z0-9-]+$/.test(value), { message: "must be an HTTP header name" }),
  /** Bearer token for GET /metrics on the site's port (decision 0020); unset: not served there. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(32, "must be at least 32 characters").optional()),
  /** A listener of its own for GET /metrics, without token; unset: none. */
  METRICS_PORT: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** The provider webhooks that feed the suppression list (decision 0025); each unset one is absent. */
  SES_SNS_TOPIC_ARN: optionalText.pipe(
    z.string().regex(SNS_TOPIC_ARN, "must be an SNS topic ARN (arn:aws:sns:region:account:topic)").optional(),
  ),
  SENDGRID_WEBHOOK_PUBLIC_KEY: optionalText.refine(isSendgridKey, {
    message: "must be the Signed Event Webhook's verification key, as SendGrid shows it (base64)",
  }),
  POSTMARK_WEBHOOK_USER: optionalText.refine((user) => !user?.includes(":"), { message: "must not contain a colon" }),
  POSTMARK_WEBHOOK_PASSWORD: webhookSecret,
  MAILGUN_WEBHOOK_SIGNING_KEY: webhookSecret,
  /** Refused posts to the provider webhooks per address per 10 minutes; accepted ones never count. */
  RATE_LIMIT_MAIL_EVENTS: z.coerce.number().int().min(1).default(30),
});

/** Postmark's credentials are a pair: one without the other is a mistake, said at start. */
const environmentSchema = envSchema.superRefine((env, context) => {
  if (Boolean(env.POSTMARK_WEBHOOK_USER) !== Boolean(env.POSTMARK_WEBHOOK_PASSWORD)) {
    const missing = env.POSTMARK_WEBHOOK_USER ? "POSTMARK_WEBHOOK_PASSWORD" : "POSTMARK_WEBHOOK_USER";
    context.addIssue({ code: "custom", path: [missing], message: "must be set with the other Postmark webhook credential" });
  }
});

export type Environment = z.infer<typeof envSchema>;

export interface Config {
  env: Environment["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** Set by the operator for an image built without `.git`; otherwise the build's own commit is shown. */
  appCommit?: string;
  /** The folder backups are written to and pruned in. */
  backupDir: string;
  databaseUrl: string;
  authSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The envelope sender of every email; unset: MAIL_FROM's address (decision 0026). */
  mailReturnPath?: string;
  /** Where delivery reports arrive, read every `intervalMs` (decision 0026); unset: no mailbox is read. */
  bounceMailbox?: BounceMailbox;
  redisUrl?: string;
  /** Where clamd listens (decision 0034); unset: CVs are kept unscanned. */
  clamd?: ClamdAddress;
  logLevel: Environment["LOG_LEVEL"];
  /**
   * Per IP: form submissions per 10 minutes (each form kind together), click batches per minute,
   * page views per minute, failed sign-ins per 15 minutes; and failed sign-ins per email address
   * per 15 minutes.
   */
  rateLimits: {
    formsPer10Minutes: number;
    clicksPerMinute: number;
    viewsPerMinute: number;
    signInsPer15Minutes: number;
    signInFailuresPerAddressPer15Minutes: number;
    mailEventRefusalsPer10Minutes: number;
  };
  /**
   * The contact details the environment sets: the first stored ones (services/content), and what
   * emails print. The pages show the stored ones, which staff edit.
   */
  contact: { phone: string; email: string; address: string };
  /** Visitor analytics (decision 0016): the CDN header naming the visitor's country, in lower case as Node reads headers. */
  analytics: { countryHeader?: string };
  /**
   * Prometheus metrics (decision 0020): served on the site's port to a request bearing `token`,
   * and/or on a listener of their own at `port` on `host`. Neither set: no metrics are kept.
   */
  metrics: { token?: string; port?: number; host: string };
  /**
   * The provider webhooks that feed the suppression list (decision 0025): Amazon SES through the
   * SNS topic, SendGrid's Signed Event Webhook, Postmark's Basic credentials, Mailgun's signing key.
   * A provider left unset is absent: its endpoint answers 404.
   */
  mailEvents: {
    ses?: { topicArn: string };
    sendgrid?: { publicKey: string };
    postmark?: { user: string; password: string };
    mailgun?: { signingKey: string };
  };
  /** Safe to send to the browser: nothing here is a secret. */
  public: PublicConfig;
}

/** Where ClamAV's daemon listens (CLAMD_URL, decision 0034). */
export type ClamdAddress = { host: string; port: number } | { path: string };

/** `tcp://host:port` or `unix:///path/to/clamd.ctl`; anything else is undefined. */
export function parseClamdUrl(url: string): ClamdAddress | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "unix:")
      return parsed.pathname.length > 1 ? { path: decodeURIComponent(parsed.pathname) } : undefined;
    if (parsed.protocol !== "tcp:" || !parsed.hostname || !parsed.port) return undefined;
    return { host: parsed.hostname.replace(/^\[|\]$/g, ""), port: Number(parsed.port) };
  } catch {
    return undefined;
  }
}
/** An IMAP mailbox and how to reach it, from an `imaps://` or `imap://` URL. */
export interface BounceMailbox {
  host: string;
  port: number;
  /** imaps://: TLS from the first byte. */
  secure: boolean;
  /** imap://: STARTTLS is required, unless the server runs on this machine (the password never crosses a network in clear). */
  requireStartTls: boolean;
  user: string;
  password: string;
  /** The folder reports arrive in: the URL's path, INBOX when it has none. */
  folder: string;
  intervalMs: number;
}

const isLoopback = (host: string) => host === "localhost" || host === "[::1]" || (isIP(host) === 4 && host.startsWith("127."));

/** The mailbox an IMAP URL names, or undefined when it is not one with a user and a password. */
export function imapMailbox(value: string, intervalMs = 0): BounceMailbox | undefined {
  try {
    const url = new URL(value);
    const secure = url.protocol === "imaps:";
    if ((!secure && url.protocol !== "imap:") || !url.hostname || !url.username || !url.password) return undefined;
    const folder = decodeURIComponent(url.pathname.replace(/^\//, "").split(";")[0] ?? "");
    return {
      host: url.hostname.replace(/^\[(.*)\]$/, "$1"),
      port: url.port ? Number(url.port) : secure ? 993 : 143,
      secure,
      requireStartTls: !secure && !isLoopback(url.hostname),
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      folder: folder || "INBOX",
      intervalMs,
    };
  } catch {
    // A malformed URL or percent-encoding.
    return undefined;
  }
}

export class ConfigError extends Error {}

function formatConfigError(error: z.ZodError): string {
  const issue = error.issues[0];
  const variable = issue?.path.join(".") || "environment";
  return `Invalid configuration: ${variable} ${issue?.message ?? "is invalid"}`;
}

/** Outside production a missing secret is generated once and kept beside the data, so sessions survive restarts. */
function resolveAuthSecret(env: Environment, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.NODE_ENV === "production") throw new ConfigError("Invalid configuration: AUTH_SECRET is required in production");
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(formatConfigError(parsed.error));
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir,
    appCommit: env.APP_COMMIT || undefined,
    backupDir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, "backups"),
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, "app.db")}`,
    authSecret: resolveAuthSecret(env, dataDir),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    mailReturnPath: env.MAIL_RETURN_PATH,
    bounceMailbox: env.BOUNCE_IMAP_URL ? imapMailbox(env.BOUNCE_IMAP_URL, env.BOUNCE_IMAP_INTERVAL_SECONDS * 1000) : undefined,
    redisUrl: env.REDIS_URL || undefined,
    clamd: env.CLAMD_URL ? parseClamdUrl(env.CLAMD_URL) : undefined,
    logLevel: env.LOG_LEVEL,
    rateLimits: {
      formsPer10Minutes: env.RATE_LIMIT_FORMS,
      clicksPerMinute: env.RATE_LIMIT_CLICKS,
      viewsPerMinute: env.RATE_LIMIT_VIEWS,
      signInsPer15Minutes: env.RATE_LIMIT_SIGN_IN,
      signInFailuresPerAddressPer15Minutes: env.RATE_LIMIT_SIGN_IN_ADDRESS ?? 5 * env.RATE_LIMIT_SIGN_IN,
      mailEventRefusalsPer10Minutes: env.RATE_LIMIT_MAIL_EVENTS,
    },
    contact: { phone: env.CONTACT_PHONE, email: env.CONTACT_EMAIL, address: env.CONTACT_ADDRESS },
    analytics: { countryHeader: env.ANALYTICS_COUNTRY_HEADER?.toLowerCase() || undefined },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    mailEvents: {
      ses: env.SES_SNS_TOPIC_ARN ? { topicArn: env.SES_SNS_TOPIC_ARN } : undefined,
      sendgrid: env.SENDGRID_WEBHOOK_PUBLIC_KEY ? { publicKey: env.SENDGRID_WEBHOOK_PUBLIC_KEY } : undefined,
      postmark:
        env.POSTMARK_WEBHOOK_USER && env.POSTMARK_WEBHOOK_PASSWORD
          ? { user: env.POSTMARK_WEBHOOK_USER, password: env.POSTMARK_WEBHOOK_PASSWORD }
          : undefined,
      mailgun: env.MAILGUN_WEBHOOK_SIGNING_KEY ? { signingKey: env.MAILGUN_WEBHOOK_SIGNING_KEY } : undefined,
    },
    public: {
      mapTiles: { street: env.MAP_STREET_TILE_URL, satellite: env.MAP_SATELLITE_TILE_URL },
      whatsappNumber: env.WHATSAPP_NUMBER,
      ...(env.RECRUITMENT_PORTAL_URL ? { recruitmentPortalUrl: env.RECRUITMENT_PORTAL_URL } : {}),
    },
  };
}
