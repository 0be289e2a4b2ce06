/**
 * Erasing again whom a restored backup brings back (decision 0040). The ledger names people by
 * keyed hash only, so they are found the other way round: every distinct address and phone the
 * register's email and phone columns hold is normalized and hashed here, and those whose hash an
 * entry names, erased after the backup was made, are erased with the register's rules. Running it
 * twice changes nothing the second time.
 */
import { sql } from "kysely";
import type { Database } from "../../db";
import type { AuditActor } from "../operations/audit";
import { eraseIdentified } from "./erase";
import { type NormalizedIdentifier, normalizeIdentifier } from "./find";
import { hashIdentifier, type IdentifierKind } from "./identifier-hash";
import type { ErasureLedger, LedgerEntry } from "./ledger";
import { isPersonal, registerFor } from "./register";

export interface ReappliedErasures {
  /** Ledger entries newer than the backup. */
  entries: number;
  /** Identifiers of those entries found in the restored database and erased again. */
  identifiers: number;
  /** Rows deleted or anonymized by those erasures. */
  rows: number;
  /** Identifiers left because erasing them would remove the last administrator. */
  skipped: number;
}

/** Every email and phone column the register finds a person by, per kind. */
function identifierColumns(engine: Database["engine"]): Array<{ table: string; column: string; kind: IdentifierKind }> {
  const columns = new Map<string, { table: string; column: string; kind: IdentifierKind }>();
  for (const entry of registerFor(engine).filter(isPersonal)) {
    for (const { match } of entry.links) {
      if ("email" in match)
        columns.set(`${entry.table}.${match.email}`, { table: entry.table, column: match.email, kind: "email" });
      if ("phone" in match)
        columns.set(`${entry.table}.${match.phone}`, { table: entry.table, column: match.phone, kind: "phone" });
    }
  }
  return [...columns.values()];
}

/** The normalized identifiers in the database whose keyed hash the entries name. */
async function identifiersNamed(
  database: Database,
  ledger: ErasureLedger,
  entries: readonly LedgerEntry[],
): Promise<NormalizedIdentifier[]> {
  const wanted = new Set(entries.map(({ kind, identifierHash }) => `${kind}:${identifierHash}`));
  const found = new Map<string, NormalizedIdentifier>();
  for (const { table, column, kind } of identifierColumns(database.engine)) {
    const { rows } = await sql<{ value: unknown }>`select distinct ${sql.ref(column)} as value from ${sql.table(table)}
      where ${sql.ref(column)} is not null`.execute(database.db);
    for (const { value } of rows) {
      if (typeof value !== "string") continue;
      const person = normalizeIdentifier(kind === "email" ? { email: value } : { phone: value });
      const normalized = person[kind];
      if (!normalized || found.has(`${kind}:${normalized}`)) continue;
      if (wanted.has(`${kind}:${hashIdentifier(ledger.key, kind, normalized)}`))
        found.set(
          `${kind}:${normalized}`,
          kind === "email" ? { email: normalized, phone: null } : { email: null, phone: normalized },
        );
    }
  }
  return [...found.values()];
}

/** Erases again everyone the entries erased after `since` (the backup's time) whom the database holds. */
export async function reapplyErasures(
  database: Database,
  ledger: ErasureLedger,
  entries: readonly LedgerEntry[],
  since: string,
  actor: AuditActor,
): Promise<ReappliedErasures> {
  const newer = entries.filter(({ erasedAt }) => erasedAt > since);
  const result: ReappliedErasures = { entries: newer.length, identifiers: 0, rows: 0, skipped: 0 };
  if (newer.length === 0) return result;
  for (const person of await identifiersNamed(database, ledger, newer)) {
    const erased = await eraseIdentified(database, person, actor, { ledger, reapplied: true });
    if (erased.ok) {
      result.identifiers += 1;
      for (const { removed, anonymized } of Object.values(erased.counts)) result.rows += removed + anonymized;
    } else if (erased.reason === "lastAdministrator") result.skipped += 1;
  }
  return result;
}
