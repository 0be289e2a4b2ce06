/**
 * Which candidate an application is from (decision 0035): the one with its email address, else
 * the one with its phone number, both compared normalized. When the address and the phone match
 * two people, the address wins: an address is personal, a phone may be a family's. For the same
 * reason a phone never joins an application to a candidate held under another address: two
 * addresses on one phone are two people, whom staff may still merge by hand.
 */
import { normalizeEmail, normalizePhone } from "~/lib/careers/applications";
import type { DB } from "../../../db";

/** How an application reaches its candidate: what it gave, normalized; null for what it left empty. */
export interface CandidateKeys {
  email: string | null;
  phone: string | null;
}

export function candidateKeysOf(email: string, phone: string): CandidateKeys {
  const normalizedEmail = normalizeEmail(email);
  const normalizedPhone = normalizePhone(phone);
  return { email: normalizedEmail === "" ? null : normalizedEmail, phone: normalizedPhone === "" ? null : normalizedPhone };
}

/** The matching candidate's id, or undefined for a new person. Run it in the transaction that writes. */
export async function matchCandidate(db: DB, keys: CandidateKeys): Promise<number | undefined> {
  if (keys.email) {
    const byEmail = await db
      .selectFrom("candidates")
      .select("id")
      .where("email", "=", keys.email)
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    if (byEmail) return byEmail.id;
  }
  if (!keys.phone) return undefined;
  let byPhone = db.selectFrom("candidates").select("id").where("phone", "=", keys.phone);
  if (keys.email) byPhone = byPhone.where("email", "is", null);
  const row = await byPhone.orderBy("id").limit(1).executeTakeFirst();
  return row?.id;
}
