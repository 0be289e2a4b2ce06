import type { Kysely } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Candidates and their applications (decision 0035). A candidate is one person, however many
 * times and in whichever languages they apply: matched on their email address or phone number.
 * Each application is to one opening, or to the talent pool (`opening_id` null), with the answers
 * to the opening's screening questions, the candidate's consents and the stage staff moved it to.
 * `application_events` is the timeline staff read: stage changes, notes, emails, downloads,
 * merges and what the candidate changed from their own page. `candidate_tokens` holds the private
 * links to that page, hashed.
 *
 * Privacy (docs/product.md, "Candidates and applications"): every column of `candidates` is a
 * person's data, found by `email` or `phone`; their applications, events, tokens and CVs are found
 * through `candidate_id`. Erasing a person deletes these rows and their CVs in one transaction;
 * the retention job deletes closed applications (and their CVs) after `applicationRetentionDays`,
 * and a candidate with no application left once their talent-pool consent has lapsed.
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .createTable("candidates")
    .addColumn("id", id.type, id.build)
    .addColumn("full_name", "text", (c) => c.notNull())
    // Lower-cased; null when the candidate gave only a phone.
    .addColumn("email", "text")
    // Digits with a leading "+" (lib/careers/applications.ts, normalizePhone); null when only an email.
    .addColumn("phone", "text")
    .addColumn("phone_whatsapp", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    // JSON arrays: languages spoken (ISO 639-1) and positions wanted (position ids).
    .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("positions", "text", (c) => c.notNull().defaultTo("[]"))
    // YYYY-MM-DD.
    .addColumn("available_from", "text")
    .addColumn("experience_years", "integer", (c) => c.notNull().defaultTo(0))
    // The site language the candidate last wrote in: their emails go out in it.
    .addColumn("language", "text", (c) => c.notNull())
    // Staff's rating, 1 to 5; null until rated.
    .addColumn("rating", "integer")
    // The talent-pool consent's end (YYYY-MM-DD): kept and searchable until then; null without it.
    .addColumn("talent_pool_until", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("candidates_email").on("candidates").column("email").execute();
  await db.schema.createIndex("candidates_phone").on("candidates").column("phone").execute();

  await db.schema
    .createTable("applications")
    .addColumn("id", id.type, id.build)
    .addColumn("candidate_id", "integer", (c) => c.notNull().references("candidates.id"))
    // Null: an application to the talent pool.
    .addColumn("opening_id", "integer", (c) => c.references("openings.id"))
    // The site language it was sent in.
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("stage", "text", (c) => c.notNull().defaultTo("new"))
    // Why it was rejected or withdrawn (a reason id of lib/careers/applications.ts).
    .addColumn("stage_reason", "text")
    // The board's order within a stage: smaller first.
    .addColumn("stage_position", "integer", (c) => c.notNull().defaultTo(0))
    // JSON: ScreeningAnswer[], one per question of the opening, in its order, with the prompt as asked.
    .addColumn("answers", "text", (c) => c.notNull().defaultTo("[]"))
    // 1 when an answer is one the opening marks as disqualifying.
    .addColumn("disqualified", "integer", (c) => c.notNull().defaultTo(0))
    // The candidate's note, free text.
    .addColumn("note", "text")
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .addColumn("updated_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    // When it reached placed, rejected or withdrawn: retention counts from here.
    .addColumn("closed_at", "text")
    .execute();
  await db.schema.createIndex("applications_candidate").on("applications").column("candidate_id").execute();
  await db.schema
    .createIndex("applications_board")
    .on("applications")
    .columns(["opening_id", "stage", "stage_position", "id"])
    .execute();
  await db.schema.createIndex("applications_stage").on("applications").columns(["stage", "stage_position", "id"]).execute();
  await db.schema.createIndex("applications_closed").on("applications").columns(["closed_at"]).execute();

  await db.schema
    .createTable("application_events")
    .addColumn("id", id.type, id.build)
    .addColumn("candidate_id", "integer", (c) => c.notNull().references("candidates.id"))
    .addColumn("application_id", "integer", (c) => c.references("applications.id"))
    // applied | stage | note | email | download | merged | updated | cv | withdrawn | rated
    .addColumn("kind", "text", (c) => c.notNull())
    // JSON, by kind: { from, to, reason } for a stage, { text } for a note, { template } for an email...
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    // The staff user's id, or null for the candidate themself or the system.
    .addColumn("actor_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("application_events_candidate").on("application_events").columns(["candidate_id", "id"]).execute();

  await db.schema
    .createTable("candidate_tokens")
    // sha256 of the token the link carries: the link itself is never stored.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("candidate_id", "integer", (c) => c.notNull().references("candidates.id"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("candidate_tokens_candidate").on("candidate_tokens").column("candidate_id").execute();

  // A CV belongs to its candidate as well as to the application it came with (a CV uploaded from
  // the candidate's page comes with none).
  await db.schema.alterTable("cv_files").addColumn("candidate_id", "integer").execute();
  await db.schema.createIndex("cv_files_candidate").on("cv_files").column("candidate_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("cv_files_candidate").ifExists().execute();
  await db.schema.alterTable("cv_files").dropColumn("candidate_id").execute();
  await db.schema.dropTable("candidate_tokens").ifExists().execute();
  await db.schema.dropTable("application_events").ifExists().execute();
  await db.schema.dropTable("applications").ifExists().execute();
  await db.schema.dropTable("candidates").ifExists().execute();
}
