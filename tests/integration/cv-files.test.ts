/**
 * CVs kept like the personal documents they are (app/.server/services/careers, decision 0034), on
 * SQLite and PostgreSQL: a file stored whole with its row or not at all, served to the roles the
 * permission table allows as a never-rendered attachment, each download audited, held back while
 * the scanner is away, erased row and bytes together.
 */
import { createHash } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { HttpError } from "~/.server/http/boundary";
import { decodeForm } from "~/.server/http/request-body";
import {
  acceptCv,
  attachCvFiles,
  cvUploadOf,
  downloadCv,
  eraseCvFiles,
  type Scanner,
  scanWaitingCvs,
} from "~/.server/services/careers";
import { PERMISSIONS, ROLES } from "~/lib/admin/permissions";
import { CV_REFUSALS } from "~/lib/careers/cv-files";
import { loader as cvRoute } from "~/routes/admin/cv.$id";
import { appContext } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { EICAR, makeDocx, makePdf, makeZip } from "../support/cv-files";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const LINES = ["Wanjiru Kamau", "Steward, Diani Beach resort", "Food safety certificate"];

async function counts(database: Database) {
  const rows = await database.db
    .selectFrom("cv_files")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const bytes = await database.db
    .selectFrom("cv_file_bytes")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  return { rows: Number(rows.n), bytes: Number(bytes.n) };
}

const clean: Scanner = async () => ({ state: "clean" });
const away: Scanner = async () => ({ state: "unavailable", error: "clamd could not be reached (ECONNREFUSED)" });
const eicarAware: Scanner = async (bytes) =>
  bytes.includes(EICAR) ? { state: "infected", signature: "Eicar-Test-Signature" } : { state: "clean" };

