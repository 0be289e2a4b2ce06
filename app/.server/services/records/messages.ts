/**
 * Contact messages as the admin Messages page reads and manages them (docs/product.md sections 3 and 9), and
 * the daily housekeeping the settings switch on: read messages archived, archived ones deleted once
 * older than the retention period. Every function works the same on SQLite and PostgreSQL.
 */
import { type ExpressionBuilder, sql } from "kysely";
import { MESSAGE_FILTERS, type MessageFilter } from "~/lib/admin/message-filters";
import type { MessageAction } from "~/lib/validation/messages";
import { readRecordId } from "~/lib/validation/rules";
import type { Database, DB } from "../../db";
import { containsPattern, likeInsensitive, PAGE_SIZE, pageCount } from "../../db/list-query";
import type { Engine } from "../../db/migrations/context";
import { type DatabaseSchema, toFlag } from "../../db/schema";
import type { ServerSettings } from "../../settings";
import type { AuditAction, AuditActor } from "../operations/audit";
import { changeFound } from "./records-common";
import { markNotSpam, markSpamAudited } from "./spam";
import type { SubmissionContext } from "./submissions";

/** At most this many ids in one bulk action: a page holds 25, so more is not a person clicking. */
export const MAX_BULK_IDS = 100;
const SNIPPET_LENGTH = 140;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MessageSummary {
  id: number;
  name: string;
  email: string;
  subject: string;
  /** The start of the text on one line, for the list. */
  snippet: string;
  createdAt: string;
  read: boolean;
  archived: boolean;
  /** Caught by the honeypot or marked by staff: kept out of every other tab (decision 0015). */
  spam: boolean;
}

export interface Message extends Omit<MessageSummary, "snippet"> {
  message: string;
  language: string;
}

export interface MessageListQuery {
  search: string;
  filter: MessageFilter;
  page: number;
}

export interface MessageList {
  rows: MessageSummary[];
  /** Messages of the current filter (and search). */
  total: number;
  page: number;
  pageCount: number;
  /** Messages of each filter under the current search, for the filter tabs. */
  counts: Record<MessageFilter, number>;
}

type Contacts = ExpressionBuilder<DatabaseSchema, "contacts">;

const SEARCHED_COLUMNS = ["name", "email", "subject", "message"] as const;

function matchesSearch(engine: Engine, search: string) {
  const pattern = containsPattern(search);
  return (eb: Contacts) => eb.or(SEARCHED_COLUMNS.map((column) => likeInsensitive(engine, eb.ref(column), pattern)));
}

/** "all" is the inbox: everything neither archived nor spam; spam shows only under its own tab. */
function matchesFilter(filter: MessageFilter) {
  return (eb: Contacts) => {
    if (filter === "spam") return eb("spam", "=", 1);
    if (filter === "archived") return eb.and([eb("spam", "=", 0), eb("archived", "=", 1)]);
    if (filter === "unread") return eb.and([eb("spam", "=", 0), eb("archived", "=", 0), eb("read", "=", 0)]);
    return eb.and([eb("spam", "=", 0), eb("archived", "=", 0)]);
  };
}

function searched({ db, engine }: Database, search: string) {
  const query = db.selectFrom("contacts");
  return search ? query.where(matchesSearch(engine, search)) : query;
}

/** One line of at most SNIPPET_LENGTH characters, cut on a character (not a UTF-16 unit). */
function snippetOf(text: string): string {
  const characters = Array.from(text.replace(/\s+/g, " ").trim());
  return characters.length > SNIPPET_LENGTH ? `${characters.slice(0, SNIPPET_LENGTH).join("").trimEnd()}…` : characters.join("");
}

