/**
 * Group commit for the beacons (link clicks, page views): the rows of every request that arrives
 * within one turn of the event loop are written by one `write` in one transaction, and each request
 * is answered only once its rows are stored. Nothing is acknowledged before it is durable, and the
 * per-request cost of a statement and a commit is shared under load.
 */
import type { Transaction } from "kysely";
import type { DB } from "../../db";
import type { DatabaseSchema } from "../../db/schema";

export interface GroupCommit<Row> {
  /** Resolves once `rows` are stored with the rest of their turn's; rejects when that transaction failed. */
  add(rows: Row[]): Promise<void>;
}

export function groupCommit<Row>(
  db: DB,
  write: (trx: Transaction<DatabaseSchema>, rows: Row[]) => Promise<void>,
): GroupCommit<Row> {
  let pending: Array<{ rows: Row[]; done: (error?: unknown) => void }> = [];
  let scheduled = false;

  async function flush() {
    scheduled = false;
    const group = pending;
    pending = [];
    try {
      await db.transaction().execute((trx) =>
        write(
          trx,
          group.flatMap((item) => item.rows),
        ),
      );
      for (const item of group) item.done();
    } catch (error) {
      for (const item of group) item.done(error);
    }
  }

  return {
    add(rows) {
      return new Promise<void>((resolve, reject) => {
        pending.push({ rows, done: (error) => (error ? reject(error) : resolve()) });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}

/** Rows of `rows` in slices of `size`: one INSERT each keeps inside both engines' bound-parameter limits. */
export function* slices<Row>(rows: Row[], size: number): Generator<Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
