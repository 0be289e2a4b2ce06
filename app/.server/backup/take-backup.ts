/**
 * One backup of the site's database into one file in `dir` (decision 0019), while the site serves
 * and writes: the engine's consistent copy, its manifest, both packed and put in place whole.
 */
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import path from "node:path";
import { describeBuild } from "../build-info";
import type { Database } from "../db";
import { describePayload, writeArchive } from "./archive";
import { backupFileName, MANIFEST_FORMAT, type Manifest } from "./manifest";
import { currentSchema, dumpPostgres } from "./postgres";
import { appliedMigrations } from "./schema-version";
import { snapshotSqlite, sqliteFile } from "./sqlite";

export interface BackupResult {
  file: string;
  sizeBytes: number;
  durationMs: number;
  engine: Database["engine"];
  schemaVersion: string;
}

export interface BackupTarget {
  database: Database;
  /** The URL the database was opened with: the SQLite file, or what pg_dump connects to. */
  databaseUrl: string;
  dir: string;
  /** The time the file's name carries (the schedule passes its clock); the current time by default. */
  createdAt?: Date;
  /** The commit the operator set (APP_COMMIT), when the build had none of its own. */
  appCommit?: string;
}

export async function takeBackup({
  database,
  databaseUrl,
  dir,
  createdAt = new Date(),
  appCommit,
}: BackupTarget): Promise<BackupResult> {
  const started = performance.now();
  await mkdir(dir, { recursive: true });
  // Work beside the destination: the copy is as large as the database, and the rename stays on one disk.
  const work = await mkdtemp(path.join(dir, ".backup-"));
  try {
    // Read before the copy: a migration running meanwhile would only make the copy newer than it says.
    const migrations = await appliedMigrations(database.db);
    const schemaVersion = migrations.at(-1) ?? "none";
    let pgSchema: string | undefined;
    let payloadFile: string;
    if (database.engine === "sqlite") {
      payloadFile = path.join(work, "database.sqlite");
      await snapshotSqlite(sqliteFile(databaseUrl), payloadFile);
    } else {
      pgSchema = await currentSchema(database.db);
      payloadFile = path.join(work, "database.pgdump");
      await dumpPostgres(database.db, databaseUrl, pgSchema, payloadFile);
    }
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      engine: database.engine,
      schemaVersion,
      migrations,
      ...(pgSchema ? { pgSchema } : {}),
      createdAt: createdAt.toISOString(),
      appVersion: describeBuild(appCommit),
      payload: await describePayload(payloadFile),
    };
    const file = path.join(dir, backupFileName(createdAt, schemaVersion, database.engine));
    await writeArchive(file, manifest, payloadFile);
    const { size } = await stat(file);
    return { file, sizeBytes: size, durationMs: Math.round(performance.now() - started), engine: database.engine, schemaVersion };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
