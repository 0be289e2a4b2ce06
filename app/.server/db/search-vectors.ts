/**
 * The PostgreSQL expressions of the candidate search (decision 0037), written once for the
 * migration's GIN indexes and the search's queries: the planner uses an expression index only
 * for the very same expression. Accents are folded (`translate`, immutable and built in, so no
 * extension is needed), as SQLite's FTS5 tokenizer folds them: "Wanjiru" finds "Wanjirū".
 */
import { type RawBuilder, sql } from "kysely";

const ACCENTED = "ÀÁÂÃÄÅĀàáâãäåāÇçÈÉÊËĒèéêëēÌÍÎÏĪìíîïīÑñÒÓÔÕÖŌòóôõöōÙÚÛÜŪùúûüūÝýÿ";
const PLAIN = "AAAAAAAaaaaaaaCcEEEEEeeeeeIIIIIiiiiiNnOOOOOOooooooUUUUUuuuuuYyy";

/** `text` with the accents of the markets' languages taken off. */
const folded = (text: RawBuilder<unknown>) => sql`translate(${text}, ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})`;

/** A candidate's name, email and phone (without its "+") as searched. */
export const candidateSearchVector = sql`to_tsvector('simple', ${folded(
  sql`coalesce(full_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(replace(phone, '+', ''), '')`,
)})`;

/** A CV's text as searched. */
export const cvSearchVector = sql`to_tsvector('simple', ${folded(sql`extracted_text`)})`;

/** A typed word as the vectors hold it: accents off, as `folded` takes them off. */
export const foldAccents = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");
