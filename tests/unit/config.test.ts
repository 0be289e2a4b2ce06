import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/.server/config";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "config-test-"));

describe("configuration", () => {
  it("starts on defaults: port 3000, SQLite under the data folder, the Bellevue headquarters", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(`sqlite:${path.join(dir, "app.db")}`);
    expect(config.contact.address).toContain("Bellevue, WA");
    expect(config.publicUrl).toBe("http://localhost:3000");
  });

  it("sends Join Our Team to the careers pages unless an outside recruitment portal is named", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).public).not.toHaveProperty("recruitmentPortalUrl");
    expect(loadConfig({ DATA_DIR: dataDir(), RECRUITMENT_PORTAL_URL: " " }).public).not.toHaveProperty("recruitmentPortalUrl");
    expect(
      loadConfig({ DATA_DIR: dataDir(), RECRUITMENT_PORTAL_URL: "https://jobs.example.com/" }).public.recruitmentPortalUrl,
    ).toBe("https://jobs.example.com/");
    expect(() => loadConfig({ DATA_DIR: dataDir(), RECRUITMENT_PORTAL_URL: "not a url" })).toThrow(ConfigError);
  });

  it("generates the auth secret once outside production and keeps it under the data folder", () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
  });

  it("requires the auth secret in production", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: "production" })).toThrow(
      new ConfigError("Invalid configuration: AUTH_SECRET is required in production"),
    );
  });

  it.each([
    ["PORT", "not-a-port"],
    ["PUBLIC_URL", "not a url"],
    ["DATABASE_URL", "mysql://x"],
    ["SMTP_URL", "http://mail"],
    ["REDIS_URL", "localhost:6379"],
    ["WHATSAPP_NUMBER", "+1 425"],
    ["CONTACT_EMAIL", "nobody"],
    ["AUTH_SECRET", "short"],
    ["RATE_LIMIT_SIGN_IN_ADDRESS", "0"],
    ["RATE_LIMIT_VIEWS", "0"],
    ["ANALYTICS_COUNTRY_HEADER", "CF IPCountry"],
    ["ANALYTICS_COUNTRY_HEADER", "X-Country:"],
    ["METRICS_TOKEN", "shorter-than-thirty-two-chars"],
    ["METRICS_PORT", "99999"],
    ["METRICS_PORT", "metrics"],
    ["BOUNCE_IMAP_URL", "pop3://user:password@mail.example.com"],
    ["BOUNCE_IMAP_URL", "imaps://mail.example.com/INBOX"],
    ["BOUNCE_IMAP_URL", "imaps://user@mail.example.com"],
    ["BOUNCE_IMAP_URL", "imaps://user:p%zz@mail.example.com"],
    ["BOUNCE_IMAP_INTERVAL_SECONDS", "5"],
    ["MAIL_RETURN_PATH", "Bounces <bounces@example.com>"],
    ["MAIL_RETURN_PATH", "bounces"],
    ["SES_SNS_TOPIC_ARN", "ses-bounces"],
    ["SES_SNS_TOPIC_ARN", "arn:aws:sqs:us-east-1:123456789012:ses-bounces"],
    ["SENDGRID_WEBHOOK_PUBLIC_KEY", "not-a-key"],
    [
      "SENDGRID_WEBHOOK_PUBLIC_KEY",
      generateKeyPairSync("ed25519").publicKey.export({ format: "der", type: "spki" }).toString("base64"),
    ],
    ["POSTMARK_WEBHOOK_PASSWORD", "short"],
    ["POSTMARK_WEBHOOK_USER", "user:with-colon"],
    ["MAILGUN_WEBHOOK_SIGNING_KEY", "short"],
    ["RATE_LIMIT_MAIL_EVENTS", "0"],
    ["CLAMD_URL", "127.0.0.1:3310"],
    ["CLAMD_URL", "tcp://127.0.0.1"],
    ["CLAMD_URL", "http://127.0.0.1:3310"],
    ["CLAMD_URL", "unix://"],
  ])("stops with one line naming %s when it is invalid", (variable, value) => {
    let message = "";
    try {
      loadConfig({ DATA_DIR: dataDir(), [variable]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(message).not.toContain("\n");
  });

  it("keeps no metrics unless a token or a port is set; the port listens on loopback unless told", () => {
    const metrics = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).metrics;
    expect(metrics({ METRICS_TOKEN: "", METRICS_PORT: "" })).toEqual({ token: undefined, port: undefined, host: "127.0.0.1" });
    const token = "a".repeat(32);
    expect(metrics({ METRICS_TOKEN: ` ${token} `, METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" })).toEqual({
      token,
      port: 9464,
      host: "10.0.0.5",
    });
  });

  it("allows failed sign-ins per address five times the per-IP budget unless set (empty counts as unset)", () => {
    const limits = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).rateLimits;
    expect(limits({})).toMatchObject({ signInsPer15Minutes: 10, signInFailuresPerAddressPer15Minutes: 50 });
    expect(limits({ RATE_LIMIT_SIGN_IN: "4", RATE_LIMIT_SIGN_IN_ADDRESS: "" })).toMatchObject({
      signInFailuresPerAddressPer15Minutes: 20,
    });
    expect(limits({ RATE_LIMIT_SIGN_IN_ADDRESS: "30" })).toMatchObject({ signInFailuresPerAddressPer15Minutes: 30 });
  });

  it("writes backups under the data folder unless BACKUP_DIR names another (empty counts as unset)", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).backupDir).toBe(path.join(dir, "backups"));
    expect(loadConfig({ DATA_DIR: dir, BACKUP_DIR: " " }).backupDir).toBe(path.join(dir, "backups"));
    expect(loadConfig({ DATA_DIR: dir, BACKUP_DIR: "/srv/backups" }).backupDir).toBe("/srv/backups");
  });

  it("counts 120 page views per address a minute unless set", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).rateLimits.viewsPerMinute).toBe(120);
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_VIEWS: "600" }).rateLimits.viewsPerMinute).toBe(600);
  });

  it("reads the country from the named CDN header, as Node spells header names; unset or empty: from the address", () => {
    const header = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { ANALYTICS_COUNTRY_HEADER: value }) }).analytics
        .countryHeader;
    expect(header("CF-IPCountry")).toBe("cf-ipcountry");
    expect(header(" X-Country ")).toBe("x-country");
    expect(header("")).toBeUndefined();
    expect(header()).toBeUndefined();
  });

  it("reads clamd's address from CLAMD_URL, over TCP or a Unix socket; unset or empty: no scanner", () => {
    const clamd = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).clamd;
    expect(clamd({})).toBeUndefined();
    expect(clamd({ CLAMD_URL: " " })).toBeUndefined();
    expect(clamd({ CLAMD_URL: "tcp://127.0.0.1:3310" })).toEqual({ host: "127.0.0.1", port: 3310 });
    expect(clamd({ CLAMD_URL: "tcp://[::1]:3310" })).toEqual({ host: "::1", port: 3310 });
    expect(clamd({ CLAMD_URL: "unix:///run/clamav/clamd.ctl" })).toEqual({ path: "/run/clamav/clamd.ctl" });
  });

  it("reads the return path as one address; unset or empty: the sender's own", () => {
    const returnPath = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).mailReturnPath;
    expect(returnPath({})).toBeUndefined();
    expect(returnPath({ MAIL_RETURN_PATH: " " })).toBeUndefined();
    expect(returnPath({ MAIL_RETURN_PATH: "bounces@crestway.example" })).toBe("bounces@crestway.example");
  });

  it("reads the bounce mailbox from an IMAP URL, STARTTLS required over a network; unset or empty: none", () => {
    const mailbox = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).bounceMailbox;
    expect(mailbox({})).toBeUndefined();
    expect(mailbox({ BOUNCE_IMAP_URL: " " })).toBeUndefined();
    expect(
      mailbox({ BOUNCE_IMAP_URL: "imaps://bounces%40crestway.example:p%40ss%3Aw0rd@mail.example.com/Bounces%20In" }),
    ).toEqual({
      host: "mail.example.com",
      port: 993,
      secure: true,
      requireStartTls: false,
      user: "bounces@crestway.example",
      password: "p@ss:w0rd",
      folder: "Bounces In",
      intervalMs: 300_000,
    });
    expect(mailbox({ BOUNCE_IMAP_URL: "imap://u:p@mail.example.com", BOUNCE_IMAP_INTERVAL_SECONDS: "60" })).toMatchObject({
      port: 143,
      secure: false,
      requireStartTls: true,
      folder: "INBOX",
      intervalMs: 60_000,
    });
    for (const local of ["imap://u:p@127.0.0.1:1143", "imap://u:p@localhost", "imap://u:p@[::1]/INBOX"]) {
      expect(mailbox({ BOUNCE_IMAP_URL: local, BOUNCE_IMAP_INTERVAL_SECONDS: "" })).toMatchObject({
        requireStartTls: false,
        intervalMs: 300_000,
      });
    }
    expect(mailbox({ BOUNCE_IMAP_URL: "imap://u:p@[::1]/INBOX" })?.host).toBe("::1");
  });

  it("leaves every provider webhook absent unless configured (empty counts as unset), and reads each set one", () => {
    const mailEvents = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env }).mailEvents;
    expect(mailEvents({ SES_SNS_TOPIC_ARN: " ", SENDGRID_WEBHOOK_PUBLIC_KEY: "" })).toEqual({});
    const sendgridKey = generateKeyPairSync("ec", { namedCurve: "prime256v1" })
      .publicKey.export({ format: "der", type: "spki" })
      .toString("base64");
    expect(
      mailEvents({
        SES_SNS_TOPIC_ARN: "arn:aws:sns:eu-west-1:123456789012:ses-bounces",
        SENDGRID_WEBHOOK_PUBLIC_KEY: sendgridKey,
        POSTMARK_WEBHOOK_USER: "postmark",
        POSTMARK_WEBHOOK_PASSWORD: "p".repeat(24),
        MAILGUN_WEBHOOK_SIGNING_KEY: "k".repeat(32),
      }),
    ).toEqual({
      ses: { topicArn: "arn:aws:sns:eu-west-1:123456789012:ses-bounces" },
      sendgrid: { publicKey: sendgridKey },
      postmark: { user: "postmark", password: "p".repeat(24) },
      mailgun: { signingKey: "k".repeat(32) },
    });
  });

  it("stops when only one of Postmark's two credentials is set, naming the missing one", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), POSTMARK_WEBHOOK_USER: "postmark" })).toThrow(
      /^Invalid configuration: POSTMARK_WEBHOOK_PASSWORD /,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), POSTMARK_WEBHOOK_PASSWORD: "p".repeat(24) })).toThrow(
      /^Invalid configuration: POSTMARK_WEBHOOK_USER /,
    );
  });

  it("keeps secrets out of the public part", () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://user:pass@mail.example.com",
      DATABASE_URL: "postgres://u:p@db/x",
      BOUNCE_IMAP_URL: "imaps://bounces:imap-secret@mail.example.com",
    });
    const exposed = JSON.stringify(config.public);
    for (const secret of ["s".repeat(40), "pass@", "u:p@db", "imap-secret"]) expect(exposed).not.toContain(secret);
  });
});
