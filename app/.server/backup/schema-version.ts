/** The migrations a database has applied (Kysely's own table), which a backup records as its schema version. */
import { sql } from "kysely";
import type { DB } from "../db";
import { MIGRATION_NAMES } from "../db/migrations";
import { BackupRefused } from "./refusal";

export async function appliedMigrations(db: DB): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}

/** Refuses a schema this code does not know: restoring it would run code older than its data. */
export function assertKnownMigrations(migrations: readonly string[]): void {
  const unknown = migrations.filter((name) => !MIGRATION_NAMES.includes(name));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `The backup's schema is newer than this code (it has migration ${unknown.join(", ")}): restore it with the version of the site that made it.`,
    );
  }
}
