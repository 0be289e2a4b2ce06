/**
 * Staff's search of candidates by name, email, phone and CV text (decision 0037), through the
 * full-text index of migration 0027: FTS5 on SQLite, `to_tsvector('simple', ...)` GIN indexes on
 * PostgreSQL. Every word typed must be found (as the start of a word); a phone number is matched
 * on its digits, however it was typed.
 */
import { type Expression, type SqlBool, sql } from "kysely";
import { normalizePhone } from "~/lib/careers/applications";
import type { Database } from "../../../db";
import { candidateSearchVector, cvSearchVector, foldAccents } from "../../../db/search-vectors";

/** A phone number as typed: digits with the usual separators, seven or more digits. */
const PHONE = /^[+\d\s().-]+$/;

/**
 * The words of a search. A phone number is one word of its digits (the index keeps a phone's
 * digits as one word). On SQLite every run of letters and digits is a word, as FTS5's unicode61
 * tokenizer cuts text; PostgreSQL's parser keeps an address whole, so there only spaces cut.
 */
export function searchWords(text: string, engine: Database["engine"]): string[] {
  const trimmed = text.trim();
  // As stored (normalizePhone: "00" read as "+"), without its "+": the index's word for it.
  if (PHONE.test(trimmed) && trimmed.replace(/\D/g, "").length >= 7) return [normalizePhone(trimmed).replace("+", "")];
  const words =
    engine === "sqlite"
      ? (trimmed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
      : trimmed
          .toLowerCase()
          .split(/\s+/)
          .map((word) => word.replace(/[^\p{L}\p{N}@._+-]/gu, "").replace(/^[@._+-]+|[@._+-]+$/g, ""))
          .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.slice(0, 8);
}

/** The FTS5 query: each word a quoted prefix (the words hold only letters and digits), all required. */
const ftsQuery = (words: readonly string[]) => words.map((word) => `"${word}"*`).join(" ");

/** The tsquery: each word a quoted prefix lexeme, all required. */
const tsQuery = (words: readonly string[]) => words.map((word) => `'${word}':*`).join(" & ");

/**
 * A condition on a candidate id column: the candidate matches the search. Undefined for a search
 * with no word to look for (punctuation only), which then filters nothing out.
 */
export function candidateMatches(
  database: Database,
  text: string,
  candidateId: Expression<number>,
): Expression<SqlBool> | undefined {
  const words = searchWords(text, database.engine);
  if (words.length === 0) return undefined;
  if (database.engine === "sqlite")
    return sql<SqlBool>`${candidateId} in (select rowid from candidate_search where candidate_search match ${ftsQuery(words)})`;
  // The indexed expressions of migration 0027, so PostgreSQL uses its GIN indexes.
  const query = sql`to_tsquery('simple', ${tsQuery(words.map(foldAccents))})`;
  return sql<SqlBool>`${candidateId} in (select id from candidates where ${candidateSearchVector} @@ ${query}
    union select candidate_id from cv_files where candidate_id is not null and ${cvSearchVector} @@ ${query})`;
}

export interface CandidateMatch {
  id: number;
  fullName: string;
  email: string | null;
  phone: string | null;
}

/** The candidates a search finds (a merge's other candidate), this one left out; ten at most. */
export async function findCandidates(database: Database, text: string, exceptId: number): Promise<CandidateMatch[]> {
  const { db } = database;
  const matches = candidateMatches(database, text, sql.ref<number>("candidates.id"));
  if (!matches) return [];
  const rows = await db
    .selectFrom("candidates")
    .select(["id", "full_name", "email", "phone"])
    .where(matches)
    .where("id", "!=", exceptId)
    .orderBy("id", "desc")
    .limit(10)
    .execute();
  return rows.map((row) => ({ id: row.id, fullName: row.full_name, email: row.email, phone: row.phone }));
}
