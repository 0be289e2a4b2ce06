/**
 * A restore refuses, with one line and exit code 1, every file it cannot restore faithfully, and
 * changes nothing: a truncated file, a flipped byte, another engine's file, a schema newer than
 * this code, and an existing database without --replace. An older schema is migrated forward.
 * On SQLite and, with TEST_DATABASE_URL, on PostgreSQL databases of their own.
 */
import { readdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { recordedBackup } from "~/.server/backup";
import { describePayload, openArchive, writeArchive } from "~/.server/backup/archive";
import type { Manifest } from "~/.server/backup/manifest";
import { appliedMigrations } from "~/.server/backup/schema-version";
import { takeBackup } from "~/.server/backup/take-backup";
import { runRestore } from "~/.server/cli/restore";
import { type Database, migrateToLatest, openDatabase } from "~/.server/db";
import { MIGRATION_NAMES, migrationProvider } from "~/.server/db/migrations";
import { jobRuns } from "~/.server/services/operations/job-runs";
import { updateSettings } from "~/.server/settings";
import { TEST_ACTOR } from "../support/audit";
import { backupEngines, type FreshDatabase, freshDatabase } from "../support/fresh-databases";
import { tableRows } from "../support/table-rows";

/** The command as an operator runs it, in process: its exit code and what it printed on stderr. */
async function restoreCommand(databaseUrl: string, dataDir: string, args: string[]) {
  const errors: string[] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  process.exitCode = undefined;
  try {
    await runRestore({ env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, AUTH_SECRET: "x".repeat(32) }, args });
    return { code: process.exitCode ?? 0, errors };
  } finally {
    process.exitCode = undefined;
    spy.mockRestore();
    log.mockRestore();
  }
}

