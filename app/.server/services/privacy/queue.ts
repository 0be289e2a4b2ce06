/**
 * Staff's queue of people's privacy requests (decision 0041): the confirmed ones, open first by
 * their deadline, or those answered lately; one request with what the register finds for its
 * address; and the open ones near their deadline, for the dashboard and the system page. The
 * address is shown to staff, who need it to answer; nothing here logs or audits it.
 */
import type { Language } from "~/i18n/languages";
import { PRIVACY_WARNING_DAYS, type PrivacyQueueFilter } from "~/lib/privacy/requests";
import type { Database } from "../../db";
import type { PrivacyRequestKind, PrivacyRequestStatus } from "../../db/schema";
import { serverI18n } from "../../i18n";
import { getSetting } from "../../settings";
import { siteTexts } from "../content";
import { confirmedBefore, type Deadline, daysAfter, deadlineOf } from "./deadline";
import { findPersonalData } from "./find";

/** How many handled requests the queue shows: the recent answers, not an archive. */
export const HANDLED_SHOWN = 100;

export interface PrivacyQueueRow extends Deadline {
  id: number;
  kind: PrivacyRequestKind;
  /** Null once the person was erased or the record kept past `privacyRecordDays`. */
  email: string | null;
  language: string;
  status: PrivacyRequestStatus;
  confirmedAt: string;
  handledAt: string | null;
}

const QUEUE_COLUMNS = ["id", "kind", "email", "language", "status", "confirmed_at", "handled_at"] as const;

function rowOf(
  row: {
    id: number;
    kind: PrivacyRequestKind;
    email: string | null;
    language: string;
    status: PrivacyRequestStatus;
    confirmed_at: string | null;
    handled_at: string | null;
  },
  requestDays: number,
  now: Date,
): PrivacyQueueRow {
  const confirmedAt = row.confirmed_at ?? "";
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    language: row.language,
    status: row.status,
    confirmedAt,
    handledAt: row.handled_at,
    ...deadlineOf(confirmedAt, requestDays, now),
  };
}

/** Open requests (the oldest deadline first), or the latest answered ones (newest first). */
export async function privacyRequestQueue(
  database: Database,
  { now = new Date(), status = "open" }: { now?: Date; status?: PrivacyQueueFilter } = {},
): Promise<PrivacyQueueRow[]> {
  const requestDays = await getSetting(database.db, "privacyRequestDays");
  const base = database.db.selectFrom("privacy_requests").select(QUEUE_COLUMNS).where("confirmed_at", "is not", null);
  const rows =
    status === "open"
      ? await base.where("status", "=", "open").orderBy("confirmed_at").orderBy("id").execute()
      : await base
          .where("status", "in", ["done", "refused"])
          .orderBy("handled_at", "desc")
          .orderBy("id", "desc")
          .limit(HANDLED_SHOWN)
          .execute();
  return rows.map((row) => rowOf(row, requestDays, now));
}

export interface FoundTable {
  table: string;
  /** What the table's rows are, in the staff member's language (the `privacy-register` dictionary). */
  meaning: string;
  count: number;
}

export interface PersonCv {
  id: number;
  fileName: string;
  sizeBytes: number;
  scanState: string;
}

export interface PrivacyRequestDetail {
  request: PrivacyQueueRow & { refusalReason: string | null; copyExpiresAt: string | null; copyDownloadedAt: string | null };
  /** What the register finds for the address, per table; empty once the address is gone. */
  found: FoundTable[];
  total: number;
  cvs: PersonCv[];
}

/** One request, with what the register holds for its address and the person's CVs. */
export async function privacyRequestDetail(
  database: Database,
  id: number,
  { now = new Date(), language }: { now?: Date; language: Language },
): Promise<PrivacyRequestDetail | undefined> {
  const stored = await database.db
    .selectFrom("privacy_requests")
    .select([...QUEUE_COLUMNS, "refusal_reason", "copy_expires_at", "copy_downloaded_at"])
    .where("id", "=", id)
    .where("confirmed_at", "is not", null)
    .executeTakeFirst();
  if (!stored) return undefined;
  const requestDays = await getSetting(database.db, "privacyRequestDays");
  const found = stored.email ? (await findPersonalData(database, { email: stored.email })).entries : [];
  const t = (await serverI18n(language, await siteTexts(database))).getFixedT(language, "privacy-register");
  const cvIds = (found.find((entry) => entry.table === "cv_files")?.ids ?? []).map(Number);
  const cvs =
    cvIds.length === 0
      ? []
      : await database.db
          .selectFrom("cv_files")
          .select(["id", "display_name", "size_bytes", "scan_state"])
          .where("id", "in", cvIds)
          .orderBy("id")
          .execute();
  return {
    request: {
      ...rowOf(stored, requestDays, now),
      refusalReason: stored.refusal_reason,
      copyExpiresAt: stored.copy_expires_at,
      copyDownloadedAt: stored.copy_downloaded_at,
    },
    found: found.map((entry) => ({ table: entry.table, meaning: t(`tables.${entry.table}`), count: entry.count })),
    total: found.reduce((sum, entry) => sum + entry.count, 0),
    cvs: cvs.map((cv) => ({ id: cv.id, fileName: cv.display_name, sizeBytes: cv.size_bytes, scanState: cv.scan_state })),
  };
}

export interface PrivacyDeadlines {
  /** Open requests due within the warning window, the late ones included. */
  due: number;
  late: number;
  /** The soonest deadline among them, ISO; null when none. */
  soonest: string | null;
  warningDays: number;
}

/** Open requests due within PRIVACY_WARNING_DAYS, or late: the dashboard's and the system page's warning. */
export async function privacyRequestsNearDeadline(database: Database, now = new Date()): Promise<PrivacyDeadlines> {
  const requestDays = await getSetting(database.db, "privacyRequestDays");
  const dueBy = confirmedBefore(daysAfter(now, PRIVACY_WARNING_DAYS), requestDays);
  const lateBy = confirmedBefore(now, requestDays);
  const row = await database.db
    .selectFrom("privacy_requests")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("due"),
      eb.fn.sum<string | number | null>(eb.case().when("confirmed_at", "<", lateBy).then(1).else(0).end()).as("late"),
      eb.fn.min("confirmed_at").as("oldest"),
    ])
    .where("status", "=", "open")
    .where("confirmed_at", "is not", null)
    .where("confirmed_at", "<=", dueBy)
    .executeTakeFirstOrThrow();
  return {
    due: Number(row.due),
    late: Number(row.late ?? 0),
    soonest: row.oldest ? deadlineOf(row.oldest, requestDays, now).deadline : null,
    warningDays: PRIVACY_WARNING_DAYS,
  };
}
