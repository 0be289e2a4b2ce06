/**
 * Puts a backup file back as the site's database (decision 0019): into an empty database, or over
 * an existing one when the operator says so. Every check comes before the first change: a damaged
 * file, another engine's file, a schema newer than this code, or an existing database without
 * `replace` is refused with nothing changed. An older schema is migrated forward, as at start.
 * Then the erasure ledger is applied (decision 0040): nobody erased after the backup was made
 * comes back with it.
 */
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, migrateToLatest, openDatabase } from "../db";
import type { Engine } from "../db/migrations/context";
import type { ErasureLedger, LedgerEntry } from "../services/privacy";
import { type OpenedArchive, openArchive } from "./archive";
import { ledgerRowsOf, type ReappliedLedger, reapplyLedger } from "./erasures";
import { currentSchema, postgresHasTables, restorePostgres } from "./postgres";
import { BackupRefused } from "./refusal";
import { assertKnownMigrations } from "./schema-version";
import { checkIntegrity, sqliteFile, sqliteHasTables, swapInSqlite } from "./sqlite";

export interface RestoreOptions {
  file: string;
  /** Where to restore: the configured DATABASE_URL (or the default SQLite file). */
  databaseUrl: string;
  /** Restore over a database that holds tables already. */
  replace: boolean;
  /** The erasure ledger's file and key (decision 0040). */
  ledger: ErasureLedger;
}

export interface RestoreResult {
  engine: Engine;
  /** The schema version the backup was made at; the database is now at the latest. */
  schemaVersion: string;
  durationMs: number;
  /** What the erasure ledger erased again. */
  erasures: ReappliedLedger;
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

const EXISTING = "The target database holds data already: restore over it only with --replace (after stopping the site).";

function assertFits(archive: OpenedArchive, engine: Engine): void {
  const { manifest } = archive;
  if (manifest.engine !== engine) {
    throw new BackupRefused(`The backup is of a ${manifest.engine} database; DATABASE_URL names a ${engine} one.`);
  }
  assertKnownMigrations(manifest.migrations);
}

/** The ledger rows of the SQLite file about to be replaced; none when there is none or it cannot be read. */
async function sqliteLedgerRows(target: string): Promise<LedgerEntry[]> {
  if (!existsSync(target)) return [];
  try {
    const live = openDatabase({ url: `sqlite:${target}` });
    try {
      return await ledgerRowsOf(live);
    } finally {
      await live.close();
    }
  } catch {
    return [];
  }
}

async function restoreSqlite({ file, databaseUrl, replace, ledger }: RestoreOptions): Promise<Restored> {
  const target = sqliteFile(databaseUrl);
  if (!replace && sqliteHasTables(target)) throw new BackupRefused(EXISTING);
  // Unpacked beside the target, so the final rename stays on one file system and is atomic.
  await mkdir(path.dirname(target), { recursive: true });
  const archive = await openArchive(file, path.dirname(target));
  try {
    assertFits(archive, "sqlite");
    checkIntegrity(archive.payloadFile, "The backup's database");
    const replacedRows = await sqliteLedgerRows(target);
    const staged = openDatabase({ url: `sqlite:${archive.payloadFile}` });
    let erasures: ReappliedLedger;
    try {
      await migrateToLatest(staged);
      // Before the swap: the site never sees the restored copy with an erased person in it.
      erasures = await reapplyLedger(staged, ledger, replacedRows, archive.manifest.createdAt);
    } finally {
      await staged.close();
    }
    await swapInSqlite(archive.payloadFile, target);
    return { schemaVersion: archive.manifest.schemaVersion, erasures };
  } finally {
    await archive.close();
  }
}

interface Restored {
  schemaVersion: string;
  erasures: ReappliedLedger;
}

async function restoreIntoPostgres(
  database: Database,
  { file, databaseUrl, replace, ledger }: RestoreOptions,
): Promise<Restored> {
  const schema = await currentSchema(database.db);
  if (!replace && (await postgresHasTables(database.db, schema))) throw new BackupRefused(EXISTING);
  const archive = await openArchive(file, tmpdir());
  try {
    assertFits(archive, "postgres");
    const { pgSchema } = archive.manifest;
    if (pgSchema && pgSchema !== schema) {
      throw new BackupRefused(`The backup holds schema "${pgSchema}"; DATABASE_URL's connection writes to "${schema}".`);
    }
    const replacedRows = await ledgerRowsOf(database);
    await restorePostgres(database.db, databaseUrl, schema, archive.payloadFile);
    await migrateToLatest(database);
    const erasures = await reapplyLedger(database, ledger, replacedRows, archive.manifest.createdAt);
    return { schemaVersion: archive.manifest.schemaVersion, erasures };
  } finally {
    await archive.close();
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  let restored: Restored;
  let engine: Engine;
  if (isPostgresUrl(options.databaseUrl)) {
    engine = "postgres";
    const database = openDatabase({ url: options.databaseUrl, poolSize: 2 });
    try {
      restored = await restoreIntoPostgres(database, options);
    } finally {
      await database.close();
    }
  } else {
    engine = "sqlite";
    restored = await restoreSqlite(options);
  }
  return { engine, ...restored, durationMs: Math.round(performance.now() - started) };
}
