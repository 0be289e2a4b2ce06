/**
 * The page view beacon (decision 0016) on each engine, over real HTTP, against the real route
 * table: what a view stores (and that the address and user agent are not among it), what it
 * refuses, whom it does not count, the daily visitor id and its salt, and the rate limit.
 */
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientIpOf } from "~/.server/http/client-ip";
import { publicPagesOf } from "~/.server/http/route-match";
import { VIEW_BODY_LIMIT_BYTES, viewBeacon } from "~/.server/http/views-route";
import { untilNextMidnight } from "~/.server/jobs/analytics-salt";
import { rotateSalts, todaySalt, visitorIdOf } from "~/.server/services/analytics/visitor-id";
import { appContext } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { fastLaneOnly, type LoopbackServer, serveOnLoopback } from "../support/http";
import { routeManifest } from "../support/route-table";
import { createSignedInUser } from "../support/sessions";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const VIEWS_PER_MINUTE = 5;
const isPublicPage = publicPagesOf({ routes: routeManifest() } as Parameters<typeof publicPagesOf>[0]);

describe.each(engines())("the page view beacon on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let server: LoopbackServer;
  let context: AppLoadContext;
  /** The beacon's clock: tests move it across midnight. */
  let clock: Date | undefined;

  beforeAll(async () => {
    context = appContext(database, { viewsPerMinute: VIEWS_PER_MINUTE }).context;
    const beacon = viewBeacon(context, { clientIpOf, isPublicPage, now: () => clock ?? new Date() });
    server = await serveOnLoopback(fastLaneOnly(beacon));
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    clock = undefined;
    await database.db.deleteFrom("page_views").execute();
  });

  // Each call comes from its own address unless a test names one, so the limit test alone hits the limit.
  let visitor = 0;
  const post = (body: string | object, headers: Record<string, string> = {}) =>
    fetch(`${server.base}/api/views`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "User-Agent": CHROME,
        "X-Forwarded-For": headers.ip ?? `90.0.${Math.floor(++visitor / 250)}.${visitor % 250}`,
        ...headers,
      },
    });
  const views = () => database.db.selectFrom("page_views").selectAll().orderBy("id").execute();

  it("stores a view's path, language, source, campaign, referrer host, device, browser and country, and not the address or agent", async () => {
    const ip = "90.0.0.1";
    const response = await post(
      {
        path: "/pricing",
        search: "?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&fbclid=x",
        referrer: "https://www.google.com/search?q=hotel+staffing",
      },
      { ip },
    );
    expect(response.status).toBe(204);
    const [row, ...others] = await views();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      path: "/pricing",
      language: "en",
      source: "Newsletter",
      referrer_host: "www.google.com",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
      device: "desktop",
      browser: "Chrome",
      country: "FR",
    });
    expect(row?.visitor_id).toMatch(/^[0-9a-f]{32}$/);
    expect(Math.abs(Date.parse(row?.viewed_at ?? "") - Date.now())).toBeLessThan(10_000);
    const stored = JSON.stringify(row);
    for (const secret of [ip, "90.0.0", CHROME, "Chrome/156", "X11"]) expect(stored).not.toContain(secret);
  });

  it("stores /es/contact with its campaign from the query: the path without the query, Spanish, LinkedIn, spring", async () => {
    const response = await post({ path: "/es/contact", search: "?utm_source=linkedin&utm_campaign=spring", referrer: "" });
    expect(response.status).toBe(204);
    expect(await views()).toMatchObject([
      {
        path: "/es/contact",
        language: "es",
        source: "LinkedIn",
        utm_source: "linkedin",
        utm_campaign: "spring",
        utm_medium: null,
      },
    ]);
  });

  it("takes the source from the referrer's host, counts no referrer as Direct and a move inside the site as none", async () => {
    const iphone = { "User-Agent": IPHONE };
    expect((await post({ path: "/fr/", referrer: "https://l.facebook.com/l.php?u=x" }, iphone)).status).toBe(204);
    expect((await post({ path: "/fr/pricing", referrer: "" }, iphone)).status).toBe(204);
    expect((await post({ path: "/about/teams", referrer: "https://staffing.test/about" })).status).toBe(204);
    expect((await post({ path: "/markets", referrer: "android-app://com.google.android.gm/" })).status).toBe(204);
    expect((await post({ path: "/framework/diversity", referrer: "https://www.hotel-news.example/best-agencies" })).status).toBe(
      204,
    );
    expect((await post({ path: "/contact", search: "", referrer: "" }, { ip: "203.0.113.9" })).status).toBe(204);
    // A later view of the document (a client-side navigation) carries neither query nor referrer.
    expect((await post({ path: "/es/pricing" })).status).toBe(204);
    const rows = await views();
    expect(
      rows.map(({ path, language, source, referrer_host, device, browser }) => ({
        path,
        language,
        source,
        referrer_host,
        device,
        browser,
      })),
    ).toEqual([
      { path: "/fr/", language: "fr", source: "Facebook", referrer_host: "l.facebook.com", device: "mobile", browser: "Safari" },
      { path: "/fr/pricing", language: "fr", source: "Direct", referrer_host: null, device: "mobile", browser: "Safari" },
      { path: "/about/teams", language: "en", source: null, referrer_host: null, device: "desktop", browser: "Chrome" },
      { path: "/markets", language: "en", source: "Direct", referrer_host: null, device: "desktop", browser: "Chrome" },
      {
        path: "/framework/diversity",
        language: "en",
        source: "hotel-news.example",
        referrer_host: "www.hotel-news.example",
        device: "desktop",
        browser: "Chrome",
      },
      { path: "/contact", language: "en", source: "Direct", referrer_host: null, device: "desktop", browser: "Chrome" },
      { path: "/es/pricing", language: "es", source: null, referrer_host: null, device: "desktop", browser: "Chrome" },
    ]);
    expect(rows[0]?.country).toBe("FR");
    // A documentation address is no country's, whatever the database says.
    expect(rows.at(-2)?.country).toBeNull();
  });

  it("keeps at most 200 characters of a UTM value", async () => {
    await post({ path: "/", search: `?utm_campaign=${"c".repeat(300)}` });
    expect((await views())[0]?.utm_campaign).toBe("c".repeat(200));
  });

  it.each([
    ["an unknown path", { path: "/no-such-page" }],
    ["an unknown Spanish path", { path: "/es/no-such-page" }],
    ["an admin page", { path: "/admin/dashboard" }],
    ["the admin login", { path: "/admin/login" }],
    ["a sign-in page", { path: "/auth" }],
    ["a French sign-in page", { path: "/fr/reset-password" }],
    ["the /services redirect", { path: "/services" }],
    ["an API path", { path: "/api/views" }],
    ["the sitemap file", { path: "/sitemap.xml" }],
    ["robots.txt", { path: "/robots.txt" }],
    ["a path with its query", { path: "/pricing?utm_source=x" }],
    ["a path with a hash", { path: "/pricing#faq" }],
    ["a mis-cased path", { path: "/Pricing" }],
    ["a trailing slash", { path: "/pricing/" }],
    ["a doubled slash", { path: "//pricing" }],
    ["a language home without its slash", { path: "/fr" }],
    ["a dot segment", { path: "/about/../pricing" }],
    ["an escaped letter", { path: "/pric%69ng" }],
    ["an encoded slash", { path: "/about%2Fteams" }],
    ["a relative path", { path: "pricing" }],
    ["an absolute URL", { path: "https://staffing.test/pricing" }],
    ["an empty path", { path: "" }],
    ["a path that is not text", { path: 42 }],
    ["no path", { search: "?utm_source=x" }],
    ["a query that is not text", { path: "/", search: ["?utm_source=x"] }],
    ["a referrer that is not text", { path: "/", referrer: { host: "x" } }],
    ["an overlong path", { path: `/${"a".repeat(600)}` }],
    ["an overlong referrer", { path: "/", referrer: `https://x.example/${"r".repeat(1100)}` }],
    ["JSON that is not an object", "null"],
    ["a JSON list", "[]"],
    ["malformed JSON", '{"path": "/'],
    ["an empty body", ""],
  ])("refuses %s with 400 and stores nothing", async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(await views()).toEqual([]);
  });

  it("refuses a body over its limit with 413 and a type other than text or JSON with 415", async () => {
    const large = await post({ path: "/", referrer: `https://x.example/${"r".repeat(VIEW_BODY_LIMIT_BYTES)}` });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: "Page view too large" });
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/html"]) {
      const response = await post({ path: "/" }, { "Content-Type": type });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
    expect((await post({ path: "/" }, { "Content-Type": "application/json" })).status).toBe(204);
    expect(await views()).toHaveLength(1);
  });

  it("answers bots and signed-in staff 204 and counts neither", async () => {
    for (const agent of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "curl/8.5.0",
    ]) {
      expect((await post({ path: "/" }, { "User-Agent": agent })).status).toBe(204);
    }
    const staff = await createSignedInUser(context.auth, "viewer");
    expect((await post({ path: "/pricing" }, { Cookie: `language=fr; ${staff.cookie}` })).status).toBe(204);
    expect(await views()).toEqual([]);
    // Another cookie that merely mentions the name is a visitor's.
    expect((await post({ path: "/pricing" }, { Cookie: "language=fr; note=crestway.session_token" })).status).toBe(204);
    expect(await views()).toHaveLength(1);
  });

  it("gives one visitor one id a day and a new one the next day, after which no older salt remains", async () => {
    const same = { ip: "90.0.9.9", "User-Agent": IPHONE };
    clock = new Date("2031-05-01T23:50:00.000Z");
    await post({ path: "/" }, same);
    await post({ path: "/pricing" }, same);
    await post({ path: "/" }, { ...same, ip: "90.0.9.10" });
    clock = new Date("2031-05-02T00:10:00.000Z");
    await post({ path: "/contact" }, same);
    const rows = await views();
    expect(rows.map((row) => row.viewed_at)).toEqual([
      "2031-05-01T23:50:00.000Z",
      "2031-05-01T23:50:00.000Z",
      "2031-05-01T23:50:00.000Z",
      "2031-05-02T00:10:00.000Z",
    ]);
    const [first, again, other, nextDay] = rows.map((row) => row.visitor_id);
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(nextDay).not.toBe(first);
    const salts = await database.db.selectFrom("analytics_salts").select("day").execute();
    expect(salts.map((salt) => salt.day)).toEqual(["2031-05-02"]);
  });

  it("limits views per address with 429", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < VIEWS_PER_MINUTE + 2; i++) statuses.push((await post({ path: "/" }, { ip: "90.0.8.8" })).status);
    expect(statuses).toEqual([...Array(VIEWS_PER_MINUTE).fill(204), 429, 429]);
    expect(await views()).toHaveLength(VIEWS_PER_MINUTE);
  });
});

