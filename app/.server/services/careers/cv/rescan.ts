/**
 * CVs scanned after the fact (decision 0034): a file kept while clamd was unreachable waits,
 * unopened, until a scan answers; a file kept while no clamd was configured is scanned once one
 * is. Clean: staff may open it. Infected: its bytes are erased at once and its row says so (the
 * application shows the CV was refused). Still unreachable: it stays as it was for the next run.
 * Each row is claimed by its state in the update, so two instances never both decide one file.
 */
import { sql } from "kysely";
import type { Database } from "../../../db";
import { nowIso } from "../../../db/schema";
import type { Scanner } from "./clamd";

/** How many files one run scans: the rest wait for the next run. */
export const RESCAN_BATCH = 50;

export interface RescanReport {
  scanned: number;
  clean: number;
  infected: number;
  stillHeld: number;
  /** The last error while clamd stayed unreachable; the run fails with it for the system page. */
  error?: string;
}

export async function scanWaitingCvs(database: Database, scanner: Scanner, batch = RESCAN_BATCH): Promise<RescanReport> {
  const { db } = database;
  // Held files first: staff wait for them; unscanned ones they can open already.
  const waiting = await db
    .selectFrom("cv_files")
    .select(["id", "scan_state"])
    .where("scan_state", "in", ["held", "unscanned"])
    .orderBy(sql`case when scan_state = 'held' then 0 else 1 end`)
    .orderBy("id")
    .limit(batch)
    .execute();
  const report: RescanReport = { scanned: 0, clean: 0, infected: 0, stillHeld: 0 };
  for (const { id, scan_state: was } of waiting) {
    const stored = await db.selectFrom("cv_file_bytes").select("bytes").where("cv_file_id", "=", id).executeTakeFirst();
    if (!stored) continue;
    const verdict = await scanner(Buffer.from(stored.bytes));
    report.scanned++;
    if (verdict.state === "unavailable") {
      if (was === "held") report.stillHeld++;
      report.error = verdict.error;
      await db
        .updateTable("cv_files")
        .set({ scan_detail: verdict.error })
        .where("id", "=", id)
        .where("scan_state", "=", was)
        .execute();
      // clamd is away: the rest of the batch would only wait for the same timeout.
      break;
    }
    await db.transaction().execute(async (trx) => {
      const decided = await trx
        .updateTable("cv_files")
        .set({
          scan_state: verdict.state,
          scan_detail: verdict.state === "infected" ? verdict.signature : null,
          scanned_at: nowIso(),
          ...(verdict.state === "infected" ? { extracted_text: "" } : {}),
        })
        .where("id", "=", id)
        .where("scan_state", "=", was)
        .executeTakeFirst();
      if (verdict.state === "infected" && Number(decided.numUpdatedRows) > 0) {
        await trx.deleteFrom("cv_file_bytes").where("cv_file_id", "=", id).execute();
      }
    });
    report[verdict.state]++;
  }
  return report;
}

/** How many files wait for a scan, for the system page. */
export async function heldCvCount(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom("cv_files")
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .where("scan_state", "=", "held")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
