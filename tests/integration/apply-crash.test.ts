/**
 * Applying is all or nothing, whatever happens to the server (decisions 0034, 0035): the
 * production server is killed with SIGKILL while applications with 1 to 2 MB CVs arrive, and
 * started again on the same database. Every application it acknowledged is there with its CV,
 * and no CV, candidate or file's bytes is left without what owns it. Needs `npm run build` first
 * (npm test builds).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { createOpening, publishOpening } from "~/.server/services/careers";
import { openingPath } from "~/lib/careers";
import { APPLICATION_FORM, applicationFormData, cvBytesWithoutFile } from "../support/applications";
import { TEST_ACTOR } from "../support/audit";
import { makePdf } from "../support/cv-files";
import { seasonalDraft } from "../support/openings";
import { type ServerProcess, startServerProcess } from "../support/server-process";

const IN_FLIGHT = 6;

describe("applications arriving while the server is killed with SIGKILL", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "apply-crash-"));
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("keeps every acknowledged application with its CV, and nothing half-stored", { timeout: 120_000 }, async () => {
    const env = { LOG_LEVEL: "error", RATE_LIMIT_FORMS: "100000" };
    let server: ServerProcess = await startServerProcess(env, { dataDir, keepDataDir: true });
    cleanups.push(() => server.stop());
    const database: Database = openDatabase({ url: `sqlite:${path.join(dataDir, "app.db")}` });
    cleanups.push(() => database.close());
    const id = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, id);
    const applyUrl = `${server.base}/es${openingPath(id, seasonalDraft().content.en.title)}/apply`;

    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const apply = async (n: number) => {
      const email = `crash${n}@example.test`;
      // 1 to 2 MB: a scanned CV's size, so a kill lands while bodies arrive or while one is stored.
      const cv = makePdf([`Applicant ${n}`, "Housekeeping, three seasons"], `%${"x".repeat(1_000_000 + (n % 5) * 250_000)}\n`);
      const form = applicationFormData({ ...APPLICATION_FORM, email, phone: "" }, { bytes: cv, name: `cv-${n}.pdf` });
      try {
        const response = await fetch(applyUrl, { method: "POST", body: form, redirect: "manual" });
        if (response.status === 200) acknowledged.push(email);
        await response.arrayBuffer();
      } catch {
        // The connection died with the server: not acknowledged.
      }
    };
    const worker = async () => {
      while (!stop) await apply(sent++);
    };
    const workers = Array.from({ length: IN_FLIGHT }, worker);
    while (acknowledged.length < 8) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill("SIGKILL");
    await server.exited;
    stop = true;
    await Promise.all(workers);
    expect(sent, "applications were still arriving at the kill").toBeGreaterThan(acknowledged.length);

    // The supervisor starts it again on the same data; it opens the database as it was left.
    server = await startServerProcess(env, { port: server.port, dataDir, keepDataDir: true });
    const stored = await database.db
      .selectFrom("candidates")
      .innerJoin("applications", "applications.candidate_id", "candidates.id")
      .innerJoin("cv_files", "cv_files.application_id", "applications.id")
      .innerJoin("cv_file_bytes", "cv_file_bytes.cv_file_id", "cv_files.id")
      .select(["candidates.email", "cv_files.size_bytes"])
      .execute();
    const storedEmails = new Set(stored.map((row) => row.email));
    for (const email of acknowledged) expect(storedEmails.has(email), `${email} was acknowledged`).toBe(true);
    expect(stored.every((row) => row.size_bytes > 1_000_000)).toBe(true);

    const orphanCvs = await database.db
      .selectFrom("cv_files")
      .leftJoin("applications", "applications.id", "cv_files.application_id")
      .leftJoin("cv_file_bytes", "cv_file_bytes.cv_file_id", "cv_files.id")
      .select("cv_files.id")
      .where((eb) => eb.or([eb("applications.id", "is", null), eb("cv_file_bytes.cv_file_id", "is", null)]))
      .execute();
    expect(orphanCvs, "no CV without its application or its bytes").toEqual([]);
    expect(await cvBytesWithoutFile(database)).toEqual([]);
    const lonelyCandidates = await database.db
      .selectFrom("candidates")
      .leftJoin("applications", "applications.candidate_id", "candidates.id")
      .select("candidates.id")
      .where("applications.id", "is", null)
      .execute();
    expect(lonelyCandidates, "no candidate without an application").toEqual([]);
    // The restarted server takes applications again.
    const after = await fetch(applyUrl, {
      method: "POST",
      body: applicationFormData({ ...APPLICATION_FORM, email: "after@example.test" }),
      redirect: "manual",
    });
    expect(after.status).toBe(200);
  });
});
