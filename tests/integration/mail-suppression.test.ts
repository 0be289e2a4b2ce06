/**
 * The suppression list's core (decision 0022): which events suppress an address (a hard bounce, a
 * complaint, soft bounces reaching the limit within the window), an event kept once by its key,
 * events matched to their campaign, and addresses compared as the newsletter stores them.
 * On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { deliveryEventCounts, recordDeliveryEvent } from "~/.server/services/mail/suppression/events";
import { isSuppressed, normalizeAddress, suppressedAmong } from "~/.server/services/mail/suppression/suppressed";
import { updateSettings } from "~/.server/settings";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("addresses as the list keeps them", () => {
  it("reads the forms reports and headers use, and refuses anything else", () => {
    expect(normalizeAddress("  Guest@Lodge.TEST ")).toBe("guest@lodge.test");
    expect(normalizeAddress("rfc822; <guest@lodge.test>")).toBe("guest@lodge.test");
    expect(normalizeAddress("<guest@lodge.test>")).toBe("guest@lodge.test");
    for (const refused of ["", "guest", "a@b", "a b@c.test", "a@b.test, c@d.test", "x".repeat(400), 42, null, undefined]) {
      expect(normalizeAddress(refused)).toBeUndefined();
    }
  });
});

describe.each(engines())("the suppression list on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeEach(async () => {
    await database.db.deleteFrom("mail_delivery_events").execute();
    await database.db.deleteFrom("mail_suppressions").execute();
    await database.db.deleteFrom("campaign_deliveries").execute();
    await database.db.deleteFrom("campaigns").execute();
    await updateSettings(database.db, TEST_ACTOR, { softBounceLimit: 3, softBounceWindowDays: 14 });
  });

  it("suppresses an address at once for a hard bounce or a complaint", async () => {
    const { db } = database;
    expect(
      await recordDeliveryEvent(db, {
        email: "Gone@Lodge.test",
        kind: "hard_bounce",
        source: "smtp",
        detail: "550 5.1.1 no such user",
      }),
    ).toEqual({
      recorded: true,
      email: "gone@lodge.test",
      suppressed: true,
    });
    await recordDeliveryEvent(db, { email: "angry@lodge.test", kind: "complaint", source: "ses" });
    expect(await isSuppressed(db, "GONE@lodge.test")).toBe(true);
    expect(await isSuppressed(db, "angry@lodge.test")).toBe(true);
    expect(await isSuppressed(db, "fine@lodge.test")).toBe(false);
    const rows = await db
      .selectFrom("mail_suppressions")
      .select(["email", "reason", "source", "detail"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      { email: "angry@lodge.test", reason: "complaint", source: "ses", detail: null },
      { email: "gone@lodge.test", reason: "hard_bounce", source: "smtp", detail: "550 5.1.1 no such user" },
    ]);
  });

  it("suppresses after the limit of soft bounces within the window, not before, and not for old ones", async () => {
    const { db } = database;
    const soft = (email: string, occurredAt: string) =>
      recordDeliveryEvent(db, { email, kind: "soft_bounce", source: "imap", occurredAt });
    // Two recent bounces and one outside the window: below the limit of three.
    await soft("full@lodge.test", daysAgo(30));
    await soft("full@lodge.test", daysAgo(5));
    expect(await soft("full@lodge.test", daysAgo(1))).toMatchObject({ suppressed: false });
    expect(await soft("full@lodge.test", daysAgo(0))).toMatchObject({ suppressed: true });
    expect(await db.selectFrom("mail_suppressions").select("reason").executeTakeFirst()).toEqual({ reason: "soft_bounces" });

    await updateSettings(db, TEST_ACTOR, { softBounceLimit: 1 });
    expect(await soft("once@lodge.test", daysAgo(0))).toMatchObject({ suppressed: true });
  });

  it("keeps an event once by its key, and refuses what is not an address, writing nothing", async () => {
    const { db } = database;
    const event = { email: "twice@lodge.test", kind: "soft_bounce", source: "sendgrid", eventKey: "sg-1" } as const;
    expect(await recordDeliveryEvent(db, event)).toMatchObject({ recorded: true });
    expect(await recordDeliveryEvent(db, event)).toEqual({ recorded: false, reason: "duplicate" });
    expect(await recordDeliveryEvent(db, { email: "not an address", kind: "hard_bounce", source: "smtp" })).toEqual({
      recorded: false,
      reason: "invalidAddress",
    });
    expect(await db.selectFrom("mail_delivery_events").select("email").execute()).toEqual([{ email: "twice@lodge.test" }]);
    expect(await db.selectFrom("mail_suppressions").selectAll().execute()).toEqual([]);
  });

  it("matches an event to the campaign it names, or to the last one sent to the address, and counts them", async () => {
    const { db } = database;
    const campaign = async (name: string) =>
      (await db.insertInto("campaigns").values({ name, content: "{}", status: "sent" }).returning("id").executeTakeFirstOrThrow())
        .id;
    const spring = await campaign("Spring");
    const summer = await campaign("Summer");
    const delivered = (campaignId: number, subscriberId: number, email: string, sentAt: string) =>
      db
        .insertInto("campaign_deliveries")
        .values({ campaign_id: campaignId, subscriber_id: subscriberId, email, language: "en", status: "sent", sent_at: sentAt })
        .execute();
    await delivered(spring, 1, "a@lodge.test", daysAgo(10));
    await delivered(summer, 1, "a@lodge.test", daysAgo(2));
    await delivered(spring, 2, "b@lodge.test", daysAgo(10));

    await recordDeliveryEvent(db, { email: "a@lodge.test", kind: "hard_bounce", source: "imap" });
    await recordDeliveryEvent(db, { email: "b@lodge.test", kind: "complaint", source: "postmark" });
    await recordDeliveryEvent(db, { email: "c@lodge.test", kind: "soft_bounce", source: "mailgun", campaignId: spring });
    // A campaign id that names none is not kept.
    await recordDeliveryEvent(db, { email: "d@lodge.test", kind: "soft_bounce", source: "mailgun", campaignId: 99_999 });
    // An email known to be no campaign's (the outbox's) is never matched by address.
    await recordDeliveryEvent(db, { email: "a@lodge.test", kind: "soft_bounce", source: "smtp", campaignId: null });

    expect(await deliveryEventCounts(db, summer)).toEqual({ hard_bounce: 1, soft_bounce: 0, complaint: 0 });
    expect(await deliveryEventCounts(db, spring)).toEqual({ hard_bounce: 0, soft_bounce: 1, complaint: 1 });
    const orphan = await db
      .selectFrom("mail_delivery_events")
      .select("campaign_id")
      .where("email", "=", "d@lodge.test")
      .executeTakeFirst();
    expect(orphan).toEqual({ campaign_id: null });
  });

  it("reads a date from outside only when it is a plausible one", async () => {
    const { db } = database;
    for (const occurredAt of ["next week", "2999-01-01T00:00:00Z", "1970-01-01T00:00:00Z"]) {
      await recordDeliveryEvent(db, { email: "when@lodge.test", kind: "soft_bounce", source: "imap", occurredAt });
    }
    const rows = await db.selectFrom("mail_delivery_events").select("occurred_at").execute();
    for (const row of rows) expect(Math.abs(Date.parse(row.occurred_at) - Date.now())).toBeLessThan(60_000);
  });

  it("finds the suppressed among many addresses", async () => {
    const { db } = database;
    const many = Array.from({ length: 1200 }, (_, i) => `guest${i}@lodge.test`);
    for (const index of [3, 700, 1199]) {
      await recordDeliveryEvent(db, { email: `guest${index}@lodge.test`, kind: "hard_bounce", source: "smtp" });
    }
    expect([...(await suppressedAmong(db, [...many, "GUEST3@LODGE.TEST"]))].sort()).toEqual([
      "guest1199@lodge.test",
      "guest3@lodge.test",
      "guest700@lodge.test",
    ]);
  });
});
