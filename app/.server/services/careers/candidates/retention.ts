/**
 * How long candidates and applications are kept (decision 0035): an application, with its CVs and
 * timeline, goes `applicationRetentionDays` after it closes (placed, rejected, withdrawn), after
 * its opening closes while it was still open, or, sent to the talent pool, after it was sent;
 * unless the candidate's talent-pool consent still runs, which keeps everything of theirs until it
 * ends. A candidate left with no application once their consent has lapsed goes too, and expired
 * private links with them. Batches of one transaction each, so an interrupted run loses nothing
 * and the next one carries on.
 */
import type { Database } from "../../../db";
import { eraseCvFiles } from "../cv/store";
import { eraseCandidate } from "./erase";
import { deleteExpiredCandidateTokens } from "./tokens";

const DAY_MS = 86_400_000;
export const CANDIDATE_RETENTION_BATCH = 500;

export interface CandidateRetentionSettings {
  applicationRetentionDays: number;
}

export interface CandidateRetentionReport {
  applicationsDeleted: number;
  candidatesDeleted: number;
  linksDeleted: number;
}

/** The applications whose time is up, at most `limit` of them. */
function expiredApplications(database: Database, cutoff: string, today: string, limit: number) {
  return database.db
    .selectFrom("applications")
    .innerJoin("candidates", "candidates.id", "applications.candidate_id")
    .leftJoin("openings", "openings.id", "applications.opening_id")
    .select("applications.id")
    .where((eb) =>
      eb.and([
        eb.or([eb("candidates.talent_pool_until", "is", null), eb("candidates.talent_pool_until", "<", today)]),
        eb.or([
          eb("applications.closed_at", "<", cutoff),
          eb.and([
            eb("applications.closed_at", "is", null),
            eb.or([
              eb("openings.closed_at", "<", cutoff),
              eb("openings.closes_on", "<", cutoff.slice(0, 10)),
              eb.and([eb("applications.opening_id", "is", null), eb("applications.created_at", "<", cutoff)]),
            ]),
          ]),
        ]),
      ]),
    )
    .orderBy("applications.id")
    .limit(limit)
    .execute();
}

/** Candidates with nothing left to keep them: no application, no running consent, untouched since the cutoff. */
function candidatesWithoutReason(database: Database, cutoff: string, today: string, limit: number) {
  return database.db
    .selectFrom("candidates")
    .select("id")
    .where((eb) =>
      eb.and([
        eb.not(
          eb.exists(
            eb.selectFrom("applications").select("applications.id").whereRef("applications.candidate_id", "=", "candidates.id"),
          ),
        ),
        eb.or([eb("talent_pool_until", "is", null), eb("talent_pool_until", "<", today)]),
        eb("updated_at", "<", cutoff),
      ]),
    )
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function applyCandidateRetention(
  database: Database,
  settings: CandidateRetentionSettings,
  now = new Date(),
  batchSize = CANDIDATE_RETENTION_BATCH,
): Promise<CandidateRetentionReport> {
  const report: CandidateRetentionReport = { applicationsDeleted: 0, candidatesDeleted: 0, linksDeleted: 0 };
  const days = settings.applicationRetentionDays;
  if (!Number.isInteger(days) || days < 1) return report;
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const today = now.toISOString().slice(0, 10);
  for (;;) {
    const ids = (await expiredApplications(database, cutoff, today, batchSize)).map((row) => row.id);
    if (ids.length > 0) {
      await database.db.transaction().execute(async (trx) => {
        await eraseCvFiles(trx, { applicationIds: ids });
        await trx.deleteFrom("application_events").where("application_id", "in", ids).execute();
        // A shortlist entry stands on its application's consent and goes with it; a placement is a
        // fact about the candidate and stays with them until they are erased (decision 0038).
        await trx.deleteFrom("shortlist_entries").where("application_id", "in", ids).execute();
        await trx.updateTable("placements").set({ application_id: null }).where("application_id", "in", ids).execute();
        await trx.deleteFrom("applications").where("id", "in", ids).execute();
      });
    }
    report.applicationsDeleted += ids.length;
    if (ids.length < batchSize) break;
  }
  for (;;) {
    const candidates = await candidatesWithoutReason(database, cutoff, today, batchSize);
    for (const { id } of candidates) if (await eraseCandidate(database.db, id)) report.candidatesDeleted++;
    if (candidates.length < batchSize) break;
  }
  report.linksDeleted = await deleteExpiredCandidateTokens(database.db, now);
  return report;
}
