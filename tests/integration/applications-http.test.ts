/**
 * Applying through the whole built server, as a browser without JavaScript does (decision 0035):
 * the form's page in Spanish, a real multipart post with a PDF answered by the result page with
 * its reference, a refused post answered by the form again with each message beside its field and
 * what was typed, and generated hostile posts (truncated multipart, wrong bytes under a .pdf name, a zip bomb named .docx,
 * hostile file names, random fields, 50 MB bodies): never a 5xx, and never anything half-stored
 * (no CV without its application, no application without its candidate, no candidate without an
 * application). Needs `npm run build` first (npm test builds).
 */
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { createOpening, publishOpening } from "~/.server/services/careers";
import { openingPath } from "~/lib/careers";
import { MAX_CV_BYTES } from "~/lib/careers/cv-files";
import { APPLICATION_FORM, applicationCounts, applicationFormData } from "../support/applications";
import { TEST_ACTOR } from "../support/audit";
import { makeDocx, makePdf } from "../support/cv-files";
import { seasonalDraft } from "../support/openings";
import { sendRaw } from "../support/raw-http";
import { type ServerProcess, startServerProcess } from "../support/server-process";

const PDF = makePdf(["Wanjiru Kamau", "Room attendant, Diani"]);

const ZIP_BOMB = makeDocx(["Kofi Mensah"], {
  extra: [{ name: "word/media/filler.bin", data: Buffer.alloc(40 * 1024 * 1024 + 1) }],
});

