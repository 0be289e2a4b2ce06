/**
 * Erasing a candidate (decision 0035, docs/product.md "Candidates and applications"): their CVs
 * (rows and bytes), timeline, private links, the shortlist entries and placements that put them
 * before a client (decision 0038: found through the candidate, erased with them, which lowers a
 * line's placed count as it should), applications and the candidate row, in one
 * transaction, so an erasure is whole or not at all. What a candidate asks from their own page,
 * and what staff do for them.
 */
import type { DB } from "../../../db";
import { eraseCvFiles } from "../cv/store";

export interface CandidateErasure {
  applications: number;
  cvFiles: number;
}

async function eraseIn(trx: DB, candidateId: number): Promise<CandidateErasure | undefined> {
  const candidate = await trx.selectFrom("candidates").select("id").where("id", "=", candidateId).executeTakeFirst();
  if (!candidate) return undefined;
  const applicationIds = (
    await trx.selectFrom("applications").select("id").where("candidate_id", "=", candidateId).execute()
  ).map((row) => row.id);
  const cvIds = (
    await trx
      .selectFrom("cv_files")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("candidate_id", "=", candidateId),
          ...(applicationIds.length > 0 ? [eb("application_id", "in", applicationIds)] : []),
        ]),
      )
      .execute()
  ).map((row) => row.id);
  const cvFiles = await eraseCvFiles(trx, { ids: cvIds });
  await trx.deleteFrom("application_events").where("candidate_id", "=", candidateId).execute();
  await trx.deleteFrom("candidate_tokens").where("candidate_id", "=", candidateId).execute();
  await trx.deleteFrom("shortlist_entries").where("candidate_id", "=", candidateId).execute();
  await trx.deleteFrom("placements").where("candidate_id", "=", candidateId).execute();
  await trx.deleteFrom("applications").where("candidate_id", "=", candidateId).execute();
  await trx.deleteFrom("candidates").where("id", "=", candidateId).execute();
  return { applications: applicationIds.length, cvFiles };
}

/** Erases one candidate and everything of theirs; undefined when there is no such candidate. */
export function eraseCandidate(db: DB, candidateId: number): Promise<CandidateErasure | undefined> {
  return db.isTransaction ? eraseIn(db, candidateId) : db.transaction().execute((trx) => eraseIn(trx, candidateId));
}
