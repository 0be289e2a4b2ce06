import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clickBeacon } from "~/.server/http/clicks-route";
import { clientIpOf } from "~/.server/http/client-ip";
import { createRateLimits } from "~/.server/http/rate-limit";
import { clicksInRange, topLinks } from "~/.server/services/analytics/clicks";
import { appContext } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { fastLaneOnly, type LoopbackServer, serveOnLoopback } from "../support/http";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

describe.each(engines())("click analytics on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let server: LoopbackServer;

  beforeAll(async () => {
    const { context } = appContext(database);
    const beacon = clickBeacon(
      {
        ...context,
        rateLimits: createRateLimits({
          form: { points: 100, durationSeconds: 60 },
          click: { points: 5, durationSeconds: 60 },
          view: { points: 100, durationSeconds: 60 },
          signIn: { points: 100, durationSeconds: 60 },
          signInAddress: { points: 100, durationSeconds: 60 },
          mailEvent: { points: 100, durationSeconds: 60 },
        }),
      },
      clientIpOf,
    );
    server = await serveOnLoopback(fastLaneOnly(beacon));
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    await database.db.deleteFrom("link_clicks").execute();
  });

  // Each call comes from its own address unless a test names one, so the limit test alone hits the limit.
  let visitor = 0;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}/api/clicks`, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        "User-Agent": BROWSER,
        "X-Forwarded-For": headers.ip ?? `198.51.100.${++visitor}`,
        ...headers,
      },
    });

  it("stores a beacon batch with the user agent, an anonymized address and the server's time", async () => {
    const response = await post(
      JSON.stringify({
        events: [
          {
            url: "https://staffing.test/pricing",
            pageSource: "/",
            referrer: "https://search.example/",
            utmSource: "newsletter",
            utmMedium: "email",
            utmCampaign: "autumn",
          },
          { url: "https://wa.me/14255550148", pageSource: "/contact" },
        ],
      }),
      { ip: "2001:db8:85a3:8d3:1319:8a2e:370:7348" },
    );
    expect(response.status).toBe(204);
    const rows = await database.db.selectFrom("link_clicks").selectAll().orderBy("id").execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      url: "https://staffing.test/pricing",
      page_source: "/",
      referrer: "https://search.example/",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn",
      // Nothing of the visitor (decision 0016): no network address, no user-agent string.
      user_agent: null,
      ip_address: null,
    });
    expect(rows[1]).toMatchObject({ url: "https://wa.me/14255550148", referrer: null, utm_source: null });
    expect(rows[0]?.clicked_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("stores no part of an IPv4 address either", async () => {
    await post(JSON.stringify({ events: [{ url: "/about", pageSource: "/" }] }), { ip: "203.0.113.195" });
    const row = await database.db.selectFrom("link_clicks").select(["ip_address", "user_agent"]).executeTakeFirstOrThrow();
    expect(row).toEqual({ ip_address: null, user_agent: null });
  });

  it.each([
    ["an empty batch", JSON.stringify({ events: [] })],
    ["a missing url", JSON.stringify({ events: [{ pageSource: "/" }] })],
    ["a url that is not text", JSON.stringify({ events: [{ url: 42, pageSource: "/" }] })],
    ["an overlong url", JSON.stringify({ events: [{ url: `/${"a".repeat(2100)}`, pageSource: "/" }] })],
    ["an overlong UTM value", JSON.stringify({ events: [{ url: "/", pageSource: "/", utmCampaign: "c".repeat(201) }] })],
    ["too many events", JSON.stringify({ events: Array.from({ length: 21 }, () => ({ url: "/", pageSource: "/" })) })],
    ["malformed JSON", "{events: ["],
  ])("rejects %s with 400 and stores nothing", async (_label, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await database.db.selectFrom("link_clicks").selectAll().execute()).toEqual([]);
  });

  it("rejects a body over the limit with 413", async () => {
    const response = await post(JSON.stringify({ events: [{ url: "/", pageSource: "/", referrer: "r".repeat(9000) }] }));
    expect(response.status).toBe(413);
  });

  it("does not record known bots, and counts their batches per day for the dashboard", async () => {
    await database.db.deleteFrom("filtered_traffic_daily").execute();
    for (let i = 0; i < 2; i++) {
      const response = await post(JSON.stringify({ events: [{ url: "/", pageSource: "/" }] }), {
        "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
      });
      expect(response.status).toBe(204);
    }
    expect(await database.db.selectFrom("link_clicks").selectAll().execute()).toEqual([]);
    const counted = await database.db.selectFrom("filtered_traffic_daily").select(["day", "kind", "count"]).execute();
    expect(counted.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([
      { day: new Date().toISOString().slice(0, 10), kind: "botClick", count: 2 },
    ]);
  });

  it("limits batches per address", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await post(JSON.stringify({ events: [{ url: "/", pageSource: "/" }] }), { ip: "192.0.2.77" })).status);
    expect(statuses.slice(0, 5)).toEqual([204, 204, 204, 204, 204]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("lists clicks in a range newest first and ranks the top links", async () => {
    const at = (day: number) => `2026-03-${String(day).padStart(2, "0")}T10:00:00.000Z`;
    const rows = [
      ["/pricing", 1],
      ["/pricing", 2],
      ["/contact", 2],
      ["/pricing", 3],
      ["/contact", 4],
      ["/markets", 5],
      ["/outside", 9],
    ] as const;
    await database.db
      .insertInto("link_clicks")
      .values(rows.map(([url, day]) => ({ url, page_source: "/", clicked_at: at(day) })))
      .execute();
    const range = { from: at(1), to: at(6) };
    const listed = await clicksInRange(database.db, range);
    expect(listed.map((row) => row.clicked_at)).toEqual([at(5), at(4), at(3), at(2), at(2), at(1)]);
    expect(await topLinks(database.db, range)).toEqual([
      { url: "/pricing", clicks: 3 },
      { url: "/contact", clicks: 2 },
      { url: "/markets", clicks: 1 },
    ]);
    expect(await topLinks(database.db, range, 1)).toEqual([{ url: "/pricing", clicks: 3 }]);
  });
});
