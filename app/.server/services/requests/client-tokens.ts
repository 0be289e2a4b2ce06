/**
 * A client's private link to their request (decision 0038): a random token the link carries (hex:
 * page paths are lower case), stored only as its sha256, valid for the clientLinkDays setting. A new
 * link leaves earlier ones working until they expire; erasing the request deletes them all.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import type { DB } from "../../db";

const DAY_MS = 86_400_000;

/** Where a client's page lives; the token follows. */
export const CLIENT_PATH = "/client";

/** The shape of a token a link may carry: 32 random bytes in hex. */
export const CLIENT_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

const hashClientToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a new private link for a request, in the caller's transaction; answers the token. */
export async function issueClientToken(db: DB, requestId: number, days: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("hex");
  await db
    .insertInto("client_tokens")
    .values({
      token_hash: hashClientToken(token),
      request_id: requestId,
      expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** The request a token opens, or undefined: malformed, unknown or expired alike. */
export async function requestIdOfClientToken(db: DB, token: string, now = new Date()): Promise<number | undefined> {
  if (!CLIENT_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("client_tokens")
    .select("request_id")
    .where("token_hash", "=", hashClientToken(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.request_id;
}

/** The address of a client's private page in their language. */
export function clientPageUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizePath(`${CLIENT_PATH}/${token}`, language)}`;
}

/** Deletes expired links (the retention job); answers how many. */
export async function deleteExpiredClientTokens(db: DB, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("client_tokens").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
