import { beforeEach, describe, expect, it } from "vitest";
import { toFlag } from "~/.server/db/schema";
import { unsubscribeUrl } from "~/.server/services/records/newsletter";
import { updateSettings } from "~/.server/settings";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import type { FormResult } from "~/lib/forms/result";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as confirmAction } from "~/routes/newsletter.confirm";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/unsubscribe";
import { appContext, formArgs, unwrap } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";

const URL_BASE = "https://staffing.test";

describe.each(engines())("newsletter on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeEach(async () => {
    await database.db.deleteFrom("newsletter_subscribers").execute();
    await database.db.deleteFrom("email_outbox").execute();
    await updateSettings(database.db, TEST_ACTOR, { newsletterDoubleOptIn: false });
  });

  /** A sign-up posted from the newsletter page of a language (/newsletter, /es/newsletter, /fr/newsletter). */
  const subscribe = async (
    email: string,
    extra: Record<string, string> = {},
    language: Language = "en",
    ctx = appContext(database),
    headers: Record<string, string> = {},
  ) => {
    const args = formArgs(
      ctx.context,
      `${URL_BASE}${localizePath("/newsletter", language)}`,
      { email, company_website: "", ...extra },
      headers,
    );
    return unwrap(await newsletterAction(args as never));
  };

  it.each([
    ["", 400, "newsletter.errors.required"],
    ["   ", 400, "newsletter.errors.required"],
    ["guest@hotel", 400, "newsletter.errors.invalid"],
    ["two@@hotel.com", 400, "newsletter.errors.invalid"],
  ])("answers %j with %i and %s, storing nothing", async (email, status, error) => {
    const result = await subscribe(email);
    expect(result).toEqual({ status, body: { status: "error", error: { email: [error] } } });
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual([]);
  });

  it("stores the email trimmed and lowercased, unconfirmed, with a long random token, and queues the thank-you email", async () => {
    const ctx = appContext(database);
    const result = await subscribe("  Guest@Lakeside-Lodge.COM ", {}, "fr", ctx);
    expect(result).toEqual({ status: 200, body: { status: "success", initialValue: null } });
    const row = await database.db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    expect(row.email).toBe("guest@lakeside-lodge.com");
    expect(toFlag(row.confirmed)).toBe(false);
    expect(row.language).toBe("fr");
    // 24 random bytes, base64url: 192 bits, URL-safe.
    expect(row.unsubscribe_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const mail = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe("guest@lakeside-lodge.com");
    expect(mail.subject).toContain("Bienvenue");
    // Its links lead to the French pages.
    const unsubscribe = `${URL_BASE}/fr/unsubscribe?token=${row.unsubscribe_token}`;
    expect(mail.html).toContain(unsubscribe);
    expect(mail.text).toContain(unsubscribe);
    expect(JSON.parse(mail.headers)).toEqual({
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(ctx.kicks()).toBe(1);
  });

  it.each([
    ["en", "/unsubscribe", "Welcome"],
    ["es", "/es/unsubscribe", "Bienvenido"],
    ["fr", "/fr/unsubscribe", "Bienvenue"],
  ] as const)(
    "a sign-up from the %s page gets its email and its unsubscribe link in that language",
    async (language, path, greeting) => {
      // The visitor's language cookie says something else: the page's address decides.
      const other = language === "fr" ? "es" : "fr";
      await subscribe(`page-${language}@hotel.com`, {}, language, appContext(database), { Cookie: `language=${other}` });
      const row = await database.db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
      expect(row.language).toBe(language);
      const mail = await database.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
      expect(mail.subject).toContain(greeting);
      const link = `${URL_BASE}${path}?token=${row.unsubscribe_token}`;
      expect(mail.html).toContain(link);
      expect(mail.text).toContain(link);
      expect(JSON.parse(mail.headers)["List-Unsubscribe"]).toBe(`<${link}>`);
      // No link of the email leads to another language's unsubscribe page.
      for (const elsewhere of LANGUAGES.filter((lng) => lng !== language))
        expect(mail.html).not.toContain(`${URL_BASE}${localizePath("/unsubscribe", elsewhere)}?`);
    },
  );

  it("builds the unsubscribe URL of each language, the token escaped", () => {
    expect(unsubscribeUrl(URL_BASE, "a+b/c", "en")).toBe(`${URL_BASE}/unsubscribe?token=a%2Bb%2Fc`);
    expect(unsubscribeUrl(URL_BASE, "abc", "es")).toBe(`${URL_BASE}/es/unsubscribe?token=abc`);
    expect(unsubscribeUrl(URL_BASE, "abc", "fr")).toBe(`${URL_BASE}/fr/unsubscribe?token=abc`);
  });

  it("answers an address already stored with the duplicate message, whatever its case", async () => {
    await subscribe("guest@hotel.com");
    const result = await subscribe("GUEST@hotel.com ");
    expect(result).toEqual({ status: 409, body: { status: "error", error: { email: ["newsletter.errors.duplicate"] } } });
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toHaveLength(1);
    expect(await database.db.selectFrom("email_outbox").selectAll().execute()).toHaveLength(1);
  });

  it("stores one row when the same address signs up twice at once", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => subscribe("twice@hotel.com")));
    expect(results.filter((r) => r.body.status === "success")).toHaveLength(1);
    expect(results.filter((r) => (r.body as FormResult).error?.email?.[0] === "newsletter.errors.duplicate")).toHaveLength(5);
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toHaveLength(1);
    expect(await database.db.selectFrom("email_outbox").selectAll().execute()).toHaveLength(1);
  });

  it("quietly drops a sign-up whose honeypot is filled", async () => {
    const result = await subscribe("bot@spam.com", { company_website: "http://spam.example" });
    expect(result.body).toEqual({ status: "success", initialValue: null });
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual([]);
  });

  it("answers the rate limit with 429 and the clear message", async () => {
    const ctx = appContext(database, { formsPer10Minutes: 2 });
    await subscribe("a1@hotel.com", {}, "en", ctx);
    await subscribe("a2@hotel.com", {}, "en", ctx);
    const third = await subscribe("a3@hotel.com", {}, "en", ctx);
    expect(third).toEqual({ status: 429, body: { status: "error", error: { "": ["forms.errors.rateLimited"] } } });
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toHaveLength(2);
  });

  it("answers a body over the visitor forms' limit with 413, in the form's words", async () => {
    const ctx = appContext(database);
    const big = formArgs(ctx.context, `${URL_BASE}/newsletter`, { email: "a@hotel.com", filler: "x".repeat(20_000) });
    expect(unwrap(await newsletterAction(big as never))).toEqual({
      status: 413,
      body: { status: "error", error: { "": ["forms.errors.tooLarge"] } },
    });
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual([]);
  });

  it("unsubscribes from the page: GET only shows, POST deletes, a used token is answered kindly", async () => {
    await subscribe("leave@hotel.com");
    const { unsubscribe_token: token } = await database.db
      .selectFrom("newsletter_subscribers")
      .select("unsubscribe_token")
      .executeTakeFirstOrThrow();
    const ctx = appContext(database);
    const shown = unwrap(
      await unsubscribeLoader({
        request: new Request(`${URL_BASE}/unsubscribe?token=${token}`),
        context: ctx.context,
        params: {},
      } as never),
    );
    expect(shown.body).toMatchObject({ state: "prompt", email: "leave@hotel.com" });
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toHaveLength(1);

    const done = unwrap(
      await unsubscribeAction(formArgs(ctx.context, `${URL_BASE}/unsubscribe?token=${token}`, { token }) as never),
    );
    expect(done).toEqual({ status: 200, body: { status: "success", initialValue: null, email: "leave@hotel.com" } });
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual([]);

    const again = unwrap(
      await unsubscribeAction(formArgs(ctx.context, `${URL_BASE}/unsubscribe?token=${token}`, { token }) as never),
    );
    expect(again).toEqual({ status: 404, body: { status: "error", error: { "": ["subscription:unsubscribe.invalid"] } } });
    const unknown = unwrap(
      await unsubscribeLoader({
        request: new Request(`${URL_BASE}/unsubscribe?token=nope`),
        context: ctx.context,
        params: {},
      } as never),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ state: "invalid" });
  });

  it.each(LANGUAGES)("unsubscribes by RFC 8058 one-click POST to the List-Unsubscribe URL (%s)", async (language) => {
    await subscribe("oneclick@hotel.com", {}, language);
    const mail = await database.db.selectFrom("email_outbox").select("headers").executeTakeFirstOrThrow();
    const listUnsubscribe = (JSON.parse(mail.headers) as Record<string, string>)["List-Unsubscribe"]?.slice(1, -1) ?? "";
    expect(new URL(listUnsubscribe).pathname).toBe(localizePath("/unsubscribe", language));
    const args = formArgs(appContext(database).context, listUnsubscribe, { "List-Unsubscribe": "One-Click" });
    const result = unwrap(await unsubscribeAction(args as never));
    expect(result).toEqual({ status: 200, body: { status: "success", initialValue: null, email: "oneclick@hotel.com" } });
    expect(await database.db.selectFrom("newsletter_subscribers").selectAll().execute()).toEqual([]);
  });

  it("with double opt-in on, the email carries a confirm link that sets confirmed", async () => {
    await updateSettings(database.db, TEST_ACTOR, { newsletterDoubleOptIn: true });
    await subscribe("optin@hotel.com");
    const row = await database.db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    expect(row.confirm_token).toBeTruthy();
    const mail = await database.db.selectFrom("email_outbox").select("html").executeTakeFirstOrThrow();
    expect(mail.html).toContain(`${URL_BASE}/newsletter/confirm?token=${row.confirm_token}`);
    const ctx = appContext(database);
    const confirmed = unwrap(
      await confirmAction(formArgs(ctx.context, `${URL_BASE}/newsletter/confirm`, { token: row.confirm_token ?? "" }) as never),
    );
    expect(confirmed).toEqual({ status: 200, body: { confirmed: true } });
    const after = await database.db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    expect(toFlag(after.confirmed)).toBe(true);
    const reused = unwrap(
      await confirmAction(formArgs(ctx.context, `${URL_BASE}/newsletter/confirm`, { token: row.confirm_token ?? "" }) as never),
    );
    expect(reused.body).toEqual({ confirmed: false });
  });

  it("with double opt-in on, a French sign-up's confirm and unsubscribe links are the French pages'", async () => {
    await updateSettings(database.db, TEST_ACTOR, { newsletterDoubleOptIn: true });
    await subscribe("optin-fr@hotel.com", {}, "fr");
    const row = await database.db.selectFrom("newsletter_subscribers").selectAll().executeTakeFirstOrThrow();
    const mail = await database.db.selectFrom("email_outbox").select(["html", "text"]).executeTakeFirstOrThrow();
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain(`${URL_BASE}/fr/newsletter/confirm?token=${row.confirm_token}`);
      expect(body).toContain(`${URL_BASE}/fr/unsubscribe?token=${row.unsubscribe_token}`);
      expect(body).not.toContain(`${URL_BASE}/newsletter/confirm?`);
    }
    // The French confirm page's action confirms it.
    const confirmed = unwrap(
      await confirmAction(
        formArgs(appContext(database).context, `${URL_BASE}/fr/newsletter/confirm`, { token: row.confirm_token ?? "" }) as never,
      ),
    );
    expect(confirmed).toEqual({ status: 200, body: { confirmed: true } });
  });
});
