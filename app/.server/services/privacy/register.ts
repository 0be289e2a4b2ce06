/**
 * The register of personal data (decision 0039): every table of the database, once. A table that
 * can hold a person's data names its personal columns (their meaning, in the person's words, is
 * in the `privacy-register` dictionary), how its rows are found for one person, and how they are
 * erased; a table that holds none says why. tests/integration/privacy-register.test.ts compares it
 * with a freshly migrated database on each engine, so a migration that adds a table, or a column
 * whose name looks personal, fails until it is written down here.
 *
 * Found: by an email column (compared normalized, lib/email-address.ts), a phone column (compared
 * normalized like a candidate's phone, lib/careers/applications.ts), a text that mentions the
 * address (audit values, an email's body), or through a parent row (a foreign key to a row found
 * for the person). Erased: the row deleted; or, where the record must stay (an audit entry, a
 * conversion count, a staff member's past work), named columns set to stated values; or removed by
 * the erasure of another entry (a foreign key's cascade, a trigger, the careers' candidate erasure,
 * the requests' delete).
 */
import type { Engine } from "../../db/migrations/context";

/** What an anonymized text column is set to where it may not be null. */
export const ERASED = "(erased)";

/** The columns a person's email or phone is compared in: as every form stores it (normalized), or as typed. */
export type Stored = "normalized" | "asTyped";

export type Match =
  | { readonly email: string; readonly stored: Stored }
  | { readonly phone: string; readonly stored: Stored }
  /** A text that may quote the address (JSON values, an email's body): scanned, the address matched whole. */
  | { readonly mentions: string }
  /** A row of `through` found for the person, referenced by `column` (holding the parent's key). */
  | {
      readonly through: string;
      readonly column: string;
      /** Only the rows whose `column` means that parent (conversions: a goal names its record's table). */
      readonly when?: { readonly column: string; readonly in: readonly string[] };
    };

/** Erasers the register calls by name: the domain's own erasure, reused (erase.ts). */
export type Eraser = "candidate" | "request" | "suppression";

export type Erasure =
  | { readonly delete: true }
  | { readonly anonymize: Readonly<Record<string, string | null>> }
  /** The domain's erasure of the row and its children (candidates with their CVs, requests with their lines). */
  | { readonly eraser: Eraser }
  /** Removed when the rows of `with` are erased: `how` says by what. */
  | { readonly with: string; readonly how: string };

export interface Link {
  readonly match: Match;
  readonly erase: Erasure;
}

interface EntryBase {
  readonly table: string;
  /** Present on these engines only (SQLite's full-text index); both when absent. */
  readonly engines?: readonly Engine[];
  /** Columns whose names look personal but hold nobody's data, each with the reason. */
  readonly notPersonal?: Readonly<Record<string, string>>;
}

export interface PersonalEntry extends EntryBase {
  readonly personal: true;
  /** The columns that identify a row: one for most tables, several for a composite key. */
  readonly key: readonly string[];
  /** The columns holding a person's data; each has its meaning in `privacy-register:columns.<table>.<column>`. */
  readonly columns: readonly string[];
  /** Secrets held for the person (token hashes, password hashes): a copy says they exist, never their value. */
  readonly withheld?: readonly string[];
  /** How rows are found and erased; empty for the unlinkable ones, with `unlinkable` saying why. */
  readonly links: readonly Link[];
  readonly unlinkable?: string;
  /** A copy of other rows (a search index): found and erased with them, left out of the person's copy. */
  readonly copyOf?: string;
  /** Of an anonymized row (the person is named in someone else's record), the context a copy shows beside the named columns. */
  readonly context?: readonly string[];
}

export interface NonPersonalEntry extends EntryBase {
  readonly personal: false;
  readonly reason: string;
}

export type RegisterEntry = PersonalEntry | NonPersonalEntry;

const deleted = { delete: true } as const;
const withParent = (table: string, how: string) => ({ with: table, how }) as const;
const withCandidate = withParent("candidates", "the careers' candidate erasure (decision 0035)");
const withRequest = withParent("partnership_requests", "the requests' delete (decision 0038)");
const withUser = withParent("user", "its foreign key to the user, on delete cascade");
const byEmail = (column: string, stored: Stored = "normalized") => ({ email: column, stored }) as const;
const byPhone = (column: string, stored: Stored = "asTyped") => ({ phone: column, stored }) as const;
const through = (table: string, column: string) => ({ through: table, column }) as const;
/** A staff member's past work stays; who did it is forgotten. */
const staffReference = (column: string): Link => ({ match: through("user", column), erase: { anonymize: { [column]: null } } });

