/**
 * Data kept only as long as needed: each retention step on each engine (what goes, what stays,
 * what is never touched), the dashboard's and the traffic view's figures across the deletion of
 * rolled-up clicks and page views, and the daily housekeeping run and its schedule.
 */

import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type OutboxStatus, toFlag } from "~/.server/db/schema";
import { startHousekeeping } from "~/.server/jobs/housekeeping";
import { createLogger } from "~/.server/logger";
import { rolledThrough, rollUpClicks } from "~/.server/services/analytics/click-rollup";
import { clickFigures } from "~/.server/services/analytics/dashboard";
import { trafficReport } from "~/.server/services/analytics/report";
import { rollUpTraffic, trafficRolledThrough } from "~/.server/services/analytics/rollup";
import { recordAudit } from "~/.server/services/operations/audit";
import { runHousekeeping } from "~/.server/services/operations/housekeeping";
import {
  deleteFinishedEmails,
  deleteRolledUpClicks,
  deleteRolledUpPageViews,
  deleteUnconfirmedSubscribers,
} from "~/.server/services/operations/retention";
import { confirmSubscription, subscribe } from "~/.server/services/records/newsletter";
import { DEFAULT_SETTINGS, updateSettings } from "~/.server/settings";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";

const NOW = new Date("2026-06-30T10:00:00.000Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * DAY_MS).toISOString();

const click = (clicked_at: string, url = "/pricing") => ({
  url,
  page_source: "/",
  user_agent: "test",
  referrer: url === "/pricing" ? "https://www.google.com/" : null,
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: url === "/contact" ? "summer" : null,
  ip_address: "203.0.113.0",
  clicked_at,
});

const pageView = (viewed_at: string, visitor_id = "visitor", path = "/pricing") => ({
  viewed_at,
  visitor_id,
  path,
  language: "en",
  source: "Google",
  referrer_host: "www.google.com",
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  device: "desktop",
  browser: "Firefox",
  country: "GB",
});

describe.each(engines())("retention on $name", ({ make }) => {
  const database = suiteDatabase(make);

  beforeEach(async () => {
    const { db } = database;
    for (const table of [
      "email_outbox",
      "link_clicks",
      "link_clicks_daily_url",
      "link_clicks_daily_referrer",
      "link_clicks_daily_campaign",
      "link_clicks_rollup_state",
      "page_views",
      "conversions",
      "traffic_daily",
      "newsletter_subscribers",
      "contacts",
      "mail_delivery_events",
      "settings",
    ] as const) {
      await db.deleteFrom(table).execute();
    }
  });

  const email = async (status: OutboxStatus, createdAt: string) => {
    const row = await database.db
      .insertInto("email_outbox")
      .values({
        recipient: "guest@hotel.test",
        subject: "Welcome",
        html: "<a href='https://staffing.test/unsubscribe?token=secret'>unsubscribe</a>",
        text: "https://staffing.test/unsubscribe?token=secret",
        headers: JSON.stringify({ "List-Unsubscribe": "<https://staffing.test/unsubscribe?token=secret>" }),
        status,
        created_at: createdAt,
        next_attempt_at: createdAt,
        sent_at: status === "sent" ? createdAt : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const emailIds = async () =>
    (await database.db.selectFrom("email_outbox").select("id").orderBy("id").execute()).map((row) => row.id);

  describe("finished emails", () => {
    it("deletes sent and failed emails older than the setting, keeps younger ones", async () => {
      const oldSent = await email("sent", daysAgo(31));
      const oldFailed = await email("failed", daysAgo(45));
      const youngSent = await email("sent", daysAgo(29));
      const youngFailed = await email("failed", daysAgo(1));
      expect(await deleteFinishedEmails(database, 30, NOW)).toBe(2);
      const kept = await emailIds();
      expect(kept).toEqual([youngSent, youngFailed]);
      expect(kept).not.toContain(oldSent);
      expect(kept).not.toContain(oldFailed);
      // Idempotent: a second run (or another instance) finds nothing more.
      expect(await deleteFinishedEmails(database, 30, NOW)).toBe(0);
    });

    it("never touches a pending or sending email, however old, nor its content", async () => {
      const pending = await email("pending", daysAgo(400));
      const sending = await email("sending", daysAgo(400));
      const before = await database.db.selectFrom("email_outbox").selectAll().orderBy("id").execute();
      expect(await deleteFinishedEmails(database, 1, NOW)).toBe(0);
      expect(await database.db.selectFrom("email_outbox").selectAll().orderBy("id").execute()).toEqual(before);
      expect(await emailIds()).toEqual([pending, sending]);
    });

    it("deletes in batches until none is left", async () => {
      for (let i = 0; i < 7; i++) await email(i % 2 ? "sent" : "failed", daysAgo(60));
      const young = await email("sent", daysAgo(2));
      expect(await deleteFinishedEmails(database, 30, NOW, 2)).toBe(7);
      expect(await emailIds()).toEqual([young]);
    });

    it("deletes nothing for a retention that is not a positive whole number of days", async () => {
      await email("sent", daysAgo(400));
      for (const days of [0, -1, 1.5, Number.NaN]) expect(await deleteFinishedEmails(database, days, NOW)).toBe(0);
      expect(await emailIds()).toHaveLength(1);
    });
  });

  describe("raw link clicks", () => {
    const seedClicks = async () => {
      const rows = [];
      // Every day from 120 days ago to today, a few clicks each, on two links.
      for (let day = 120; day >= 0; day--) {
        for (let i = 0; i < 1 + (day % 3); i++) rows.push(click(daysAgo(day).replace(/T.*/, `T0${i}:30:00.000Z`)));
        if (day % 4 === 0) rows.push(click(daysAgo(day).replace(/T.*/, "T12:00:00.000Z"), "/contact"));
      }
      await database.db.insertInto("link_clicks").values(rows).execute();
      return rows.length;
    };
    const rawDays = async () =>
      (await database.db.selectFrom("link_clicks").select("clicked_at").orderBy("clicked_at").execute()).map((row) =>
        row.clicked_at.slice(0, 10),
      );

    it("deletes nothing before the first roll-up, however old the clicks", async () => {
      const total = await seedClicks();
      expect(await deleteRolledUpClicks(database, 1, NOW)).toBe(0);
      expect(await rawDays()).toHaveLength(total);
    });

    it("deletes whole days older than the setting that are rolled up, and keeps old days not yet rolled up", async () => {
      await seedClicks();
      // Rolled up through 100 days ago only: days 99..0 are answered from the raw clicks.
      await rollUpClicks(database.db, new Date(daysAgo(99)));
      const through = await rolledThrough(database.db);
      expect(through).toBe(daysAgo(100).slice(0, 10));
      await deleteRolledUpClicks(database, 30, NOW);
      const days = await rawDays();
      // Everything through the roll-up went; the first day not rolled up (99 days ago) stays, although older than 30 days.
      expect(days[0]).toBe(daysAgo(99).slice(0, 10));
      expect(days).toContain(daysAgo(31).slice(0, 10));

      // Rolled up through yesterday: now only the last 30 days stay.
      await rollUpClicks(database.db, NOW);
      const deleted = await deleteRolledUpClicks(database, 30, NOW);
      expect(deleted).toBeGreaterThan(0);
      const after = await rawDays();
      expect(after[0]).toBe(daysAgo(30).slice(0, 10));
      expect(after.at(-1)).toBe(NOW.toISOString().slice(0, 10));
      expect(await deleteRolledUpClicks(database, 30, NOW)).toBe(0);
    });

    it("leaves the dashboard's figures unchanged, over ranges that cross the deletion", async () => {
      await seedClicks();
      await rollUpClicks(database.db, NOW);
      const today = NOW.toISOString().slice(0, 10);
      const ranges = [
        { from: daysAgo(120).slice(0, 10), to: today },
        { from: daysAgo(90).slice(0, 10), to: daysAgo(20).slice(0, 10) },
        { from: daysAgo(45).slice(0, 10), to: daysAgo(31).slice(0, 10) },
      ];
      const before = await Promise.all(ranges.map((range) => clickFigures(database.db, range)));
      expect(before[0]?.total).toBeGreaterThan(200);
      expect(await deleteRolledUpClicks(database, 7, NOW, 50)).toBeGreaterThan(150);
      expect(await Promise.all(ranges.map((range) => clickFigures(database.db, range)))).toEqual(before);
      // A later roll-up, after the deletion, does not fold the emptied days again.
      await rollUpClicks(database.db, new Date(NOW.getTime() + DAY_MS));
      expect(await clickFigures(database.db, ranges[0] ?? { from: today, to: today })).toEqual(before[0]);
    });

    it("a roll-up that read a stale state folds nothing another run folded meanwhile (their raw clicks may be gone)", async () => {
      await seedClicks();
      await rollUpClicks(database.db, new Date(daysAgo(99)));
      const range = { from: daysAgo(120).slice(0, 10), to: NOW.toISOString().slice(0, 10) };
      let before: Awaited<ReturnType<typeof clickFigures>> | undefined;
      // This run reads the state, then, before its transaction begins, another instance folds every
      // finished day and the retention deletes their raw clicks.
      const raced = new Proxy(database.db, {
        get(target, property) {
          const value = Reflect.get(target, property, target);
          if (property !== "transaction" || before) return typeof value === "function" ? value.bind(target) : value;
          return (...args: unknown[]) => {
            const builder = (value as (...a: unknown[]) => ReturnType<typeof target.transaction>).apply(target, args);
            return {
              execute: async (work: Parameters<typeof builder.execute>[0]) => {
                await rollUpClicks(target, NOW);
                before = await clickFigures(target, range);
                expect(await deleteRolledUpClicks(database, 7, NOW)).toBeGreaterThan(150);
                return builder.execute(work);
              },
            };
          };
        },
      });
      expect(await rollUpClicks(raced, NOW)).toBe(0);
      expect(before?.total).toBeGreaterThan(200);
      expect(await clickFigures(database.db, range)).toEqual(before);
    });

    it("deletes nothing for a retention that is not a positive whole number of days", async () => {
      const total = await seedClicks();
      await rollUpClicks(database.db, NOW);
      for (const days of [0, -1, 1.5, Number.NaN]) expect(await deleteRolledUpClicks(database, days, NOW)).toBe(0);
      expect(await rawDays()).toHaveLength(total);
    });
  });

  describe("raw page views", () => {
    const seedViews = async () => {
      const rows = [];
      // Every day from 120 days ago to today, a visit or two of a few views each.
      for (let day = 120; day >= 0; day--) {
        for (let i = 0; i < 1 + (day % 3); i++) {
          rows.push(pageView(daysAgo(day).replace(/T.*/, `T0${i}:30:00.000Z`), `v${i}`));
          rows.push(pageView(daysAgo(day).replace(/T.*/, `T0${i}:31:00.000Z`), `v${i}`, "/contact"));
        }
      }
      for (let start = 0; start < rows.length; start += 200) {
        await database.db
          .insertInto("page_views")
          .values(rows.slice(start, start + 200))
          .execute();
      }
      return rows.length;
    };
    const rawDays = async () =>
      (await database.db.selectFrom("page_views").select("viewed_at").orderBy("viewed_at").execute()).map((row) =>
        row.viewed_at.slice(0, 10),
      );

    it("deletes nothing before the first roll-up, however old the views", async () => {
      const total = await seedViews();
      expect(await deleteRolledUpPageViews(database, 1, NOW)).toBe(0);
      expect(await rawDays()).toHaveLength(total);
    });

    it("deletes whole days older than the setting that are rolled up, and keeps old days not yet rolled up", async () => {
      await seedViews();
      await rollUpTraffic(database.db, new Date(daysAgo(99)));
      expect(await trafficRolledThrough(database.db)).toBe(daysAgo(100).slice(0, 10));
      await deleteRolledUpPageViews(database, 30, NOW);
      const days = await rawDays();
      expect(days[0]).toBe(daysAgo(99).slice(0, 10));
      expect(days).toContain(daysAgo(31).slice(0, 10));

      await rollUpTraffic(database.db, NOW);
      expect(await deleteRolledUpPageViews(database, 30, NOW, 50)).toBeGreaterThan(100);
      const after = await rawDays();
      expect(after[0]).toBe(daysAgo(30).slice(0, 10));
      expect(after.at(-1)).toBe(NOW.toISOString().slice(0, 10));
      expect(await deleteRolledUpPageViews(database, 30, NOW)).toBe(0);
    });

    it("leaves the traffic view's figures unchanged, over ranges that cross the deletion", async () => {
      await seedViews();
      await rollUpTraffic(database.db, NOW);
      const today = NOW.toISOString().slice(0, 10);
      const ranges = [
        { from: daysAgo(120).slice(0, 10), to: today },
        { from: daysAgo(45).slice(0, 10), to: daysAgo(31).slice(0, 10) },
      ];
      const report = (range: { from: string; to: string }) =>
        trafficReport(database, { range, filter: { dim: "page", value: "/contact" }, now: NOW });
      const before = await Promise.all(ranges.map(report));
      expect(before[0]?.totals.pageviews).toBe(241);
      expect(await deleteRolledUpPageViews(database, 7, NOW)).toBeGreaterThan(400);
      expect(await Promise.all(ranges.map(report))).toEqual(before);
      // A later roll-up, after the deletion, does not fold the emptied days again.
      await rollUpTraffic(database.db, new Date(NOW.getTime() + DAY_MS));
      expect((await report(ranges[1] ?? { from: today, to: today })).totals).toEqual(before[1]?.totals);
    });

    it("deletes nothing for a retention that is not a positive whole number of days", async () => {
      const total = await seedViews();
      await rollUpTraffic(database.db, NOW);
      for (const days of [0, -1, 1.5, Number.NaN]) expect(await deleteRolledUpPageViews(database, days, NOW)).toBe(0);
      expect(await rawDays()).toHaveLength(total);
    });
  });

  describe("unconfirmed subscribers", () => {
    const context = (doubleOptIn: boolean) => ({
      database,
      publicUrl: "https://staffing.test",
      siteName: "Crestway Hospitality",
      address: "Bellevue, WA",
      doubleOptIn,
    });
    /** Signs up through the real service, then dates the row back. */
    const signUp = async (address: string, doubleOptIn: boolean, ageDays: number) => {
      const result = await subscribe(context(doubleOptIn), { email: address }, "en");
      expect(result.ok).toBe(true);
      await database.db
        .updateTable("newsletter_subscribers")
        .set({ created_at: daysAgo(ageDays) })
        .where("email", "=", address)
        .execute();
    };
    const emails = async () =>
      (await database.db.selectFrom("newsletter_subscribers").select("email").orderBy("email").execute()).map((row) => row.email);

    it("deletes only sign-ups asked to confirm that never did, once older than the setting", async () => {
      await signUp("pending-old@hotel.test", true, 31);
      await signUp("pending-young@hotel.test", true, 29);
      await signUp("confirmed-old@hotel.test", true, 400);
      const token = await database.db
        .selectFrom("newsletter_subscribers")
        .select("confirm_token")
        .where("email", "=", "confirmed-old@hotel.test")
        .executeTakeFirstOrThrow();
      expect(await confirmSubscription(database, token.confirm_token ?? "")).toMatchObject({ ok: true });

      expect(await deleteUnconfirmedSubscribers(database, 30, NOW)).toBe(1);
      expect(await emails()).toEqual(["confirmed-old@hotel.test", "pending-young@hotel.test"]);
      expect(await deleteUnconfirmedSubscribers(database, 30, NOW)).toBe(0);
    });

    it("never deletes a subscriber who signed up with double opt-in off, stored unconfirmed (docs/product.md section 4)", async () => {
      await signUp("single-old@hotel.test", false, 400);
      await signUp("single-young@hotel.test", false, 2);
      const rows = await database.db.selectFrom("newsletter_subscribers").selectAll().execute();
      expect(rows.map((row) => [toFlag(row.confirmed), row.confirm_token])).toEqual([
        [false, null],
        [false, null],
      ]);
      expect(await deleteUnconfirmedSubscribers(database, 1, NOW)).toBe(0);
      expect(await emails()).toEqual(["single-old@hotel.test", "single-young@hotel.test"]);
    });

    it("deletes nothing for a retention that is not a positive whole number of days", async () => {
      await signUp("pending-old@hotel.test", true, 400);
      for (const days of [0, -1, 1.5, Number.NaN]) expect(await deleteUnconfirmedSubscribers(database, days, NOW)).toBe(0);
      expect(await emails()).toEqual(["pending-old@hotel.test"]);
    });
  });

  describe("the housekeeping run", () => {
    const seedEverything = async (now: Date) => {
      const { db } = database;
      await email("sent", daysAgo(40, now));
      await email("sent", daysAgo(3, now));
      await email("pending", daysAgo(40, now));
      // Audit entries: one past the default year, one within it.
      for (const days of [400, 300]) {
        await recordAudit(db, { actor: TEST_ACTOR, action: "settings.update" });
        await db
          .updateTable("audit_log")
          .set({ occurred_at: daysAgo(days, now) })
          .where("occurred_at", ">", daysAgo(1, now))
          .execute();
      }
      // Bounce events (decision 0022): one stored past the default year, one within it.
      await db
        .insertInto("mail_delivery_events")
        .values(
          [400, 300].map((days) => ({
            email: `bounced-${days}@hotel.test`,
            kind: "soft_bounce",
            source: "smtp",
            occurred_at: daysAgo(days, now),
            created_at: daysAgo(days, now),
          })),
        )
        .execute();
      await db
        .insertInto("link_clicks")
        .values([click(daysAgo(100, now)), click(daysAgo(2, now))])
        .execute();
      await rollUpClicks(db, now);
      await db
        .insertInto("page_views")
        .values([pageView(daysAgo(100, now)), pageView(daysAgo(2, now))])
        .execute();
      await rollUpTraffic(db, now);
      await db
        .insertInto("newsletter_subscribers")
        .values([
          {
            email: "pending@hotel.test",
            unsubscribe_token: "u1",
            confirm_token: "c1",
            language: "en",
            created_at: daysAgo(40, now),
          },
          {
            email: "single@hotel.test",
            unsubscribe_token: "u2",
            confirm_token: null,
            language: "en",
            created_at: daysAgo(40, now),
          },
        ])
        .execute();
      await db
        .insertInto("contacts")
        .values({
          name: "Amina",
          email: "amina@hotel.test",
          subject: "s",
          message: "m",
          language: "en",
          archived: 1,
          created_at: daysAgo(40, now),
        })
        .execute();
      // Caught spam: one past the 30 days of spam retention (counted from spam_at), one within it.
      await db.deleteFrom("volunteer_signups").execute();
      const spam = (at: number) => ({ spam: 1 as const, spam_reason: "honeypot" as const, spam_at: daysAgo(at, now) });
      await db
        .insertInto("volunteer_signups")
        .values([
          {
            full_name: "Old bot",
            email: "old@bot.test",
            country: "x",
            interests: "[]",
            availability: "weekly",
            language: "en",
            ...spam(31),
          },
          {
            full_name: "New bot",
            email: "new@bot.test",
            country: "x",
            interests: "[]",
            availability: "weekly",
            language: "en",
            ...spam(29),
          },
        ])
        .execute();
      // A client's private links (decision 0038): one expired yesterday, one valid for a month.
      const request = await db
        .insertInto("partnership_requests")
        .values({
          organization: "Lodge",
          contact_name: "Claire",
          email: "claire@lodge.test",
          organization_type: "safariLodge",
          country: "ke",
          placement_type: "seasonal",
          positions: '["housekeepingAttendants"]',
          language: "fr",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("client_tokens")
        .values([
          { token_hash: randomUUID(), request_id: request.id, expires_at: daysAgo(1, now) },
          { token_hash: randomUUID(), request_id: request.id, expires_at: daysAgo(-30, now) },
        ])
        .execute();
    };

    /** What one run removes from what seedEverything stores: one of each kind, nothing archived. */
    const REMOVED_BY_ONE_RUN = {
      messagesArchived: 0,
      messagesDeleted: 1,
      emailsDeleted: 1,
      clicksDeleted: 1,
      pageViewsDeleted: 1,
      subscribersDeleted: 1,
      jobAlertSubscribersDeleted: 0,
      spamDeleted: 1,
      // No session here is expired; tests/integration/sessions.test.ts deletes expired ones.
      expiredSessionsDeleted: 0,
      deliveryEventsDeleted: 1,
      // Candidates' retention has its own suite: tests/integration/candidate-retention.test.ts.
      applicationsDeleted: 0,
      candidatesDeleted: 0,
      clientLinksDeleted: 1,
      // Privacy requests' retention is tested in tests/integration/privacy-queue.test.ts.
      privacyRequestsDeleted: 0,
      privacyRequestsForgotten: 0,
    };

    it("runs every step with its own setting and reports what each removed", async () => {
      await seedEverything(NOW);
      const report = await runHousekeeping(database, { ...DEFAULT_SETTINGS, clickRetentionDays: 90 }, NOW);
      expect(report).toEqual({ ...REMOVED_BY_ONE_RUN, auditEntriesDeleted: 1, failures: [] });
      expect(await runHousekeeping(database, DEFAULT_SETTINGS, NOW)).toMatchObject({
        messagesDeleted: 0,
        emailsDeleted: 0,
        clicksDeleted: 0,
        pageViewsDeleted: 0,
        subscribersDeleted: 0,
        auditEntriesDeleted: 0,
        deliveryEventsDeleted: 0,
      });
      expect(await database.db.selectFrom("email_outbox").select("status").orderBy("id").execute()).toEqual([
        { status: "sent" },
        { status: "pending" },
      ]);
      expect(await database.db.selectFrom("newsletter_subscribers").select("email").execute()).toEqual([
        { email: "single@hotel.test" },
      ]);
      expect(await database.db.selectFrom("volunteer_signups").select("email").execute()).toEqual([{ email: "new@bot.test" }]);
    });

    it("runs the other steps when one fails, and reports the failure", async () => {
      await seedEverything(NOW);
      const broken = new Proxy(database.db, {
        get(target, property) {
          if (property === "updateTable") throw new Error("contacts locked");
          const value = Reflect.get(target, property, target);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const report = await runHousekeeping({ ...database, db: broken }, { ...DEFAULT_SETTINGS, autoArchiveMessages: true }, NOW);
      // Every update fails: the messages' archive and the privacy requests' forgetting (decision 0041).
      expect(report.failures).toEqual([
        { step: "messages", error: expect.any(Error) },
        { step: "privacy requests", error: expect.any(Error) },
      ]);
      expect(report).toMatchObject({ emailsDeleted: 1, clicksDeleted: 1, pageViewsDeleted: 1, subscribersDeleted: 1 });
    });

    it("the schedule runs the steps with the stored settings and logs what it removed", async () => {
      const now = new Date();
      await seedEverything(now);
      await updateSettings(database.db, TEST_ACTOR, { clickRetentionDays: 30 });
      const logger = createLogger("silent");
      const info = vi.spyOn(logger, "info");
      const stop = startHousekeeping({ database, logger, intervalMs: 60_000 });
      try {
        await vi.waitFor(() =>
          expect(info).toHaveBeenCalledWith(
            // Earlier tests' audit entries and client links of this database may be past their terms too.
            { ...REMOVED_BY_ONE_RUN, auditEntriesDeleted: expect.any(Number), clientLinksDeleted: expect.any(Number) },
            "Housekeeping",
          ),
        );
      } finally {
        await stop();
      }
    });
  });
});
