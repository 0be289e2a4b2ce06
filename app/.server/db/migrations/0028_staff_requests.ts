import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";

/**
 * Staff requests (decision 0038): the partnership request grown into a client's request for staff.
 * A request keeps its row in `partnership_requests` and gains an owner, a stage with a follow-up
 * date, the market's city, languages, housing and meals, and the plan of interest; what it asks
 * for moves to `staff_request_lines` (a position, a headcount, a kind of placement, dates, a shift
 * pattern), each existing request becoming one line. `staff_request_events` is its timeline.
 * `client_tokens` are the client's private links, hashed. `shortlist_entries` are the candidates
 * staff put before the client for a line, with the client's answer; `placements` the people placed
 * on a line, with their dates. `applications` gain the candidate's consents to be presented to a
 * client, and to have their CV shown.
 *
 * Privacy (docs/product.md, "Staff requests"): a request's contact person (`contact_name`, `email`,
 * `phone`, `message`, `notes`) is found by `email` and erased with the request, its lines, events
 * and tokens; a shortlist entry (with the client's comment on the candidate) and a placement are
 * found through `candidate_id` and erased with the candidate. A line's progress is counted from the
 * placements left, so erasing a placed person lowers it, as it should.
 */
export async function up(db: Kysely<unknown>, { id, nowDefault }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable("partnership_requests")
    // The staff user who owns the request; null until assigned.
    .addColumn("owner_id", "text")
    .execute();
  for (const [column, type] of [
    // Why a lost request was lost (a reason id of lib/staff-requests/model.ts).
    ["lost_reason", "text"],
    // YYYY-MM-DD: the next follow-up; null when none is planned.
    ["follow_up_on", "text"],
    // The follow-up date whose reminder has been sent: one reminder per date, whatever the instances.
    ["follow_up_reminded_on", "text"],
    // The city within the market (country) the staff are wanted in.
    ["city", "text"],
    // A plan id of content/pricing.ts; null when the client chose none.
    ["plan", "text"],
    // When next season's request was offered to the client, and the request made from it.
    ["reorder_offered_at", "text"],
    ["reordered_as", "integer"],
    // The request this one repeats for a new season.
    ["season_of", "integer"],
  ] as const) {
    await db.schema.alterTable("partnership_requests").addColumn(column, type).execute();
  }
  await db.schema
    .alterTable("partnership_requests")
    .addColumn("languages", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema
    .alterTable("partnership_requests")
    .addColumn("housing", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("partnership_requests")
    .addColumn("meals", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  // The last time staff did anything to it: untouched for the stale setting's days, it is flagged.
  await db.schema.alterTable("partnership_requests").addColumn("touched_at", "text").execute();
  await sql`UPDATE partnership_requests SET touched_at = updated_at`.execute(db);
  // The five statuses become the stages (decision 0038): in discussion is a proposal, declined is lost.
  await sql`UPDATE partnership_requests SET status = 'proposal' WHERE status = 'inDiscussion'`.execute(db);
  await sql`UPDATE partnership_requests SET status = 'lost', lost_reason = 'other' WHERE status = 'declined'`.execute(db);
  await db.schema
    .createIndex("partnership_requests_owner")
    .on("partnership_requests")
    .columns(["owner_id", "status", "id"])
    .execute();
  await db.schema.createIndex("partnership_requests_follow_up").on("partnership_requests").columns(["follow_up_on"]).execute();

  await db.schema
    .createTable("staff_request_lines")
    .addColumn("id", id.type, id.build)
    .addColumn("request_id", "integer", (c) => c.notNull().references("partnership_requests.id"))
    // The line's place in the request, from 0.
    .addColumn("line_order", "integer", (c) => c.notNull().defaultTo(0))
    // A position id of content/services.ts, a placement type of content/partnership.ts.
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("headcount", "integer", (c) => c.notNull())
    .addColumn("placement", "text", (c) => c.notNull())
    // YYYY-MM-DD; the end is a date, or a duration in weeks, or neither (long term).
    .addColumn("start_date", "text")
    .addColumn("end_date", "text")
    .addColumn("duration_weeks", "integer")
    // A shift pattern id of lib/staff-requests/model.ts.
    .addColumn("shift", "text", (c) => c.notNull().defaultTo("flexible"))
    // The careers opening made from the line when the request was won.
    .addColumn("opening_id", "integer", (c) => c.references("openings.id"))
    .execute();
  await db.schema
    .createIndex("staff_request_lines_request")
    .on("staff_request_lines")
    .columns(["request_id", "line_order"])
    .execute();
  await db.schema.createIndex("staff_request_lines_opening").on("staff_request_lines").column("opening_id").execute();
  // Every existing request becomes one line per position it asked for, the headcount on the first.
  const requests = await sql<{
    id: number;
    positions: string;
    headcount: number | null;
    placement_type: string;
    start_date: string | null;
  }>`SELECT id, positions, headcount, placement_type, start_date FROM partnership_requests`.execute(db);
  for (const request of requests.rows) {
    let positions: unknown;
    try {
      positions = JSON.parse(request.positions);
    } catch {
      positions = [];
    }
    if (!Array.isArray(positions) || positions.length === 0) continue;
    const [first, ...others] = positions.map(String);
    await sql`INSERT INTO staff_request_lines (request_id, line_order, position, headcount, placement, start_date)
      VALUES (${request.id}, 0, ${first}, ${Math.max(1, Number(request.headcount ?? 1))}, ${request.placement_type}, ${request.start_date})`.execute(
      db,
    );
    for (const [index, position] of others.entries()) {
      await sql`INSERT INTO staff_request_lines (request_id, line_order, position, headcount, placement, start_date)
        VALUES (${request.id}, ${index + 1}, ${position}, 1, ${request.placement_type}, ${request.start_date})`.execute(db);
    }
  }

  await db.schema
    .createTable("staff_request_events")
    .addColumn("id", id.type, id.build)
    .addColumn("request_id", "integer", (c) => c.notNull().references("partnership_requests.id"))
    // received | stage | owner | followUp | note | email | reminder | won | shortlisted | approved | declined | placed | reorder
    .addColumn("kind", "text", (c) => c.notNull())
    // JSON, by kind: { from, to, reason } for a stage, { text } for a note, { comment, candidateId } for an answer...
    .addColumn("detail", "text", (c) => c.notNull().defaultTo("{}"))
    // The staff user's id; null for the client or the system.
    .addColumn("actor_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("staff_request_events_request").on("staff_request_events").columns(["request_id", "id"]).execute();

  await db.schema
    .createTable("client_tokens")
    // sha256 of the token the link carries: the link itself is never stored.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("request_id", "integer", (c) => c.notNull().references("partnership_requests.id"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("client_tokens_request").on("client_tokens").column("request_id").execute();

  await db.schema
    .createTable("shortlist_entries")
    .addColumn("id", id.type, id.build)
    .addColumn("line_id", "integer", (c) => c.notNull().references("staff_request_lines.id"))
    .addColumn("candidate_id", "integer", (c) => c.notNull().references("candidates.id"))
    // The application whose consents allow presenting the candidate.
    .addColumn("application_id", "integer", (c) => c.notNull().references("applications.id"))
    // proposed | approved | declined
    .addColumn("decision", "text", (c) => c.notNull().defaultTo("proposed"))
    // The client's comment with its answer, free text.
    .addColumn("client_comment", "text")
    .addColumn("decided_at", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema
    .createIndex("shortlist_entries_line")
    .on("shortlist_entries")
    .columns(["line_id", "candidate_id"])
    .unique()
    .execute();
  await db.schema.createIndex("shortlist_entries_candidate").on("shortlist_entries").column("candidate_id").execute();

  await db.schema
    .createTable("placements")
    .addColumn("id", id.type, id.build)
    .addColumn("line_id", "integer", (c) => c.notNull().references("staff_request_lines.id"))
    .addColumn("candidate_id", "integer", (c) => c.notNull().references("candidates.id"))
    .addColumn("application_id", "integer", (c) => c.references("applications.id"))
    // YYYY-MM-DD; the end is null for a long-term placement without one.
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("ends_on", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault))
    .execute();
  await db.schema.createIndex("placements_line").on("placements").columns(["line_id", "candidate_id"]).unique().execute();
  await db.schema.createIndex("placements_candidate").on("placements").column("candidate_id").execute();

  // A candidate agrees, when applying, to be presented to a client (first name, position,
  // experience, languages, availability) and, separately, to have their CV shown.
  await db.schema
    .alterTable("applications")
    .addColumn("present_consent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("applications")
    .addColumn("cv_consent", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("applications").dropColumn("cv_consent").execute();
  await db.schema.alterTable("applications").dropColumn("present_consent").execute();
  await db.schema.dropTable("placements").ifExists().execute();
  await db.schema.dropTable("shortlist_entries").ifExists().execute();
  await db.schema.dropTable("client_tokens").ifExists().execute();
  await db.schema.dropTable("staff_request_events").ifExists().execute();
  await db.schema.dropTable("staff_request_lines").ifExists().execute();
  await db.schema.dropIndex("partnership_requests_follow_up").ifExists().execute();
  await db.schema.dropIndex("partnership_requests_owner").ifExists().execute();
  await sql`UPDATE partnership_requests SET status = 'inDiscussion' WHERE status = 'proposal'`.execute(db);
  await sql`UPDATE partnership_requests SET status = 'declined' WHERE status = 'lost'`.execute(db);
  for (const column of [
    "touched_at",
    "meals",
    "housing",
    "languages",
    "season_of",
    "reordered_as",
    "reorder_offered_at",
    "plan",
    "city",
    "follow_up_reminded_on",
    "follow_up_on",
    "lost_reason",
    "owner_id",
  ]) {
    await db.schema.alterTable("partnership_requests").dropColumn(column).execute();
  }
}
