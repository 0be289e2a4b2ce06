/**
 * The restore drill with an erasure between (decision 0040): a backup is taken, someone writes
 * after it, a person is erased, and the earlier backup is restored with the restore command's own
 * function. The erased person is gone again, everyone else the backup held is there row for row,
 * the ledger is whole in the table and the file, and applying the ledger again changes nothing.
 * Without the file, the ledger the replaced database held does the same. SQLite always;
 * PostgreSQL with TEST_DATABASE_URL and its client tools.
 */
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { knownLedger, reapplyLedger } from "~/.server/backup/erasures";
import { takeBackup } from "~/.server/backup/take-backup";
import { runRestore } from "~/.server/cli/restore";
import { type Database, migrateToLatest, openDatabase } from "~/.server/db";
import { isSuppressed } from "~/.server/services/mail/suppression/suppressed";
import { erasePersonalData, findPersonalData, hashIdentifier, readLedgerFile } from "~/.server/services/privacy";
import { TEST_ACTOR } from "../support/audit";
import { erasureLedger } from "../support/erasure-ledger";
import { backupEngines, type FreshDatabase, freshDatabase } from "../support/fresh-databases";
import { TEST_AUTH_SECRET } from "../support/identifier-key";
import { insertSubscriber } from "../support/subscribers";
import { missingRows, tableRows } from "../support/table-rows";

const ANA = "ana.rivera@mail.test";
const BEA = "bea.ortiz@mail.test";
const CLEO = "cleo.after@mail.test";
/** Erased before the backup, then signed up again of her own accord: the restore leaves her be. */
const DORA = "dora.back@mail.test";

async function contact(database: Database, email: string) {
  await database.db
    .insertInto("contacts")
    .values({
      name: email.split("@")[0] ?? "",
      email,
      subject: "Staff",
      language: "en",
      message: `From ${email}`,
      created_at: new Date().toISOString(),
    })
    .execute();
}

