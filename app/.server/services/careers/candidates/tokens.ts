/**
 * A candidate's private link (decision 0035): a random token the link carries (hex: page paths are
 * lower case, decision 0008's canonical paths would rewrite any capital), stored only as its
 * sha256, valid for CANDIDATE_LINK_DAYS. A new link does not end the older ones still valid (an
 * earlier email keeps working until it expires); erasing the candidate deletes them all.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { CANDIDATE_LINK_DAYS, CANDIDATE_PATH } from "~/lib/careers/applications";
import type { DB } from "../../../db";

const DAY_MS = 86_400_000;

/** The shape of a token a link may carry: 32 random bytes in hex. */
export const CANDIDATE_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export const hashCandidateToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Makes a new private link for a candidate, in the caller's transaction; answers the token. */
export async function issueCandidateToken(db: DB, candidateId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString("hex");
  await db
    .insertInto("candidate_tokens")
    .values({
      token_hash: hashCandidateToken(token),
      candidate_id: candidateId,
      expires_at: new Date(now.getTime() + CANDIDATE_LINK_DAYS * DAY_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/** The candidate a token opens, or undefined: malformed, unknown or expired alike. */
export async function candidateIdOfToken(db: DB, token: string, now = new Date()): Promise<number | undefined> {
  if (!CANDIDATE_TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("candidate_tokens")
    .select("candidate_id")
    .where("token_hash", "=", hashCandidateToken(token))
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.candidate_id;
}

/** The address of a candidate's private page in their language. */
export function candidatePageUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizePath(`${CANDIDATE_PATH}/${token}`, language)}`;
}

/** Deletes expired links (the retention job); answers how many. */
export async function deleteExpiredCandidateTokens(db: DB, now = new Date()): Promise<number> {
  const result = await db.deleteFrom("candidate_tokens").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
