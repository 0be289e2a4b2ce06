/**
 * Admin settings that govern the server (docs/architecture.md, improvement 3), kept in the `settings` table as JSON
 * values under their names. Missing rows read as the defaults of docs/product.md section 9.
 */

import type { ServerSettings } from "~/lib/validation/settings-fields";
import type { DB } from "./db";
import { nowIso } from "./db/schema";
import { type AuditActor, audited, changedValues } from "./services/operations/audit";

export type { ServerSettings };

export const DEFAULT_SETTINGS: ServerSettings = {
  siteName: "Crestway Hospitality",
  contactEmail: "",
  notificationsEnabled: true,
  allowSignUp: false,
  newsletterDoubleOptIn: false,
  autoArchiveMessages: false,
  messageRetentionDays: 30,
  // The outbox copy only serves delivery and its troubleshooting: a month covers both.
  sentEmailRetentionDays: 30,
  // A quarter of raw clicks lets staff look into a recent spike or rebuild a roll-up; the
  // dashboard reads the roll-ups, which are kept for good.
  clickRetentionDays: 90,
  // A season of raw views, like the clicks; the traffic view reads the roll-up, kept for good (decision 0016).
  pageViewRetentionDays: 90,
  // Confirmation links do not expire; a month is ample time to use one.
  unconfirmedSubscriberRetentionDays: 30,
  // Ten a second: what a shared SMTP relay accepts without throttling us; staff raise it for their own.
  campaignSendRatePerMinute: 600,
  // A month to notice an enquiry the spam filter caught by mistake.
  spamRetentionDays: 30,
  // A year answers "who changed this?" across a season and its review.
  auditRetentionDays: 365,
  // Off until staff choose a time: the operator may back up by other means (decision 0019).
  backupTime: "",
  // A week of dailies: a mistake noticed days later can still be undone.
  backupKeep: 7,
  // Off until an administrator asks for it: staff first need time to add a passkey or an authenticator.
  requireTwoFactor: false,
  // Three temporary refusals in a fortnight: a full mailbox for days, not one busy afternoon.
  softBounceLimit: 3,
  softBounceWindowDays: 14,
  // A year of campaign reports with their bounces and complaints.
  deliveryEventRetentionDays: 365,
  // Six months after an application closes: time to answer a question about it, then it goes.
  applicationRetentionDays: 180,
  // Two years in the talent pool: two seasons' hiring, the usual term agencies ask consent for.
  talentPoolRetentionDays: 730,
  // A week without a call, an email or a note: a client waiting that long is a client being lost.
  staleRequestDays: 7,
  // Eight weeks before the season: time for the client to confirm and for staff to recruit.
  reorderLeadDays: 56,
  // Six months: long enough to follow a season's placements from the same link.
  clientLinkDays: 180,
  // The GDPR's month (decision 0041); the African markets' laws give similar terms.
  privacyRequestDays: 30,
  // A year of proof that a request was answered, then only the address's keyed hash stays (decision 0041).
  privacyRecordDays: 365,
};

export async function getSettings(db: DB): Promise<ServerSettings> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).execute();
  const stored: Partial<Record<keyof ServerSettings, unknown>> = {};
  for (const row of rows) {
    if (row.key in DEFAULT_SETTINGS) stored[row.key as keyof ServerSettings] = JSON.parse(row.value);
  }
  return { ...DEFAULT_SETTINGS, ...stored } as ServerSettings;
}

/** One setting, read alone (a hot path that needs only it); its default when never saved. */
export async function getSetting<Key extends keyof ServerSettings>(db: DB, key: Key): Promise<ServerSettings[Key]> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as ServerSettings[Key]) : DEFAULT_SETTINGS[key];
}

export function getSiteName(db: DB): Promise<string> {
  return getSetting(db, "siteName");
}

/**
 * Saves the changed settings and their audit entry (the values before and after) in one
 * transaction; a save that changes nothing writes nothing.
 */
export async function updateSettings(db: DB, actor: AuditActor, changes: Partial<ServerSettings>): Promise<ServerSettings> {
  const updatedAt = nowIso();
  await audited(db, actor, async (trx) => {
    const changed = changedValues(await getSettings(trx), changes);
    for (const [key, value] of Object.entries(changed?.after ?? {})) {
      if (!(key in DEFAULT_SETTINGS)) continue;
      await trx
        .insertInto("settings")
        .values({ key, value: JSON.stringify(value), updated_at: updatedAt })
        .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: JSON.stringify(value), updated_at: updatedAt }))
        .execute();
    }
    return { result: undefined, entry: changed && { action: "settings.update", target: { type: "settings" }, ...changed } };
  });
  return getSettings(db);
}
