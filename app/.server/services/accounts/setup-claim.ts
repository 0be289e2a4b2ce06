/**
 * The claim that makes first-admin setup atomic (docs/architecture.md, improvement 4, decision 0006): checking that
 * no admin exists and then creating one is a race, so the request that creates the admin first
 * inserts the single row of `setup_claim`; on a conflict it does nothing, and only the request
 * whose insert took the row goes on. A claim is released when its creation fails, and one older
 * than the lease (its request died mid-creation) may be taken over.
 */
import { randomUUID } from "node:crypto";
import type { DB } from "../../db";

const CLAIM_ID = 1;
/** Far longer than creating an account takes (one password hash and a few inserts). */
export const SETUP_CLAIM_LEASE_MS = 60_000;

/** Takes the claim: its token, or undefined when another request holds it. */
export async function claimSetup(db: DB, now = new Date()): Promise<string | undefined> {
  const token = randomUUID();
  const claimedAt = now.toISOString();
  const staleBefore = new Date(now.getTime() - SETUP_CLAIM_LEASE_MS).toISOString();
  const row = await db
    .insertInto("setup_claim")
    .values({ id: CLAIM_ID, token, claimed_at: claimedAt })
    .onConflict((conflict) =>
      conflict.column("id").doUpdateSet({ token, claimed_at: claimedAt }).where("setup_claim.claimed_at", "<", staleBefore),
    )
    .returning("token")
    .executeTakeFirst();
  return row?.token === token ? token : undefined;
}

/** Gives the claim back so setup can be tried again; a claim taken over since is left alone. */
export async function releaseSetup(db: DB, token: string): Promise<void> {
  await db.deleteFrom("setup_claim").where("id", "=", CLAIM_ID).where("token", "=", token).execute();
}