describe.each(backupEngines())("restore refusals on %s", (engine) => {
  let source: FreshDatabase;
  let target: FreshDatabase;
  let database: Database;
  let backupDir: string;
  let good: string;
  /** The source as the backup copied it (its own record of the backup comes after the copy). */
  let backedUp: Awaited<ReturnType<typeof tableRows>>;

  /** The target's every row and the files beside it: what a refused restore must leave as it was. */
  const targetState = async () => {
    const opened = openDatabase({ url: target.url });
    try {
      return { rows: await tableRows(opened), files: readdirSync(target.dir).sort() };
    } finally {
      await opened.close();
    }
  };

  /** A copy of the good file with `change` applied to its bytes. */
  const variant = (name: string, change: (file: string) => void) => {
    const file = path.join(backupDir, name);
    writeFileSync(file, readFileSync(good));
    change(file);
    return file;
  };

  /** A copy of the good file whose manifest says something else (its payload and checksum intact). */
  const rewritten = async (name: string, edit: (manifest: Manifest, payloadFile: string) => Promise<void> | void) => {
    const opened = await openArchive(good, backupDir);
    try {
      const manifest = structuredClone(opened.manifest);
      await edit(manifest, opened.payloadFile);
      const file = path.join(backupDir, name);
      await writeArchive(file, manifest, opened.payloadFile);
      return file;
    } finally {
      await opened.close();
    }
  };

  beforeAll(async () => {
    source = await freshDatabase(engine);
    target = await freshDatabase(engine);
    backupDir = await mkdtemp(path.join(tmpdir(), "backup-files-"));
    database = openDatabase({ url: source.url });
    await migrateToLatest(database);
    await updateSettings(database.db, TEST_ACTOR, { siteName: "Backed Up Lodge" });
    backedUp = await tableRows(database);
    good = (await recordedBackup({ database, databaseUrl: source.url, dir: backupDir })).file;
    // The target holds a site of its own, which every refusal must leave alone.
    const other = openDatabase({ url: target.url });
    await migrateToLatest(other);
    await updateSettings(other.db, TEST_ACTOR, { siteName: "Target Lodge" });
    await other.close();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await source?.drop();
    await target?.drop();
  });

  it("records the backup it took for the system page", async () => {
    const run = (await jobRuns(database.db)).get("backup");
    expect(run?.detail).toMatchObject({ file: good, engine, schemaVersion: MIGRATION_NAMES.at(-1) });
    expect(path.basename(good)).toMatch(new RegExp(`^crestway-\\d{8}T\\d{6}Z-${MIGRATION_NAMES.at(-1)}-${engine}\\.backup$`));
  });

  const refusals: Array<[string, () => Promise<string>, RegExp]> = [
    [
      "a truncated file",
      async () => variant("truncated.backup", (file) => truncateSync(file, Math.floor(readFileSync(file).length / 2))),
      /damaged or truncated/,
    ],
    [
      "a flipped byte",
      async () =>
        variant("flipped.backup", (file) => {
          const bytes = readFileSync(file);
          const middle = Math.floor(bytes.length / 2);
          bytes[middle] = (bytes[middle] ?? 0) ^ 0x40;
          writeFileSync(file, bytes);
        }),
      /damaged/,
    ],
    [
      "another engine's file",
      () =>
        rewritten("other-engine.backup", (manifest) => {
          manifest.engine = engine === "sqlite" ? "postgres" : "sqlite";
        }),
      /is of a (sqlite|postgres) database; DATABASE_URL names a/,
    ],
    [
      "a schema newer than the code",
      () =>
        rewritten("newer.backup", (manifest) => {
          manifest.migrations = [...manifest.migrations, "0999_from_the_future"];
          manifest.schemaVersion = "0999_from_the_future";
        }),
      /newer than this code \(it has migration 0999_from_the_future\)/,
    ],
    [
      "a database copy cut short before it was packed (its checksum matches)",
      () =>
        rewritten("cut-copy.backup", async (manifest, payloadFile) => {
          // The dump loses its last bytes (its table of contents reads well, its last table's data
          // does not); the SQLite copy loses its second half, pages that hold rows.
          const kept = engine === "postgres" ? manifest.payload.sizeBytes - 100 : Math.floor(manifest.payload.sizeBytes / 2);
          truncateSync(payloadFile, kept);
          manifest.payload = await describePayload(payloadFile);
        }),
      // SQLite's integrity check refuses the copy; PostgreSQL's transaction never commits.
      engine === "sqlite"
        ? /^Refused: The backup's database failed SQLite's integrity check/
        : /^Restore failed: The restore was rolled back, nothing changed/,
    ],
  ];

  it.each(refusals)("refuses %s with one line, exit code 1, and nothing changed", async (_what, make, message) => {
    const file = await make();
    const before = await targetState();
    const { code, errors } = await restoreCommand(target.url, target.dir, [file, "--replace"]);
    expect(code).toBe(1);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^(Refused|Restore failed): /);
    expect(errors[0]).toMatch(message);
    expect(errors[0]).not.toContain("\n");
    expect(await targetState()).toEqual(before);
  });

  it("refuses an existing database without --replace, and replaces it with the flag", async () => {
    const before = await targetState();
    const refused = await restoreCommand(target.url, target.dir, [good]);
    expect(refused).toEqual({ code: 1, errors: [expect.stringMatching(/^Refused: .*holds data already.*--replace/)] });
    expect(await targetState()).toEqual(before);

    expect(await restoreCommand(target.url, target.dir, [good, "--replace"])).toEqual({ code: 0, errors: [] });
    const restored = openDatabase({ url: target.url });
    try {
      expect(await tableRows(restored)).toEqual(backedUp);
    } finally {
      await restored.close();
    }
  });

  it("migrates an older backup forward into an empty database", async () => {
    const older = await freshDatabase(engine);
    const empty = await freshDatabase(engine);
    const previous = MIGRATION_NAMES.at(-2) ?? "";
    const old = openDatabase({ url: older.url });
    try {
      const migrated = await new Migrator({ db: old.db, provider: migrationProvider(engine) }).migrateTo(previous);
      expect(migrated.error).toBeUndefined();
      const { file } = await takeBackup({ database: old, databaseUrl: older.url, dir: backupDir });
      expect(file).toContain(`-${previous}-`);
      expect(await restoreCommand(empty.url, empty.dir, [file])).toEqual({ code: 0, errors: [] });
      const restored = openDatabase({ url: empty.url });
      try {
        expect(await appliedMigrations(restored.db)).toEqual([...MIGRATION_NAMES].sort());
        // The restored schema works: the newest migration's table answers.
        await sql`select count(*) from job_runs`.execute(restored.db);
      } finally {
        await restored.close();
      }
    } finally {
      await old.close();
      await older.drop();
      await empty.drop();
    }
  }, 60_000);
});
