/**
 * A person's request for a copy or the erasure of their data (decision 0041), from the public page
 * to staff's queue: asked (unconfirmed, with an emailed link), then confirmed by posting the link's
 * page (open, its deadline running). The address is proved before anything is looked up: every
 * address typed gets the same email, known or not, and nothing here reads the person's data.
 */
import type { Language } from "~/i18n/languages";
import type { PrivacyRequestKind } from "~/lib/privacy/requests";
import type { Database, DB } from "../../db";
import { enqueueEmail } from "../../mail/outbox";
import { getSetting } from "../../settings";
import { privacyRequestDeadline } from "./deadline";
import { normalizeIdentifier } from "./find";
import { hashIdentifier, installedIdentifierKey } from "./identifier-hash";
import { confirmationEmail, confirmedRequestNotices, languageOf, privacyEmailFrame } from "./request-emails";
import { CONFIRM_LINK_HOURS, hashPrivacyToken, newPrivacyToken, PRIVACY_TOKEN_PATTERN } from "./request-links";

const HOUR_MS = 3_600_000;

export interface AskedPrivacyRequest {
  email: string;
  kind: PrivacyRequestKind;
  /** The language of the page it was asked on: the emails' and the answer's. */
  language: Language;
}

/**
 * Records the request and queues its confirmation link, in one transaction. One unconfirmed request
 * per address and kind: asking again gives the same row a new link (the old one stops working), a
 * new expiry and the language asked in now. Only the link's sha256 is stored.
 */
export async function submitPrivacyRequest(
  database: Database,
  publicUrl: string,
  asked: AskedPrivacyRequest,
  now = new Date(),
): Promise<{ id: number }> {
  const { email } = normalizeIdentifier({ email: asked.email });
  // The form's schema lets through only addresses; anything else is a caller's mistake.
  if (!email) throw new Error("A privacy request needs an email address.");
  const { kind, language } = asked;
  const token = newPrivacyToken();
  // Rendered before the transaction, which then holds the write lock only for its two statements.
  const message = await confirmationEmail(await privacyEmailFrame(database), publicUrl, { email, kind, language, token });
  const link = {
    confirm_token_hash: hashPrivacyToken(token),
    confirm_expires_at: new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS).toISOString(),
    language,
  };
  return database.db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom("privacy_requests")
      .select("id")
      .where("email", "=", email)
      .where("kind", "=", kind)
      .where("status", "=", "unconfirmed")
      .orderBy("id", "desc")
      .executeTakeFirst();
    let id: number;
    if (waiting) {
      await trx.updateTable("privacy_requests").set(link).where("id", "=", waiting.id).execute();
      id = waiting.id;
    } else {
      const inserted = await trx
        .insertInto("privacy_requests")
        .values({
          kind,
          email,
          email_hash: hashIdentifier(installedIdentifierKey(), "email", email),
          ...link,
          created_at: now.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = inserted.id;
    }
    await enqueueEmail(trx, message);
    return { id };
  });
}

/** What a confirmation link opens: the request's id, what it asks and the language it was asked in. */
export interface ConfirmablePrivacyRequest {
  id: number;
  kind: PrivacyRequestKind;
  language: Language;
}

/**
 * The unconfirmed, unexpired request a confirmation token opens; undefined alike for a malformed,
 * unknown, expired or spent token, so the page tells none of them apart.
 */
export async function confirmablePrivacyRequest(
  db: DB,
  token: string | undefined,
  now = new Date(),
): Promise<ConfirmablePrivacyRequest | undefined> {
  if (!token || !PRIVACY_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("privacy_requests")
    .select(["id", "kind", "language"])
    .where("confirm_token_hash", "=", hashPrivacyToken(token))
    .where("status", "=", "unconfirmed")
    .where("confirm_expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ? { id: row.id, kind: row.kind, language: languageOf(row.language) } : undefined;
}

export interface ConfirmedPrivacyRequest extends ConfirmablePrivacyRequest {
  /** The deadline the person is told and staff answer by. */
  answerBy: Date;
}

/**
 * Confirms the request a token opens: one conditional update (still unconfirmed, the same link,
 * not expired) opens it and spends the link, and in the same transaction staff who may answer
 * requests are told. Two posts of one link confirm once: the second finds nothing to update.
 */
export async function confirmPrivacyRequest(
  database: Database,
  publicUrl: string,
  token: string | undefined,
  now = new Date(),
): Promise<ConfirmedPrivacyRequest | undefined> {
  const request = await confirmablePrivacyRequest(database.db, token, now);
  if (!request || !token) return undefined;
  const answerBy = privacyRequestDeadline(now, await getSetting(database.db, "privacyRequestDays"));
  const frame = await privacyEmailFrame(database);
  const notices = await confirmedRequestNotices(database, frame, publicUrl, { ...request, confirmedAt: now, answerBy });
  const confirmed = await database.db.transaction().execute(async (trx) => {
    const opened = await trx
      .updateTable("privacy_requests")
      .set({ status: "open", confirmed_at: now.toISOString(), confirm_token_hash: null })
      .where("id", "=", request.id)
      .where("confirm_token_hash", "=", hashPrivacyToken(token))
      .where("status", "=", "unconfirmed")
      .where("confirm_expires_at", ">", now.toISOString())
      .returning("id")
      .executeTakeFirst();
    if (!opened) return false;
    for (const notice of notices) await enqueueEmail(trx, notice);
    return true;
  });
  return confirmed ? { ...request, answerBy } : undefined;
}
