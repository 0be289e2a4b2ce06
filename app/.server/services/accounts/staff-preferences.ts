/**
 * Each staff member's own preferences (migration 0015): whether they receive the weekly traffic
 * summary (decision 0016), and in which language. A member who never saved them has the summary
 * off and the language the admin area is shown to them in.
 */
import { isLanguage, type Language } from "~/i18n/languages";
import type { DB } from "../../db";
import { nowIso, toFlag } from "../../db/schema";
import { type AuditActor, audited, changedValues } from "../operations/audit";

export interface StaffPreferences {
  weeklySummary: boolean;
  summaryLanguage: Language;
}

async function storedPreferences(db: DB, userId: string): Promise<StaffPreferences | undefined> {
  const row = await db
    .selectFrom("staff_preferences")
    .select(["weekly_summary", "summary_language"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { weeklySummary: toFlag(row.weekly_summary), summaryLanguage: readLanguage(row.summary_language, "en") };
}

/** A stored language as one the site speaks; anything else (a row written by hand) reads as the fallback. */
export function readLanguage(value: string, fallback: Language): Language {
  return isLanguage(value) ? value : fallback;
}

/** The member's preferences, or the defaults: the summary off, in `adminLanguage` (the language their admin area is in). */
export async function readStaffPreferences(db: DB, userId: string, adminLanguage: Language): Promise<StaffPreferences> {
  return (await storedPreferences(db, userId)) ?? { weeklySummary: false, summaryLanguage: adminLanguage };
}

/**
 * Saves the member's preferences with their audit entry in one transaction. A first save records
 * every value; a later one only what changed, and nothing at all when nothing did.
 */
export async function saveStaffPreferences(
  db: DB,
  actor: AuditActor,
  userId: string,
  preferences: StaffPreferences,
): Promise<StaffPreferences> {
  return audited(db, actor, async (trx) => {
    const before = await storedPreferences(trx, userId);
    const changed = before ? changedValues(before, preferences) : { before: undefined, after: preferences };
    if (!changed) return { result: preferences };
    const values = {
      weekly_summary: preferences.weeklySummary ? 1 : 0,
      summary_language: preferences.summaryLanguage,
      updated_at: nowIso(),
    } as const;
    await trx
      .insertInto("staff_preferences")
      .values({ user_id: userId, ...values })
      .onConflict((conflict) => conflict.column("user_id").doUpdateSet(values))
      .execute();
    return {
      result: preferences,
      entry: { action: "account.preferences_update", target: { type: "user", id: userId }, ...changed },
    };
  });
}