describe.each(engines())("the country of a view behind a CDN on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let server: LoopbackServer;

  beforeAll(async () => {
    const { context } = appContext(database);
    const config = { ...context.config, analytics: { countryHeader: "cf-ipcountry" } };
    server = await serveOnLoopback(fastLaneOnly(viewBeacon({ ...context, config }, { clientIpOf, isPublicPage })));
  });
  afterAll(async () => server.close());

  it("takes the named header's country, whatever the address says, and none for an unknown or malformed one", async () => {
    for (const country of ["ES", "XX", "T1", "Spain", ""]) {
      const response = await fetch(`${server.base}/api/views`, {
        method: "POST",
        body: JSON.stringify({ path: "/" }),
        headers: { "Content-Type": "text/plain", "User-Agent": CHROME, "X-Forwarded-For": "90.0.0.1", "CF-IPCountry": country },
      });
      expect(response.status).toBe(204);
    }
    const rows = await database.db.selectFrom("page_views").select("country").orderBy("id").execute();
    expect(rows.map((row) => row.country)).toEqual(["ES", null, null, null, null]);
  });
});

describe.each(engines())("the daily salt of the visitor id on $name", ({ make }) => {
  const database = suiteDatabase(make);

  it("is created once a day, every older one deleted, even on a day without views", async () => {
    await database.db
      .insertInto("analytics_salts")
      .values([
        { day: "2031-04-29", salt: "a".repeat(64) },
        { day: "2031-04-30", salt: "b".repeat(64) },
      ])
      .execute();
    const salt = await rotateSalts(database.db, new Date("2031-05-01T00:00:01.000Z"));
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    expect(await database.db.selectFrom("analytics_salts").selectAll().execute()).toEqual([{ day: "2031-05-01", salt }]);
    // The same day again: the same salt, from memory or from the row.
    expect(await rotateSalts(database.db, new Date("2031-05-01T18:00:00.000Z"))).toBe(salt);
    expect(await todaySalt(database.db, new Date("2031-05-01T23:59:59.999Z"))).toBe(salt);
    // Another instance made the next day's first: its row wins.
    await database.db
      .insertInto("analytics_salts")
      .values({ day: "2031-05-02", salt: "c".repeat(64) })
      .execute();
    expect(await todaySalt(database.db, new Date("2031-05-02T00:00:00.000Z"))).toBe("c".repeat(64));
    expect(await database.db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2031-05-02" }]);
  });

  it("hashes its four parts unambiguously into 16 bytes of hex", () => {
    const id = visitorIdOf("s".repeat(64), "staffing.test", "90.0.0.1", "Agent");
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorIdOf("s".repeat(64), "staffing.test", "90.0.0.1", "Agent")).toBe(id);
    expect(visitorIdOf("s".repeat(64), "staffing.test", "90.0.0.1", "Agent2")).not.toBe(id);
    expect(visitorIdOf("s".repeat(64), "staffing.tes", "t90.0.0.1", "Agent")).not.toBe(id);
    expect(visitorIdOf("t".repeat(64), "staffing.test", "90.0.0.1", "Agent")).not.toBe(id);
  });

  it("is rotated just after each midnight UTC", () => {
    expect(untilNextMidnight(new Date("2031-05-01T23:59:00.000Z"))).toBe(61_000);
    expect(untilNextMidnight(new Date("2031-05-02T00:00:01.000Z"))).toBe(24 * 60 * 60_000);
  });
});
