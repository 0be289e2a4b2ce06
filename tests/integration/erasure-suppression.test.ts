/**
 * An erasure keeps the person unmailed and nothing else of them (decision 0040), on each engine:
 * their suppression row keeps only the keyed hash of their address, a subscriber who was never
 * suppressed is listed by hash, someone who only wrote is not; the senders' one check matches the
 * hash, so a campaign to a list that brings the address back skips it; the ledger's row and file
 * line hold hashes only; the admin list shows the row as an erased address without the address.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { listSuppressions } from "~/.server/services/mail";
import { recordDeliveryEvent } from "~/.server/services/mail/suppression/events";
import { isSuppressed, suppressedAmong } from "~/.server/services/mail/suppression/suppressed";
import { type ErasureLedger, erasePersonalData, hashIdentifier, readLedgerFile } from "~/.server/services/privacy";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { erasureLedger } from "../support/erasure-ledger";
import { expectNextCampaignSkips } from "../support/next-campaign";
import { insertSubscriber } from "../support/subscribers";

const BOUNCED = "Noor.Haddad@Mail.test";
const SUBSCRIBED = "li.wei@mail.test";
const WROTE = "only.wrote@mail.test";
const KEPT = "still.here@mail.test";

describe.each(engines())("erasure and the suppression list on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let ledger: ErasureLedger;

  beforeAll(async () => {
    ledger = erasureLedger();
    const { db } = database;
    await insertSubscriber(database, "noor.haddad@mail.test");
    await db
      .insertInto("mail_suppressions")
      .values({ email: "noor.haddad@mail.test", reason: "complaint", source: "ses", detail: "noor.haddad@mail.test: abuse" })
      .execute();
    await insertSubscriber(database, SUBSCRIBED);
    await db
      .insertInto("contacts")
      .values({
        name: "Only Wrote",
        email: WROTE,
        subject: "Hello",
        language: "en",
        message: "A question.",
        created_at: new Date().toISOString(),
      })
      .execute();
    await db
      .insertInto("mail_suppressions")
      .values({ email: KEPT, reason: "hard_bounce", source: "smtp", detail: "550" })
      .execute();
  });

  it("replaces the person's suppression by the keyed hash of their address, and the senders still skip it", async () => {
    const result = await erasePersonalData(database, { email: BOUNCED }, TEST_ACTOR, ledger);
    expect(result.ok).toBe(true);
    const rows = await database.db.selectFrom("mail_suppressions").selectAll().orderBy("id").execute();
    const hash = hashIdentifier(ledger.key, "email", "noor.haddad@mail.test");
    expect(rows.map(({ email, email_hash, reason, detail }) => ({ email, email_hash, reason, detail }))).toEqual([
      { email: null, email_hash: hash, reason: "complaint", detail: null },
      { email: KEPT, email_hash: null, reason: "hard_bounce", detail: "550" },
    ]);
    expect(JSON.stringify(rows)).not.toContain("noor");
    expect(await isSuppressed(database.db, " NOOR.haddad@mail.test ")).toBe(true);
    expect(await suppressedAmong(database.db, [BOUNCED, KEPT, "someone@else.test"])).toEqual(
      new Set(["noor.haddad@mail.test", KEPT]),
    );
    // A late report of a bounce to the erased address is not kept: it would hold the address again.
    expect(
      await recordDeliveryEvent(database.db, { email: BOUNCED, kind: "hard_bounce", source: "ses", eventKey: "late-bounce" }),
    ).toEqual({ recorded: false, reason: "erasedAddress" });
    expect(
      await database.db.selectFrom("mail_delivery_events").select("id").where("email", "=", "noor.haddad@mail.test").execute(),
    ).toEqual([]);
    expect(
      await database.db.selectFrom("mail_suppressions").select("id").where("email", "=", "noor.haddad@mail.test").execute(),
    ).toEqual([]);
    // A list restored or imported again brings the address back: the next campaign still skips it.
    await expectNextCampaignSkips(database, ["noor.haddad@mail.test", KEPT]);
  });

  it("lists a subscriber who was never suppressed by hash, and keeps nothing of someone who only wrote", async () => {
    expect((await erasePersonalData(database, { email: SUBSCRIBED }, TEST_ACTOR, ledger)).ok).toBe(true);
    expect((await erasePersonalData(database, { email: WROTE }, TEST_ACTOR, ledger)).ok).toBe(true);
    const hashes = await database.db
      .selectFrom("mail_suppressions")
      .select(["email_hash", "reason"])
      .where("email", "is", null)
      .execute();
    expect(hashes).toContainEqual({ email_hash: hashIdentifier(ledger.key, "email", SUBSCRIBED), reason: "erased" });
    expect(hashes).not.toContainEqual(expect.objectContaining({ email_hash: hashIdentifier(ledger.key, "email", WROTE) }));
    expect(await isSuppressed(database.db, SUBSCRIBED)).toBe(true);
    expect(await isSuppressed(database.db, WROTE)).toBe(false);
  });

  it("writes each erasure to the ledger's table and file, as hashes only", async () => {
    const rows = await database.db.selectFrom("erasure_ledger").selectAll().orderBy("id").execute();
    expect(rows.map(({ identifier_hash, kind }) => ({ identifier_hash, kind }))).toEqual(
      ["noor.haddad@mail.test", SUBSCRIBED, WROTE].map((email) => ({
        identifier_hash: hashIdentifier(ledger.key, "email", email),
        kind: "email",
      })),
    );
    const filed = await readLedgerFile(ledger.file);
    expect(filed).toEqual(rows.map((row) => ({ identifierHash: row.identifier_hash, kind: row.kind, erasedAt: row.erased_at })));
    const text = readFileSync(ledger.file, "utf8");
    for (const email of ["noor", "li.wei", "only.wrote"]) expect(text).not.toContain(email);
  });

  it("shows an erased address's row in the admin list as erased, without the address or its hash", async () => {
    const page = await listSuppressions(database, { search: "", reason: "", source: "", campaignId: null, page: 1 });
    const erased = page.rows.filter((row) => row.erased);
    expect(erased).toHaveLength(2);
    for (const row of erased) expect(row.id).toMatch(/^erased-\d+$/);
    const hash = hashIdentifier(ledger.key, "email", "noor.haddad@mail.test");
    expect(JSON.stringify(page)).not.toContain(hash);
    expect(JSON.stringify(page)).not.toContain("noor");
    expect(page.rows.find((row) => !row.erased)?.id).toBe(KEPT);
  });
});
