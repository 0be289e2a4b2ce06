/**
 * One person across every table of the register (decision 0039): a visitor who wrote, volunteered,
 * pledged, subscribed, asked for staff, applied with a CV, was shortlisted and placed, was mailed
 * and bounced, and is a staff member too, with another person beside them in the same tables.
 * Found (counts per table, by address, by phone only, through parent rows), copied (every table
 * present, secrets withheld), erased in one transaction (no registered personal column holds the
 * address or the name afterwards, the other person's rows exactly as they were).
 */
import { readFileSync } from "node:fs";
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import {
  ERASED,
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  isPersonal,
  PERSONAL_DATA_REGISTER,
  registerFor,
  WITHHELD,
} from "~/.server/services/privacy";
import { normalizePhone } from "~/lib/careers/applications";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { erasureLedger } from "../support/erasure-ledger";
import { linkableTables, type Person, seedPerson, seedShared } from "../support/personal-data";

const ANA: Person = { tag: "ana", name: "Ana Rivera-Quist", email: "ana.rivera@mail.test", phone: "+254 712 345 601" };
const BEA: Person = { tag: "bea", name: "Bea Ortiz-Lund", email: "bea.ortiz@mail.test", phone: "+254 712 345 602" };

const now = () => new Date().toISOString();

/** Every registered personal column of the engine holding `text`, as table.column. */
async function columnsHolding(database: Database, text: string): Promise<string[]> {
  const holding: string[] = [];
  for (const entry of registerFor(database.engine).filter(isPersonal)) {
    for (const column of [...entry.columns, ...(entry.withheld ?? [])]) {
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(entry.table)}
        where lower(cast(${sql.ref(column)} as text)) like ${`%${text.toLowerCase()}%`}`.execute(database.db);
      if (Number(rows[0]?.n) > 0) holding.push(`${entry.table}.${column}`);
    }
  }
  return holding;
}

/** The candidates' full-text index's blocks on SQLite, as Latin-1 text to search for a word's bytes. */
async function searchIndexBlocks(database: Database): Promise<string> {
  const { rows } = await sql<{ block: Uint8Array | null }>`select block from candidate_search_data`.execute(database.db);
  return rows.map(({ block }) => Buffer.from(block ?? []).toString("latin1")).join("\n");
}

/** The SQLite database file's bytes once the write-ahead log is folded into it. */
async function databaseFileBytes(database: Database): Promise<Buffer> {
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
  const { rows } = await sql<{ file: string }>`select file from pragma_database_list where name = 'main'`.execute(database.db);
  return readFileSync(rows[0]?.file ?? "");
}

describe.each(engines())("one person's data on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeAll(async () => {
    const shared = await seedShared(database);
    await seedPerson(database, ANA, shared);
    await seedPerson(database, BEA, shared);
  });

  it("is found in every table that can be searched, by address, by phone and through parent rows", async () => {
    const found = await findPersonalData(database, { email: " Ana.Rivera@MAIL.test ", phone: ANA.phone });
    const counts = Object.fromEntries(found.entries.map((entry) => [entry.table, entry.count]));
    expect(Object.keys(counts).sort()).toEqual(linkableTables(database));
    expect(counts).toMatchObject({
      contacts: 1,
      donation_pledges: 1,
      partnership_requests: 2,
      staff_request_events: 2,
      email_outbox: 3,
      // Their own two entries (a setting, an opening), and two of others naming their address.
      audit_log: 4,
      conversions: 4,
      candidates: 1,
      cv_files: 1,
      shortlist_entries: 1,
      placements: 1,
    });
    // By the phone alone: the pledge under another address, the request, the volunteer and the candidate.
    const byPhone = await findPersonalData(database, { phone: "00254712345601" });
    expect(Object.fromEntries(byPhone.entries.map((entry) => [entry.table, entry.count]))).toMatchObject({
      donation_pledges: 1,
      volunteer_signups: 1,
      partnership_requests: 1,
      candidates: 1,
    });
    expect(byPhone.entries.map((entry) => entry.table)).not.toContain("user");
  });

  it("finds nothing for an address nobody has, nor for too short a phone", async () => {
    expect((await findPersonalData(database, { email: "rivera@mail.test" })).entries).toEqual([]);
    expect((await findPersonalData(database, { email: "", phone: "601" })).entries).toEqual([]);
  });

  it("is copied table by table, with each table's words in three languages and secrets withheld", async () => {
    const copy = await exportPersonalData(database, { email: ANA.email, phone: ANA.phone });
    const tables = copy.entries.map((entry) => entry.table);
    const copied = registerFor(database.engine)
      .filter(isPersonal)
      .filter((entry) => entry.links.length > 0 && !entry.copyOf);
    expect(tables.sort()).toEqual(copied.map((entry) => entry.table).sort());
    for (const entry of copy.entries) {
      for (const language of ["en", "es", "fr"] as const) {
        expect(entry.meaning[language]).not.toMatch(/^tables\./);
        for (const words of Object.values(entry.columns[language])) expect(words).not.toMatch(/^columns\./);
      }
    }
    const rows = (table: string) => copy.entries.find((entry) => entry.table === table)?.rows ?? [];
    expect(rows("account")[0]).toMatchObject({ password: WITHHELD, providerId: "credential" });
    expect(rows("candidate_tokens")[0]).toMatchObject({ token_hash: WITHHELD });
    expect(rows("contacts")[0]).toMatchObject({ name: ANA.name, email: ANA.email });
    expect(
      Buffer.from(String(rows("cv_file_bytes")[0]?.bytes), "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // Someone else's record that names them: its named columns and context, not the rest.
    const campaign = rows("campaigns")[0] ?? {};
    expect(campaign).toMatchObject({ created_by: "user-ana" });
    expect(campaign).not.toHaveProperty("content");
    expect(rows("partnership_requests")).toContainEqual(
      expect.objectContaining({ owner_id: "user-ana", organization: "Hotel owned by ana" }),
    );
    expect(rows("partnership_requests").find((row) => row.organization === "Hotel owned by ana")).not.toHaveProperty("email");
    expect(JSON.stringify(copy)).not.toContain(BEA.email);
  });

  it("is erased in one go: nothing of theirs left in any registered column, the other person as they were", async () => {
    const beaBefore = await exportPersonalData(database, { email: BEA.email, phone: BEA.phone });
    const holding = await columnsHolding(database, ANA.email);
    expect(holding).toEqual(
      expect.arrayContaining([
        "contacts.email",
        "audit_log.before",
        "email_outbox.text",
        "cv_files.extracted_text",
        "profiles.email",
      ]),
    );
    // The candidates' full-text index on SQLite keeps words in b-tree blocks; her family name is there.
    const indexed = () => searchIndexBlocks(database);
    if (database.engine === "sqlite") expect((await indexed()).includes("quist")).toBe(true);
    const result = await erasePersonalData(database, { email: ANA.email, phone: ANA.phone }, TEST_ACTOR, erasureLedger());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // ...and leaves them with her row (FTS5's secure-delete, migration 0031), not at some later merge.
    if (database.engine === "sqlite") {
      expect((await indexed()).includes("quist")).toBe(false);
      expect((await indexed()).includes("lund")).toBe(true);
      // Nor in the file's free pages, which a backup copies: SQLite's secure_delete zeroes them.
      const file = await databaseFileBytes(database);
      expect(file.includes(ANA.email)).toBe(false);
      expect(file.includes(BEA.email)).toBe(true);
    }
    expect(result.counts).toMatchObject({
      contacts: { removed: 1, anonymized: 0 },
      candidates: { removed: 1, anonymized: 0 },
      audit_log: { removed: 0, anonymized: 4 },
      conversions: { removed: 0, anonymized: 4 },
      campaigns: { removed: 0, anonymized: 1 },
    });
    expect(await columnsHolding(database, ANA.email)).toEqual([]);
    expect(await columnsHolding(database, ANA.name)).toEqual([]);
    expect(await columnsHolding(database, normalizePhone(ANA.phone))).toEqual([]);
    expect((await findPersonalData(database, { email: ANA.email, phone: ANA.phone })).entries).toEqual([]);

    // What stays: the audit entries, the counted goals, the staff's work, another client's line.
    const { db } = database;
    expect(await db.selectFrom("audit_log").select("actor_email").where("actor_email", "=", ERASED).execute()).toHaveLength(2);
    expect(await db.selectFrom("conversions").select("id").where("visitor_id", "is", null).execute()).toHaveLength(4);
    expect(
      await db
        .selectFrom("partnership_requests")
        .select("owner_id")
        .where("organization", "=", "Hotel owned by ana")
        .executeTakeFirst(),
    ).toEqual({
      owner_id: null,
    });
    expect(await db.selectFrom("placements").select("candidate_id").execute()).toHaveLength(1);

    const erasure = await db.selectFrom("audit_log").selectAll().where("action", "=", "privacy.erase").executeTakeFirstOrThrow();
    expect(JSON.parse(erasure.after ?? "{}").counts.contacts).toEqual({ removed: 1, anonymized: 0 });
    expect(JSON.stringify(erasure)).not.toContain("ana");

    const beaAfter = await exportPersonalData(database, { email: BEA.email, phone: BEA.phone });
    expect(beaAfter.entries).toEqual(beaBefore.entries);
  });

  it("answers when there is nothing to erase", async () => {
    expect(await erasePersonalData(database, { email: ANA.email }, TEST_ACTOR, erasureLedger())).toEqual({
      ok: false,
      reason: "nothingFound",
    });
  });

  it("refuses to erase the last active administrator", async () => {
    const { db, engine } = database;
    await db
      .insertInto("user")
      .values({
        id: "user-admin",
        name: "Only Admin",
        email: "only.admin@agency.test",
        emailVerified: (engine === "sqlite" ? 1 : true) as never,
        createdAt: now(),
        updatedAt: now(),
        role: "admin",
      })
      .execute();
    expect(await erasePersonalData(database, { email: "only.admin@agency.test" }, TEST_ACTOR, erasureLedger())).toEqual({
      ok: false,
      reason: "lastAdministrator",
    });
    expect(await db.selectFrom("user").select("id").where("id", "=", "user-admin").execute()).toHaveLength(1);
  });

  it("registers every table the seed wrote to", () => {
    expect(PERSONAL_DATA_REGISTER.length).toBeGreaterThan(60);
  });
});
