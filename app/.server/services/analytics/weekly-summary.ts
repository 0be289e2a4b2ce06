/**
 * The weekly traffic summary (decision 0016): each Monday from SUMMARY_HOUR_UTC, every active staff
 * member who turned it on (My account) gets last week's figures beside the week before's, in the
 * language they chose. Once per week across all instances: the week is claimed through a state row
 * of `link_clicks_rollup_state` as the roll-ups claim their days (../rollup-state.ts), and the
 * emails are queued in the outbox in that same transaction, so they are queued once or not at all.
 */
import { createElement } from "react";
import type { Language } from "~/i18n/languages";
import { STAFF_ROLES } from "~/lib/admin/permissions";
import { trafficQuery } from "~/lib/traffic/model";
import type { Database, DB } from "../../db";
import type { OutboxMessage } from "../../mail/message";
import { enqueueEmail } from "../../mail/outbox";
import { emailText, renderEmail } from "../../mail/render";
import { FIGURE_TABLES, formatWeek, WeeklySummary } from "../../mail/templates/WeeklySummary";
import { getSiteName } from "../../settings";
import { readLanguage } from "../accounts/staff-preferences";
import { contactDetails } from "../content/public";
import { type SiteTexts, siteTexts } from "../content/texts/site-texts";
import type { DayRange } from "./dashboard-range";
import { claimRun, recordRun, stateThrough } from "./rollup-state";
import { summaryWeek, type WeeklyFigures, weeklyFigures } from "./weekly-figures";

/** The state row's name; its `through_day` is the Monday of the last week whose summary was queued. */
export const SUMMARY_STATE = "weekly_summary";

export interface WeeklySummaryContext {
  database: Database;
  /** The site's address, for the links to the traffic view and My account. */
  publicUrl: string;
}

export interface SummaryRecipient {
  userId: string;
  email: string;
  name: string;
  language: Language;
}

export type WeeklySummaryOutcome =
  | { status: "queued"; week: DayRange; emails: number }
  /** This week's summary was queued already, here or by another instance. */
  | { status: "alreadySent"; week: DayRange };

/** The Monday of the last week whose summary was queued, or undefined before the first. */
export async function lastSummaryWeek(db: DB): Promise<string | undefined> {
  return stateThrough(db, SUMMARY_STATE);
}

/**
 * Staff who asked for the summary and may still sign in: an admin-area role, not banned and not
 * deactivated (./users.ts reads "active" the same way).
 */
export async function summaryRecipients({ db, engine }: Database): Promise<SummaryRecipient[]> {
  const rows = await db
    .selectFrom("staff_preferences")
    .innerJoin("user", "user.id", "staff_preferences.user_id")
    .leftJoin("profiles", "profiles.user_id", "user.id")
    .select(["user.id", "user.email", "user.name", "profiles.full_name", "staff_preferences.summary_language"])
    .where("staff_preferences.weekly_summary", "=", 1)
    .where("user.role", "in", STAFF_ROLES)
    .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", engine === "sqlite" ? 0 : false)]))
    .where((eb) => eb.or([eb("profiles.is_active", "is", null), eb("profiles.is_active", "=", 1)]))
    .orderBy("user.email")
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    name: row.full_name || row.name,
    language: readLanguage(row.summary_language, "en"),
  }));
}

interface SiteFrame {
  publicUrl: string;
  siteName: string;
  address: string;
  texts: SiteTexts;
}

/** One recipient's email, in their language. */
export async function weeklySummaryMessage(
  site: SiteFrame,
  figures: WeeklyFigures,
  recipient: SummaryRecipient,
): Promise<OutboxMessage> {
  const { language } = recipient;
  const t = await emailText(language, site.texts);
  const { html, text } = await renderEmail(
    createElement(WeeklySummary, {
      t,
      language,
      siteName: site.siteName,
      address: site.address,
      name: recipient.name,
      figures,
      trafficUrl: `${site.publicUrl}/admin/traffic?${trafficQuery(figures.week, null)}`,
      accountUrl: `${site.publicUrl}/admin/account`,
    }),
    { tables: FIGURE_TABLES },
  );
  const subject = t("weeklySummary.subject", { siteName: site.siteName, week: formatWeek(language, figures.week) });
  return { to: recipient.email, subject, html, text };
}

/**
 * Queues the summary that is due at `now` (./weekly-figures.ts, `summaryWeek`) unless it was
 * queued already. The figures and emails are prepared first, outside any transaction (the report
 * reads through the database handle); the claim, the queueing and the new state then commit
 * together. A week without recipients is recorded all the same, so it is not looked at again.
 */
export async function sendWeeklySummaries(
  { database, publicUrl }: WeeklySummaryContext,
  now: Date = new Date(),
): Promise<WeeklySummaryOutcome> {
  const week = summaryWeek(now);
  const sentThrough = await lastSummaryWeek(database.db);
  if (sentThrough !== undefined && sentThrough >= week.from) return { status: "alreadySent", week };

  const recipients = await summaryRecipients(database);
  const messages: OutboxMessage[] = [];
  if (recipients.length > 0) {
    const [figures, siteName, contact, texts] = await Promise.all([
      weeklyFigures(database, week, now),
      getSiteName(database.db),
      contactDetails(database),
      siteTexts(database),
    ]);
    const site = { publicUrl, siteName, address: contact.address, texts };
    for (const recipient of recipients) messages.push(await weeklySummaryMessage(site, figures, recipient));
  }

  const claimed = await database.db.transaction().execute(async (trx) => {
    // A concurrent run waits on the claim, then finds this week (or a later one) claimed.
    if (!(await claimRun(trx, SUMMARY_STATE, week.from))) return false;
    for (const message of messages) await enqueueEmail(trx, message);
    await recordRun(trx, SUMMARY_STATE, week.from);
    return true;
  });
  return claimed ? { status: "queued", week, emails: messages.length } : { status: "alreadySent", week };
}
