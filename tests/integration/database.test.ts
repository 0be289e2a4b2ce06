import { describe, expect, it } from "vitest";
import { migrateToLatest, ping } from "~/.server/db";
import { nowIso, toFlag } from "~/.server/db/schema";
import { DEFAULT_SETTINGS, getSettings, getSiteName, updateSettings } from "~/.server/settings";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";

describe.each(engines())("database on $name", ({ make }) => {
  const database = suiteDatabase(make);

  it("answers the health check", async () => {
    expect(await ping(database)).toBe(true);
  });

  it("runs migrations again without change (idempotent start)", async () => {
    await expect(migrateToLatest(database)).resolves.toBeUndefined();
    await expect(migrateToLatest(database)).resolves.toBeUndefined();
  });

  it("keeps newsletter emails and unsubscribe tokens unique", async () => {
    const { db } = database;
    await db
      .insertInto("newsletter_subscribers")
      .values({ email: "a@hotel.com", unsubscribe_token: "t1", language: "en" })
      .execute();
    await expect(
      db.insertInto("newsletter_subscribers").values({ email: "a@hotel.com", unsubscribe_token: "t2", language: "en" }).execute(),
    ).rejects.toThrow();
    await expect(
      db.insertInto("newsletter_subscribers").values({ email: "b@hotel.com", unsubscribe_token: "t1", language: "en" }).execute(),
    ).rejects.toThrow();
    const row = await db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", "a@hotel.com")
      .executeTakeFirstOrThrow();
    expect(toFlag(row.confirmed)).toBe(false);
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("stores contacts unread and unarchived, newest first by created_at", async () => {
    const { db } = database;
    await db
      .insertInto("contacts")
      .values([
        {
          name: "Ann",
          email: "ann@hotel.com",
          subject: "Older",
          message: "m",
          language: "en",
          created_at: "2026-01-01T00:00:00.000Z",
        },
        {
          name: "Bob",
          email: "bob@hotel.com",
          subject: "Newer",
          message: "m",
          language: "fr",
          created_at: "2026-02-01T00:00:00.000Z",
        },
      ])
      .execute();
    const rows = await db.selectFrom("contacts").selectAll().orderBy("created_at", "desc").execute();
    expect(rows.map((row) => row.subject)).toEqual(["Newer", "Older"]);
    expect(rows.every((row) => !toFlag(row.read) && !toFlag(row.archived))).toBe(true);
    await db.updateTable("contacts").set({ read: 1 }).where("subject", "=", "Older").execute();
    const older = await db.selectFrom("contacts").select("read").where("subject", "=", "Older").executeTakeFirstOrThrow();
    expect(toFlag(older.read)).toBe(true);
  });

  it("defaults link_clicks.clicked_at to the current time and range-queries it", async () => {
    const { db } = database;
    const before = nowIso();
    await db.insertInto("link_clicks").values({ url: "/pricing", page_source: "/", ip_address: "203.0.113.0" }).execute();
    const rows = await db
      .selectFrom("link_clicks")
      .selectAll()
      .where("clicked_at", ">=", before.slice(0, 19))
      .orderBy("clicked_at", "desc")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.clicked_at).toMatch(/Z$/);
  });

  it("stores partnership requests with status new", async () => {
    const { db } = database;
    await db
      .insertInto("partnership_requests")
      .values({
        organization: "Lakeside Lodge",
        contact_name: "Ama",
        email: "ama@lodge.com",
        organization_type: "safariLodge",
        country: "Kenya",
        placement_type: "seasonal",
        positions: JSON.stringify(["laundry"]),
        language: "en",
      })
      .execute();
    const row = await db.selectFrom("partnership_requests").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("new");
    expect(JSON.parse(row.positions)).toEqual(["laundry"]);
  });

  it("reads settings with spec defaults and stores changes", async () => {
    const { db } = database;
    expect(await getSettings(db)).toEqual(DEFAULT_SETTINGS);
    const updated = await updateSettings(db, TEST_ACTOR, { siteName: "Lakeside Staffing", messageRetentionDays: 45 });
    expect(updated.siteName).toBe("Lakeside Staffing");
    expect(updated.messageRetentionDays).toBe(45);
    expect(updated.notificationsEnabled).toBe(true);
    expect(await getSiteName(db)).toBe("Lakeside Staffing");
    await updateSettings(db, TEST_ACTOR, { siteName: "Again" });
    expect(await getSiteName(db)).toBe("Again");
  });

  it("queues email in the outbox as pending and due now", async () => {
    const { db } = database;
    await db
      .insertInto("email_outbox")
      .values({ recipient: "a@hotel.com", subject: "Hi", html: "<p>Hi</p>", text: "Hi", headers: "{}" })
      .execute();
    const row = await db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(row.attempts).toBe(0);
    expect(row.next_attempt_at <= nowIso()).toBe(true);
  });
});
