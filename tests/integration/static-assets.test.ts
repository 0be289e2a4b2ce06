/** Hashed client assets from memory (app/.server/http/static-assets.ts), over real HTTP. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveAssets } from "~/.server/http/static-assets";
import { fastLaneOnly, type LoopbackServer, serveOnLoopback } from "../support/http";

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(200))};\n`;

/** A raw exchange: node:http does not decode Content-Encoding, so the bytes sent are the bytes seen. */
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

describe("hashed static assets", () => {
  let server: LoopbackServer;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "assets-"));
    writeFileSync(path.join(dir, "entry-AbC123.js"), SCRIPT);
    writeFileSync(path.join(dir, "entry-AbC123.js.br"), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, "entry-AbC123.js.gz"), gzipSync(SCRIPT));
    writeFileSync(path.join(dir, "font-XyZ.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    server = await serveOnLoopback(fastLaneOnly(serveAssets(dir)));
  });
  afterAll(() => server.close());

  it("answers with the stored brotli bytes, cacheable forever, to a browser that accepts brotli", async () => {
    const answer = await exchange(server.base, "/assets/entry-AbC123.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      "content-type": "text/javascript; charset=utf-8",
      "content-encoding": "br",
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      "content-length": String(answer.body.length),
    });
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(answer.body).toEqual(brotliCompressSync(SCRIPT));
  });

  it("falls back to gzip, then to the plain bytes", async () => {
    const gzip = await exchange(server.base, "/assets/entry-AbC123.js", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body).toEqual(gzipSync(SCRIPT));
    const plain = await exchange(server.base, "/assets/entry-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const font = await exchange(server.base, "/assets/font-XyZ.woff2", { headers: { "Accept-Encoding": "br" } });
    expect(font.headers).toMatchObject({ "content-type": "font/woff2", "content-length": "4" });
    expect(font.headers.vary).toBeUndefined();
  });

  it("answers 304 without a body to the ETag it gave, and HEAD without a body", async () => {
    const first = await exchange(server.base, "/assets/entry-AbC123.js");
    const again = await exchange(server.base, "/assets/entry-AbC123.js", {
      headers: { "If-None-Match": String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const head = await exchange(server.base, "/assets/entry-AbC123.js", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(SCRIPT.length));
    expect(head.body.length).toBe(0);
  });

  it("leaves unknown assets and other methods to the rest of the server", async () => {
    expect((await exchange(server.base, "/assets/missing-000.js")).status).toBe(404);
    expect((await exchange(server.base, "/assets/entry-AbC123.js", { method: "POST" })).status).toBe(404);
  });
});
