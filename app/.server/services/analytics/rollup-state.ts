/**
 * The named state rows of `link_clicks_rollup_state` (migration 0004) behind the runs that happen
 * once across instances: the click and traffic roll-ups and the weekly summary. Each row keeps the
 * last day its run covered; a run claims its days and records how far it reached in one transaction.
 */
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";
import { addDays } from "./dashboard-range";

/** The last day the run named `name` covered, or undefined before its first. */
export async function stateThrough(db: DB, name: string): Promise<string | undefined> {
  const row = await db.selectFrom("link_clicks_rollup_state").select("through_day").where("name", "=", name).executeTakeFirst();
  return row?.through_day;
}

/**
 * Claims, inside `trx`, the days from `first` on for the run named `name`. The state row is written
 * in place first (created just short of `first` when missing), so it stays locked until the
 * transaction ends: runs on several instances take turns, and one that read a stale state skips the
 * days instead of covering them again. False, claiming nothing, when a run already reached `first`.
 */
export async function claimRun(trx: DB, name: string, first: string): Promise<boolean> {
  const state = await trx
    .insertInto("link_clicks_rollup_state")
    .values({ name, through_day: addDays(first, -1) })
    .onConflict((conflict) =>
      conflict.column("name").doUpdateSet((eb) => ({ through_day: eb.ref("link_clicks_rollup_state.through_day") })),
    )
    .returning("through_day")
    .executeTakeFirstOrThrow();
  return state.through_day < first;
}

/** Records, in the transaction that claimed them, that the run named `name` covered the days through `last`. */
export async function recordRun(trx: DB, name: string, last: string): Promise<void> {
  await trx
    .updateTable("link_clicks_rollup_state")
    .set({ through_day: last, updated_at: nowIso() })
    .where("name", "=", name)
    .execute();
}
