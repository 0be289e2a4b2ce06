/**
 * The odd requests a real deployment meets (scanners, broken clients, crawlers, people probing),
 * each sent to the built server byte for byte with the deliberate answer it must get. The
 * generated variety is in hostile-requests.test.ts; these are the named cases, with their statuses.
 * Needs `npm run build` first (npm test builds).
 */

import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { storeUpload } from "~/.server/services/content/images";
import { mediaPath } from "~/lib/media/image-sources";
import { TEST_ACTOR } from "../support/audit";
import { photo } from "../support/images";
import { type RawAnswer, sendRaw } from "../support/raw-http";
import { type ServerProcess, startServerProcess } from "../support/server-process";

const header = (answer: RawAnswer, name: string) =>
  new RegExp(`^${name}: (.*)$`, "im").exec(answer.head)?.[1]?.trim() ?? undefined;

describe("odd requests against the built server", () => {
  let server: ServerProcess;
  let database: Database;
  const raw = (request: string) => sendRaw(server.port, request);
  const get = (target: string, headers = "") => raw(`GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);
  const post = (target: string, type: string | undefined, body: string, headers = "") =>
    raw(
      `POST ${target} HTTP/1.1\r\nHost: x\r\n${type ? `Content-Type: ${type}\r\n` : ""}Content-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
    );

  beforeAll(async () => {
    server = await startServerProcess({ LOG_LEVEL: "warn" });
    database = openDatabase({ url: `sqlite:${path.join(server.dataDir, "app.db")}` });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  it("survives the two requests that once ended the process", async () => {
    expect((await get("/", "Cookie: language=%\r\n")).status).toBe(200);
    // Where the language cookie is still read (the admin area, the API), a malformed one is no cookie.
    const admin = await get("/admin/login", "Cookie: language=%\r\n");
    expect(admin.status).toBe(200);
    expect(admin.body).toContain('<html lang="en"');
    const signUp = await post(
      "/api/newsletter",
      "application/x-www-form-urlencoded",
      "email=malformed-cookie%40example.com",
      "Cookie: language=%E0%A4%A\r\n",
    );
    expect(signUp.status).toBe(200);
    const slashes = await get("//");
    expect(slashes.status).toBe(301);
    expect(header(slashes, "Location")).toBe("/");
    expect((await get("/healthz")).status).toBe(200);
  });

  it("redirects every other spelling of a page to its one address, query kept", async () => {
    for (const spelling of ["/About", "/about/", "/%61bout", "/a/../about", "/./about", "//about", "/ABOUT/"]) {
      const answer = await get(`${spelling}?tab=team`);
      expect(answer.status, spelling).toBe(301);
      expect(header(answer, "Location"), spelling).toBe("/about?tab=team");
    }
    // A language's pages alike; its home page is spelled with its slash.
    for (const [spelling, address] of [
      ["/FR/About?tab=team", "/fr/about?tab=team"],
      ["/es/about/", "/es/about"],
      ["/fr", "/fr/"],
      ["/ES?x=1", "/es/?x=1"],
      ["/fr//", "/fr/"],
    ] as const) {
      const answer = await get(spelling);
      expect(answer.status, spelling).toBe(301);
      expect(header(answer, "Location"), spelling).toBe(address);
    }
    // An old ?lang= spelling takes two steps: its canonical path, then its language's address.
    const first = await get("/About?lang=fr");
    expect(header(first, "Location")).toBe("/about?lang=fr");
    const second = await get("/about?lang=fr");
    expect(second.status).toBe(301);
    expect(header(second, "Location")).toBe("/fr/about");
    const posted = await post("/Contact", "application/x-www-form-urlencoded", "name=x");
    expect(posted.status).toBe(308);
    expect(header(posted, "Location")).toBe("/contact");
  });

  it("refuses addresses no page can have", async () => {
    for (const target of ["/%", "/%00", "/about%2Fteams", "/about%5Cteams", "/%zz"]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.body).toContain("not valid");
    }
    expect((await get(`/${"a".repeat(5000)}`)).status).toBe(414);
  });

  it("reads repeated parameters and cookies one way, and survives huge headers", async () => {
    // Repeated ?lang=: the first decides, and none is kept in the address it is sent to.
    for (const [target, address] of [
      ["/pricing?lang=fr&lang=en", "/fr/pricing"],
      ["/pricing?lang=es&x=1&lang=fr", "/es/pricing?x=1"],
      ["/fr/pricing?lang=xx&lang=es", "/fr/pricing"],
      ["/pricing?lang&lang=fr", "/pricing"],
    ] as const) {
      const answer = await get(target);
      expect(answer.status, target).toBe(301);
      expect(header(answer, "Location"), target).toBe(address);
    }
    // Repeated Cookie headers: on a public page, no language cookie counts...
    const cookies = await get("/pricing", "Cookie: language=es\r\nCookie: language=fr\r\n");
    expect(cookies.status).toBe(200);
    expect(cookies.body).toContain('<html lang="en"');
    const french = await get("/fr/pricing", "Cookie: language=es\r\nCookie: language=en\r\n");
    expect(french.body).toContain('<html lang="fr"');
    // ...in the admin area, the first one does (Node joins them in order, the parser keeps the first).
    const admin = await get("/admin/login", "Cookie: language=es\r\nCookie: language=fr\r\n");
    expect(admin.status).toBe(200);
    expect(admin.body).toContain('<html lang="es"');
    expect((await get("/", `X-Filler: ${"x".repeat(20_000)}\r\n`)).status).toBe(431);
  });

  it("answers every method on every kind of route on purpose", async () => {
    for (const target of ["/", "/contact", "/admin/users", "/auth", "/api/clicks", "/admin/newsletter-subscribers/export"]) {
      for (const method of ["PUT", "DELETE", "PATCH", "TRACE"]) {
        const answer = await raw(`${method} ${target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        expect(answer.status, `${method} ${target}`).toBe(405);
        expect(header(answer, "Allow")).toBe("GET, HEAD, POST");
      }
      const options = await raw(`OPTIONS ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(options.status).toBe(204);
      const head = await raw(`HEAD ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(head.status, `HEAD ${target}`).toBeLessThan(500);
      expect(head.body).toBe("");
    }
  });

  it("refuses wrong or missing content types, broken forms and bodies over the limit before any route runs", async () => {
    expect((await post("/contact", "application/json", '{"name":"x"}')).status).toBe(415);
    expect((await post("/contact", undefined, "name=x")).status).toBe(415);
    expect((await post("/admin/login", "text/plain", "email=a")).status).toBe(415);
    expect((await post("/contact", "multipart/form-data; boundary=zz", "not multipart")).status).toBe(400);
    expect((await post("/contact", "application/x-www-form-urlencoded", "name=%FF%FE\xff")).status).toBeLessThan(500);
    const big = "x".repeat(70_000);
    // Sign-in, admin and visitor actions alike; a forged session makes no difference.
    for (const target of ["/admin/login", "/admin/users", "/admin/settings", "/auth", "/contact", "/admin/setup"]) {
      const answer = await post(
        target,
        "application/x-www-form-urlencoded",
        `a=${big}`,
        "Cookie: crestway.session_token=forged\r\n",
      );
      expect(answer.status, target).toBe(413);
    }
    const chunked = await raw(
      `POST /admin/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${(70_000).toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    );
    expect(chunked.status).toBe(413);
  });

  it("names each answer with a request id", async () => {
    const page = await get("/pricing");
    const refused = await get("/%");
    expect(header(page, "X-Request-Id")).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    expect(header(refused, "X-Request-Id")).not.toBe(header(page, "X-Request-Id"));
  });

  it("shares only the pages that declare it: a route that says nothing is rendered per visitor", async () => {
    const shared = await get("/pricing");
    expect(header(shared, "Cache-Control")).toContain("s-maxage=");
    expect(header(shared, "ETag")).toBeDefined();
    for (const target of ["/auth", "/admin/login", "/admin/setup"]) {
      const own = await get(target);
      expect(own.status, target).toBe(200);
      expect(header(own, "Cache-Control"), target).toBe("private, no-cache");
      expect(header(own, "ETag"), target).toBeUndefined();
    }
  });

  it("answers an admin form it cannot read with a page that says so (400), logging no failure", async () => {
    const setup = await fetch(`${server.base}/admin/setup`, {
      method: "POST",
      body: new URLSearchParams({ name: "Odd Admin", email: "odd-admin@crestway.test", password: "Odd-admin-password-2026" }),
      redirect: "manual",
    });
    expect(setup.status).toBe(302);
    const cookie = setup.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    for (const target of ["/admin/messages", "/admin/users", "/admin/settings", "/admin/partnership-requests"]) {
      const answer = await post(target, "application/x-www-form-urlencoded", "intent=no-such-intent", `Cookie: ${cookie}\r\n`);
      expect(answer.status, target).toBe(400);
      expect(answer.body).toContain("Something went wrong");
    }
    // The audit log reads malformed filters and cursors as none: the page, never an error.
    for (const query of [
      "?before=%00",
      "?after=9999-99-99T99:99:99.999Z_1",
      "?before=2026-01-01T00:00:00.000Z_99999999999",
      "?from=2026-02-30&to=%zz",
      "?action=<script>&q=%E2%80%AE",
      `?q=${"a".repeat(5000)}`,
    ]) {
      for (const path of ["/admin/audit", "/admin/audit/export"]) {
        const answer = await get(`${path}${query}`, `Cookie: ${cookie}\r\n`);
        expect(answer.status, `${path}${query}`).toBe(200);
      }
    }
    expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("accepts a one-click unsubscribe from any origin, reading no cookie", async () => {
    const subscribed = await fetch(`${server.base}/api/newsletter`, {
      method: "POST",
      body: new URLSearchParams({ email: "oneclick@example.com" }),
    });
    expect(subscribed.status).toBe(200);
    const row = await database.db
      .selectFrom("newsletter_subscribers")
      .select("unsubscribe_token")
      .where("email", "=", "oneclick@example.com")
      .executeTakeFirstOrThrow();
    const answer = await post(
      `/unsubscribe?token=${row.unsubscribe_token}`,
      "application/x-www-form-urlencoded",
      "List-Unsubscribe=One-Click",
      "Origin: null\r\n",
    );
    expect(answer.status).toBe(200);
    const left = await database.db
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", "oneclick@example.com")
      .execute();
    expect(left).toEqual([]);
    expect(server.exit()).toBeUndefined();
  });

  it("serves stored images from the fast lane, and 404 for any other name under /media/", async () => {
    const stored = await storeUpload(database, TEST_ACTOR, { bytes: await photo(400, 300, "jpeg") }, "photo");
    if (!stored.ok) throw new Error(stored.reason);
    const image = await get(mediaPath(stored.image.hash, 320, "webp"));
    expect(image.status).toBe(200);
    expect(header(image, "Content-Type")).toBe("image/webp");
    expect(header(image, "Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = header(image, "ETag") ?? "";
    expect((await get(mediaPath(stored.image.hash, 320, "webp"), `If-None-Match: ${etag}\r\n`)).status).toBe(304);
    for (const target of ["/media/", "/media/x.webp", `/media/${"0".repeat(64)}-320.webp`, "/media/%2e%2e/app.db"]) {
      expect((await get(target)).status, target).toBe(404);
    }
  });

  it("lets a signed-in admin's multipart post carry one image, and refuses 50 MB on its Content-Length", async () => {
    const type = "multipart/form-data; boundary=zz";
    const cookie = "Cookie: crestway.session_token=forged\r\n";
    const part = (size: number) =>
      `--zz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${"x".repeat(size)}\r\n--zz--\r\n`;
    // Past the form limit, within the upload limit: read, then the forged session is refused by the route.
    const image = await post("/admin/settings", type, part(1024 * 1024), cookie);
    expect(image.status).not.toBe(413);
    expect(image.status).toBeLessThan(500);
    expect((await post("/admin/settings", type, part(1024 * 1024))).status).toBe(413);
    const huge = await raw(
      `POST /admin/settings HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${50 * 1024 * 1024}\r\n${cookie}Connection: close\r\n\r\n--zz\r\n`,
    );
    expect(huge.status).toBe(413);
  });
});
