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
import type { ErasureLedger } from "../services/privacy";
import { type OpenedArchive, openArchive } from "./archive";
import { type KnownLedger, knownLedger, type ReappliedLedger, reapplyLedger } from "./erasures";
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

/** The ledger as known before a SQLite file is replaced: its rows are read when the file opens. */
async function sqliteKnownLedger(ledger: ErasureLedger, target: string): Promise<KnownLedger> {
  let live: Database | undefined;
  try {
    live = existsSync(target) ? openDatabase({ url: `sqlite:${target}` }) : undefined;
  } catch {
    live = undefined;
  }
  try {
    return await knownLedger(ledger, live);
  } finally {
    await live?.close();
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
    const known = await sqliteKnownLedger(ledger, target);
    const staged = openDatabase({ url: `sqlite:${archive.payloadFile}` });
    let erasures: ReappliedLedger;
    try {
      await migrateToLatest(staged);
      // Before the swap: the site never sees the restored copy with an erased person in it.
      erasures = await reapplyLedger(staged, ledger, known, archive.manifest.createdAt);
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
    const known = await knownLedger(ledger, database);
    await restorePostgres(database.db, databaseUrl, schema, archive.payloadFile);
    await migrateToLatest(database);
    try {
      const erasures = await reapplyLedger(database, ledger, known, archive.manifest.createdAt);
      return { schemaVersion: archive.manifest.schemaVersion, erasures };
    } catch (error) {
      // pg_restore's transaction has committed: say so, and that running the restore again finishes the job.
      throw new Error(
        `The backup was restored, but the erasure ledger was not applied (${(error as Error).message}): stop the site and run the same restore again with --replace.`,
      );
    }
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