describe.each(engines())("CV files on $name", ({ make }) => {
  const database = suiteDatabase(make);

  it("stores a PDF and a DOCX whole: row, bytes, type, size, sha256 and text", async () => {
    for (const [bytes, kind] of [
      [makePdf(LINES), "pdf"],
      [makeDocx(LINES), "docx"],
    ] as const) {
      const result = await acceptCv(database, { bytes, filename: `Wanjiru CV.${kind}` }, { scanner: clean });
      if (!result.ok) throw new Error(result.reason);
      expect(result.cv).toMatchObject({
        kind,
        displayName: `Wanjiru CV.${kind}`,
        sizeBytes: bytes.byteLength,
        scanState: "clean",
      });
      const row = await database.db.selectFrom("cv_files").selectAll().where("id", "=", result.cv.id).executeTakeFirstOrThrow();
      expect(row.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(row.scanned_at).not.toBeNull();
      for (const line of LINES) expect(row.extracted_text).toContain(line);
      const stored = await database.db
        .selectFrom("cv_file_bytes")
        .select("bytes")
        .where("cv_file_id", "=", result.cv.id)
        .executeTakeFirstOrThrow();
      expect(Buffer.from(stored.bytes).equals(bytes)).toBe(true);
    }
  });

  it("refuses an infected file and keeps nothing of it", async () => {
    const before = await counts(database);
    // EICAR inside an otherwise good PDF: the scanner, not the type check, refuses it.
    const infected = makePdf(LINES, `%${EICAR.toString("latin1")}\n`);
    expect(await acceptCv(database, { bytes: infected, filename: "cv.pdf" }, { scanner: eicarAware })).toEqual({
      ok: false,
      reason: "infected",
    });
    expect(await counts(database)).toEqual(before);
  });

  it("holds a file while the scanner is away, refuses it to staff, and lets it through once scanned clean", async () => {
    const held = await acceptCv(database, { bytes: makePdf(LINES), filename: "held.pdf" }, { scanner: away });
    if (!held.ok) throw new Error(held.reason);
    expect(held.cv.scanState).toBe("held");
    expect(await downloadCv(database, TEST_ACTOR, held.cv.id)).toEqual({ ok: false, reason: "notScanned" });
    const stillAway = await scanWaitingCvs(database, away);
    expect(stillAway).toMatchObject({ stillHeld: 1, error: expect.stringContaining("ECONNREFUSED") });
    expect(await scanWaitingCvs(database, clean)).toMatchObject({ scanned: 1, clean: 1, stillHeld: 0 });
    expect(await downloadCv(database, TEST_ACTOR, held.cv.id)).toMatchObject({ ok: true });
  });

  it("erases the bytes of a held file a later scan finds infected, and never serves it", async () => {
    const held = await acceptCv(
      database,
      { bytes: makePdf(LINES, `%${EICAR.toString("latin1")}\n`), filename: "x.pdf" },
      { scanner: away },
    );
    if (!held.ok) throw new Error(held.reason);
    expect(await scanWaitingCvs(database, eicarAware)).toMatchObject({ infected: 1 });
    const row = await database.db.selectFrom("cv_files").selectAll().where("id", "=", held.cv.id).executeTakeFirstOrThrow();
    expect([row.scan_state, row.scan_detail, row.extracted_text]).toEqual(["infected", "Eicar-Test-Signature", ""]);
    expect(
      await database.db.selectFrom("cv_file_bytes").select("cv_file_id").where("cv_file_id", "=", held.cv.id).execute(),
    ).toEqual([]);
    expect(await downloadCv(database, TEST_ACTOR, held.cv.id)).toEqual({ ok: false, reason: "infected" });
  });

  it("keeps a file unscanned when no scanner is configured, staff may open it, and a later scan takes it", async () => {
    const result = await acceptCv(database, { bytes: makeDocx(LINES), filename: "cv.docx" });
    if (!result.ok) throw new Error(result.reason);
    expect(result.cv.scanState).toBe("unscanned");
    expect(await downloadCv(database, TEST_ACTOR, result.cv.id)).toMatchObject({ ok: true });
    // Once a scanner is configured, the scheduled scan takes the files kept unscanned too.
    await scanWaitingCvs(database, clean);
    const row = await database.db.selectFrom("cv_files").selectAll().where("id", "=", result.cv.id).executeTakeFirstOrThrow();
    expect([row.scan_state, row.scanned_at !== null]).toEqual(["clean", true]);
  });

  it("finds a person's files through their application and erases rows and bytes together", async () => {
    const ids: number[] = [];
    for (const bytes of [makePdf(LINES), makeDocx(LINES)]) {
      const result = await acceptCv(database, { bytes, filename: "cv" }, { scanner: clean });
      if (result.ok) ids.push(result.cv.id);
    }
    await attachCvFiles(database.db, ids, 4242);
    const before = await counts(database);
    expect(await eraseCvFiles(database.db, { applicationIds: [4242] })).toBe(2);
    expect(await counts(database)).toEqual({ rows: before.rows - 2, bytes: before.bytes - 2 });
    expect(await database.db.selectFrom("cv_files").select("id").where("application_id", "=", 4242).execute()).toEqual([]);
  });

  it("takes the file from a posted form field, and nothing from an empty one", async () => {
    const form = new FormData();
    form.append("cv", new File([new Uint8Array(makePdf(LINES))], "cv.pdf", { type: "text/html" }));
    form.append("empty", new File([], "none.pdf"));
    form.append("text", "not a file");
    const upload = await cvUploadOf(form.get("cv"));
    expect(upload?.filename).toBe("cv.pdf");
    expect(await cvUploadOf(form.get("empty"))).toBeUndefined();
    expect(await cvUploadOf(form.get("text"))).toBeUndefined();
    expect(await cvUploadOf(form.get("missing"))).toBeUndefined();
  });

  it("never throws and never half-stores, whatever bytes and name arrive", async () => {
    const pdf = makePdf(LINES);
    const docx = makeDocx(LINES);
    const bytes = fc.oneof(
      fc.constantFrom(pdf, docx, makeDocx(LINES, { macros: "part" }), makeZip([{ name: "a", data: "b" }]), Buffer.from("<html>")),
      fc.uint8Array({ maxLength: 4096 }).map((array) => Buffer.from(array)),
      fc.nat({ max: docx.byteLength }).map((cut) => docx.subarray(0, cut)),
      fc.nat({ max: pdf.byteLength }).map((cut) => pdf.subarray(0, cut)),
    );
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.constantFrom(clean, away, eicarAware),
        async (body, filename, scanner) => {
          const before = await counts(database);
          const result = await acceptCv(database, { bytes: body, filename }, { scanner });
          const after = await counts(database);
          expect(after.rows - before.rows).toBe(result.ok ? 1 : 0);
          expect(after.bytes - before.bytes).toBe(result.ok ? 1 : 0);
          if (!result.ok) expect(CV_REFUSALS).toContain(result.reason);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("answers a multipart post cut anywhere with 400 or a form whose file is stored whole or refused", async () => {
    const boundary = "----cv";
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nWanjiru\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="../cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      makePdf(LINES),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: body.byteLength }), async (cut) => {
        const before = await counts(database);
        let form: FormData;
        try {
          form = await decodeForm(body.subarray(0, cut), `multipart/form-data; boundary=${boundary}`);
        } catch (error) {
          expect(error).toBeInstanceOf(HttpError);
          expect((error as HttpError).status).toBe(400);
          expect(await counts(database)).toEqual(before);
          return;
        }
        const upload = await cvUploadOf(form.get("cv"));
        const result = upload ? await acceptCv(database, upload) : undefined;
        const stored = result?.ok ? 1 : 0;
        expect(await counts(database)).toEqual({ rows: before.rows + stored, bytes: before.bytes + stored });
        if (result && !result.ok) expect(CV_REFUSALS).toContain(result.reason);
      }),
      { numRuns: 40 },
    );
  });

  describe("the download route", () => {
    let context: ReturnType<typeof appContext>["context"];
    const accounts = new Map<string, TestAccount>();
    let fileId = 0;

    beforeAll(async () => {
      context = appContext(database).context;
      for (const role of ROLES) accounts.set(role, await createSignedInUser(context.auth, role));
      const stored = await acceptCv(database, { bytes: makePdf(LINES), filename: 'Wanjiru "CV" <2026>.pdf' }, { scanner: clean });
      if (!stored.ok) throw new Error(stored.reason);
      fileId = stored.cv.id;
    });

    const call = async (role: string | undefined, id: string) => {
      const request = requestAs(role ? accounts.get(role) : undefined, `https://staffing.test/admin/cv/${id}`);
      try {
        return await cvRoute({ request, context, params: { id } } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    const statusOf = (value: unknown) =>
      value instanceof Response ? value.status : ((value as { init?: { status?: number } }).init?.status ?? 200);

    it("is open to the roles of candidates.cv only (admin, editor)", async () => {
      expect(PERMISSIONS["candidates.cv"]).toEqual(["admin", "editor"]);
      expect(statusOf(await call(undefined, String(fileId)))).toBe(401);
      for (const role of ROLES) {
        expect(statusOf(await call(role, String(fileId))), role).toBe(role === "admin" || role === "editor" ? 200 : 403);
      }
    });

    it("serves an attachment of the detected type that a browser never renders, and audits it", async () => {
      const response = (await call("editor", String(fileId))) as Response;
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Content-Security-Policy")).toBe("sandbox; default-src 'none'");
      expect(response.headers.get("Content-Disposition")).toBe(
        "attachment; filename=\"Wanjiru CV 2026.pdf\"; filename*=UTF-8''Wanjiru%20CV%202026.pdf",
      );
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(
        Buffer.from(await response.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      const entries = await database.db
        .selectFrom("audit_log")
        .select(["action", "target_type", "target_id", "actor_email"])
        .where("action", "=", "cv.download")
        .where("target_id", "=", String(fileId))
        .orderBy("id")
        .execute();
      // The admin and editor calls above, and this one; refused calls leave none.
      expect(entries).toHaveLength(3);
      expect(entries.at(-1)).toMatchObject({ target_type: "cv", actor_email: accounts.get("editor")?.email });
    });

    it("answers any id an editor sends with the file, 404 or 409, never another status", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(fc.string({ maxLength: 40 }), fc.integer().map(String), fc.constant(String(fileId))),
          async (id) => {
            expect([200, 404, 409]).toContain(statusOf(await call("editor", id)));
          },
        ),
        { numRuns: 60 },
      );
    });

    it("answers 404 for an unknown or malformed id and 409 for a held file", async () => {
      expect(statusOf(await call("admin", "999999"))).toBe(404);
      expect(statusOf(await call("admin", "1e3;drop"))).toBe(404);
      const held = await acceptCv(database, { bytes: makePdf(LINES), filename: "held.pdf" }, { scanner: away });
      if (!held.ok) throw new Error(held.reason);
      expect(statusOf(await call("admin", String(held.cv.id)))).toBe(409);
    });
  });
});
