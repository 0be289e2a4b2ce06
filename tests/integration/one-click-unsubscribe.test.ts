/**
 * RFC 8058 one-click unsubscribe in the fast lane, over real HTTP: from any origin, without
 * spending the form budget on valid tokens, counting unknown ones; and the page's own action,
 * which counts only posts whose token is not valid. Client addresses come from X-Forwarded-For,
 * which the server trusts from loopback as it does from a proxy in front of it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { oneClickUnsubscribe, UNSUBSCRIBE_PATH } from "~/.server/http/one-click-unsubscribe";
import { newToken } from "~/.server/services/records/newsletter";
import { LANGUAGES } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { action as unsubscribeAction } from "~/routes/unsubscribe";
import { appContext, formArgs, settle } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { fastLaneOnly, type LoopbackServer, serveOnLoopback } from "../support/http";

const FORM_BUDGET = 10;
const ONE_CLICK = "List-Unsubscribe=One-Click";
const URLENCODED = { "Content-Type": "application/x-www-form-urlencoded" };

describe.each(engines())("one-click unsubscribe on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let server: LoopbackServer;
  // Each test posts from addresses of its own, so budgets never carry over between tests.
  let network = 0;
  let ip: (host?: number) => string;

  beforeAll(async () => {
    const { context } = appContext(database, { formsPer10Minutes: FORM_BUDGET });
    server = await serveOnLoopback(fastLaneOnly(oneClickUnsubscribe(context)));
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await database.db.deleteFrom("newsletter_subscribers").execute();
    network++;
    ip = (host = 1) => `198.18.${network}.${host}`;
  });

  async function subscribers(count: number): Promise<string[]> {
    const tokens = Array.from({ length: count }, () => newToken());
    await database.db
      .insertInto("newsletter_subscribers")
      .values(tokens.map((token, i) => ({ email: `s${network}-${i}@hotel.test`, unsubscribe_token: token, language: "en" })))
      .execute();
    return tokens;
  }
  const remaining = async () => (await database.db.selectFrom("newsletter_subscribers").select("id").execute()).length;

  const post = (target: string, body: BodyInit, headers: Record<string, string> = URLENCODED, from = ip()) =>
    fetch(`${server.base}${target}`, { method: "POST", body, headers: { ...headers, "X-Forwarded-For": from } });
  const oneClick = (token: string, headers?: Record<string, string>, from?: string) =>
    post(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`, ONE_CLICK, { ...URLENCODED, ...headers }, from);

  it("unsubscribes a urlencoded post with Origin null and a multipart one from a webmail's origin", async () => {
    const [first = "", second = ""] = await subscribers(3);
    const plain = await oneClick(first, { Origin: "null" });
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Cache-Control")).toBe("no-store");
    expect(await plain.json()).toEqual({ status: "success", initialValue: null });

    const form = new FormData();
    form.set("List-Unsubscribe", "One-Click");
    // fetch writes the multipart boundary into the Content-Type itself.
    const multipart = await fetch(`${server.base}${UNSUBSCRIBE_PATH}?token=${second}`, {
      method: "POST",
      body: form,
      headers: { Origin: "https://mail.example.com", Cookie: "language=fr", "X-Forwarded-For": ip() },
    });
    expect(multipart.status).toBe(200);
    const left = await database.db.selectFrom("newsletter_subscribers").select("unsubscribe_token").execute();
    expect(left.map((row) => row.unsubscribe_token)).not.toContain(first);
    expect(left.map((row) => row.unsubscribe_token)).not.toContain(second);
    expect(left).toHaveLength(1);
  });

  it("takes the List-Unsubscribe URL of every language: /unsubscribe, /es/unsubscribe, /fr/unsubscribe", async () => {
    const tokens = await subscribers(3);
    const paths = LANGUAGES.map((language) => localizePath(UNSUBSCRIBE_PATH, language));
    expect(paths).toEqual(["/unsubscribe", "/es/unsubscribe", "/fr/unsubscribe"]);
    for (const [i, path] of paths.entries()) {
      const answer = await post(`${path}?token=${encodeURIComponent(tokens[i] ?? "")}`, ONE_CLICK, {
        ...URLENCODED,
        Origin: "null",
        // The cookie is never read: the token is the only authority, whatever the language.
        Cookie: "language=%",
      });
      expect(answer.status, path).toBe(200);
      expect(await answer.json()).toEqual({ status: "success", initialValue: null });
    }
    expect(await remaining()).toBe(0);
  });

  it("takes 250 valid one-click posts from one address while the form budget is 10, and they spend none of it", async () => {
    const tokens = await subscribers(250);
    for (let batch = 0; batch < tokens.length; batch += 25) {
      const answers = await Promise.all(tokens.slice(batch, batch + 25).map((token) => oneClick(token, { Origin: "null" })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(200));
    }
    expect(await remaining()).toBe(0);
    // The budget is whole: ten unknown tokens are each answered 404 before it runs out.
    for (let i = 0; i < FORM_BUDGET; i++) expect((await oneClick(`unknown-${i}`)).status).toBe(404);
    expect((await oneClick("unknown-more")).status).toBe(429);
  });

  it("counts unknown tokens: 404 until the budget is spent, then 429 even for a valid token, which stays subscribed", async () => {
    const [valid = ""] = await subscribers(1);
    for (let i = 0; i < FORM_BUDGET; i++) {
      const miss = await oneClick(newToken());
      expect(miss.status).toBe(404);
      expect(await miss.json()).toEqual({ status: "error", error: { "": ["subscription:unsubscribe.invalid"] } });
    }
    const limited = await oneClick(valid);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await remaining()).toBe(1);
    // Another client is unaffected.
    expect((await oneClick(valid, {}, ip(2))).status).toBe(200);
    expect(await remaining()).toBe(0);
  });

  it("answers a malformed or oversized body with 400 or 413 and deletes nothing", async () => {
    const [token = ""] = await subscribers(1);
    const target = `${UNSUBSCRIBE_PATH}?token=${token}`;
    expect((await post(target, "List-Unsubscribe=Yes")).status).toBe(400);
    expect((await post(target, "token=abc")).status).toBe(400);
    expect((await post(target, "")).status).toBe(400);
    expect((await post(target, '{"List-Unsubscribe":"One-Click"}', { "Content-Type": "application/json" })).status).toBe(400);
    expect((await post(target, ONE_CLICK, { "Content-Type": "text/plain" })).status).toBe(400);
    expect((await post(target, new Uint8Array([0x4c, 0x3d, 0xff, 0xfe]))).status).toBe(400);
    const big = await post(target, `${ONE_CLICK}&filler=${"x".repeat(4_000)}`);
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ status: "error", error: { "": ["forms.errors.tooLarge"] } });
    expect(await remaining()).toBe(1);
  });

  it("leaves every other request to React Router: the page's button, other paths and methods", async () => {
    const [token = ""] = await subscribers(1);
    const passedOn = async (response: Response) => response.status === 404 && (await response.text()) === "";
    expect(await passedOn(await post(UNSUBSCRIBE_PATH, `token=${token}`))).toBe(true);
    expect(await passedOn(await post(`${UNSUBSCRIBE_PATH}?lang=es`, ONE_CLICK))).toBe(true);
    expect(await passedOn(await post("/fr/unsubscribe", `token=${token}`))).toBe(true);
    // Only the languages' own prefixes: any other is some other (unknown) page.
    expect(await passedOn(await post(`/de/unsubscribe?token=${token}`, ONE_CLICK))).toBe(true);
    expect(await passedOn(await post(`/fr/fr/unsubscribe?token=${token}`, ONE_CLICK))).toBe(true);
    expect(await passedOn(await post(`/fr/newsletter?token=${token}`, ONE_CLICK))).toBe(true);
    expect(await passedOn(await fetch(`${server.base}/fr/unsubscribe?token=${token}`))).toBe(true);
    expect(await passedOn(await post(`${UNSUBSCRIBE_PATH}.data?token=${token}`, ONE_CLICK))).toBe(true);
    expect(await passedOn(await fetch(`${server.base}${UNSUBSCRIBE_PATH}?token=${token}`))).toBe(true);
    expect(await remaining()).toBe(1);
  });

  it("the page's action spends the form budget only on tokens that are not valid", async () => {
    const tokens = await subscribers(FORM_BUDGET + 5);
    const { context } = appContext(database, { formsPer10Minutes: 3, clientIp: ip(3) });
    const press = (token: string) =>
      settle(() => unsubscribeAction(formArgs(context, `https://staffing.test${UNSUBSCRIBE_PATH}`, { token }) as never));
    for (const token of tokens) expect(await press(token)).toMatchObject({ status: 200, body: { status: "success" } });
    expect(await remaining()).toBe(0);
    for (let i = 0; i < 3; i++) expect((await press(`used-or-unknown-${i}`)).status).toBe(404);
    const limited = await press("one-more");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
