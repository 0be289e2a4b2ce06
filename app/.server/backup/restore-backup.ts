/**
 * Puts a backup file back as the site's database (decision 0019): into an empty database, or over
 * an existing one when the operator says so. Every check comes before the first change: a damaged
 * file, another engine's file, a schema newer than this code, or an existing database without
 * `replace` is refused with nothing changed. An older schema is migrated forward, as at start.
 */
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Database, migrateToLatest, openDatabase } from "../db";
import type { Engine } from "../db/migrations/context";
import { type OpenedArchive, openArchive } from "./archive";
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
}

export interface RestoreResult {
  engine: Engine;
  /** The schema version the backup was made at; the database is now at the latest. */
  schemaVersion: string;
  durationMs: number;
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

async function restoreSqlite({ file, databaseUrl, replace }: RestoreOptions): Promise<string> {
  const target = sqliteFile(databaseUrl);
  if (!replace && sqliteHasTables(target)) throw new BackupRefused(EXISTING);
  // Unpacked beside the target, so the final rename stays on one file system and is atomic.
  await mkdir(path.dirname(target), { recursive: true });
  const archive = await openArchive(file, path.dirname(target));
  try {
    assertFits(archive, "sqlite");
    checkIntegrity(archive.payloadFile, "The backup's database");
    const staged = openDatabase({ url: `sqlite:${archive.payloadFile}` });
    try {
      await migrateToLatest(staged);
    } finally {
      await staged.close();
    }
    await swapInSqlite(archive.payloadFile, target);
    return archive.manifest.schemaVersion;
  } finally {
    await archive.close();
  }
}

async function restoreIntoPostgres(database: Database, { file, databaseUrl, replace }: RestoreOptions): Promise<string> {
  const schema = await currentSchema(database.db);
  if (!replace && (await postgresHasTables(database.db, schema))) throw new BackupRefused(EXISTING);
  const archive = await openArchive(file, tmpdir());
  try {
    assertFits(archive, "postgres");
    const { pgSchema } = archive.manifest;
    if (pgSchema && pgSchema !== schema) {
      throw new BackupRefused(`The backup holds schema "${pgSchema}"; DATABASE_URL's connection writes to "${schema}".`);
    }
    await restorePostgres(database.db, databaseUrl, schema, archive.payloadFile);
    await migrateToLatest(database);
    return archive.manifest.schemaVersion;
  } finally {
    await archive.close();
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const started = performance.now();
  let schemaVersion: string;
  let engine: Engine;
  if (isPostgresUrl(options.databaseUrl)) {
    engine = "postgres";
    const database = openDatabase({ url: options.databaseUrl, poolSize: 2 });
    try {
      schemaVersion = await restoreIntoPostgres(database, options);
    } finally {
      await database.close();
    }
  } else {
    engine = "sqlite";
    schemaVersion = await restoreSqlite(options);
  }
  return { engine, schemaVersion, durationMs: Math.round(performance.now() - started) };
}