/** Every goal of lib/traffic/model.ts and the table its conversion's record_id points into. */
const CONVERSION_RECORDS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["contacts", ["contact"]],
  ["partnership_requests", ["partnership"]],
  ["volunteer_signups", ["volunteer"]],
  ["donation_pledges", ["donation"]],
  ["newsletter_subscribers", ["newsletter_signup", "newsletter_confirm"]],
  ["applications", ["application"]],
  ["job_alert_subscribers", ["job_alert_signup", "job_alert_confirm"]],
  ["shortlist_entries", ["shortlist_approval"]],
];

export const PERSONAL_DATA_REGISTER: readonly RegisterEntry[] = [
  // ---- Visitors' submissions (decision 0015): found by their address or phone, deleted.
  {
    table: "contacts",
    personal: true,
    key: ["id"],
    columns: ["name", "email", "subject", "message"],
    links: [{ match: byEmail("email"), erase: deleted }],
  },
  {
    table: "volunteer_signups",
    personal: true,
    key: ["id"],
    columns: ["full_name", "email", "phone", "country", "availability", "message"],
    links: [
      { match: byEmail("email"), erase: deleted },
      { match: byPhone("phone"), erase: deleted },
    ],
  },
  {
    table: "donation_pledges",
    personal: true,
    key: ["id"],
    columns: ["full_name", "email", "phone", "amount_cents", "message"],
    links: [
      { match: byEmail("email"), erase: deleted },
      { match: byPhone("phone"), erase: deleted },
    ],
  },
  {
    table: "newsletter_subscribers",
    personal: true,
    key: ["id"],
    columns: ["email", "language"],
    withheld: ["unsubscribe_token", "confirm_token"],
    links: [{ match: byEmail("email"), erase: deleted }],
  },
  {
    table: "job_alert_subscribers",
    personal: true,
    key: ["id"],
    columns: ["email", "language", "positions", "countries", "placements"],
    withheld: ["confirm_token_hash", "unsubscribe_token"],
    links: [{ match: byEmail("email"), erase: deleted }],
  },
  {
    table: "job_alert_deliveries",
    personal: true,
    key: ["id"],
    columns: ["opening_id", "sent_at"],
    links: [
      {
        match: through("job_alert_subscribers", "subscriber_id"),
        erase: withParent("job_alert_subscribers", "its foreign key, on delete cascade"),
      },
    ],
  },

  // ---- Staff requests (decision 0038): the client's request with its lines, timeline and links.
  {
    table: "partnership_requests",
    personal: true,
    key: ["id"],
    columns: ["contact_name", "email", "phone", "organization", "message", "notes", "owner_id"],
    notPersonal: { city: "the city the staff are wanted in, a place of work, not the contact's address" },
    links: [
      { match: byEmail("email"), erase: { eraser: "request" } },
      { match: byPhone("phone"), erase: { eraser: "request" } },
      staffReference("owner_id"),
    ],
    context: ["organization", "status", "created_at"],
  },
  {
    table: "staff_request_lines",
    personal: true,
    key: ["id"],
    columns: ["position", "headcount", "start_date", "end_date"],
    links: [{ match: through("partnership_requests", "request_id"), erase: withRequest }],
  },
  {
    table: "staff_request_events",
    personal: true,
    key: ["id"],
    columns: ["detail", "actor_id"],
    links: [{ match: through("partnership_requests", "request_id"), erase: withRequest }, staffReference("actor_id")],
    context: ["request_id", "kind", "created_at"],
  },
  {
    table: "client_tokens",
    personal: true,
    key: ["token_hash"],
    columns: ["expires_at"],
    withheld: ["token_hash"],
    links: [{ match: through("partnership_requests", "request_id"), erase: withRequest }],
  },
  {
    table: "shortlist_entries",
    personal: true,
    key: ["id"],
    columns: ["candidate_id", "decision", "client_comment", "created_by"],
    links: [
      // Before the candidate row goes (a foreign key without cascade), whether or not the careers' erasure takes them too.
      { match: through("candidates", "candidate_id"), erase: deleted },
      { match: through("staff_request_lines", "line_id"), erase: withRequest },
      staffReference("created_by"),
    ],
    context: ["line_id", "created_at"],
  },
  {
    table: "placements",
    personal: true,
    key: ["id"],
    columns: ["candidate_id", "starts_on", "ends_on", "created_by"],
    links: [
      // Erasing a placed person lowers the line's placed count, as it should (decision 0038).
      { match: through("candidates", "candidate_id"), erase: deleted },
      { match: through("staff_request_lines", "line_id"), erase: withRequest },
      staffReference("created_by"),
    ],
    context: ["line_id", "created_at"],
  },

  // ---- Candidates (decision 0035): found by address or phone, erased by the careers' erasure.
  {
    table: "candidates",
    personal: true,
    key: ["id"],
    columns: [
      "full_name",
      "email",
      "phone",
      "phone_whatsapp",
      "country",
      "city",
      "languages",
      "positions",
      "available_from",
      "experience_years",
      "rating",
    ],
    links: [
      { match: byEmail("email"), erase: { eraser: "candidate" } },
      { match: byPhone("phone", "normalized"), erase: { eraser: "candidate" } },
    ],
  },
  {
    table: "applications",
    personal: true,
    key: ["id"],
    columns: ["answers", "note", "stage", "stage_reason"],
    links: [{ match: through("candidates", "candidate_id"), erase: withCandidate }],
  },
  {
    table: "application_events",
    personal: true,
    key: ["id"],
    columns: ["detail", "actor_id"],
    links: [{ match: through("candidates", "candidate_id"), erase: withCandidate }, staffReference("actor_id")],
    context: ["kind", "created_at"],
  },
  {
    table: "candidate_tokens",
    personal: true,
    key: ["token_hash"],
    columns: ["expires_at"],
    withheld: ["token_hash"],
    links: [{ match: through("candidates", "candidate_id"), erase: withCandidate }],
  },
  {
    table: "cv_files",
    personal: true,
    key: ["id"],
    columns: ["display_name", "extracted_text", "sha256"],
    notPersonal: { size_bytes: "the file's size" },
    links: [
      { match: through("candidates", "candidate_id"), erase: withCandidate },
      { match: through("applications", "application_id"), erase: withCandidate },
    ],
  },
  {
    table: "cv_file_bytes",
    personal: true,
    key: ["cv_file_id"],
    columns: ["bytes"],
    links: [{ match: through("cv_files", "cv_file_id"), erase: withCandidate }],
  },
  {
    table: "candidate_search",
    engines: ["sqlite"],
    personal: true,
    key: ["rowid"],
    columns: ["full_name", "email", "phone", "cv_text"],
    links: [{ match: through("candidates", "rowid"), erase: withParent("candidates", "the triggers of migration 0027") }],
    copyOf: "candidates",
  },
  {
    table: "candidate_search_content",
    engines: ["sqlite"],
    personal: true,
    key: ["id"],
    columns: ["c0", "c1", "c2", "c3"],
    links: [{ match: through("candidates", "id"), erase: withParent("candidates", "SQLite, as the search row goes") }],
    copyOf: "candidates",
  },

  // ---- Email: what was sent to or about the person, and what the mail server said of the address.
  {
    table: "email_outbox",
    personal: true,
    key: ["id"],
    columns: ["recipient", "reply_to", "subject", "html", "text"],
    links: [
      { match: byEmail("recipient", "asTyped"), erase: deleted },
      { match: byEmail("reply_to", "asTyped"), erase: deleted },
      // A notice to staff quoting the visitor's address in its words.
      { match: { mentions: "text" }, erase: deleted },
    ],
  },
  {
    // A person's own requests about their data (decision 0041): the record stays, without its address.
    table: "privacy_requests",
    personal: true,
    key: ["id"],
    columns: ["kind", "email", "language", "refusal_reason", "confirm_token_hash", "copy_token_hash", "handled_by"],
    withheld: ["confirm_token_hash", "copy_token_hash"],
    notPersonal: { email_hash: "the keyed hash decision 0040 keeps of an erased address; nobody can read it back" },
    links: [
      { match: byEmail("email"), erase: { anonymize: { email: null, confirm_token_hash: null, copy_token_hash: null } } },
      staffReference("handled_by"),
    ],
    context: ["kind", "status", "created_at"],
  },
  {
    table: "mail_suppressions",
    personal: true,
    key: ["id"],
    columns: ["email", "reason", "detail"],
    // The keyed hash of an erased address, all that stays of the row (decision 0040): shown as existing, never its value.
    withheld: ["email_hash"],
    // Kept, with its address replaced by its keyed hash and its words dropped, so no campaign resumes (decision 0040).
    links: [{ match: byEmail("email"), erase: { eraser: "suppression" } }],
    context: ["reason", "created_at"],
  },
  {
    table: "mail_delivery_events",
    personal: true,
    key: ["id"],
    columns: ["email", "kind", "detail"],
    links: [{ match: byEmail("email"), erase: deleted }],
  },
  {
    table: "campaign_deliveries",
    personal: true,
    key: ["campaign_id", "subscriber_id"],
    columns: ["email", "status", "sent_at", "error"],
    links: [
      { match: byEmail("email"), erase: deleted },
      { match: through("newsletter_subscribers", "subscriber_id"), erase: deleted },
    ],
  },

  // ---- Staff accounts (decision 0023): Better Auth's tables and ours, found through the user.
  {
    table: "user",
    personal: true,
    key: ["id"],
    columns: ["name", "email", "emailVerified", "image", "role"],
    links: [{ match: byEmail("email"), erase: deleted }],
  },
  {
    table: "profiles",
    personal: true,
    key: ["id"],
    columns: ["email", "full_name", "first_name", "last_name", "last_login_at"],
    links: [{ match: through("user", "user_id"), erase: withUser }],
  },
  {
    table: "session",
    personal: true,
    key: ["id"],
    columns: ["ipAddress", "userAgent", "createdAt", "expiresAt", "impersonatedBy"],
    withheld: ["token"],
    links: [
      { match: through("user", "userId"), erase: withUser },
      { match: through("user", "impersonatedBy"), erase: { anonymize: { impersonatedBy: null } } },
    ],
  },
  {
    table: "account",
    personal: true,
    key: ["id"],
    columns: ["providerId", "createdAt"],
    withheld: ["password", "accessToken", "refreshToken", "idToken"],
    notPersonal: {
      accessTokenExpiresAt: "when an outside provider's token expires, a date",
      refreshTokenExpiresAt: "when an outside provider's token expires, a date",
    },
    links: [{ match: through("user", "userId"), erase: withUser }],
  },
  {
    table: "passkey",
    personal: true,
    key: ["id"],
    columns: ["name", "deviceType", "createdAt", "lastUsedAt"],
    withheld: ["publicKey", "credentialID"],
    links: [{ match: through("user", "userId"), erase: withUser }],
  },
  {
    table: "twoFactor",
    personal: true,
    key: ["id"],
    columns: ["verified"],
    withheld: ["secret", "backupCodes"],
    links: [{ match: through("user", "userId"), erase: withUser }],
  },
  {
    table: "verification",
    personal: true,
    key: ["id"],
    columns: ["expiresAt"],
    // A password reset's token and the user it is for: short-lived, deleted with the person.
    withheld: ["identifier", "value"],
    links: [{ match: through("user", "value"), erase: deleted }],
  },
  {
    table: "staff_preferences",
    personal: true,
    key: ["user_id"],
    columns: ["weekly_summary", "summary_language"],
    links: [{ match: through("user", "user_id"), erase: withUser }],
  },
  {
    table: "audit_log",
    personal: true,
    key: ["id"],
    columns: ["actor_email", "actor_user_id", "ip", "target_id", "before", "after"],
    // An entry stays (decision 0014): who acted and what it quoted of the person are forgotten.
    links: [
      { match: byEmail("actor_email"), erase: { anonymize: { actor_email: ERASED, actor_user_id: null, ip: null } } },
      { match: through("user", "actor_user_id"), erase: { anonymize: { actor_email: ERASED, actor_user_id: null, ip: null } } },
      // The suppression list's entries name their address as the target.
      { match: byEmail("target_id"), erase: { anonymize: { target_id: null } } },
      { match: { mentions: "before" }, erase: { anonymize: { before: null } } },
      { match: { mentions: "after" }, erase: { anonymize: { after: null } } },
    ],
    context: ["occurred_at", "action", "target_type"],
  },
  {
    table: "text_overrides",
    personal: true,
    key: ["namespace", "key", "language"],
    columns: ["updated_by"],
    links: [{ match: byEmail("updated_by", "asTyped"), erase: { anonymize: { updated_by: null } } }],
    context: ["updated_at"],
  },
  {
    table: "text_versions",
    personal: true,
    key: ["id"],
    columns: ["actor_email"],
    links: [{ match: byEmail("actor_email", "asTyped"), erase: { anonymize: { actor_email: null } } }],
    context: ["namespace", "key", "language", "created_at"],
  },
  {
    table: "text_imports",
    personal: true,
    key: ["id"],
    columns: ["owner", "file_name"],
    // Its owner is the user's id, or the address of an actor without one.
    links: [
      { match: through("user", "owner"), erase: deleted },
      { match: byEmail("owner", "asTyped"), erase: deleted },
    ],
  },
  {
    table: "campaigns",
    personal: true,
    key: ["id"],
    columns: ["created_by"],
    notPersonal: { name: "the campaign's name, written by staff" },
    links: [staffReference("created_by")],
    context: ["name", "created_at"],
  },
  {
    table: "openings",
    personal: true,
    key: ["id"],
    columns: ["created_by"],
    notPersonal: {
      city: "where the job is, not a person's address",
      employer_name: "the hotel or company that employs, an organization",
    },
    links: [staffReference("created_by")],
    context: ["position", "created_at"],
  },

  // ---- Figures: a conversion stays counted; which record and which day's visitor it was are forgotten.
  {
    table: "conversions",
    personal: true,
    key: ["id"],
    columns: ["record_id", "visitor_id"],
    notPersonal: { entry_path: "the site page a visit entered by, private paths masked" },
    links: CONVERSION_RECORDS.map(([table, goals]) => ({
      match: { through: table, column: "record_id", when: { column: "goal", in: goals } },
      erase: { anonymize: { record_id: null, visitor_id: null } },
    })),
    context: ["goal", "occurred_at"],
  },
  {
    table: "page_views",
    personal: true,
    key: ["id"],
    columns: ["visitor_id"],
    notPersonal: { path: "the site page viewed, private paths masked" },
    links: [],
    // No IP address or user-agent string is stored (decision 0016): the device and browser families only.
    unlinkable:
      "a daily salted hash of the visitor; no address or phone leads to it, and a conversion's link to it is erased with the conversion's record; deleted by the retention job",
  },
  {
    table: "link_clicks",
    personal: true,
    key: ["id"],
    columns: ["ip_address", "user_agent"],
    notPersonal: { page_source: "the site page the link was on, private paths masked" },
    links: [],
    unlinkable:
      "the network address and user-agent columns are no longer written (decision 0016) and older rows leave with the retention job; nothing ties a click to an address or a phone",
  },

  // ---- People shown on the site: staff write and remove them on the content pages.
  {
    table: "team_members",
    personal: true,
    key: ["id"],
    columns: ["name", "linkedin_url", "image_path", "image_id", "translations"],
    links: [],
    unlinkable:
      "a team member shown on the About page, with their consent; no address or phone is stored; staff remove them there",
  },
  {
    table: "testimonials",
    personal: true,
    key: ["id"],
    columns: ["translations", "image_path", "image_id"],
    links: [],
    unlinkable:
      "a quoted client or worker, with their consent; no address or phone is stored; staff remove them on the content pages",
  },

  // ---- Nobody's data.
  { table: "settings", personal: false, reason: "the site's settings, written by staff" },
  {
    table: "erasure_ledger",
    personal: false,
    reason:
      "each erasure's identifiers as keyed hashes only (decision 0040), kept so a restore erases the person again; no address or phone, and nothing leads back to one without the server's secret",
  },
  { table: "analytics_salts", personal: false, reason: "one random salt per day for the visitor hash (decision 0016)" },
  { table: "traffic_daily", personal: false, reason: "daily counts per dimension; no visitor id" },
  { table: "filtered_traffic_daily", personal: false, reason: "daily counts of what the filters turned away" },
  { table: "link_clicks_daily_url", personal: false, reason: "daily click counts per link" },
  { table: "link_clicks_daily_referrer", personal: false, reason: "daily click counts per referring page" },
  { table: "link_clicks_daily_campaign", personal: false, reason: "daily click counts per campaign" },
  {
    table: "link_clicks_rollup_state",
    personal: false,
    reason: "how far the click roll-up has gone",
    notPersonal: { name: "the roll-up's name" },
  },
  {
    table: "setup_claim",
    personal: false,
    reason: "the first administrator's setup claim while it runs",
    notPersonal: { token: "a random one-time claim, no person's" },
  },
  {
    table: "clients",
    personal: false,
    reason: "the client organizations shown on the site",
    notPersonal: { name: "an organization's name", image_path: "its logo's path" },
  },
  { table: "statistics", personal: false, reason: "figures shown on the site" },
  { table: "faq_entries", personal: false, reason: "questions and answers shown on the site" },
  {
    table: "images",
    personal: false,
    reason: "uploaded pictures' hashes and sizes; a person's photo is found through the team member or testimonial showing it",
  },
  {
    table: "image_variants",
    personal: false,
    reason: "encoded forms of the site's pictures",
    notPersonal: { bytes: "a picture's encoded bytes, as the site shows it" },
  },
  { table: "shipped_text_sources", personal: false, reason: "hashes of the shipped dictionaries' entries" },
  {
    table: "job_runs",
    personal: false,
    reason: "what each background job last did",
    notPersonal: { name: "the job's name" },
  },
  {
    table: "mail_event_tokens",
    personal: false,
    reason: "signed webhooks' one-time tokens (decision 0025)",
    notPersonal: { token: "a mail service's one-time token, no person's" },
  },
  { table: "job_alert_openings", personal: false, reason: "which openings' alerts were queued" },
  {
    table: "kysely_migration",
    personal: false,
    reason: "the migrations applied",
    notPersonal: { name: "a migration's name" },
  },
  { table: "kysely_migration_lock", personal: false, reason: "the migrations' lock" },
  {
    table: "candidate_search_config",
    engines: ["sqlite"],
    personal: false,
    reason: "the full-text index's settings (decision 0037)",
  },
  {
    table: "candidate_search_data",
    engines: ["sqlite"],
    personal: false,
    reason:
      "the full-text index's b-tree blocks; with FTS5's secure-delete (migration 0031) a deleted candidate_search row's words leave them with the row (decision 0037)",
  },
  {
    table: "candidate_search_docsize",
    engines: ["sqlite"],
    personal: false,
    reason: "the token counts of candidate_search's rows",
  },
  {
    table: "candidate_search_idx",
    engines: ["sqlite"],
    personal: false,
    reason: "the full-text index's segment directory (first terms of its pages), maintained by SQLite",
  },
];

