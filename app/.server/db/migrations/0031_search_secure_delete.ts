import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";

/**
 * The candidates' full-text index on SQLite (decision 0037) forgets a deleted row's words at once.
 * By default FTS5 only marks a deletion and keeps the row's tokens (a name, an address, words of a
 * CV) in its b-tree blocks until a later merge happens to rewrite them, so an erased candidate
 * (decision 0039) stayed readable in `candidate_search_data`. `secure-delete` removes them with the
 * row; `optimize` rewrites the index once, dropping what earlier deletions left behind. Privacy: the
 * index holds only copies of `candidates` rows, found and erased with them. PostgreSQL indexes
 * expressions over `candidates` itself; a deleted row's bytes there go at the next vacuum
 * (docs/privacy.md).
 */
export async function up(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine !== "sqlite") return;
  await sql`insert into candidate_search (candidate_search, rank) values ('secure-delete', 1)`.execute(db);
  await sql`insert into candidate_search (candidate_search) values ('optimize')`.execute(db);
}

/** Nothing to undo: forgetting deleted rows at once is right for any schema version. */
export async function down(): Promise<void> {}