describe("applying through the built server, without JavaScript", () => {
  let server: ServerProcess;
  let database: Database;
  let applyPath = "";

  beforeAll(async () => {
    server = await startServerProcess({ LOG_LEVEL: "error", RATE_LIMIT_FORMS: "100000" });
    database = openDatabase({ url: `sqlite:${path.join(server.dataDir, "app.db")}` });
    const id = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, id);
    applyPath = `${openingPath(id, seasonalDraft().content.en.title)}/apply`;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  const postForm = (form: FormData, prefix = "/es") =>
    fetch(`${server.base}${prefix}${applyPath}`, { method: "POST", body: form, redirect: "manual" });

  /** Nothing half-stored: every CV has its application and candidate, every application its candidate, every candidate an application. */
  const consistent = async () => {
    const orphanCvs = await database.db
      .selectFrom("cv_files")
      .leftJoin("applications", "applications.id", "cv_files.application_id")
      .select("cv_files.id")
      .where((eb) => eb.or([eb("applications.id", "is", null), eb("cv_files.candidate_id", "is", null)]))
      .execute();
    const lonelyCandidates = await database.db
      .selectFrom("candidates")
      .leftJoin("applications", "applications.candidate_id", "candidates.id")
      .select("candidates.id")
      .where("applications.id", "is", null)
      .execute();
    const counts = await applicationCounts(database);
    return {
      orphanCvs: orphanCvs.length,
      lonelyCandidates: lonelyCandidates.length,
      bytesPerCv: counts.cvBytes === counts.cvFiles,
    };
  };

  it("serves the form in Spanish as a multipart form a phone fills in", async () => {
    const response = await fetch(`${server.base}/es${applyPath}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // HTML attributes are case-insensitive (React writes encType, autoComplete).
    const has = (pattern: RegExp) => expect(pattern.test(html), String(pattern)).toBe(true);
    has(/<form[^>]*enctype="multipart\/form-data"/i);
    has(/Camarera de pisos, resort de playa/);
    has(/name="answer_2"/);
    has(/<input[^>]*type="file"[^>]*name="cv"|<input[^>]*name="cv"[^>]*type="file"/);
    has(/<input[^>]*type="tel"[^>]*autocomplete="tel"|autocomplete="tel"[^>]*type="tel"/i);
    has(/6 meses/);
    has(/2 años/);
  });

  it("serves the talent pool's form in French, without screening questions, and takes an application to it", async () => {
    const page = await (await fetch(`${server.base}/fr/careers/apply`)).text();
    expect(page).toContain("Rejoignez notre vivier de talents");
    expect(page).not.toContain('name="answer_0"');
    const fields = Object.fromEntries(Object.entries(APPLICATION_FORM).filter(([name]) => !name.startsWith("answer_")));
    const response = await fetch(`${server.base}/fr/careers/apply`, {
      method: "POST",
      body: applicationFormData({ ...fields, email: "", phone: "+233 20 555 0101", talent_pool: "on" }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/data-testid="candidate-link"[^>]*>|href="http:\/\/127\.0\.0\.1:\d+\/fr\/candidate\/[0-9a-f]{64}"/);
    expect(html).toContain("gardez donc ce lien privé");
  });

  it("answers a real multipart post with a PDF by the result page with its reference, and stores it all", async () => {
    const response = await postForm(applicationFormData(APPLICATION_FORM, { bytes: PDF, name: "CV Wanjiru.pdf" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    const html = await response.text();
    const reference = /data-testid="application-reference">(AP-\d{5})</.exec(html)?.[1];
    expect(reference).toMatch(/^AP-\d{5}$/);
    expect(html).toContain("Le hemos enviado un correo");
    const application = await database.db
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", Number(reference?.slice(3)))
      .executeTakeFirstOrThrow();
    const cv = await database.db
      .selectFrom("cv_files")
      .selectAll()
      .where("application_id", "=", application.id)
      .executeTakeFirstOrThrow();
    expect(cv).toMatchObject({ application_id: application.id, candidate_id: application.candidate_id, kind: "pdf" });
    const mail = await database.db.selectFrom("email_outbox").select(["recipient", "subject"]).executeTakeFirstOrThrow();
    expect(mail).toEqual({ recipient: "wanjiru.kamau@mail.test", subject: `Hemos recibido su candidatura ${reference}` });
  });

  it("answers a refused post with the form again: each message beside its field, what was typed kept, the file asked for again", async () => {
    const before = await applicationCounts(database);
    const response = await postForm(
      applicationFormData(
        { ...APPLICATION_FORM, email: "", phone: "", city: "Malindi", answer_0: "" },
        { bytes: PDF, name: "cv.pdf" },
      ),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Indique un correo electrónico o un número de teléfono para que podamos contactarle.");
    expect(html).toContain("Responda a esta pregunta.");
    expect(html).toContain("vuelva a elegir su CV");
    expect(html).toContain('value="Malindi"');
    expect(html).toMatch(/aria-invalid="true"/);
    expect(await applicationCounts(database)).toEqual(before);
  });

  it("refuses a 50 MB post with 413 before reading it, declared or chunked", async () => {
    const boundary = "----apply";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const declared = await sendRaw(
      server.port,
      `POST ${applyPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n${head}`,
    );
    expect(declared.status).toBe(413);
    const chunked = await fetch(`${server.base}${applyPath}`, {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(Buffer.from(head));
          controller.enqueue(Buffer.alloc(MAX_CV_BYTES + 2 * 1024 * 1024, 0x41));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit).catch(() => undefined);
    // Refused as it arrives: a 413, or the connection cut once the answer is written.
    if (chunked) expect(chunked.status).toBe(413);
    expect(await consistent()).toEqual({ orphanCvs: 0, lonelyCandidates: 0, bytesPerCv: true });
  });

  it("answers generated hostile posts below 500 and never stores half an application", async () => {
    const hostileName = fc.oneof(
      fc.constantFrom("../../etc/passwd.pdf", "cv.pdf\u0000.exe", "<script>alert(1)</script>.pdf", "", ".pdf", "C:\\cv.docx"),
      fc.string({ maxLength: 300 }),
      fc.string({ unit: "binary", maxLength: 60 }).map((name) => `${name}.pdf`),
    );
    const fileBytes = fc.oneof(
      fc.constant(PDF),
      fc.constant(makeDocx(["Kofi Mensah"])),
      fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>")),
      // A zip bomb named .docx: 40 MB of zeros that deflate to some 40 KB.
      fc.constant(ZIP_BOMB),
      fc.constant(PDF.subarray(0, 200)),
    );
    const fieldName = fc.oneof(
      fc.constantFrom(...Object.keys(APPLICATION_FORM), "answer_9", "answer_-1", "__proto__", "constructor", "cv", "answer_0.x"),
      fc.string({ maxLength: 20 }),
    );
    const fieldValue = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom("on", "yes", "2", "-1", "1e9", "", "ke", "laundry"),
    );
    const fields = fc.dictionary(fieldName, fc.oneof(fieldValue, fc.array(fieldValue, { maxLength: 3 })), { maxKeys: 8 });
    const post = fc.record({
      valid: fc.boolean(),
      extra: fields,
      file: fc.option(fc.record({ name: hostileName, bytes: fileBytes }), { nil: undefined }),
      cut: fc.option(fc.nat(), { nil: undefined }),
      prefix: fc.constantFrom("", "/es", "/fr"),
    });
    await fc.assert(
      fc.asyncProperty(post, async ({ valid, extra, file, cut, prefix }) => {
        const values = Object.fromEntries(
          Object.entries(extra).map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
        ) as Record<string, string | string[]>;
        const form = applicationFormData(valid ? { ...APPLICATION_FORM, ...values } : values, file);
        const encoded = new Request("http://x/", { method: "POST", body: form });
        const contentType = encoded.headers.get("content-type") ?? "";
        let body = Buffer.from(await encoded.arrayBuffer());
        if (cut !== undefined) body = body.subarray(0, cut % (body.byteLength + 1));
        const answer = await sendRaw(
          server.port,
          Buffer.concat([
            Buffer.from(
              `POST ${prefix}${applyPath} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.byteLength}\r\nConnection: close\r\n\r\n`,
            ),
            body,
          ]),
        );
        expect(answer.status, answer.head).toBeGreaterThanOrEqual(200);
        expect(answer.status, answer.head).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    expect(await consistent()).toEqual({ orphanCvs: 0, lonelyCandidates: 0, bytesPerCv: true });
    // The server is still well.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(server.stderrTail()).not.toMatch(/Error/);
  }, 120_000);
});
