/**
 * A copy of everything held about a candidate (decision 0035): one zip they download from their
 * private page, holding a summary to read (`README.txt`, in their language, saying what each field
 * means), every row as JSON (`data.json`), and their CV files as they sent them. Staff's notes and
 * rating are theirs to see too; which staff member wrote a note is not.
 */
import type { Language } from "~/i18n/languages";
import { openingReference } from "~/lib/careers";
import { applicationReference } from "~/lib/careers/applications";
import type { Database } from "../../../db";
import { serverI18n } from "../../../i18n";
import { archivedFilePath, textFileBytes, zipArchive } from "../../../zip-archive";
import type { SiteTexts } from "../../content";

export interface CandidateCopy {
  fileName: string;
  bytes: Buffer;
}

/** The sections of data.json, each explained in README.txt (`candidate:copy.sections.*`). */
const SECTIONS = ["candidate", "applications", "timeline", "cvFiles", "privateLinks", "shortlists", "placements"] as const;

const parsed = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return json;
  }
};

async function rowsOf(database: Database, candidateId: number) {
  const { db } = database;
  const candidate = await db.selectFrom("candidates").selectAll().where("id", "=", candidateId).executeTakeFirst();
  if (!candidate) return undefined;
  const [applications, events, cvFiles, tokens, shortlists, placements] = await Promise.all([
    db.selectFrom("applications").selectAll().where("candidate_id", "=", candidateId).orderBy("id").execute(),
    db.selectFrom("application_events").selectAll().where("candidate_id", "=", candidateId).orderBy("id").execute(),
    db
      .selectFrom("cv_files")
      .innerJoin("cv_file_bytes", "cv_file_bytes.cv_file_id", "cv_files.id")
      .selectAll("cv_files")
      .select("cv_file_bytes.bytes")
      .where("cv_files.candidate_id", "=", candidateId)
      .orderBy("cv_files.id")
      .execute(),
    db.selectFrom("candidate_tokens").select(["created_at", "expires_at"]).where("candidate_id", "=", candidateId).execute(),
    // Where they were put before a client and placed (decision 0038); the client's comment is about them.
    db
      .selectFrom("shortlist_entries")
      .select(["line_id", "application_id", "decision", "client_comment", "decided_at", "created_at"])
      .where("candidate_id", "=", candidateId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("placements")
      .select(["line_id", "application_id", "starts_on", "ends_on", "created_at"])
      .where("candidate_id", "=", candidateId)
      .orderBy("id")
      .execute(),
  ]);
  return { candidate, applications, events, cvFiles, tokens, shortlists, placements };
}

const cvPath = (file: { id: number; display_name: string }) => archivedFilePath("cv", file.id, file.display_name);

/** Builds the archive; undefined when the candidate no longer exists. */
export async function candidateCopy(
  database: Database,
  candidateId: number,
  language: Language,
  texts: SiteTexts,
  now = new Date(),
): Promise<CandidateCopy | undefined> {
  const rows = await rowsOf(database, candidateId);
  if (!rows) return undefined;
  const { candidate, applications, events, cvFiles, tokens, shortlists, placements } = rows;
  const data = {
    exportedAt: now.toISOString(),
    candidate: { ...candidate, languages: parsed(candidate.languages), positions: parsed(candidate.positions) },
    applications: applications.map((row) => ({
      ...row,
      reference: applicationReference(row.id),
      opening: row.opening_id === null ? null : openingReference(row.opening_id),
      answers: parsed(row.answers),
    })),
    timeline: events.map(({ actor_id, detail, ...row }) => ({
      ...row,
      detail: parsed(detail),
      by: actor_id ? "staff" : "you-or-system",
    })),
    cvFiles: cvFiles.map(({ bytes: _bytes, ...row }) => ({ ...row, file: cvPath(row) })),
    privateLinks: tokens,
    shortlists,
    placements,
  };
  const t = (await serverI18n(language, texts)).getFixedT(language, "candidate");
  const readme = textFileBytes([
    t("copy.title", { name: candidate.full_name, date: now.toISOString().slice(0, 10) }),
    "",
    t("copy.intro"),
    "",
    t("copy.counts", { applications: applications.length, files: cvFiles.length, events: events.length }),
    "",
    ...SECTIONS.flatMap((section) => [`data.json → ${section}`, `  ${t(`copy.sections.${section}`)}`, ""]),
    t("copy.files"),
    "",
    t("copy.rights"),
    "",
  ]);
  const bytes = await zipArchive(
    [
      { name: "README.txt", bytes: readme },
      { name: "data.json", bytes: Buffer.from(JSON.stringify(data, null, 2), "utf8") },
      ...cvFiles.map((file) => ({ name: cvPath(file), bytes: Buffer.from(file.bytes), stored: true })),
    ],
    now,
  );
  return { fileName: `my-data-${now.toISOString().slice(0, 10)}.zip`, bytes };
}
