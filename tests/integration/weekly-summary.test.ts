/**
 * The weekly traffic summary (decision 0016) and the preference that asks for it, through real
 * parts: staff accounts made and signed in through Better Auth, page views and conversions stored
 * as the beacon and the visitor writes store them, the report the traffic view reads, the outbox,
 * the account page's real loader and action. A summary goes once per ISO week to each active staff
 * member who asked for it, in their language, with last week's figures beside the week before's.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { startWeeklySummary } from "~/.server/jobs/weekly-summary";
import { createLogger } from "~/.server/logger";
import { readStaffPreferences, saveStaffPreferences } from "~/.server/services/accounts/staff-preferences";
import { updateUser } from "~/.server/services/accounts/users";
import { rollUpTraffic } from "~/.server/services/analytics/rollup";
import { summaryWeek, weeklyFigures } from "~/.server/services/analytics/weekly-figures";
import {
  lastSummaryWeek,
  SUMMARY_STATE,
  sendWeeklySummaries,
  type WeeklySummaryOutcome,
} from "~/.server/services/analytics/weekly-summary";
import type { Language } from "~/i18n/languages";
import type { Goal } from "~/lib/traffic/model";
import * as accountPage from "~/routes/admin/account";
import { appContext, formArgs, routeCaller } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { renderRoute, visibleText } from "../support/render-route";
import { createSignedInUser, type TestAccount } from "../support/sessions";
import { until } from "../support/until";

const BASE = "https://staffing.test";
/** Monday 23 November 2026, 07:00 UTC: the summary of 16–22 November is due. */
const MONDAY = new Date("2026-11-23T07:00:00.000Z");
const LAST_WEEK = { from: "2026-11-16", to: "2026-11-22" };
const WEEK_BEFORE = { from: "2026-11-09", to: "2026-11-15" };

function view(viewedAt: string, visitorId: string, source: string | null) {
  return {
    viewed_at: viewedAt,
    visitor_id: visitorId,
    path: "/",
    language: "en",
    source,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    device: "desktop",
    browser: "Chrome",
    country: "US",
  };
}

function conversion(occurredAt: string, visitorId: string, goal: Goal) {
  return { goal, record_id: null, occurred_at: occurredAt, visitor_id: visitorId };
}

/**
 * Last week: 8 daily visitors (16th: 3, 17th: 2, 20th: 1, 21st: 2), 9 visits (the 17th's Google
 * visitor came twice, two hours apart), 4 conversions by 3 visitors. The week before: 4 visitors,
 * 4 visits, 1 conversion. Around them, a day before and today, which no week of the summary holds.
 */
const VIEWS = [
  view("2026-11-08T12:00:00.000Z", "x08", "Google"),
  view("2026-11-10T09:00:00.000Z", "w10h", "Google"),
  view("2026-11-10T10:00:00.000Z", "w10i", "Google"),
  view("2026-11-10T11:00:00.000Z", "w10j", null),
  view("2026-11-14T16:00:00.000Z", "w14k", "LinkedIn"),
  view("2026-11-16T10:00:00.000Z", "v16a", "Google"),
  view("2026-11-16T10:05:00.000Z", "v16a", null),
  view("2026-11-16T12:00:00.000Z", "v16b", "LinkedIn"),
  view("2026-11-16T15:00:00.000Z", "v16c", null),
  view("2026-11-17T08:00:00.000Z", "v17d", "Newsletter"),
  view("2026-11-17T09:00:00.000Z", "v17a", "Google"),
  view("2026-11-17T11:00:00.000Z", "v17a", "Google"),
  view("2026-11-20T14:00:00.000Z", "v20e", "Google"),
  view("2026-11-20T14:10:00.000Z", "v20e", null),
  view("2026-11-21T10:00:00.000Z", "v21f", "Bing"),
  view("2026-11-21T11:00:00.000Z", "v21g", "Facebook"),
  view("2026-11-23T06:30:00.000Z", "x23", "Google"),
];
const CONVERSIONS = [
  conversion("2026-11-08T12:01:00.000Z", "x08", "contact"),
  conversion("2026-11-10T10:03:00.000Z", "w10i", "contact"),
  conversion("2026-11-16T12:01:00.000Z", "v16b", "contact"),
  conversion("2026-11-17T08:02:00.000Z", "v17d", "newsletter_signup"),
  conversion("2026-11-20T14:11:00.000Z", "v20e", "contact"),
  conversion("2026-11-20T14:12:00.000Z", "v20e", "partnership"),
  conversion("2026-11-23T06:31:00.000Z", "x23", "volunteer"),
];