async function countOf(database: Database, filter: MessageFilter): Promise<number> {
  const row = await database.db
    .selectFrom("contacts")
    .where(matchesFilter(filter))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The four tab counts. Without a search each is its own count, answered from the
 * (spam, archived, read, created_at, id) index; a search has to read every row anyway, so it reads
 * them once for all four (`count(case ...)` counts the rows where the case is not null).
 */
async function countByFilter(database: Database, search: string): Promise<Record<MessageFilter, number>> {
  if (!search) {
    const [all, unread, archived, spam] = await Promise.all(MESSAGE_FILTERS.map((filter) => countOf(database, filter)));
    return { all: all ?? 0, unread: unread ?? 0, archived: archived ?? 0, spam: spam ?? 0 };
  }
  const row = await searched(database, search)
    .select([
      sql<number | string>`count(case when spam = 0 and archived = 0 then 1 end)`.as("inbox"),
      sql<number | string>`count(case when spam = 0 and archived = 0 and ${sql.ref("read")} = 0 then 1 end)`.as("unread"),
      sql<number | string>`count(case when spam = 0 and archived = 1 then 1 end)`.as("archived"),
      sql<number | string>`count(case when spam = 1 then 1 end)`.as("spam"),
    ])
    .executeTakeFirst();
  return {
    all: Number(row?.inbox ?? 0),
    unread: Number(row?.unread ?? 0),
    archived: Number(row?.archived ?? 0),
    spam: Number(row?.spam ?? 0),
  };
}

/**
 * Newest first, 25 a page; a page past the end shows the last one. The page's ids are picked first
 * from the (spam, archived, created_at, id) index alone (the unread filter's has `read` too), then only those 25 rows are read: a deep OFFSET
 * then skips index entries instead of whole rows with their message text.
 */
export async function listMessages(database: Database, query: MessageListQuery): Promise<MessageList> {
  const counts = await countByFilter(database, query.search);
  const total = counts[query.filter];
  const pages = pageCount(total);
  const page = Math.min(query.page, pages);
  const pageIds = searched(database, query.search)
    .select("id")
    .where(matchesFilter(query.filter))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const rows = await database.db
    .selectFrom("contacts")
    .select(["id", "name", "email", "subject", "created_at", "read", "archived", "spam"])
    // Only the start of each text leaves the database; the list never shows more.
    .select(sql<string>`substr(message, 1, ${SNIPPET_LENGTH * 2})`.as("excerpt"))
    .where("id", "in", pageIds)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      snippet: snippetOf(row.excerpt),
      createdAt: row.created_at,
      read: toFlag(row.read),
      archived: toFlag(row.archived),
      spam: toFlag(row.spam),
    })),
    total,
    page,
    pageCount: pages,
    counts,
  };
}

export async function getMessage(db: DB, id: number): Promise<Message | undefined> {
  const row = await db.selectFrom("contacts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language,
    createdAt: row.created_at,
    read: toFlag(row.read),
    archived: toFlag(row.archived),
    spam: toFlag(row.spam),
  };
}

export type IdsResult = { ok: true; ids: number[] } | { ok: false; error: "noneSelected" | "invalidIds" | "tooMany" };

/**
 * The ids of a form (`id` once, or `ids` for a bulk action): each read by the one record-id rule,
 * at most MAX_BULK_IDS of them, duplicates dropped. Anything else is refused whole, never half applied.
 */
export function parseMessageIds(values: readonly unknown[]): IdsResult {
  const ids = new Set<number>();
  for (const value of values) {
    const id = readRecordId(value);
    if (id === undefined) return { ok: false, error: "invalidIds" };
    ids.add(id);
  }
  if (ids.size === 0) return { ok: false, error: "noneSelected" };
  if (ids.size > MAX_BULK_IDS) return { ok: false, error: "tooMany" };
  return { ok: true, ids: [...ids] };
}

/** Sets one flag of the messages; answers how many exist among the ids. */
async function setFlag(db: DB, ids: readonly number[], flag: "read" | "archived", on: boolean): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable("contacts")
    .set({ [flag]: on ? 1 : 0 })
    .where("id", "in", [...ids])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks messages read or unread; answers how many exist among the ids. */
export const setMessagesRead = (db: DB, ids: readonly number[], read: boolean) => setFlag(db, ids, "read", read);

/** Archives or restores messages; answers how many exist among the ids. */
export const setMessagesArchived = (db: DB, ids: readonly number[], archived: boolean) => setFlag(db, ids, "archived", archived);

