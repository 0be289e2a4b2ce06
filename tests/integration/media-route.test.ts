/** Stored images served by the fast lane (app/.server/http/media-route.ts), over real HTTP. */

import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/.server/db";
import { mediaRoute } from "~/.server/http/media-route";
import { storeUpload } from "~/.server/services/content/images";
import type { ImageData } from "~/lib/media/image-sources";
import { mediaPath } from "~/lib/media/image-sources";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { fastLaneOnly, type LoopbackServer, serveOnLoopback } from "../support/http";
import { CLEAN_LOGO, photo } from "../support/images";

function exchange(base: string, pathname: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${base}${pathname}`, { method: options.method ?? "GET", headers: options.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

async function stored(database: Database, bytes: Buffer, purpose: "photo" | "logo"): Promise<ImageData> {
  const result = await storeUpload(database, TEST_ACTOR, { bytes }, purpose);
  if (!result.ok) throw new Error(result.reason);
  return result.image;
}

describe.each(engines())("the /media/ fast lane on $name", ({ make }) => {
  const database = suiteDatabase(make);
  const failures: unknown[] = [];
  let server: LoopbackServer;
  let photoImage: ImageData;
  let logo: ImageData;

  beforeAll(async () => {
    photoImage = await stored(database, await photo(1000, 500, "jpeg"), "photo");
    logo = await stored(database, Buffer.from(CLEAN_LOGO), "logo");
    const handler = mediaRoute(database, {
      onError: (_req, res, error) => {
        failures.push(error);
        res.writeHead(503).end();
      },
    });
    server = await serveOnLoopback(fastLaneOnly(handler));
  });
  afterAll(() => server?.close());

  it("serves every variant with its type, length and immutable caching", async () => {
    for (const variant of photoImage.variants) {
      const path = mediaPath(photoImage.hash, variant.width, variant.format);
      const response = await exchange(server.base, path);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe(`image/${variant.format}`);
      expect(Number(response.headers["content-length"])).toBe(response.body.length);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(response.headers["content-security-policy"]).toBeUndefined();
    }
  });

  it("answers 304 to a matching If-None-Match and the headers alone to HEAD", async () => {
    const path = mediaPath(photoImage.hash, 640, "webp");
    const first = await exchange(server.base, path);
    const again = await exchange(server.base, path, { headers: { "If-None-Match": String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const head = await exchange(server.base, path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(first.body.length);
  });

  it("serves an SVG logo under a policy that lets it run and load nothing", async () => {
    const response = await exchange(server.base, mediaPath(logo.hash, logo.width, "svg"));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(response.body.toString()).toContain("<svg");
  });

  it.each([
    `/media/${"0".repeat(64)}-320.webp`,
    "/media/",
    "/media/x",
    "/media/../etc/passwd",
    "/media/%2e%2e/%2e%2e/etc/passwd",
    `/media/${"A".repeat(64)}-320.webp`,
    `/media/${"a".repeat(63)}-320.webp`,
    `/media/${"a".repeat(64)}-0320.webp`,
    `/media/${"a".repeat(64)}-320.gif`,
    `/media/${"a".repeat(64)}-999999.webp`,
    `/media/${"a".repeat(64)}-320.webp/`,
    `/media/${"a".repeat(64)}-320.webp%00`,
  ])("answers 404 to %s", async (path) => {
    const response = await exchange(server.base, path);
    expect(response.status).toBe(404);
  });

  it("answers 404 to a width or format an image does not have", async () => {
    expect((await exchange(server.base, mediaPath(photoImage.hash, 1280, "webp"))).status).toBe(404);
    expect((await exchange(server.base, mediaPath(photoImage.hash, 1000, "png"))).status).toBe(404);
    expect((await exchange(server.base, mediaPath(logo.hash, logo.width, "webp"))).status).toBe(404);
  });

  it("leaves other methods and paths to the rest of the server", async () => {
    expect((await exchange(server.base, mediaPath(photoImage.hash, 320, "webp"), { method: "POST" })).status).toBe(404);
    expect((await exchange(server.base, "/mediafoo")).status).toBe(404);
    expect(failures).toEqual([]);
  });
});

describe("the /media/ fast lane after warm-up", () => {
  let database: Database;
  let server: LoopbackServer;
  const failures: unknown[] = [];

  beforeAll(async () => {
    database = openDatabase({ url: "sqlite::memory:" });
    await migrateToLatest(database);
    const handler = mediaRoute(database, {
      onError: (_req, res, error) => {
        failures.push(error);
        res.writeHead(503).end();
      },
    });
    server = await serveOnLoopback(fastLaneOnly(handler));
  });
  afterAll(() => server?.close());

  it("answers from memory without the database once a variant has been read", async () => {
    const image = await stored(database, await photo(700, 700, "png"), "photo");
    const path = mediaPath(image.hash, 640, "webp");
    const firsts = await Promise.all(Array.from({ length: 8 }, () => exchange(server.base, path)));
    expect(firsts.map((response) => response.status)).toEqual(Array(8).fill(200));
    await database.close();
    const warm = await exchange(server.base, path);
    expect(warm.status).toBe(200);
    expect(warm.body.equals(firsts[0]?.body ?? Buffer.alloc(0))).toBe(true);
    // A variant never read before needs the database, which is gone: the boundary answers.
    const cold = await exchange(server.base, mediaPath(image.hash, 320, "webp"));
    expect(cold.status).toBe(503);
    expect(failures).toHaveLength(1);
  });
});
