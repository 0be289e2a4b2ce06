/**
 * Whether an address is on the suppression list (decision 0022): the campaign sender and the
 * newsletter's own emails ask before sending. Addresses are compared as the newsletter stores them,
 * and by their keyed hash, which is all the list keeps of an erased person (decision 0040).
 */
import type { Kysely, Transaction } from "kysely";
import { ADDRESS_MAX_LENGTH } from "~/lib/mail-suppression";
import type { DatabaseSchema } from "../../../db/schema";
import { hashIdentifier, installedIdentifierKey } from "../../privacy/identifier-hash";

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

/** The keyed hash an erased address is listed under (services/privacy/identifier-hash.ts). */
export const suppressionHash = (address: string) => hashIdentifier(installedIdentifierKey(), "email", address);

/** True when the address is listed by its keyed hash only: its person was erased (decision 0040). */
export async function isErasedAddress(db: Executor, address: string): Promise<boolean> {
  const row = await db
    .selectFrom("mail_suppressions")
    .select("id")
    .where("email_hash", "=", suppressionHash(address))
    .executeTakeFirst();
  return row !== undefined;
}

export async function isSuppressed(db: Executor, email: string): Promise<boolean> {
  return (await suppressedAmong(db, [email])).size > 0;
}

/**
 * Which of these addresses are suppressed, by address or by keyed hash, read in chunks the
 * engines' parameter limits allow. Answers the normalized addresses.
 */
export async function suppressedAmong(db: Executor, emails: readonly string[]): Promise<Set<string>> {
  const addresses = [...new Set(emails.map(normalizeAddress).filter((a): a is string => a !== undefined))];
  const found = new Set<string>();
  const CHUNK = 250;
  for (let start = 0; start < addresses.length; start += CHUNK) {
    const slice = addresses.slice(start, start + CHUNK);
    const byHash = new Map(slice.map((address) => [suppressionHash(address), address]));
    const rows = await db
      .selectFrom("mail_suppressions")
      .select(["email", "email_hash"])
      .where((eb) => eb.or([eb("email", "in", slice), eb("email_hash", "in", [...byHash.keys()])]))
      .execute();
    for (const row of rows) {
      const address = row.email ?? (row.email_hash ? byHash.get(row.email_hash) : undefined);
      if (address) found.add(address);
    }
  }
  return found;
}
