/**
 * Follow-up reminders (decision 0038): on a request's follow-up date (or the first run after it),
 * its owner gets one email naming every request of theirs that came due, and each request's
 * timeline a "reminder" event. A reminder is claimed by a conditional update of the request's row
 * (`follow_up_reminded_on` set to `follow_up_on` where it differs) in the transaction that queues
 * the email, so any number of instances running at once send each due reminder once: a second
 * claimer's update finds the row claimed (PostgreSQL re-checks the condition after the first
 * commits; SQLite writes one transaction at a time). A new follow-up date is reminded again.
 * Requests whose owner may no longer own requests wait for a new owner (the dashboard shows them).
 */
import { createElement } from "react";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { OPEN_STAGES, requestReference } from "~/lib/staff-requests/model";
import { requestAdminPath, utcDay } from "~/lib/staff-requests/pipeline";
import type { Database, DB } from "../../db";
import { nowIso } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import { emailText, renderEmail } from "../../mail/render";
import { RequestReminderEmail } from "../../mail/templates/RequestReminderEmail";
import { getSiteName } from "../../settings";
import { readLanguage } from "../accounts/staff-preferences";
import { contactDetails } from "../content/public";
import { siteTexts } from "../content/texts/site-texts";
import { recordRequestEvent } from "./events";
import { listRequestOwners, type RequestOwner } from "./owners";

/** Due requests read per pass: a backlog is worked through in passes of this size. */
export const REMINDER_BATCH = 1000;

export interface ReminderReport {
  /** Emails queued (one per owner with requests claimed). */
  emails: number;
  /** Requests whose reminder this run claimed. */
  reminded: number;
}

/** Open, owned requests due by `today` whose reminder for that date has not gone out. */
function dueRequests(db: DB, today: string) {
  return db
    .selectFrom("partnership_requests")
    .where("spam", "=", 0)
    .where("status", "in", OPEN_STAGES)
    .where("owner_id", "is not", null)
    .where("follow_up_on", "<=", today)
    .where((eb) => eb.or([eb("follow_up_reminded_on", "is", null), eb("follow_up_reminded_on", "<>", eb.ref("follow_up_on"))]));
}

/** The owners' languages: the one they chose for staff emails (My account), or the site's. */
async function ownerLanguages(db: DB, ids: string[]): Promise<Map<string, Language>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("staff_preferences")
    .select(["user_id", "summary_language"])
    .where("user_id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.user_id, readLanguage(row.summary_language, DEFAULT_LANGUAGE)]));
}

interface SiteFrame {
  publicUrl: string;
  siteName: string;
  address: string;
  texts: Awaited<ReturnType<typeof siteTexts>>;
}

interface DueRow {
  id: number;
  organization: string;
  follow_up_on: string | null;
}

/** The owner's email naming these requests, in their language. */
async function reminderEmail(site: SiteFrame, owner: RequestOwner, language: Language, rows: DueRow[], today: string) {
  const t = await emailText(language, site.texts, "request-staff-email");
  const items = [...rows]
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      reference: requestReference(row.id),
      organization: row.organization,
      followUpOn: row.follow_up_on ?? today,
      overdue: (row.follow_up_on ?? today) < today,
      url: `${site.publicUrl}${requestAdminPath(row.id)}`,
    }));
  const [first] = items;
  const rendered = await renderEmail(
    createElement(RequestReminderEmail, {
      t,
      language,
      siteName: site.siteName,
      address: site.address,
      name: owner.name,
      items,
      dashboardUrl: `${site.publicUrl}/admin/dashboard`,
    }),
  );
  const subject = t("reminder.subject", {
    count: items.length,
    organization: first?.organization ?? "",
    reference: first?.reference ?? "",
  });
  return { to: owner.email, subject, ...rendered };
}

/**
 * Claims the owner's due requests among `rows` and queues their email, in one transaction: nothing
 * claimed, nothing queued. The email is rendered before the transaction (it keeps the write lock
 * short); when another runner claimed some of the rows meanwhile, it is rendered again for the rest.
 * Answers how many were claimed.
 */
async function remindOwner(
  db: DB,
  site: SiteFrame,
  owner: RequestOwner,
  language: Language,
  rows: DueRow[],
  today: string,
): Promise<number> {
  const prepared = await reminderEmail(site, owner, language, rows, today);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("partnership_requests")
      .set((eb) => ({ follow_up_reminded_on: eb.ref("follow_up_on") }))
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .where("owner_id", "=", owner.id)
      .where("status", "in", OPEN_STAGES)
      .where("follow_up_on", "<=", today)
      .where((eb) => eb.or([eb("follow_up_reminded_on", "is", null), eb("follow_up_reminded_on", "<>", eb.ref("follow_up_on"))]))
      .returning(["id", "organization", "follow_up_on"])
      .execute();
    if (claimed.length === 0) return 0;
    const same =
      claimed.length === rows.length &&
      claimed.every((row) => rows.some((read) => read.id === row.id && read.follow_up_on === row.follow_up_on));
    await enqueueEmail(trx, same ? prepared : await reminderEmail(site, owner, language, claimed, today));
    const at = nowIso();
    for (const row of claimed) {
      await recordRequestEvent(trx, { requestId: row.id, kind: "reminder", detail: { on: row.follow_up_on, to: owner.id } }, at);
    }
    return claimed.length;
  });
}

/** One run: every due reminder claimed and queued, owner by owner. */
export async function sendDueReminders(database: Database, publicUrl: string, now = new Date()): Promise<ReminderReport> {
  const { db } = database;
  const today = utcDay(now);
  const report: ReminderReport = { emails: 0, reminded: 0 };
  const owners = new Map((await listRequestOwners(database)).map((owner) => [owner.id, owner]));
  if (owners.size === 0) return report;
  let site: SiteFrame | undefined;
  let afterId = 0;
  for (;;) {
    const due = await dueRequests(db, today)
      .select(["id", "owner_id", "organization", "follow_up_on"])
      .where("id", ">", afterId)
      .where("owner_id", "in", [...owners.keys()])
      .orderBy("id")
      .limit(REMINDER_BATCH)
      .execute();
    if (due.length === 0) return report;
    afterId = due.at(-1)?.id ?? afterId;
    if (!site) {
      const [siteName, contact, texts] = await Promise.all([getSiteName(db), contactDetails(database), siteTexts(database)]);
      site = { publicUrl, siteName, address: contact.address, texts };
    }
    const rowsOf = new Map<string, DueRow[]>();
    for (const row of due) {
      if (!row.owner_id) continue;
      rowsOf.set(row.owner_id, [...(rowsOf.get(row.owner_id) ?? []), row]);
    }
    const languages = await ownerLanguages(db, [...rowsOf.keys()]);
    for (const [ownerId, rows] of rowsOf) {
      const owner = owners.get(ownerId);
      if (!owner) continue;
      const claimed = await remindOwner(db, site, owner, languages.get(ownerId) ?? DEFAULT_LANGUAGE, rows, today);
      if (claimed > 0) {
        report.emails += 1;
        report.reminded += claimed;
      }
    }
    if (due.length < REMINDER_BATCH) return report;
  }
}
