/**
 * The admin dashboard's figures on real databases: every count, the clicks per day (boundaries and
 * empty days included), the top links, referrers and campaigns, the recent activity across the
 * visitor tables, the date range the page accepts, and who may load the page.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import {
  clickFigures,
  dashboardFigures,
  messageCounts,
  partnershipCounts,
  recentActivity,
  subscriberCounts,
} from "~/.server/services/analytics/dashboard";
import { addDays, MAX_RANGE_DAYS, readDayRange, utcDay } from "~/.server/services/analytics/dashboard-range";
import { careersFigures } from "~/.server/services/careers";
import { loader } from "~/routes/admin/dashboard";
import { appContext, routeCaller } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, type TestAccount } from "../support/sessions";

const TABLES = [
  "application_events",
  "cv_file_bytes",
  "cv_files",
  "applications",
  "candidate_tokens",
  "candidates",
  "openings",
  "contacts",
  "partnership_requests",
  "newsletter_subscribers",
  "volunteer_signups",
  "donation_pledges",
  "link_clicks",
] as const;
const MARCH = { from: "2026-03-01", to: "2026-03-07" };

interface Click {
  url?: string;
  at: string;
  referrer?: string | null;
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
}

let sequence = 0;

function seeders(database: Database) {
  const { db } = database;
  return {
    contact: (at: string, flags: { read?: 0 | 1; archived?: 0 | 1 } = {}, name = `Sender ${++sequence}`) =>
      db
        .insertInto("contacts")
        .values({
          name,
          email: `s${++sequence}@t.test`,
          subject: "Hello",
          language: "en",
          message: "Hi",
          created_at: at,
          read: flags.read ?? 0,
          archived: flags.archived ?? 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    partnership: (at: string, status = "new", organization = `Org ${++sequence}`) =>
      db
        .insertInto("partnership_requests")
        .values({
          organization,
          contact_name: "Amina",
          email: `p${++sequence}@t.test`,
          organization_type: "hotel",
          country: "ke",
          placement_type: "seasonal",
          positions: "[]",
          status,
          language: "en",
          created_at: at,
          updated_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    subscriber: (at: string, confirmed: 0 | 1, email = `r${++sequence}@t.test`) =>
      db
        .insertInto("newsletter_subscribers")
        .values({ email, confirmed, unsubscribe_token: `u${++sequence}`, confirm_token: null, language: "en", created_at: at })
        .returning("id")
        .executeTakeFirstOrThrow(),
    volunteer: (at: string, fullName = `Volunteer ${++sequence}`) =>
      db
        .insertInto("volunteer_signups")
        .values({
          full_name: fullName,
          email: `v${++sequence}@t.test`,
          country: "Ghana",
          interests: "[]",
          availability: "weekly",
          language: "en",
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    donation: (at: string, fullName = `Donor ${++sequence}`) =>
      db
        .insertInto("donation_pledges")
        .values({
          full_name: fullName,
          email: `d${++sequence}@t.test`,
          amount_cents: 2500,
          program: "scholarships",
          language: "en",
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow(),
    clicks: (clicks: Click[]) =>
      db
        .insertInto("link_clicks")
        .values(
          clicks.map((click) => ({
            url: click.url ?? "https://site.test/",
            page_source: "/",
            referrer: click.referrer ?? null,
            utm_source: click.source ?? null,
            utm_medium: click.medium ?? null,
            utm_campaign: click.campaign ?? null,
            clicked_at: click.at,
          })),
        )
        .execute(),
  };
}

const times = (count: number, click: Click): Click[] => Array.from({ length: count }, () => click);

describe("the date range of the click figures", () => {
  const now = new Date("2026-11-22T07:45:57.416Z");
  const read = (query: string) => readDayRange(new URLSearchParams(query), now);

  it("defaults to the last 30 days up to today (UTC), without a note", () => {
    expect(read("")).toEqual({ range: { from: "2026-10-24", to: "2026-11-22" }, days: 30, problem: null, today: "2026-11-22" });
  });

  it("takes a valid range, both days included", () => {
    expect(read("from=2026-03-01&to=2026-03-07")).toMatchObject({ range: MARCH, days: 7, problem: null });
    expect(read("from=2026-03-01&to=2026-03-01")).toMatchObject({ range: { from: "2026-03-01", to: "2026-03-01" }, days: 1 });
  });

  it("fills a missing end: today for `to`, 30 days before `to` for `from`", () => {
    expect(read("from=2026-11-01")).toMatchObject({ range: { from: "2026-11-01", to: "2026-11-22" }, days: 22, problem: null });
    expect(read("from=&to=2026-03-30")).toMatchObject({
      range: { from: "2026-03-01", to: "2026-03-30" },
      days: 30,
      problem: null,
    });
  });

  it("accepts two years and refuses longer, falling back to the default with the reason", () => {
    const longest = read(`from=${addDays("2026-11-22", -(MAX_RANGE_DAYS - 1))}&to=2026-11-22`);
    expect(longest).toMatchObject({ days: MAX_RANGE_DAYS, problem: null });
    expect(read(`from=${addDays("2026-11-22", -MAX_RANGE_DAYS)}&to=2026-11-22`)).toMatchObject({
      range: { from: "2026-10-24", to: "2026-11-22" },
      days: 30,
      problem: "tooLong",
    });
  });

  it.each([
    ["from=yesterday&to=2026-03-07", "invalid"],
    ["from=2026-02-30&to=2026-03-07", "invalid"],
    ["from=2026-3-1&to=2026-03-07", "invalid"],
    ["from=2026-03-01&to=2026-13-01", "invalid"],
    ["to=%27%3B%20drop%20table", "invalid"],
    ["from=2026-03-08&to=2026-03-07", "reversed"],
  ])("falls back to the default for %s (%s)", (query, problem) => {
    expect(read(query)).toEqual({ range: { from: "2026-10-24", to: "2026-11-22" }, days: 30, problem, today: "2026-11-22" });
  });
});

describe.each(engines())("admin dashboard on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let seed: ReturnType<typeof seeders>;

  beforeAll(async () => {
    seed = seeders(database);
  });
  beforeEach(async () => {
    for (const table of TABLES) await database.db.deleteFrom(table).execute();
  });

  it("counts messages: all, unread (neither read nor archived) and archived", async () => {
    const at = "2026-03-01T10:00:00.000Z";
    for (let i = 0; i < 3; i++) await seed.contact(at);
    for (let i = 0; i < 2; i++) await seed.contact(at, { read: 1 });
    await seed.contact(at, { archived: 1 });
    for (let i = 0; i < 2; i++) await seed.contact(at, { read: 1, archived: 1 });
    expect(await messageCounts(database.db)).toEqual({ total: 8, unread: 3, archived: 3 });
  });

  it("lists every partnership status, with 0 where none, and keeps unknown stored values", async () => {
    expect(await partnershipCounts(database.db)).toEqual({
      total: 0,
      byStatus: ["new", "contacted", "proposal", "won", "lost"].map((status) => ({ status, count: 0 })),
    });
    const at = "2026-03-01T10:00:00.000Z";
    for (const status of ["new", "new", "won", "proposal", "legacy"]) await seed.partnership(at, status);
    expect(await partnershipCounts(database.db)).toEqual({
      total: 5,
      byStatus: [
        { status: "new", count: 2 },
        { status: "contacted", count: 0 },
        { status: "proposal", count: 1 },
        { status: "won", count: 1 },
        { status: "lost", count: 0 },
        { status: "legacy", count: 1 },
      ],
    });
  });

  it("counts subscribers, confirmed ones apart", async () => {
    const at = "2026-03-01T10:00:00.000Z";
    for (const confirmed of [1, 1, 0, 1] as const) await seed.subscriber(at, confirmed);
    expect(await subscriberCounts(database)).toEqual({ total: 4, confirmed: 3 });
  });

  it("counts clicks per UTC day over the range, both ends included and empty days as 0", async () => {
    await seed.clicks([
      { at: "2026-02-28T23:59:59.999Z" },
      { at: "2026-03-01T00:00:00.000Z" },
      { at: "2026-03-01T23:59:59.999Z" },
      { at: "2026-03-03T12:00:00.000Z" },
      { at: "2026-03-07T23:59:59.999Z" },
      { at: "2026-03-08T00:00:00.000Z" },
    ]);
    const { daily, total } = await clickFigures(database.db, MARCH);
    expect(daily).toEqual([
      { day: "2026-03-01", clicks: 2 },
      { day: "2026-03-02", clicks: 0 },
      { day: "2026-03-03", clicks: 1 },
      { day: "2026-03-04", clicks: 0 },
      { day: "2026-03-05", clicks: 0 },
      { day: "2026-03-06", clicks: 0 },
      { day: "2026-03-07", clicks: 1 },
    ]);
    expect(total).toBe(4);
  });

  it("gives every day of a range with no clicks at all, across a month end and a leap day", async () => {
    const { daily, total } = await clickFigures(database.db, { from: "2028-02-27", to: "2028-03-01" });
    expect(daily).toEqual(["2028-02-27", "2028-02-28", "2028-02-29", "2028-03-01"].map((day) => ({ day, clicks: 0 })));
    expect(total).toBe(0);
  });

  it("ranks links, referrers and campaigns within the range only", async () => {
    const inside = "2026-03-04T09:00:00.000Z";
    const outside = "2026-03-09T09:00:00.000Z";
    await seed.clicks([
      ...times(3, { url: "https://site.test/pricing", at: inside, referrer: "https://www.google.com/" }),
      ...times(2, {
        url: "https://site.test/contact",
        at: inside,
        referrer: "https://www.bing.com/",
        campaign: "spring",
        source: "newsletter",
        medium: "email",
      }),
      ...times(1, { url: "https://site.test/about", at: inside, campaign: "spring", source: "newsletter", medium: "email" }),
      ...times(2, { url: "https://site.test/about", at: "2026-03-01T00:00:00.000Z", campaign: "cruise" }),
      ...times(1, {
        url: "https://site.test/markets",
        at: inside,
        referrer: "https://www.bing.com/",
        campaign: "spring",
        source: "social",
      }),
      ...times(9, { url: "https://site.test/outside", at: outside, referrer: "https://outside.test/", campaign: "outside" }),
    ]);
    const figures = await clickFigures(database.db, MARCH);
    expect(figures.total).toBe(9);
    expect(figures.topLinks).toEqual([
      { url: "https://site.test/about", clicks: 3 },
      { url: "https://site.test/pricing", clicks: 3 },
      { url: "https://site.test/contact", clicks: 2 },
      { url: "https://site.test/markets", clicks: 1 },
    ]);
    expect(figures.referrers).toEqual([
      { referrer: "https://www.bing.com/", clicks: 3 },
      { referrer: "https://www.google.com/", clicks: 3 },
    ]);
    expect(figures.campaigns).toEqual([
      { campaign: "spring", source: "newsletter", medium: "email", clicks: 3 },
      { campaign: "cruise", source: null, medium: null, clicks: 2 },
      { campaign: "spring", source: "social", medium: null, clicks: 1 },
    ]);
    const limited = await clickFigures(database.db, MARCH, 2);
    expect(limited.topLinks.map((link) => link.url)).toEqual(["https://site.test/about", "https://site.test/pricing"]);
    expect(limited.campaigns).toHaveLength(2);
  });

  it("defaults to the ten most clicked links", async () => {
    const clicks = Array.from({ length: 12 }, (_, index) =>
      times(index + 1, { url: `https://site.test/p${String(index).padStart(2, "0")}`, at: "2026-03-02T08:00:00.000Z" }),
    ).flat();
    await seed.clicks(clicks);
    const { topLinks } = await clickFigures(database.db, MARCH);
    expect(topLinks).toHaveLength(10);
    expect(topLinks[0]).toEqual({ url: "https://site.test/p11", clicks: 12 });
    expect(topLinks[9]).toEqual({ url: "https://site.test/p02", clicks: 3 });
  });

  it("merges the latest records of every visitor table, newest first, with where each is opened", async () => {
    const at = (minute: number) => `2026-03-05T10:${String(minute).padStart(2, "0")}:00.000Z`;
    const message = await seed.contact(at(1), {}, "Amina Otieno");
    const partnership = await seed.partnership(at(5), "new", "Lakeside Lodge");
    const subscriber = await seed.subscriber(at(3), 0, "reader+news@t.test");
    const volunteer = await seed.volunteer(at(4), "Kofi Mensah");
    const donation = await seed.donation(at(2), "Grace Njeri");
    expect(await recentActivity(database.db)).toEqual([
      {
        kind: "partnership",
        id: partnership.id,
        who: "Lakeside Lodge",
        at: at(5),
        href: `/admin/partnership-requests/${partnership.id}`,
      },
      {
        kind: "volunteer",
        id: volunteer.id,
        who: "Kofi Mensah",
        at: at(4),
        href: `/admin/partnership-requests?tab=volunteers&open=${volunteer.id}`,
      },
      {
        kind: "subscriber",
        id: subscriber.id,
        who: "reader+news@t.test",
        at: at(3),
        href: "/admin/newsletter-subscribers?q=reader%2Bnews%40t.test",
      },
      {
        kind: "donation",
        id: donation.id,
        who: "Grace Njeri",
        at: at(2),
        href: `/admin/partnership-requests?tab=donations&open=${donation.id}`,
      },
      { kind: "message", id: message.id, who: "Amina Otieno", at: at(1), href: `/admin/messages?open=${message.id}` },
    ]);
  });

  it("keeps only the ten latest events, whichever tables they come from", async () => {
    // Messages newest by far, older ones spread over the other tables: ids do not follow time.
    for (let minute = 20; minute > 8; minute--) {
      await seed.contact(`2026-03-05T10:${String(minute).padStart(2, "0")}:00.000Z`, {}, `M${minute}`);
    }
    await seed.volunteer("2026-03-05T10:15:30.000Z", "Between");
    await seed.donation("2026-03-01T00:00:00.000Z", "Old donor");
    const events = await recentActivity(database.db);
    expect(events.map((event) => event.who)).toEqual(["M20", "M19", "M18", "M17", "M16", "Between", "M15", "M14", "M13", "M12"]);
  });

  it("gathers every figure for the page", async () => {
    await seed.contact("2026-03-02T10:00:00.000Z");
    await seed.partnership("2026-03-02T11:00:00.000Z", "contacted");
    await seed.subscriber("2026-03-02T12:00:00.000Z", 1);
    await seed.volunteer("2026-03-02T13:00:00.000Z");
    await seed.volunteer("2026-03-02T14:00:00.000Z");
    await seed.donation("2026-03-02T15:00:00.000Z");
    await seed.clicks([{ at: "2026-03-02T16:00:00.000Z" }]);
    const figures = await dashboardFigures(database, MARCH);
    expect(figures.messages).toEqual({ total: 1, unread: 1, archived: 0 });
    expect(figures.partnerships.total).toBe(1);
    expect(figures.partnerships.byStatus.find((item) => item.status === "contacted")?.count).toBe(1);
    expect(figures.subscribers).toEqual({ total: 1, confirmed: 1 });
    expect(figures.volunteers).toBe(2);
    expect(figures.donations).toBe(1);
    expect(figures.clicks.total).toBe(1);
    expect(figures.recent.map((event) => event.kind)).toEqual([
      "donation",
      "volunteer",
      "volunteer",
      "subscriber",
      "partnership",
      "message",
    ]);
  });

  it("counts openings open now and in draft, and applications new, this week, in progress and placed", async () => {
    const now = new Date("2026-03-10T12:00:00.000Z");
    const opening = (status: "draft" | "published" | "closed", closesOn: string) =>
      database.db
        .insertInto("openings")
        .values({
          status,
          content: "{}",
          position: "housekeepingAttendants",
          placement: "seasonal",
          country: "ke",
          city: "mombasa",
          housing: 0,
          meals: 0,
          transport: 0,
          start_date: "2026-04-01",
          people_wanted: 1,
          closes_on: closesOn,
          questions: "[]",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const open = await opening("published", "2026-03-31");
    await opening("published", "2026-03-09");
    await opening("draft", "2026-03-31");
    await opening("closed", "2026-03-31");
    const { id: candidateId } = await database.db
      .insertInto("candidates")
      .values({ full_name: "Kofi", email: "kofi@example.test", country: "gh", city: "accra", language: "en" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const application = (stage: "new" | "interview" | "placed" | "rejected", createdAt: string) =>
      database.db
        .insertInto("applications")
        .values({
          candidate_id: candidateId,
          opening_id: open.id,
          language: "en",
          stage,
          consented_at: createdAt,
          created_at: createdAt,
        })
        .execute();
    await application("new", "2026-03-09T10:00:00.000Z");
    await application("new", "2026-02-01T10:00:00.000Z");
    await application("interview", "2026-03-05T10:00:00.000Z");
    await application("placed", "2026-01-05T10:00:00.000Z");
    await application("rejected", "2026-03-08T10:00:00.000Z");
    expect(await careersFigures(database.db, now)).toEqual({
      openOpenings: 1,
      draftOpenings: 1,
      newApplications: 2,
      applicationsThisWeek: 3,
      inProgress: 3,
      placed: 1,
    });
  });

  describe("the route", () => {
    let context: ReturnType<typeof appContext>["context"];
    const accounts: Partial<Record<"viewer" | "editor" | "admin" | "user", TestAccount>> = {};
    const URL = "https://staffing.test/admin/dashboard";
    const { load } = routeCaller({ loader }, URL, () => context);

    beforeAll(async () => {
      ({ context } = appContext(database));
      for (const role of ["viewer", "editor", "admin", "user"] as const)
        accounts[role] = await createSignedInUser(context.auth, role);
    });

    it("sends an anonymous visitor to the login, remembering the way back", async () => {
      const result = await load(undefined, "?from=2026-03-01&to=2026-03-07");
      expect(result.status).toBe(302);
      expect(result.location).toBe(
        `/admin/login?redirectTo=${encodeURIComponent("/admin/dashboard?from=2026-03-01&to=2026-03-07")}`,
      );
    });

    it("refuses a signed-in account without admin access", async () => {
      expect((await load(accounts.user)).status).toBe(403);
    });

    it.each(["viewer", "editor", "admin"] as const)("shows the figures of the asked-for range to a %s", async (role) => {
      await seed.contact("2026-03-02T10:00:00.000Z");
      await seed.clicks([{ at: "2026-03-02T16:00:00.000Z" }, { at: "2026-03-06T16:00:00.000Z" }]);
      const { status, body } = await load(accounts[role], "?from=2026-03-01&to=2026-03-07");
      expect(status).toBe(200);
      expect(body.selection).toMatchObject({ range: MARCH, days: 7, problem: null });
      // Every staff role reads the records' pages and the openings; only recruiters open applications (decision 0035).
      expect(body.access).toEqual({
        messages: true,
        partnerships: true,
        subscribers: true,
        openings: true,
        applications: role !== "viewer",
      });
      const figures = body.figures as Awaited<ReturnType<typeof dashboardFigures>>;
      expect(figures.messages.total).toBe(1);
      expect(figures.clicks.total).toBe(2);
      expect(figures.clicks.daily.map((item) => item.clicks)).toEqual([0, 1, 0, 0, 0, 1, 0]);
    });

    it("answers a bad range with the default range and a note, not an error", async () => {
      const today = utcDay(new Date());
      for (const [query, problem] of [
        ["?from=2026-03-08&to=2026-03-07", "reversed"],
        ["?from=nonsense&to=2026-03-07", "invalid"],
        ["?from=2020-01-01&to=2026-03-07", "tooLong"],
      ] as const) {
        const { status, body } = await load(accounts.viewer, query);
        expect(status).toBe(200);
        expect(body.selection).toMatchObject({ range: { from: addDays(today, -29), to: today }, days: 30, problem });
        expect((body.figures as { clicks: { daily: unknown[] } }).clicks.daily).toHaveLength(30);
      }
    });

    it("offers the quick ranges ending today", async () => {
      const today = utcDay(new Date());
      const { body } = await load(accounts.viewer);
      expect(body.quickRanges).toEqual([7, 30, 90, 365].map((days) => ({ days, from: addDays(today, -(days - 1)), to: today })));
    });
  });
});
