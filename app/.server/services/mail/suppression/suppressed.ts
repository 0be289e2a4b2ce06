/**
 * Whether an address is on the suppression list (decision 0022): the campaign sender and the
 * newsletter's own emails ask before sending. Addresses are compared as the newsletter stores them.
 */
import type { Kysely, Transaction } from "kysely";
import { ADDRESS_MAX_LENGTH } from "~/lib/mail-suppression";
import type { DatabaseSchema } from "../../../db/schema";

export { ADDRESS_MAX_LENGTH };

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/**
 * An address as the list keeps it: trimmed, lowercased, without angle brackets or a `rfc822;`
 * prefix (how DSN reports name recipients); undefined for anything that is not one address.
 */
export function normalizeAddress(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const address = value
    .trim()
    .replace(/^rfc822;\s*/i, "")
    .replace(/^<(.*)>$/, "$1")
    .trim()
    .toLowerCase();
  if (address.length === 0 || address.length > ADDRESS_MAX_LENGTH) return undefined;
  // One local part, one domain with a dot; no spaces, brackets or a second address.
  return /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/.test(address) ? address : undefined;
}

export async function isSuppressed(db: Executor, email: string): Promise<boolean> {
  const address = normalizeAddress(email);
  if (!address) return false;
  const row = await db.selectFrom("mail_suppressions").select("email").where("email", "=", address).executeTakeFirst();
  return row !== undefined;
}

/** Which of these addresses are suppressed, read in chunks the engines' parameter limits allow. */
export async function suppressedAmong(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  const addresses = [...new Set(emails.map(normalizeAddress).filter((a): a is string => a !== undefined))];
  const found = new Set<string>();
  const CHUNK = 500;
  for (let start = 0; start < addresses.length; start += CHUNK) {
    const rows = await db
      .selectFrom("mail_suppressions")
      .select("email")
      .where("email", "in", addresses.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) found.add(row.email);
  }
  return found;
}
