/**
 * The daily housekeeping run: message auto-archive and retention (./messages.ts), then the
 * retention of finished emails, raw link clicks, raw page views, unconfirmed sign-ups (newsletter and
 * job alerts), caught spam, audit entries and bounce and complaint events (./retention.ts), closed
 * applications and the candidates nothing keeps any more (the careers service, decision 0035), people's
 * privacy requests (unconfirmed ones, and the addresses of answered ones: decision 0041), each
 * with its days from the admin settings, and of expired sessions. The steps are independent, so one that fails (a lock
 * timeout) does not keep the others from running; its error is reported with the result.
 */
import type { Database } from "../../db";
import type { ServerSettings } from "../../settings";
import { applyCandidateRetention } from "../careers";
import { runMessageHousekeeping } from "../records/messages";
import { deleteExpiredClientTokens } from "../requests/client-tokens";
import {
  deleteExpiredSessions,
  deleteFinishedEmails,
  deleteOldAuditEntries,
  deleteOldDeliveryEvents,
  deleteOldSpam,
  deleteRolledUpClicks,
  deleteRolledUpPageViews,
  deleteUnconfirmedJobAlertSubscribers,
  deleteUnconfirmedPrivacyRequests,
  deleteUnconfirmedSubscribers,
  forgetHandledPrivacyRequests,
} from "./retention";

/** The step of the message housekeeping proper; every other step is a retention. */
export const MESSAGES_STEP = "messages";

export interface HousekeepingReport {
  messagesArchived: number;
  messagesDeleted: number;
  emailsDeleted: number;
  clicksDeleted: number;
  pageViewsDeleted: number;
  subscribersDeleted: number;
  jobAlertSubscribersDeleted: number;
  spamDeleted: number;
  auditEntriesDeleted: number;
  expiredSessionsDeleted: number;
  deliveryEventsDeleted: number;
  applicationsDeleted: number;
  candidatesDeleted: number;
  /** Clients' private links past their expiry (decision 0038). */
  clientLinksDeleted: number;
  /** Privacy requests never confirmed, their link lapsed (decision 0041). */
  privacyRequestsDeleted: number;
  /** Answered privacy requests that kept their address for `privacyRecordDays` and now keep only its hash. */
  privacyRequestsForgotten: number;
  /** The steps that failed, by name, with their errors; empty when all ran. */
  failures: Array<{ step: string; error: unknown }>;
}

export type HousekeepingSettings = Pick<
  ServerSettings,
  | "autoArchiveMessages"
  | "messageRetentionDays"
  | "sentEmailRetentionDays"
  | "clickRetentionDays"
  | "pageViewRetentionDays"
  | "unconfirmedSubscriberRetentionDays"
  | "spamRetentionDays"
  | "auditRetentionDays"
  | "deliveryEventRetentionDays"
  | "applicationRetentionDays"
  | "privacyRecordDays"
>;

export async function runHousekeeping(
  database: Database,
  settings: HousekeepingSettings,
  now: Date = new Date(),
): Promise<HousekeepingReport> {
  const report: HousekeepingReport = {
    messagesArchived: 0,
    messagesDeleted: 0,
    emailsDeleted: 0,
    clicksDeleted: 0,
    pageViewsDeleted: 0,
    subscribersDeleted: 0,
    jobAlertSubscribersDeleted: 0,
    spamDeleted: 0,
    auditEntriesDeleted: 0,
    expiredSessionsDeleted: 0,
    deliveryEventsDeleted: 0,
    applicationsDeleted: 0,
    candidatesDeleted: 0,
    clientLinksDeleted: 0,
    privacyRequestsDeleted: 0,
    privacyRequestsForgotten: 0,
    failures: [],
  };
  const step = async (name: string, work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      report.failures.push({ step: name, error });
    }
  };
  await step(MESSAGES_STEP, async () => {
    const result = await runMessageHousekeeping(database.db, settings, now);
    report.messagesArchived = result.archived;
    report.messagesDeleted = result.deleted;
  });
  await step("emails", async () => {
    report.emailsDeleted = await deleteFinishedEmails(database, settings.sentEmailRetentionDays, now);
  });
  await step("clicks", async () => {
    report.clicksDeleted = await deleteRolledUpClicks(database, settings.clickRetentionDays, now);
  });
  await step("page views", async () => {
    report.pageViewsDeleted = await deleteRolledUpPageViews(database, settings.pageViewRetentionDays, now);
  });
  await step("subscribers", async () => {
    report.subscribersDeleted = await deleteUnconfirmedSubscribers(database, settings.unconfirmedSubscriberRetentionDays, now);
  });
  await step("job-alert subscribers", async () => {
    report.jobAlertSubscribersDeleted = await deleteUnconfirmedJobAlertSubscribers(
      database,
      settings.unconfirmedSubscriberRetentionDays,
      now,
    );
  });
  await step("spam", async () => {
    report.spamDeleted = await deleteOldSpam(database, settings.spamRetentionDays, now);
  });
  await step("audit", async () => {
    report.auditEntriesDeleted = await deleteOldAuditEntries(database, settings.auditRetentionDays, now);
  });
  await step("sessions", async () => {
    report.expiredSessionsDeleted = await deleteExpiredSessions(database, now);
  });
  await step("delivery events", async () => {
    report.deliveryEventsDeleted = await deleteOldDeliveryEvents(database, settings.deliveryEventRetentionDays, now);
  });
  await step("candidates", async () => {
    const candidates = await applyCandidateRetention(database, settings, now);
    report.applicationsDeleted = candidates.applicationsDeleted;
    report.candidatesDeleted = candidates.candidatesDeleted;
  });
  await step("client links", async () => {
    report.clientLinksDeleted = await deleteExpiredClientTokens(database.db, now);
  });
  await step("privacy requests", async () => {
    report.privacyRequestsDeleted = await deleteUnconfirmedPrivacyRequests(database, now);
    report.privacyRequestsForgotten = await forgetHandledPrivacyRequests(database, settings.privacyRecordDays, now);
  });
  return report;
}