/** Whitespace as one plain space: number formats use no-break and narrow no-break spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f\u2009]+/g, " ").trim();

/** Each row of each table of an email as its cells' text (the layout's own tables hold one cell a row). */
function tableRows(html: string): string[][] {
  const rows: string[][] = [];
  for (const [, row = ""] of html.matchAll(/<tr[^>]*>((?:(?!<tr)[\s\S])*?)<\/tr>/g)) {
    const cells = [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = ""]) => plain(visibleText(cell)));
    if (cells.length > 1) rows.push(cells);
  }
  return rows;
}

describe.each(engines())("the weekly traffic summary on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let admin: TestAccount;
  let editor: TestAccount;
  let viewer: TestAccount;
  let optedOut: TestAccount;
  let deactivated: TestAccount;
  let member: TestAccount;

  const prefer = (account: TestAccount, weeklySummary: boolean, summaryLanguage: Language) =>
    saveStaffPreferences(database.db, TEST_ACTOR, account.userId, { weeklySummary, summaryLanguage });
  const summaryContext = () => ({ database, publicUrl: BASE });
  const outbox = () => database.db.selectFrom("email_outbox").selectAll().orderBy("recipient").execute();
  const emailTo = async (account: TestAccount) => {
    const email = (await outbox()).find((row) => row.recipient === account.email);
    if (!email) throw new Error(`no summary for ${account.email}`);
    return email;
  };

  beforeAll(async () => {
    context = appContext(database).context;
    admin = await createSignedInUser(context.auth, "admin", "Ana Admin");
    editor = await createSignedInUser(context.auth, "editor", "Élise Éditrice");
    viewer = await createSignedInUser(context.auth, "viewer", "Victor Viewer");
    optedOut = await createSignedInUser(context.auth, "editor", "Otto Out");
    // A viewer who never saved the preference: off.
    await createSignedInUser(context.auth, "viewer", "Nora Never");
    deactivated = await createSignedInUser(context.auth, "staff", "Dana Gone");
    member = await createSignedInUser(context.auth, "user", "Uma User");
    await prefer(admin, true, "es");
    await prefer(editor, true, "fr");
    await prefer(viewer, true, "en");
    await prefer(optedOut, false, "en");
    await prefer(deactivated, true, "en");
    await prefer(member, true, "en");
    // Deactivated the way the Users page does it: banned by Better Auth, the profile marked inactive.
    const deactivation = await updateUser(
      context,
      { id: admin.userId, headers: new Headers({ Cookie: admin.cookie }), audit: TEST_ACTOR },
      deactivated.userId,
      { name: "Dana Gone", email: deactivated.email, role: "staff", active: false },
    );
    expect(deactivation).toEqual({ ok: true });
    await database.db.insertInto("page_views").values(VIEWS).execute();
    await database.db.insertInto("conversions").values(CONVERSIONS).execute();
  });

  beforeEach(async () => {
    await database.db.deleteFrom("email_outbox").execute();
    await database.db.deleteFrom("link_clicks_rollup_state").where("name", "=", SUMMARY_STATE).execute();
  });

  it("is due from Monday 06:00 UTC for the week that ended on Sunday, until then for the one before", () => {
    expect(summaryWeek(new Date("2026-11-23T05:59:59.999Z"))).toEqual(WEEK_BEFORE);
    expect(summaryWeek(new Date("2026-11-23T06:00:00.000Z"))).toEqual(LAST_WEEK);
    expect(summaryWeek(new Date("2026-11-26T12:00:00.000Z"))).toEqual(LAST_WEEK);
    expect(summaryWeek(new Date("2026-11-29T23:59:59.999Z"))).toEqual(LAST_WEEK);
    // Across a year's end: ISO weeks run Monday to Sunday whatever the year.
    expect(summaryWeek(new Date("2027-01-04T06:00:00.000Z"))).toEqual({ from: "2026-12-28", to: "2027-01-03" });
  });

  it("at Monday 07:00 queues exactly one email per opted-in active staff member, in their language", async () => {
    const outcome = await sendWeeklySummaries(summaryContext(), MONDAY);
    expect(outcome).toEqual({ status: "queued", week: LAST_WEEK, emails: 3 });
    const emails = await outbox();
    // Not the one who turned it off, the one who never did, the deactivated one or the site user.
    expect(emails.map((row) => row.recipient).sort()).toEqual([admin.email, editor.email, viewer.email].sort());
    expect(await lastSummaryWeek(database.db)).toBe(LAST_WEEK.from);

    const english = await emailTo(viewer);
    expect(english.html).toContain('lang="en"');
    expect(plain(english.subject)).toMatch(/^Crestway Hospitality: last week's traffic \(November 16 ?– ?22, 2026\)$/);
    expect(english.text).toContain("Hello Victor Viewer,");
    const spanish = await emailTo(admin);
    expect(spanish.html).toContain('lang="es"');
    expect(plain(spanish.subject)).toMatch(
      /^Crestway Hospitality: las visitas de la semana pasada \(16 ?– ?22 de noviembre de 2026\)$/,
    );
    expect(spanish.text).toContain("Hola, Ana Admin:");
    const french = await emailTo(editor);
    expect(french.html).toContain('lang="fr"');
    expect(plain(french.subject)).toMatch(
      /^Crestway Hospitality : les visites de la semaine dernière \(16 ?– ?22 novembre 2026\)$/,
    );
    expect(french.text).toContain("Bonjour Élise Éditrice,");
  });

  it("carries last week's figures beside the week before's, its top five sources and the goals reached", async () => {
    await sendWeeklySummaries(summaryContext(), MONDAY);

    const english = tableRows((await emailTo(viewer)).html);
    expect(english).toEqual([
      ["", "Last week", "Week before", "Change"],
      ["Daily visitors", "8", "4", "+100%"],
      ["Visits", "9", "4", "+125%"],
      ["Conversions", "4", "1", "+300%"],
      ["Conversion rate", "37.5%", "25%", "+12.5 pts"],
      ["Source", "Daily visitors", "Converted visitors"],
      // Most visitors first, ties by name; the sixth source (Newsletter) is left out.
      ["Google", "3", "1"],
      ["Bing", "1", "0"],
      ["Direct", "1", "0"],
      ["Facebook", "1", "0"],
      ["LinkedIn", "1", "1"],
      ["Goal", "Last week", "Week before"],
      ["Contact messages", "2", "1"],
      ["Partnership requests", "1", "0"],
      ["Newsletter sign-ups", "1", "0"],
    ]);

    const spanish = tableRows((await emailTo(admin)).html);
    expect(spanish).toContainEqual(["Visitantes diarios", "8", "4", "+100 %"]);
    expect(spanish).toContainEqual(["Tasa de conversión", "37,5 %", "25 %", "+12,5 p. p."]);
    expect(spanish).toContainEqual(["Directo", "1", "0"]);
    expect(spanish).toContainEqual(["Mensajes de contacto", "2", "1"]);
    const french = tableRows((await emailTo(editor)).html);
    expect(french).toContainEqual(["Visiteurs quotidiens", "8", "4", "+100 %"]);
    expect(french).toContainEqual(["Taux de conversion", "37,5 %", "25 %", "+12,5 pt"]);
    expect(french).toContainEqual(["Demandes de partenariat", "1", "0"]);

    // The traffic view of the same week, and My account to turn it off.
    const { html, text } = await emailTo(viewer);
    expect(html).toContain(`href="${BASE}/admin/traffic?from=2026-11-16&amp;to=2026-11-22"`);
    expect(html).toContain(`href="${BASE}/admin/account"`);
    expect(text).toContain(`${BASE}/admin/traffic?from=2026-11-16&to=2026-11-22`);
    expect(plain(text)).toContain("37.5%");
  });

  it("queues nothing more on a second run the same week, whenever in the week it comes", async () => {
    await sendWeeklySummaries(summaryContext(), MONDAY);
    expect(await sendWeeklySummaries(summaryContext(), MONDAY)).toEqual({ status: "alreadySent", week: LAST_WEEK });
    expect(await sendWeeklySummaries(summaryContext(), new Date("2026-11-29T22:00:00.000Z"))).toEqual({
      status: "alreadySent",
      week: LAST_WEEK,
    });
    expect(await outbox()).toHaveLength(3);
  });

  it("queues it once when two instances run at the same moment", async () => {
    // PostgreSQL: a second pool on the same schema, as another instance has. SQLite is one instance
    // per file: its second run shares the handle, as a second job of the same process would.
    let other: Database = database;
    if (database.engine === "postgres") {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      other = openDatabase({ url: process.env.TEST_DATABASE_URL ?? "", schema: rows[0]?.schema, poolSize: 2 });
    }
    try {
      const outcomes: WeeklySummaryOutcome[] = await Promise.all([
        sendWeeklySummaries(summaryContext(), MONDAY),
        sendWeeklySummaries({ database: other, publicUrl: BASE }, MONDAY),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["alreadySent", "queued"]);
      expect((await outbox()).map((row) => row.recipient).sort()).toEqual([admin.email, editor.email, viewer.email].sort());
    } finally {
      if (other !== database) await other.close();
    }
  });

  it("after a server was down for weeks, sends only the last finished week, then the next one on its Monday", async () => {
    // The last summary went out for the week of 26 October; the server comes back on Thursday 26 November.
    await database.db.insertInto("link_clicks_rollup_state").values({ name: SUMMARY_STATE, through_day: "2026-10-26" }).execute();
    expect(await sendWeeklySummaries(summaryContext(), new Date("2026-11-26T10:00:00.000Z"))).toEqual({
      status: "queued",
      week: LAST_WEEK,
      emails: 3,
    });
    expect(await outbox()).toHaveLength(3);
    expect(await sendWeeklySummaries(summaryContext(), new Date("2026-11-30T05:00:00.000Z"))).toMatchObject({
      status: "alreadySent",
    });
    expect(await sendWeeklySummaries(summaryContext(), new Date("2026-11-30T06:00:00.000Z"))).toEqual({
      status: "queued",
      week: { from: "2026-11-23", to: "2026-11-29" },
      emails: 3,
    });
    expect(await outbox()).toHaveLength(6);
  });

  it("records a week with nobody to send to, so it is not looked at again", async () => {
    const asked = [admin, editor, viewer];
    for (const account of asked) await prefer(account, false, "en");
    try {
      expect(await sendWeeklySummaries(summaryContext(), MONDAY)).toEqual({ status: "queued", week: LAST_WEEK, emails: 0 });
      expect(await lastSummaryWeek(database.db)).toBe(LAST_WEEK.from);
      expect(await outbox()).toHaveLength(0);
    } finally {
      await prefer(admin, true, "es");
      await prefer(editor, true, "fr");
      await prefer(viewer, true, "en");
    }
  });

  it("logs a failed run with what to do, records nothing, and sends at the next run", async () => {
    const logger = createLogger("silent");
    const error = vi.spyOn(logger, "error");
    const info = vi.spyOn(logger, "info");
    let kicks = 0;
    // The outbox table away: queueing fails, so the claim is rolled back with it.
    await sql`alter table email_outbox rename to email_outbox_away`.execute(database.db);
    const stop = startWeeklySummary({ database, logger, publicUrl: BASE, kickOutbox: () => kicks++, intervalMs: 100 });
    try {
      await until(() => error.mock.calls.length > 0);
      expect(error.mock.calls[0]?.[1]).toMatch(
        /^Weekly traffic summary not sent; it is retried within the hour\. If this repeats, /,
      );
      expect(await lastSummaryWeek(database.db)).toBeUndefined();
    } finally {
      await sql`alter table email_outbox_away rename to email_outbox`.execute(database.db);
    }
    await until(() => info.mock.calls.length > 0);
    await stop();
    expect(info.mock.calls[0]).toEqual([{ week: summaryWeek(new Date()), emails: 3 }, "Weekly traffic summary queued"]);
    expect(kicks).toBe(1);
    expect(await outbox()).toHaveLength(3);
  });

  it("reads the same figures once the days are rolled up as from the raw page views", async () => {
    const live = await weeklyFigures(database, LAST_WEEK, MONDAY);
    expect(live.current).toEqual({ visitors: 8, visits: 9, conversions: 4, converted: 3 });
    expect(live.previous).toEqual({ visitors: 4, visits: 4, conversions: 1, converted: 1 });
    expect(await rollUpTraffic(database.db, MONDAY)).toBeGreaterThan(14);
    expect(await weeklyFigures(database, LAST_WEEK, MONDAY)).toEqual(live);
  });
});

describe.each(engines())("the weekly summary preference on My account on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  let viewer: TestAccount;
  const URL = `${BASE}/admin/account`;
  const page = () => routeCaller(accountPage, URL, () => context);
  const audit = () =>
    database.db.selectFrom("audit_log").selectAll().where("action", "=", "account.preferences_update").orderBy("id").execute();

  beforeAll(async () => {
    context = appContext(database).context;
    viewer = await createSignedInUser(context.auth, "viewer", "Victor Viewer");
  });

  it("is off until saved, in the language the admin area is shown in", async () => {
    const fresh = await createSignedInUser(context.auth, "editor");
    const loaded = await page().load(fresh);
    expect(loaded.body.preferences).toEqual({ weeklySummary: false, summaryLanguage: "en" });
    // The admin area follows the language cookie; so does the default.
    const request = new Request(URL, { headers: { Cookie: `${fresh.cookie}; language=fr` } });
    const french = (await accountPage.loader({ request, context, params: {} } as never)) as { preferences: unknown };
    expect(french.preferences).toEqual({ weeklySummary: false, summaryLanguage: "fr" });
  });

  it("saves through the action, reads back, and writes one audit entry per change", async () => {
    const saved = await page().post(viewer, { intent: "savePreferences", weeklySummary: "on", summaryLanguage: "es" });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ status: "success", initialValue: null, intent: "savePreferences" });
    expect((await page().load(viewer)).body.preferences).toEqual({ weeklySummary: true, summaryLanguage: "es" });
    expect(await readStaffPreferences(database.db, viewer.userId, "en")).toEqual({ weeklySummary: true, summaryLanguage: "es" });

    // An unticked checkbox is not sent at all, as a browser posts it.
    expect((await page().post(viewer, { intent: "savePreferences", summaryLanguage: "es" })).status).toBe(200);
    expect((await page().load(viewer)).body.preferences).toEqual({ weeklySummary: false, summaryLanguage: "es" });
    // The same values again change nothing, and leave no entry.
    expect((await page().post(viewer, { intent: "savePreferences", summaryLanguage: "es" })).status).toBe(200);

    const entries = await audit();
    expect(entries.map((entry) => [entry.actor_email, entry.target_type, entry.target_id, entry.before, entry.after])).toEqual([
      [viewer.email, "user", viewer.userId, null, JSON.stringify({ weeklySummary: true, summaryLanguage: "es" })],
      [viewer.email, "user", viewer.userId, JSON.stringify({ weeklySummary: true }), JSON.stringify({ weeklySummary: false })],
    ]);
  });

  it("refuses a language the site does not speak with 400 and the field's message, saving nothing", async () => {
    const before = await readStaffPreferences(database.db, viewer.userId, "en");
    const entries = (await audit()).length;
    const refused = await page().post(viewer, { intent: "savePreferences", weeklySummary: "on", summaryLanguage: "de" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      status: "error",
      intent: "savePreferences",
      error: { summaryLanguage: ["admin-account:errors.summaryLanguage"] },
    });
    expect(await readStaffPreferences(database.db, viewer.userId, "en")).toEqual(before);
    expect(await audit()).toHaveLength(entries);
  });

  it("works without JavaScript: the posted form renders the page with its outcome", async () => {
    const post = (fields: Record<string, string>) => {
      const args = formArgs(context, URL, { intent: "savePreferences", ...fields }, { Cookie: viewer.cookie });
      return renderRoute(accountPage, "/admin/account", args.request, args.context);
    };
    const saved = await post({ weeklySummary: "on", summaryLanguage: "fr" });
    expect(saved.status).toBe(200);
    expect(visibleText(saved.html)).toContain("Preferences saved Your weekly summary settings have been saved.");
    expect(saved.html).toMatch(/<input[^>]*name="weeklySummary"[^>]*checked=""/);
    expect(saved.html).toMatch(/<option value="fr" selected="">Français<\/option>/);

    const refused = await post({ weeklySummary: "on", summaryLanguage: "xx" });
    expect(refused.status).toBe(400);
    const text = visibleText(refused.html);
    expect(text).toContain("Not saved");
    expect(text).toContain("Please choose English, Spanish or French.");
    expect(refused.html).toMatch(
      /<select[^>]*aria-invalid="true"[^>]*name="summaryLanguage"|<select[^>]*name="summaryLanguage"[^>]*aria-invalid="true"/,
    );
    // What is saved did not change.
    expect(await readStaffPreferences(database.db, viewer.userId, "en")).toEqual({ weeklySummary: true, summaryLanguage: "fr" });
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});