/** Deletes messages for good; answers how many there were. */
export async function deleteMessages(db: DB, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom("contacts")
    .where("id", "in", [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** What a button of the Messages page asks for (its schema: ~/lib/validation/messages). */
export type MessageIntent = MessageAction["intent"];
/** The intents that change flags or delete; spam and not spam are ./spam.ts's, for every visitor table. */
type MessageChangeIntent = Exclude<MessageIntent, "markSpam" | "notSpam">;

/** A change of some messages, and the name of its audit entry. */
export interface MessageChange {
  action: AuditAction;
  apply: (db: DB, ids: readonly number[]) => Promise<number>;
}

const CHANGES: Record<MessageChangeIntent, MessageChange> = {
  markRead: { action: "message.read", apply: (db, ids) => setMessagesRead(db, ids, true) },
  markUnread: { action: "message.unread", apply: (db, ids) => setMessagesRead(db, ids, false) },
  archive: { action: "message.archive", apply: (db, ids) => setMessagesArchived(db, ids, true) },
  restore: { action: "message.restore", apply: (db, ids) => setMessagesArchived(db, ids, false) },
  delete: { action: "message.delete", apply: deleteMessages },
};

/**
 * A change of one or several messages, with one audit entry naming the ids it found, in one
 * transaction; answers how many it found (none: no change, no entry).
 */
export function changeMessages(
  { db }: Database,
  actor: AuditActor,
  { action, apply }: MessageChange,
  ids: readonly number[],
): Promise<number> {
  return changeFound(db, actor, "contacts", ids, { action, type: "message" }, apply);
}

export function changeMessageFlags(database: Database, actor: AuditActor, intent: MessageChangeIntent, ids: readonly number[]) {
  return changeMessages(database, actor, CHANGES[intent], ids);
}

/**
 * One action of the Messages page on one or several messages; answers how many it found. "Not
 * spam" queues each moved message's staff notification (./spam.ts), hence the site's context.
 */
export function applyMessageIntent(
  context: SubmissionContext,
  actor: AuditActor,
  intent: MessageIntent,
  ids: readonly number[],
): Promise<number> {
  if (intent === "notSpam") return markNotSpam(context, actor, "contacts", ids);
  if (intent === "markSpam") return markSpamAudited(context.database.db, actor, "contacts", ids);
  return changeMessageFlags(context.database, actor, intent, ids);
}

/**
 * The message the page opens (its `?open=` parameter), undefined when there is none by that id.
 * Opening marks it read only for someone who may change messages (`actor`); a viewer leaves it as it was.
 */
export async function openMessage(database: Database, id: number, actor: AuditActor | undefined): Promise<Message | undefined> {
  const message = await getMessage(database.db, id);
  if (!message || message.read || !actor) return message;
  await changeMessageFlags(database, actor, "markRead", [message.id]);
  return { ...message, read: true };
}

export interface HousekeepingResult {
  archived: number;
  deleted: number;
}

/**
 * The daily job's work. Retention first: archived messages received more than
 * `messageRetentionDays` ago are deleted. Then, when auto-archive is on, read messages older than
 * that are archived; they go at the next run, so staff get a day to see and restore them.
 * A retention that is not a whole number of days of at least one does nothing at all, so a bad
 * stored value can never empty the table.
 */
export async function runMessageHousekeeping(
  db: DB,
  settings: Pick<ServerSettings, "autoArchiveMessages" | "messageRetentionDays">,
  now: Date = new Date(),
): Promise<HousekeepingResult> {
  const days = settings.messageRetentionDays;
  if (!Number.isInteger(days) || days < 1) return { archived: 0, deleted: 0 };
  // created_at is ISO-8601 UTC text of one format everywhere, so text order is time order.
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const deleted = await db.deleteFrom("contacts").where("archived", "=", 1).where("created_at", "<", cutoff).executeTakeFirst();
  let archived = 0;
  if (settings.autoArchiveMessages) {
    const result = await db
      .updateTable("contacts")
      .set({ archived: 1 })
      .where("spam", "=", 0)
      .where("archived", "=", 0)
      .where("read", "=", 1)
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    archived = Number(result.numUpdatedRows);
  }
  return { archived, deleted: Number(deleted.numDeletedRows) };
}
