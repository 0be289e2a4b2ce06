/**
 * Candidates, applications and CVs written straight into their tables (decision 0035), as the
 * public application form leaves them (./applications.ts posts the form itself), for the staff
 * pipeline's tests: a candidate with what tests
 * adjust, an application to an opening or to the talent pool, and a real PDF CV stored through
 * `acceptCv` and tied to both.
 */

import type { Insertable } from "kysely";
import type { Database } from "~/.server/db";
import type { ApplicationsTable, CandidatesTable } from "~/.server/db/schema";
import { acceptCv } from "~/.server/services/careers";
import { makePdf } from "./cv-files";

let people = 0;

export async function seedCandidate(database: Database, changes: Partial<Insertable<CandidatesTable>> = {}): Promise<number> {
  people += 1;
  const row = await database.db
    .insertInto("candidates")
    .values({
      full_name: `Candidate ${people}`,
      email: `candidate${people}-${Date.now()}@mail.test`,
      phone: null,
      country: "ke",
      city: "Mombasa",
      languages: JSON.stringify(["en", "sw"]),
      positions: JSON.stringify(["housekeepingAttendants"]),
      language: "en",
      ...changes,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedApplication(
  database: Database,
  candidateId: number,
  changes: Partial<Insertable<ApplicationsTable>> = {},
): Promise<number> {
  const row = await database.db
    .insertInto("applications")
    .values({
      candidate_id: candidateId,
      opening_id: null,
      language: "en",
      consented_at: new Date().toISOString(),
      ...changes,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("application_events")
    .values({ candidate_id: candidateId, application_id: row.id, kind: "applied", detail: "{}" })
    .execute();
  return row.id;
}

/** A PDF whose text layer holds `lines`, stored as the candidate's CV (and the application's, when given). */
export async function seedCv(
  database: Database,
  candidateId: number,
  applicationId: number | null,
  lines: readonly string[],
): Promise<number> {
  const stored = await acceptCv(
    database,
    { bytes: makePdf(lines), filename: "cv.pdf" },
    { applicationId: applicationId ?? undefined },
  );
  if (!stored.ok) throw new Error(`The test CV was refused: ${stored.reason}`);
  await database.db.updateTable("cv_files").set({ candidate_id: candidateId }).where("id", "=", stored.cv.id).execute();
  return stored.cv.id;
}
