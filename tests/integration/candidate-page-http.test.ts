/**
 * A candidate's private page through the built server (decision 0035), as a phone without
 * JavaScript uses it: the page by its token with private headers, each form posted as a page
 * (details, a CV as multipart, withdrawing, erasing), the copy of their data as an attachment, a
 * new link by email with one answer for every address, and wrong tokens spending the form budget.
 * Needs `npm run build` first (npm test builds).
 */
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { createOpening, issueCandidateToken, publishOpening } from "~/.server/services/careers";
import { TEST_ACTOR } from "../support/audit";
import { seedApplication, seedCandidate } from "../support/candidates";
import { makePdf } from "../support/cv-files";
import { seasonalDraft } from "../support/openings";
import { sendRaw } from "../support/raw-http";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { zipEntries } from "../support/zip-entries";

const FORM_BUDGET = 12;

describe("a candidate's private page on the built server", () => {
  let server: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    server = await startServerProcess({ LOG_LEVEL: "error", RATE_LIMIT_FORMS: String(FORM_BUDGET) });
    database = openDatabase({ url: `sqlite:${path.join(server.dataDir, "app.db")}` });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
  });

  /** A candidate with one application to a published opening, and a private link to their page. */
  async function candidateWithLink(email: string | null = `amina.${Math.random().toString(36).slice(2)}@example.test`) {
    const id = await seedCandidate(database, {
      full_name: "Amina Njeri",
      email,
      phone: "+254722000111",
      languages: "[]",
      positions: "[]",
      language: "es",
    });
    const opening = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, opening);
    const applicationId = await seedApplication(database, id, { opening_id: opening, language: "es" });
    const token = await issueCandidateToken(database.db, id);
    return { id, applicationId, token, page: `${server.base}/es/candidate/${token}` };
  }

  const post = (url: string, body: URLSearchParams | FormData) => fetch(url, { method: "POST", body, redirect: "manual" });

  it("shows the page in the visitor's language, private and out of every Referer", async () => {
    const { page } = await candidateWithLink();
    const response = await fetch(page);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await response.text();
    expect(html).toContain("Hola, Amina Njeri");
    expect(html).toContain("Recibida");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  it("saves availability and phone from a form posted as a page", async () => {
    const { id, page } = await candidateWithLink();
    const response = await post(
      page,
      new URLSearchParams({ intent: "details", availableFrom: "2027-04-01", phone: "+254 733 444 555", phoneWhatsapp: "on" }),
    );
    expect(response.status).toBe(200);
    const row = await database.db.selectFrom("candidates").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ available_from: "2027-04-01", phone: "+254733444555" });
    const refused = await post(page, new URLSearchParams({ intent: "details", availableFrom: "2027-02-30", phone: "12" }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Escribe una fecha");
    expect(html).toContain("Escribe un teléfono de 7 a 15 cifras");
  });

  it("takes a CV as multipart, and refuses a web page named .pdf beside the file field", async () => {
    const { id, page } = await candidateWithLink();
    const form = new FormData();
    form.set("intent", "cv");
    form.set(
      "cv",
      new Blob([new Uint8Array(makePdf(["Amina Njeri", "Housekeeping"]))], { type: "application/pdf" }),
      "Amina CV.pdf",
    );
    expect((await post(page, form)).status).toBe(200);
    const files = await database.db
      .selectFrom("cv_files")
      .select(["kind", "display_name"])
      .where("candidate_id", "=", id)
      .execute();
    expect(files).toEqual([{ kind: "pdf", display_name: "Amina CV.pdf" }]);
    const wrong = new FormData();
    wrong.set("intent", "cv");
    wrong.set("cv", new Blob(["<!doctype html><script>alert(1)</script>"], { type: "application/pdf" }), "cv.pdf");
    const refused = await post(page, wrong);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Este archivo no es un PDF ni un documento Word");
    expect(await database.db.selectFrom("cv_files").select("id").where("candidate_id", "=", id).execute()).toHaveLength(1);
  });

  it("withdraws an application, and hands over the copy of everything as an attachment", async () => {
    const { applicationId, token, page } = await candidateWithLink();
    expect((await post(page, new URLSearchParams({ intent: "withdraw", application: String(applicationId) }))).status).toBe(200);
    const application = await database.db
      .selectFrom("applications")
      .select("stage")
      .where("id", "=", applicationId)
      .executeTakeFirstOrThrow();
    expect(application.stage).toBe("withdrawn");
    const copy = await fetch(`${server.base}/candidate/${token}/copy`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("application/zip");
    expect(copy.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(copy.headers.get("x-content-type-options")).toBe("nosniff");
    const entries = await zipEntries(Buffer.from(await copy.arrayBuffer()));
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}");
    expect(data.applications[0]).toMatchObject({ id: applicationId, stage: "withdrawn" });
  });

  it("erases everything only once the box is ticked, then the link stops working", async () => {
    const { id, page } = await candidateWithLink();
    const unconfirmed = await post(page, new URLSearchParams({ intent: "erase" }));
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain("Marca la casilla");
    expect(await database.db.selectFrom("candidates").select("id").where("id", "=", id).execute()).toHaveLength(1);
    const erased = await post(page, new URLSearchParams({ intent: "erase", confirm: "on" }));
    expect(erased.status).toBe(302);
    expect(erased.headers.get("location")).toBe("/es/candidate?erased=1");
    expect(await database.db.selectFrom("candidates").select("id").where("id", "=", id).execute()).toEqual([]);
    const after = await fetch(page);
    expect(after.status).toBe(404);
    expect(await after.text()).toContain("Este enlace ya no funciona");
  });

  it("answers a request for a new link the same for a known and an unknown address", async () => {
    const email = `known.${Date.now()}@example.test`;
    await candidateWithLink(email);
    const known = await post(`${server.base}/fr/candidate`, new URLSearchParams({ email }));
    const unknown = await post(`${server.base}/fr/candidate`, new URLSearchParams({ email: "unknown@example.test" }));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    const thanks = "un nouveau lien est en route";
    expect(await known.text()).toContain(thanks);
    expect(await unknown.text()).toContain(thanks);
    const queued = await database.db
      .selectFrom("email_outbox")
      .select("recipient")
      .where("recipient", "in", [email, "unknown@example.test"])
      .execute();
    expect(queued).toEqual([{ recipient: email }]);
  });

  it("answers generated hostile requests below 500, and never shows or changes another candidate", async () => {
    const victim = await candidateWithLink();
    const attacker = await candidateWithLink();
    const before = await database.db
      .selectFrom("applications")
      .select(["id", "stage"])
      .where("id", "=", victim.applicationId)
      .execute();
    const token = fc.oneof(
      fc.constant(attacker.token),
      fc.constant(victim.token.replace(/.$/, (last) => (last === "a" ? "b" : "a"))),
      fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 64, maxLength: 64 }),
      fc.string({ maxLength: 200 }).map(encodeURIComponent),
      fc.constantFrom("", "..", "%00", "%2e%2e", "x".repeat(5000), `${attacker.token}%2F..%2F`),
    );
    const field = fc.oneof(
      fc.constantFrom("intent", "application", "phone", "availableFrom", "phoneWhatsapp", "confirm", "email", "__proto__"),
      fc.string({ maxLength: 20 }),
    );
    const value = fc.oneof(
      fc.constantFrom("details", "withdraw", "erase", "cv", "on", String(victim.applicationId), "-1", "2027-02-30", "1e999"),
      fc.string({ maxLength: 100 }),
    );
    const request = fc.record({
      token,
      method: fc.constantFrom("GET", "POST"),
      page: fc.constantFrom("", "/copy"),
      prefix: fc.constantFrom("", "/es", "/fr"),
      fields: fc.dictionary(field, value, { maxKeys: 6 }),
      multipart: fc.boolean(),
      // Each from an address of its own, so the form budget (spent by wrong tokens) leaves the rest to try.
      address: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.${a}.${b}.7`),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ token: tried, method, page, prefix, fields, multipart, address }) => {
        const target = `${prefix}/candidate/${tried}${page}`;
        let form: URLSearchParams | FormData | undefined;
        if (method === "POST") {
          if (multipart) {
            form = new FormData();
            for (const [name, text] of Object.entries(fields)) form.append(name, text);
          } else form = new URLSearchParams(fields);
        }
        // Sent whole over a raw socket: a server that refuses a bad address before reading the
        // body answers all the same, where fetch would fail writing the rest of it.
        const encoded = new Request("http://x/", { method, body: form });
        const body = Buffer.from(await encoded.arrayBuffer());
        const contentType = encoded.headers.get("content-type");
        const answer = await sendRaw(
          server.port,
          Buffer.concat([
            Buffer.from(
              `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Forwarded-For: ${address}\r\n${contentType ? `Content-Type: ${contentType}\r\n` : ""}Content-Length: ${body.byteLength}\r\nConnection: close\r\n\r\n`,
            ),
            body,
          ]),
        );
        expect(answer.status, `${method} ${target}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${method} ${target}`).toBeLessThan(500);
        // The attacker's own page never names the victim, nor does any other answer.
        expect(answer.body).not.toContain(victim.page.split("/").pop());
      }),
      { numRuns: 80 },
    );
    expect(
      await database.db.selectFrom("applications").select(["id", "stage"]).where("id", "=", victim.applicationId).execute(),
    ).toEqual(before);
    expect(await database.db.selectFrom("candidates").select("id").where("id", "=", victim.id).execute()).toHaveLength(1);
  });

  it("spends the form budget on wrong tokens until the page answers 429", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < FORM_BUDGET + 2; attempt++) {
      statuses.push(
        (await fetch(`${server.base}/candidate/${"f".repeat(64)}`, { headers: { "X-Forwarded-For": "203.0.113.77" } })).status,
      );
    }
    expect(statuses).toContain(404);
    expect(statuses.at(-1)).toBe(429);
  });
});