describe.each(backupEngines())("a restore keeps erasures on %s", (engine) => {
  let fresh: FreshDatabase;
  let database: Database;
  let log: MockInstance<typeof console.log>;
  let errors: MockInstance<typeof console.error>;

  beforeEach(async () => {
    log = vi.spyOn(console, "log").mockImplementation(() => {});
    errors = vi.spyOn(console, "error").mockImplementation(() => {});
    fresh = await freshDatabase(engine);
    database = openDatabase({ url: fresh.url });
    await migrateToLatest(database);
  });
  afterEach(async () => {
    log.mockRestore();
    errors.mockRestore();
    await database.close();
    await fresh.drop();
  });

  /** Ana and Bea before the backup, Cleo after it, Ana erased after it; answers the backup and the rows it held. */
  async function eraseAfterBackup() {
    const ledger = erasureLedger(fresh.dir);
    await contact(database, DORA);
    expect((await erasePersonalData(database, { email: DORA }, TEST_ACTOR, ledger)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertSubscriber(database, DORA);
    for (const email of [ANA, BEA]) {
      await contact(database, email);
      await insertSubscriber(database, email);
    }
    await database.db
      .insertInto("mail_suppressions")
      .values({ email: ANA, reason: "hard_bounce", source: "smtp", detail: `550 ${ANA}: no such user` })
      .execute();
    const atBackup = await tableRows(database);
    const takenAt = new Date();
    const backup = await takeBackup({
      database,
      databaseUrl: fresh.url,
      dir: path.join(fresh.dir, "backups"),
      createdAt: takenAt,
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await contact(database, CLEO);
    expect((await erasePersonalData(database, { email: ANA }, TEST_ACTOR, ledger)).ok).toBe(true);
    await database.close();
    return { ledger, atBackup, file: backup.file, takenAt: takenAt.toISOString() };
  }

  async function restore(file: string) {
    await runRestore({
      env: { DATABASE_URL: fresh.url, DATA_DIR: fresh.dir, AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: "error" },
      args: [file, "--replace"],
    });
    expect(errors).not.toHaveBeenCalled();
    expect(process.exitCode ?? 0).toBe(0);
    database = openDatabase({ url: fresh.url });
  }

  async function expectAnaGoneEveryoneElseThere(atBackup: Awaited<ReturnType<typeof tableRows>>) {
    expect((await findPersonalData(database, { email: ANA })).entries).toEqual([]);
    expect(await isSuppressed(database.db, ANA)).toBe(true);
    const after = await tableRows(database);
    for (const [table, rows] of after) for (const row of rows) expect(row, table).not.toContain("ana.rivera");
    // Every row the backup held is back, but Ana's.
    for (const [table, rows] of missingRows(atBackup, after)) for (const row of rows) expect(row, table).toContain("ana.rivera");
    expect(after.get("contacts")?.some((row) => row.includes(BEA))).toBe(true);
    expect(after.get("newsletter_subscribers")?.some((row) => row.includes(BEA))).toBe(true);
    expect(after.get("newsletter_subscribers")?.some((row) => row.includes(DORA))).toBe(true);
  }

  it("erases again whom the ledger names, keeps everyone else, and makes the ledger whole", async () => {
    const { ledger, atBackup, file, takenAt } = await eraseAfterBackup();
    await restore(file);
    expect(log.mock.calls.flat().join("\n")).toMatch(
      /Erasure ledger: 2 entries, 1 newer than the backup; 1 identifiers erased again \(\d+ rows\)/,
    );
    expect(log.mock.calls.flat().join("\n")).not.toContain("ana");
    await expectAnaGoneEveryoneElseThere(atBackup);

    const hashes = [DORA, ANA].map((email) => hashIdentifier(ledger.key, "email", email));
    const rows = await database.db.selectFrom("erasure_ledger").select(["identifier_hash", "kind"]).orderBy("id").execute();
    expect(rows).toEqual(hashes.map((hash) => ({ identifier_hash: hash, kind: "email" })));
    expect((await readLedgerFile(ledger.file)).map(({ identifierHash }) => identifierHash)).toEqual(hashes);
    const audit = await database.db
      .selectFrom("audit_log")
      .select("action")
      .where("action", "like", "privacy.%")
      .orderBy("id")
      .execute();
    expect(audit).toEqual([{ action: "privacy.erase" }, { action: "privacy.restore_erase" }]);

    // Applied again, the ledger changes nothing.
    const once = await tableRows(database);
    const again = await reapplyLedger(database, ledger, await knownLedger(ledger, undefined), takenAt);
    expect(again).toMatchObject({ known: 2, entries: 1, identifiers: 0, rows: 0 });
    expect(await tableRows(database)).toEqual(once);
    expect(await readLedgerFile(ledger.file)).toHaveLength(2);
  });

  it("uses the ledger of the database it replaces when the file is lost", async () => {
    const { ledger, atBackup, file } = await eraseAfterBackup();
    rmSync(ledger.file);
    await restore(file);
    await expectAnaGoneEveryoneElseThere(atBackup);
    expect(existsSync(ledger.file)).toBe(true);
    expect(await readLedgerFile(ledger.file)).toHaveLength(2);
  });

  it("refuses, with nothing changed, when the ledger file cannot be read", async () => {
    const { ledger, file } = await eraseAfterBackup();
    rmSync(ledger.file);
    mkdirSync(ledger.file);
    database = openDatabase({ url: fresh.url });
    const before = await tableRows(database);
    await database.close();
    await runRestore({
      env: { DATABASE_URL: fresh.url, DATA_DIR: fresh.dir, AUTH_SECRET: TEST_AUTH_SECRET, LOG_LEVEL: "error" },
      args: [file, "--replace"],
    });
    expect(process.exitCode).toBe(1);
    process.exitCode = 0;
    expect(errors.mock.calls.flat().join("\n")).toMatch(/^Restore failed: /);
    database = openDatabase({ url: fresh.url });
    expect(await tableRows(database)).toEqual(before);
  });
});
