/**
 * A CV downloaded from the built server, through the whole stack (the listener, helmet, compression,
 * the document handler; decision 0034): an attachment of its detected type with the route's own
 * sandboxing policy as the one policy, `nosniff`, no caching and no compression, the bytes as
 * stored; refused to anonymous callers and while its scan is pending; an anonymous CV post over
 * the limit refused with 413 before it is read; and with CLAMD_URL set, the scan of waiting files
 * running from the start. Needs `npm run build` first (npm test builds).
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { acceptCv } from "~/.server/services/careers";
import { MAX_CV_BYTES } from "~/lib/careers/cv-files";
import { makeDocx, makePdf } from "../support/cv-files";
import { freePort } from "../support/private-services";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { until } from "../support/until";

const ADMIN = { name: "Cv Admin", email: "cv-admin@crestway.test", password: "Cv-admin-password-2026" };
const LINES = ["Nyambura Wairimu", "Chef de partie, Lamu"];

describe("CV downloads from the built server", () => {
  let server: ServerProcess;
  let database: Database;
  let cookie = "";

  beforeAll(async () => {
    // A clamd address nothing listens on: the server starts its scan of waiting files all the same.
    server = await startServerProcess({ LOG_LEVEL: "error", CLAMD_URL: `tcp://127.0.0.1:${await freePort()}` });
    const setup = await fetch(`${server.base}/admin/setup`, {
      method: "POST",
      body: new URLSearchParams(ADMIN),
      redirect: "manual",
    });
    expect(setup.status).toBe(302);
    cookie = setup.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    database = openDatabase({ url: `sqlite:${path.join(server.dataDir, "app.db")}` });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const stored = async (bytes: Buffer, filename: string, held = false) => {
    const scanner = held
      ? async () => ({ state: "unavailable" as const, error: "clamd could not be reached (ECONNREFUSED)" })
      : async () => ({ state: "clean" as const });
    const result = await acceptCv(database, { bytes, filename }, { scanner });
    if (!result.ok) throw new Error(result.reason);
    return result.cv.id;
  };

  it("serves a stored DOCX as an attachment of its type, under the route's one sandboxing policy", async () => {
    const bytes = makeDocx(LINES);
    const id = await stored(bytes, "Nyambura – CV.docx");
    const response = await fetch(`${server.base}/admin/cv/${id}`, { headers: { Cookie: cookie, "Accept-Encoding": "gzip, br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(response.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Nyambura _ CV.docx"; filename*=UTF-8''${encodeURIComponent("Nyambura – CV.docx")}`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("runs the scan of waiting files from its start when CLAMD_URL is set", async () => {
    const run = () => database.db.selectFrom("job_runs").selectAll().where("name", "=", "cv-scan").executeTakeFirst();
    await until(async () => (await run()) !== undefined, 10_000, "the first cv-scan run");
    expect((await run())?.last_success_at).not.toBeNull();
  });

  it("answers 401 to an anonymous caller and 409 while the file waits for its scan", async () => {
    const id = await stored(makePdf(LINES), "cv.pdf");
    expect((await fetch(`${server.base}/admin/cv/${id}`)).status).toBe(401);
    const held = await stored(makePdf(LINES), "held.pdf", true);
    const refused = await fetch(`${server.base}/admin/cv/${held}`, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "notScanned" });
  });

  it("refuses an anonymous CV post over the limit with 413 on its Content-Length", async () => {
    const boundary = "----cv";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\n\r\n`),
      Buffer.alloc(MAX_CV_BYTES + 128 * 1024, 0x41),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${server.base}/careers/apply`, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(response.status).toBe(413);
  });
});
