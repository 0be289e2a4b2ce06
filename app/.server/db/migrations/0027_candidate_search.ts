import { type Kysely, sql } from "kysely";
import { candidateSearchVector, cvSearchVector } from "../search-vectors";
import type { MigrationContext } from "./context";

/**
 * Staff's search of candidates (decision 0037): by name, email, phone and the text of their CVs,
 * through a real full-text index so it stays fast at 100,000 applications.
 *
 * - SQLite: an FTS5 table `candidate_search`, one row per candidate (its rowid is the candidate's
 *   id) holding the name, email, phone and every CV's text. Triggers on `candidates` and `cv_files`
 *   rebuild a candidate's row on every insert, update and delete, whoever writes (the public form,
 *   the staff pages, a merge, the retention job), so it never drifts from its tables.
 * - PostgreSQL: GIN indexes on `to_tsvector('simple', ...)` of the candidates' name, email and
 *   phone, and of the CVs' text, accents folded (../search-vectors.ts): expression indexes over the
 *   tables themselves, nothing to keep in sync.
 *
 * Privacy: the index holds copies of `candidates` and `cv_files` columns, found and erased with
 * them: deleting a candidate or a CV deletes or rebuilds its row here (the triggers), and a backup
 * or restore carries it as any table (decision 0019).
 */
export async function up(db: Kysely<unknown>, { engine }: MigrationContext): Promise<void> {
  if (engine === "postgres") {
    await sql`create index candidates_search on candidates using gin (${candidateSearchVector})`.execute(db);
    await sql`create index cv_files_search on cv_files using gin (${cvSearchVector})`.execute(db);
    return;
  }
  await sql`create virtual table candidate_search using fts5(full_name, email, phone, cv_text, tokenize = 'unicode61 remove_diacritics 2')`.execute(
    db,
  );
  // One candidate's row, rebuilt from its tables: nothing when the candidate is gone or null.
  const rebuild = (id: string) => `
    delete from candidate_search where rowid = ${id};
    insert into candidate_search (rowid, full_name, email, phone, cv_text)
      select c.id, c.full_name, coalesce(c.email, ''), coalesce(c.phone, ''),
        coalesce((select group_concat(f.extracted_text, ' ') from cv_files f where f.candidate_id = c.id), '')
      from candidates c where c.id = ${id};`;
  const triggers = [
    `create trigger candidate_search_candidate_insert after insert on candidates begin ${rebuild("new.id")} end`,
    `create trigger candidate_search_candidate_update after update of full_name, email, phone on candidates begin ${rebuild("new.id")} end`,
    `create trigger candidate_search_candidate_delete after delete on candidates begin delete from candidate_search where rowid = old.id; end`,
    `create trigger candidate_search_cv_insert after insert on cv_files when new.candidate_id is not null begin ${rebuild("new.candidate_id")} end`,
    `create trigger candidate_search_cv_update after update of candidate_id, extracted_text on cv_files begin ${rebuild("old.candidate_id")} ${rebuild("new.candidate_id")} end`,
    `create trigger candidate_search_cv_delete after delete on cv_files when old.candidate_id is not null begin ${rebuild("old.candidate_id")} end`,
  ];
  for (const trigger of triggers) await sql.raw(trigger).execute(db);
  await sql`insert into candidate_search (rowid, full_name, email, phone, cv_text)
    select c.id, c.full_name, coalesce(c.email, ''), coalesce(c.phone, ''),
      coalesce((select group_concat(f.extracted_text, ' ') from cv_files f where f.candidate_id = c.id), '')
    from candidates c`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // `down` is not told the engine: PostgreSQL has version(), SQLite does not (and a failed
  // statement does not end SQLite's transaction).
  const postgres = await sql`select version()`.execute(db).then(
    () => true,
    () => false,
  );
  if (postgres) {
    await sql`drop index if exists candidates_search`.execute(db);
    await sql`drop index if exists cv_files_search`.execute(db);
    return;
  }
  for (const name of ["candidate_insert", "candidate_update", "candidate_delete", "cv_insert", "cv_update", "cv_delete"])
    await sql.raw(`drop trigger if exists candidate_search_${name}`).execute(db);
  await sql`drop table if exists candidate_search`.execute(db);
}
