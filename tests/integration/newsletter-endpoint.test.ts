/**
 * POST /api/newsletter, the JSON sign-up of the forms with JavaScript (the fast lane): over real
 * HTTP, with the same answers as the /newsletter page's action and the same gate.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NEWSLETTER_API_PATH, newsletterEndpoint } from "~/.server/http/newsletter-route";
import { NEWSLETTER_LANGUAGE_FIELD } from "~/lib/validation/limits";
import { appContext } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { fastLaneOnly, type LoopbackServer, serveOnLoopback } from "../support/http";

const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

describe.each(engines())("the newsletter JSON endpoint on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let server: LoopbackServer;
  let kicks: () => number;
  // The tests share one endpoint; each posts from its own address unless it tests the rate limit.
  let visitor = 0;

  beforeAll(async () => {
    const ctx = appContext(database, { formsPer10Minutes: 3 });
    kicks = ctx.kicks;
    server = await serveOnLoopback(fastLaneOnly(newsletterEndpoint(ctx.context, (req) => String(req.headers["x-test-ip"]))));
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await database.db.deleteFrom("newsletter_subscribers").execute();
    await database.db.deleteFrom("email_outbox").execute();
  });

  const post = (body: BodyInit, headers: Record<string, string> = FORM, ip = `198.51.100.${++visitor}`) =>
    fetch(`${server.base}${NEWSLETTER_API_PATH}`, { method: "POST", body, headers: { ...headers, "X-Test-IP": ip } });
  const subscribers = () => database.db.selectFrom("newsletter_subscribers").select(["email", "language"]).execute();

  it("stores the sign-up in the language its page names, queues the welcome email in it and wakes the outbox", async () => {
    const before = kicks();
    // The French page's form adds language=fr; the visitor's cookie (Spanish) gives way to it.
    const response = await post(`email=%20Guest%40Lakeside-Lodge.COM&company_website=&${NEWSLETTER_LANGUAGE_FIELD}=fr`, {
      ...FORM,
      Cookie: "language=es",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "success", initialValue: null });
    expect(await subscribers()).toEqual([{ email: "guest@lakeside-lodge.com", language: "fr" }]);
    const token = (await database.db.selectFrom("newsletter_subscribers").select("unsubscribe_token").executeTakeFirstOrThrow())
      .unsubscribe_token;
    const mail = await database.db
      .selectFrom("email_outbox")
      .select(["recipient", "subject", "html", "headers"])
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe("guest@lakeside-lodge.com");
    expect(mail.subject).toContain("Bienvenue");
    expect(mail.html).toContain(`/fr/unsubscribe?token=${token}`);
    expect(JSON.parse(mail.headers)["List-Unsubscribe"]).toBe(`<https://staffing.test/fr/unsubscribe?token=${token}>`);
    expect(kicks()).toBe(before + 1);
  });

  it("falls back to the visitor's preference (the cookie) when the form names no language, or one it does not know", async () => {
    const cases = [
      { body: "email=cookie-es%40hotel.com", cookie: "language=es", stored: "es" },
      { body: `email=unknown-field%40hotel.com&${NEWSLETTER_LANGUAGE_FIELD}=de`, cookie: "language=fr", stored: "fr" },
      { body: `email=empty-field%40hotel.com&${NEWSLETTER_LANGUAGE_FIELD}=`, cookie: undefined, stored: "en" },
      { body: `email=es-field%40hotel.com&${NEWSLETTER_LANGUAGE_FIELD}=es`, cookie: undefined, stored: "es" },
      // The first of repeated fields, as for any other field.
      {
        body: `email=repeated%40hotel.com&${NEWSLETTER_LANGUAGE_FIELD}=es&${NEWSLETTER_LANGUAGE_FIELD}=fr`,
        cookie: undefined,
        stored: "es",
      },
    ];
    for (const { body, cookie } of cases) {
      const response = await post(body, cookie ? { ...FORM, Cookie: cookie } : FORM);
      expect(response.status, body).toBe(200);
    }
    const rows = await subscribers();
    for (const { body, stored } of cases) {
      const email = decodeURIComponent(/email=([^&]+)/.exec(body)?.[1] ?? "");
      expect(rows, body).toContainEqual({ email, language: stored });
    }
  });

  it("takes a malformed or unknown language cookie as no preference: English, never an error", async () => {
    for (const [i, cookie] of ["language=%", "language=%E0%A4%A", "language=xx", "=; ;; =x"].entries()) {
      const response = await post(`email=malformed-${i}%40hotel.com`, { ...FORM, Cookie: cookie });
      expect(response.status, cookie).toBe(200);
    }
    expect((await subscribers()).map((row) => row.language)).toEqual(["en", "en", "en", "en"]);
  });

  it("answers an invalid address with 400 and a duplicate with 409, with the i18n key the form shows", async () => {
    const invalid = await post("email=guest%40hotel&company_website=");
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ status: "error", error: { email: ["newsletter.errors.invalid"] } });
    expect((await post("email=guest%40hotel.com")).status).toBe(200);
    const duplicate = await post("email=GUEST%40hotel.com");
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ status: "error", error: { email: ["newsletter.errors.duplicate"] } });
    expect(await subscribers()).toHaveLength(1);
  });

  it("quietly drops a sign-up whose honeypot is filled", async () => {
    const response = await post("email=bot%40spam.com&company_website=http%3A%2F%2Fspam.example");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "success", initialValue: null });
    expect(await subscribers()).toEqual([]);
  });

  it("answers an oversized body with 413 and a body it cannot read with 400, storing nothing", async () => {
    const big = await post(`email=a%40hotel.com&filler=${"x".repeat(20_000)}`);
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ status: "error", error: { "": ["forms.errors.tooLarge"] } });
    const json = await post('{"email":"a@hotel.com"}', { "Content-Type": "application/json" });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ status: "error", error: { "": ["forms.errors.malformed"] } });
    const badBytes = await post(new Uint8Array([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe]));
    expect(badBytes.status).toBe(400);
    expect(await subscribers()).toEqual([]);
  });

  it("counts sign-ups per address and answers the fourth within the window with 429 and Retry-After", async () => {
    for (const n of [1, 2, 3]) expect((await post(`email=r${n}%40hotel.com`, FORM, "192.0.2.77")).status).toBe(200);
    const limited = await post("email=r4%40hotel.com", FORM, "192.0.2.77");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ status: "error", error: { "": ["forms.errors.rateLimited"] } });
    expect(await subscribers()).toHaveLength(3);
  });

  it("leaves other paths and methods to the rest of the server", async () => {
    expect((await fetch(`${server.base}${NEWSLETTER_API_PATH}`)).status).toBe(404);
    expect(
      (await fetch(`${server.base}/newsletter`, { method: "POST", body: "email=a%40hotel.com", headers: FORM })).status,
    ).toBe(404);
  });
});
