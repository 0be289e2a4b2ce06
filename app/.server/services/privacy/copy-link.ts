/**
 * The copy's download link (decision 0041): a done copy request opens by its token until
 * `copy_expires_at`, any number of times, so a download cut off half way can be tried again. A
 * malformed, unknown, lapsed or erasure request's token opens nothing, and says nothing of why.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/i18n/languages";
import type { DB } from "../../db";
import { hashPrivacyToken, PRIVACY_TOKEN_PATTERN } from "./request-links";

export interface CopyRequest {
  id: number;
  email: string;
  language: Language;
}

/** The done copy request a token opens now, or undefined: malformed, unknown, expired or of another kind alike. */
export async function copyRequestOfToken(db: DB, token: string, now = new Date()): Promise<CopyRequest | undefined> {
  if (!PRIVACY_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("privacy_requests")
    .select(["id", "email", "language"])
    .where("copy_token_hash", "=", hashPrivacyToken(token))
    .where("kind", "=", "copy")
    .where("status", "=", "done")
    .where("copy_expires_at", ">", now.toISOString())
    .executeTakeFirst();
  // An address already forgotten (the record kept past its retention) has nothing left to copy.
  if (!row?.email) return undefined;
  return { id: row.id, email: row.email, language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE };
}

/**
 * Notes that the copy was downloaded: the first time, the proof that the answer reached the
 * person (later downloads of the same copy add nothing to it).
 */
export async function recordCopyDownload(db: DB, id: number, now = new Date()): Promise<void> {
  await db
    .updateTable("privacy_requests")
    .set({ copy_downloaded_at: now.toISOString() })
    .where("id", "=", id)
    .where("copy_downloaded_at", "is", null)
    .execute();
}