export const isPersonal = (entry: RegisterEntry): entry is PersonalEntry => entry.personal;

/** The register's entries on one engine. */
export function registerFor(engine: Engine, register: readonly RegisterEntry[] = PERSONAL_DATA_REGISTER): RegisterEntry[] {
  return register.filter((entry) => !entry.engines || entry.engines.includes(engine));
}

/** The entries a personal entry is found through (its parents), for ordering the walk. */
export function parentsOf(entry: PersonalEntry): string[] {
  return [...new Set(entry.links.flatMap(({ match }) => ("through" in match ? [match.through] : [])))];
}

/**
 * The personal entries in an order where every parent comes before the entries found through it;
 * reversed, children come before their parents (the order erasure deletes in).
 */
export function walkOrder(entries: readonly RegisterEntry[]): PersonalEntry[] {
  const personal = new Map(entries.filter(isPersonal).map((entry) => [entry.table, entry]));
  const ordered: PersonalEntry[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (entry: PersonalEntry) => {
    if (state.get(entry.table) === "done") return;
    if (state.get(entry.table) === "visiting") throw new Error(`The register's links loop through ${entry.table}`);
    state.set(entry.table, "visiting");
    for (const parent of parentsOf(entry)) {
      const found = personal.get(parent);
      if (!found) throw new Error(`${entry.table} is found through ${parent}, which is not a personal entry`);
      visit(found);
    }
    state.set(entry.table, "done");
    ordered.push(entry);
  };
  for (const entry of personal.values()) visit(entry);
  return ordered;
}
