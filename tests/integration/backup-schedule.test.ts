/**
 * The scheduled backup: of instances checking at once, exactly one takes a given day's backup
 * (claimed through the database), none before the day's time or with the schedule off, the
 * folder keeps the newest `backupKeep` backups, and a failed backup hands its day back for the
 * next check. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/.server/db";
import { runScheduledBackup } from "~/.server/jobs/backup";
import { createLogger } from "~/.server/logger";
import { BACKUP_STATE } from "~/.server/services/operations/backup-claim";
import { jobRuns } from "~/.server/services/operations/job-runs";
import { updateSettings } from "~/.server/settings";
import { TEST_ACTOR } from "../support/audit";
import { backupEngines, type FreshDatabase, freshDatabase } from "../support/fresh-databases";

const logger = createLogger("silent");
const backupsIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".backup"))
    .sort();

describe.each(backupEngines())("scheduled backups on %s", (engine) => {
  let fresh: FreshDatabase;
  // Two instances: two handles on one database, as two servers hold them.
  let first: Database;
  let second: Database;
  let dir: string;
  const check = (database: Database, at: string, backupDir = dir) =>
    runScheduledBackup({ database, databaseUrl: fresh.url, backupDir, logger, now: () => new Date(at) });

  beforeAll(async () => {
    fresh = await freshDatabase(engine);
    first = openDatabase({ url: fresh.url });
    await migrateToLatest(first);
    second = openDatabase({ url: fresh.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await fresh?.drop();
  });
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "scheduled-backups-"));
    await first.db.deleteFrom("link_clicks_rollup_state").where("name", "=", BACKUP_STATE).execute();
    await updateSettings(first.db, TEST_ACTOR, { backupTime: "02:30", backupKeep: 7 });
  });

  it("takes nothing with the schedule off or before the day's time", async () => {
    await updateSettings(first.db, TEST_ACTOR, { backupTime: "" });
    expect(await check(first, "2026-11-25T23:59:00Z")).toBe(false);
    await updateSettings(first.db, TEST_ACTOR, { backupTime: "02:30" });
    expect(await check(first, "2026-11-25T02:29:59Z")).toBe(false);
    expect(backupsIn(dir)).toEqual([]);
  });

  it("lets exactly one of two instances take the day's backup, and the next day's", async () => {
    const taken = await Promise.all([check(first, "2026-11-25T02:30:00Z"), check(second, "2026-11-25T02:30:05Z")]);
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(backupsIn(dir)).toHaveLength(1);
    // Later the same day, on either instance: taken already.
    expect(await check(first, "2026-11-25T18:00:00Z")).toBe(false);
    expect(await check(second, "2026-11-25T23:59:00Z")).toBe(false);
    expect(backupsIn(dir)).toHaveLength(1);
    const next = await Promise.all([check(second, "2026-11-26T02:31:00Z"), check(first, "2026-11-26T02:31:00Z")]);
    expect(next.filter(Boolean)).toHaveLength(1);
    expect(backupsIn(dir)).toHaveLength(2);
  });

  it("keeps the newest backupKeep backups and leaves other files alone", async () => {
    await updateSettings(first.db, TEST_ACTOR, { backupKeep: 3 });
    const older = ["20261120T023000Z", "20261121T023000Z", "20261122T023000Z", "20261123T023000Z"].map(
      (stamp) => `crestway-${stamp}-0017_text_imports-${engine}.backup`,
    );
    for (const name of [...older, "notes.txt"]) writeFileSync(path.join(dir, name), "old");
    expect(await check(first, "2026-11-25T03:00:00Z")).toBe(true);
    const kept = backupsIn(dir);
    expect(kept).toHaveLength(3);
    expect(kept.slice(0, 2)).toEqual(older.slice(2));
    expect(kept[2]).toMatch(new RegExp(`^crestway-\\d{8}T\\d{6}Z-\\w+-${engine}\\.backup$`));
    expect(readdirSync(dir)).toContain("notes.txt");
  });

  it("hands a failed day back, records the failure, and the next check takes it", async () => {
    // A file where the folder should be: the backup cannot be written.
    const blocked = path.join(dir, "blocked");
    writeFileSync(blocked, "");
    await expect(check(first, "2026-11-25T02:45:00Z", blocked)).rejects.toThrow();
    expect((await jobRuns(first.db)).get("backup")?.lastError).toBeTruthy();
    expect(await check(second, "2026-11-25T02:46:00Z")).toBe(true);
    expect(backupsIn(dir)).toHaveLength(1);
    expect((await jobRuns(first.db)).get("backup")?.detail).toMatchObject({
      engine,
      file: path.join(dir, backupsIn(dir)[0] ?? ""),
    });
  });
});
