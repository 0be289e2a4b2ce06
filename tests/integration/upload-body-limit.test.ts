/**
 * Form bodies are capped while they are read (app/.server/http/request-body.ts, with the limits of
 * app/.server/http/upload-body-limit.ts): only a
 * multipart post under /admin/ carrying the session cookie may hold one image, and only a multipart
 * post to the pages that take a CV (decision 0034) one CV, signed in or not; a 50 MB upload is
 * refused on its Content-Length, or after about 5 MB of a chunked body, never buffered whole.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "~/.server/http/boundary";
import { DOCUMENT_BODY_LIMIT_BYTES } from "~/.server/http/document-handler";
import { readPostedForm } from "~/.server/http/request-body";
import { CV_BODY_LIMIT_BYTES, UPLOAD_BODY_LIMIT_BYTES, uploadBodyLimit } from "~/.server/http/upload-body-limit";
import { MAX_UPLOAD_BYTES } from "~/.server/media/limits";
import { MAX_CV_BYTES } from "~/lib/careers/cv-files";
import { type LoopbackServer, serveOnLoopback } from "../support/http";

const SESSION = "crestway.session_token";
const BOUNDARY = "----upload";

function multipart(size: number): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    Buffer.alloc(size, 0x41),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe("upload body limits", () => {
  let server: LoopbackServer;
  /** The most bytes any request's body held in the handler. */
  let largestRead = 0;

  beforeAll(async () => {
    const limitFor = uploadBodyLimit(SESSION);
    server = await serveOnLoopback((req, res) => {
      readPostedForm(req, limitFor(req)).then(
        ({ size }) => {
          largestRead = Math.max(largestRead, size);
          res.writeHead(200).end(String(size));
        },
        (error: unknown) => {
          res.writeHead(error instanceof HttpError ? error.status : 500, { Connection: "close" }).end();
        },
      );
    });
  });
  afterAll(() => server.close());

  /**
   * Posts `size` bytes of multipart (chunked when asked), streamed in 1 MB pieces that stop once
   * the server has answered or cut the connection. A server that refuses mid-body may close the
   * socket before its 413 is read: that is a "reset", and `sent` tells how far the body got.
   */
  function post(path: string, size: number, options: { cookie?: string; chunked?: boolean; type?: string } = {}) {
    const { cookie = `${SESSION}=abc`, chunked = false, type = `multipart/form-data; boundary=${BOUNDARY}` } = options;
    return new Promise<{ status: number | "reset"; sent: number; total: number }>((resolve) => {
      const body = multipart(size);
      const headers: Record<string, string | number> = { "Content-Type": type, Cookie: cookie };
      if (!chunked) headers["Content-Length"] = body.length;
      let offset = 0;
      let answered = false;
      const finish = (status: number | "reset") => {
        if (answered) return;
        answered = true;
        resolve({ status, sent: offset, total: body.length });
      };
      const req = request(`${server.base}${path}`, { method: "POST", headers }, (res) => {
        res.resume();
        finish(res.statusCode ?? 0);
      });
      req.on("error", () => finish("reset"));
      const writeMore = () => {
        while (offset < body.length && !answered && !req.destroyed) {
          const piece = body.subarray(offset, offset + 1024 * 1024);
          offset += piece.length;
          if (!req.write(piece)) return void req.once("drain", writeMore);
        }
        req.end();
      };
      writeMore();
    });
  }

  const statusOf = async (...args: Parameters<typeof post>) => (await post(...args)).status;

  it("takes one image of up to 5 MB in a signed-in admin's multipart post", async () => {
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(await statusOf("/admin/team/new", MAX_UPLOAD_BYTES)).toBe(200);
    expect(await statusOf("/admin/team/new", MAX_UPLOAD_BYTES, { chunked: true })).toBe(200);
  });

  it("refuses 50 MB on its Content-Length, and a chunked 50 MB once the limit is passed", async () => {
    largestRead = 0;
    for (const chunked of [false, true]) {
      const { status, sent, total } = await post("/admin/team/new", 50 * 1024 * 1024, { chunked });
      expect([413, "reset"]).toContain(status);
      // The server stopped reading long before the end: the client could not send it all.
      expect(sent).toBeLessThan(total / 2);
    }
    expect(largestRead).toBe(0);
  });

  it("keeps the small limit for posts without the session cookie, outside /admin/, or not multipart", async () => {
    const overSmall = DOCUMENT_BODY_LIMIT_BYTES + 1;
    expect(await statusOf("/admin/team/new", overSmall, { cookie: "other=1" })).toBe(413);
    expect(await statusOf("/admin/team/new", overSmall, { cookie: `x${SESSION}=abc` })).toBe(413);
    expect(await statusOf("/contact", overSmall)).toBe(413);
    expect(await statusOf("/admin/team/new", overSmall, { type: "application/x-www-form-urlencoded" })).toBe(413);
    expect(await statusOf("/admin/team/new", overSmall)).toBe(200);
  });

  it("takes one CV of up to 5 MB in an anonymous multipart post to an application page, and refuses 50 MB early", async () => {
    expect(CV_BODY_LIMIT_BYTES).toBeGreaterThan(MAX_CV_BYTES);
    for (const path of ["/careers/apply", "/es/careers/housekeeper-mombasa/apply", "/fr/careers/apply?x=1"]) {
      expect(await statusOf(path, MAX_CV_BYTES, { cookie: "" }), path).toBe(200);
    }
    largestRead = 0;
    for (const chunked of [false, true]) {
      const { status, sent, total } = await post("/fr/careers/apply", 50 * 1024 * 1024, { chunked, cookie: "" });
      expect([413, "reset"]).toContain(status);
      expect(sent).toBeLessThan(total / 2);
    }
    expect(largestRead).toBe(0);
  });

  it("keeps the small limit on other public pages and on application pages posted as URL-encoded", async () => {
    const overSmall = DOCUMENT_BODY_LIMIT_BYTES + 1;
    expect(await statusOf("/careers", overSmall, { cookie: "" })).toBe(413);
    expect(await statusOf("/careers/apply/extra", overSmall, { cookie: "" })).toBe(413);
    expect(await statusOf("/careers/apply", overSmall, { cookie: "", type: "application/x-www-form-urlencoded" })).toBe(413);
  });
});
