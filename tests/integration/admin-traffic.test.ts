/**
 * The admin traffic view and its CSV exports on real databases: who may read them, the range and the
 * filter of the address reaching the report, hostile addresses answered with the page (fast-check,
 * the page rendered as the server renders it), and each table's download: its header, its rows, the
 * formula guard, no visitor id, an unknown table refused.
 */
import fc from "fast-check";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type AppLoadContext, createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { serverI18n } from "~/.server/i18n";
import type { Attribution } from "~/.server/services/analytics/conversions";
import { addDays, utcDay } from "~/.server/services/analytics/dashboard-range";
import { trafficCsvHeader } from "~/.server/services/analytics/export";
import { STAFF_ROLES } from "~/lib/admin/permissions";
import { MAX_FILTER_VALUE_LENGTH, TRAFFIC_DIMS, type TrafficReport } from "~/lib/traffic/model";
import * as messagesPage from "~/routes/admin/messages";
import * as requestsPage from "~/routes/admin/partnership-requests";
import * as requestPage from "~/routes/admin/partnership-requests.$id";
import * as trafficPage from "~/routes/admin/traffic";
import * as trafficExport from "~/routes/admin/traffic.export";
import { appContext, routeCaller, settle } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { createSignedInUser, requestAs, type TestAccount } from "../support/sessions";

const BASE = "https://staffing.test";
const TODAY = utcDay(new Date());
/** A week well in the past (the report aggregates days not rolled up from the raw views). */
const DAY = addDays(TODAY, -10);
const RANGE = { from: addDays(DAY, -3), to: addDays(DAY, 3) };
const RANGE_QUERY = `from=${RANGE.from}&to=${RANGE.to}`;

/** Visitor ids as distinctive strings: no export may contain one. */
const VISITOR = {
  linkedin: "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6",
  direct: "f0e1d2c3b4a5f6e7d8c9b0a1f2e3d4c5",
  hostile: "0123456789abcdef0123456789abcdef",
  before: "fedcba9876543210fedcba9876543210",
};
const HOSTILE_PATH = "/\u202Egnp.exe<script>alert(1)</script>";
const HOSTILE_CAMPAIGN = '=HYPERLINK("http://evil.test","Click")';

interface View {
  at: string;
  visitor: string;
  path: string;
  language?: string;
  source?: string | null;
  campaign?: string | null;
  device?: string;
  browser?: string;
  country?: string | null;
}

function seeders(database: Database) {
  const { db } = database;
  return {
    views: (views: View[]) =>
      db
        .insertInto("page_views")
        .values(
          views.map((view) => ({
            viewed_at: view.at,
            visitor_id: view.visitor,
            path: view.path,
            language: view.language ?? "en",
            source: view.source ?? null,
            referrer_host: null,
            utm_source: null,
            utm_medium: null,
            utm_campaign: view.campaign ?? null,
            device: view.device ?? "desktop",
            browser: view.browser ?? "Chrome",
            country: view.country ?? null,
          })),
        )
        .execute(),
    conversion: (goal: string, at: string, visitor: string | null, recordId: number, attribution: Partial<Attribution> = {}) =>
      db
        .insertInto("conversions")
        .values({
          goal,
          record_id: recordId,
          occurred_at: at,
          visitor_id: visitor,
          source: attribution.source ?? null,
          utm_campaign: attribution.utmCampaign ?? null,
          entry_path: attribution.entryPath ?? null,
          language: attribution.language ?? null,
          country: attribution.country ?? null,
          device: attribution.device ?? null,
          browser: attribution.browser ?? null,
        })
        .execute(),
    contact: (subject: string) =>
      db
        .insertInto("contacts")
        .values({
          name: "Amina",
          email: "amina@t.test",
          subject,
          language: "en",
          message: "Hello",
          created_at: `${DAY}T10:06:00.000Z`,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id)),
    partnership: () =>
      db
        .insertInto("partnership_requests")
        .values({
          organization: "Lodge",
          contact_name: "Amina",
          email: "lodge@t.test",
          organization_type: "hotel",
          country: "ke",
          placement_type: "seasonal",
          positions: "[]",
          status: "new",
          language: "en",
          created_at: `${DAY}T11:00:00.000Z`,
          updated_at: `${DAY}T11:00:00.000Z`,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id)),
    volunteer: () =>
      db
        .insertInto("volunteer_signups")
        .values({
          full_name: "Kofi",
          email: "kofi@t.test",
          country: "Ghana",
          interests: "[]",
          availability: "weekly",
          language: "en",
          created_at: `${DAY}T11:00:00.000Z`,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id)),
    donation: () =>
      db
        .insertInto("donation_pledges")
        .values({
          full_name: "Ines",
          email: "ines@t.test",
          amount_cents: 2500,
          program: "scholarships",
          language: "en",
          created_at: `${DAY}T11:00:00.000Z`,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id)),
  };
}

/** Reads a CSV download as a spreadsheet does: quoted cells kept whole, the byte-order mark dropped. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && body[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else cell += char;
  }
  return rows;
}

interface PageModule {
  loader: unknown;
  default: unknown;
}

/** Each route module's component given its loader's data, as the framework hands it over. */
const components = new Map<PageModule, () => ReturnType<typeof createElement>>();
function componentOf(module: PageModule) {
  let component = components.get(module);
  if (!component) {
    component = () => createElement(module.default as never, { loaderData: useLoaderData() } as never);
    components.set(module, component);
  }
  return component;
}

/**
 * A page as the server renders it: the route's loader through React Router's static handler, then
 * its component to HTML in English, inside the router and i18n providers the app uses.
 */
async function renderPage(
  context: AppLoadContext,
  request: Request,
  module: PageModule = trafficPage,
  /** The route's path with its parameters, for a page whose loader reads them. */
  path = new URL(request.url).pathname,
): Promise<{ status: number; html: string }> {
  const handler = createStaticHandler([{ id: "page", path, loader: module.loader as never, Component: componentOf(module) }]);
  const result = await handler.query(request, { requestContext: context as never });
  if (result instanceof Response) return { status: result.status, html: "" };
  const router = createStaticRouter(handler.dataRoutes, result);
  const i18n = await serverI18n("en");
  const html = renderToString(
    createElement(I18nextProvider, { i18n }, createElement(StaticRouterProvider, { router, context: result, hydrate: false })),
  );
  return { status: result.statusCode, html };
}

describe.each(engines())("admin traffic view on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  const accounts = new Map<string, TestAccount>();
  const page = routeCaller(trafficPage, `${BASE}/admin/traffic`, () => context);
  const download = routeCaller(trafficExport, `${BASE}/admin/traffic/export`, () => context);
  const reportOf = (body: Record<string, unknown>) => body.report as TrafficReport;

  beforeAll(async () => {
    ({ context } = appContext(database));
    for (const role of [...STAFF_ROLES, "user"] as const) accounts.set(role, await createSignedInUser(context.auth, role));
    const seed = seeders(database);
    await seed.views([
      // From LinkedIn, a campaign, then the contact form, sent.
      {
        at: `${DAY}T10:00:00.000Z`,
        visitor: VISITOR.linkedin,
        path: "/",
        source: "LinkedIn",
        campaign: "spring",
        device: "mobile",
        browser: "Firefox",
        country: "FR",
      },
      {
        at: `${DAY}T10:05:00.000Z`,
        visitor: VISITOR.linkedin,
        path: "/contact",
        device: "mobile",
        browser: "Firefox",
        country: "FR",
      },
      // Straight to the Spanish pricing page, and gone.
      { at: `${DAY}T12:00:00.000Z`, visitor: VISITOR.direct, path: "/es/pricing", language: "es" },
      // Values no visitor should be able to break the page or a spreadsheet with.
      {
        at: `${addDays(DAY, 1)}T08:00:00.000Z`,
        visitor: VISITOR.hostile,
        path: HOSTILE_PATH,
        source: "x".repeat(MAX_FILTER_VALUE_LENGTH),
        campaign: HOSTILE_CAMPAIGN,
        country: "DE",
      },
      // The previous period's only visitor.
      { at: `${addDays(RANGE.from, -2)}T09:00:00.000Z`, visitor: VISITOR.before, path: "/about", source: "Google" },
    ]);
    await seed.conversion("contact", `${DAY}T10:06:00.000Z`, VISITOR.linkedin, 424_242);
  });

  describe("the page", () => {
    it("sends an anonymous visitor to the login, remembering the way back", async () => {
      const result = await page.load(undefined, `?${RANGE_QUERY}&source=LinkedIn`);
      expect(result.status).toBe(302);
      expect(result.location).toBe(
        `/admin/login?redirectTo=${encodeURIComponent(`/admin/traffic?${RANGE_QUERY}&source=LinkedIn`)}`,
      );
    });

    it("refuses a signed-in account without admin access", async () => {
      expect((await page.load(accounts.get("user"))).status).toBe(403);
    });

    it.each(STAFF_ROLES)("shows the range's figures to a %s", async (role) => {
      const { status, body } = await page.load(accounts.get(role), `?${RANGE_QUERY}`);
      expect(status).toBe(200);
      const report = reportOf(body);
      expect(report.range).toEqual(RANGE);
      expect(report.filter).toBeNull();
      expect(report.totals).toEqual({ visitors: 3, visits: 3, pageviews: 4, bounces: 2, durationSeconds: 300, converted: 1 });
      expect(report.previous).toMatchObject({ visitors: 1, visits: 1, pageviews: 1 });
      expect(report.series.granularity).toBe("day");
      expect(report.series.points).toHaveLength(7);
      expect(report.tables.goal).toEqual([expect.objectContaining({ value: "contact", visitors: 1, visits: 1 })]);
    });

    it("hands the filter of the address to the report: one dimension and value", async () => {
      const { body } = await page.load(accounts.get("viewer"), `?${RANGE_QUERY}&source=LinkedIn`);
      const report = reportOf(body);
      expect(report.filter).toEqual({ dim: "source", value: "LinkedIn" });
      expect(report.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 2, converted: 1 });
      expect(report.tables.page.map((row) => row.value).sort()).toEqual(["/", "/contact"]);
    });

    it("keeps the first filter of the address when it carries two (one filter at a time)", async () => {
      const { body } = await page.load(accounts.get("viewer"), `?${RANGE_QUERY}&country=DE&source=LinkedIn`);
      expect(reportOf(body).filter).toEqual({ dim: "source", value: "LinkedIn" });
    });

    it("shows a one-day range by the hour, and offers Today among the quick ranges", async () => {
      const { body } = await page.load(accounts.get("viewer"), `?from=${DAY}&to=${DAY}`);
      const report = reportOf(body);
      expect(report.series.granularity).toBe("hour");
      expect(report.series.points).toHaveLength(24);
      expect(report.series.points.find((point) => point.bucket === `${DAY}T10`)?.visitors).toBe(1);
      expect(body.quickRanges).toEqual(
        [1, 7, 30, 90, 365].map((days) => ({ days, from: addDays(TODAY, -(days - 1)), to: TODAY })),
      );
    });

    it("answers a bad range with the default range and a note, keeping the filter", async () => {
      const { status, body } = await page.load(accounts.get("viewer"), `?from=${RANGE.to}&to=${RANGE.from}&country=FR`);
      expect(status).toBe(200);
      expect(body.selection).toMatchObject({ range: { from: addDays(TODAY, -29), to: TODAY }, problem: "reversed" });
      expect(reportOf(body).filter).toEqual({ dim: "country", value: "FR" });
    });

    it("renders the filter, the figures and every table, visitors' values as text", async () => {
      const query = `?${RANGE_QUERY}&campaign=${encodeURIComponent(HOSTILE_CAMPAIGN)}`;
      const { status, html } = await renderPage(context, requestAs(accounts.get("viewer"), `${BASE}/admin/traffic${query}`));
      expect(status).toBe(200);
      expect(html).toContain("Filtered by campaign:");
      expect(html).toContain("Remove filter");
      expect(html).toContain("Daily visitors");
      expect(html).toContain("Download CSV");
      // The hostile page view is the filtered visit: its path is shown, escaped, never as markup.
      expect(html).toContain("gnp.exe&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).not.toContain("<script>alert(1)");
      // Each row filters the whole view by its value, in the same range.
      expect(html).toContain(`href="/admin/traffic?${RANGE_QUERY.replace("&", "&amp;")}&amp;page=`);
    });

    it("answers any address with the page, never an error (fast-check)", async () => {
      const viewer = accounts.get("viewer");
      const hostile = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.string({ unit: "binary", maxLength: 30 }),
        fc.constantFrom("%", "%zz", "%00", "\u202E", "<script>alert(1)</script>", "=1+1", "2026-02-30", "9999-99-99", ""),
        fc.nat({ max: 2 * MAX_FILTER_VALUE_LENGTH }).map((length) => "é".repeat(length)),
      );
      const name = fc.constantFrom("from", "to", "table", ...TRAFFIC_DIMS, "hour", "all", "open");
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(name, hostile), { maxLength: 5 }), async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const { status, html } = await renderPage(context, requestAs(viewer, `${BASE}/admin/traffic?${query}`));
          expect(status).toBe(200);
          expect(html).toContain("<h1");
          expect(html).not.toContain("<script>alert(1)");
        }),
        { numRuns: 40 },
      );
    });
  });

  describe("the CSV export", () => {
    const csvOf = async (account: TestAccount | undefined, query: string) => {
      const result = await download.load(account, query);
      return { result, rows: readCsv((await result.response?.text()) ?? "") };
    };

    it.each(TRAFFIC_DIMS)("downloads the %s table of the range, its header first", async (dim) => {
      const { body } = await page.load(accounts.get("viewer"), `?${RANGE_QUERY}`);
      const { result, rows } = await csvOf(accounts.get("viewer"), `?table=${dim}&${RANGE_QUERY}`);
      expect(result.status).toBe(200);
      expect(result.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(result.headers.get("Content-Disposition")).toBe(
        `attachment; filename="traffic-${dim}-${RANGE.from}-to-${RANGE.to}.csv"`,
      );
      const [header = [], ...data] = rows;
      expect(header).toEqual(trafficCsvHeader(dim));
      // The page shows the top rows; the export holds all of them, in the same order.
      const shown = reportOf(body).tables[dim];
      expect(shown.length).toBeGreaterThan(0);
      expect(data.length).toBeGreaterThanOrEqual(shown.length);
      const visitors = header.indexOf("visitors");
      // The formula guard's quote (tested below) is not part of the value.
      const unguarded = (cell = "") => cell.replace(/^'(?=[=+\-@\t\r])/, "");
      expect(data.slice(0, shown.length).map((row) => [unguarded(row[0]), Number(row[visitors])])).toEqual(
        shown.map((row) => [row.value, row.visitors]),
      );
    });

    it("writes the figures of each row, a source's channel beside it", async () => {
      const { rows } = await csvOf(accounts.get("editor"), `?table=source&${RANGE_QUERY}`);
      expect(rows).toContainEqual(["LinkedIn", "social", "1", "1", "2", "0", "300", "1"]);
      expect(rows).toContainEqual(["Direct", "direct", "1", "1", "1", "1", "0", "0"]);
      const goals = await csvOf(accounts.get("editor"), `?table=goal&${RANGE_QUERY}`);
      expect(goals.rows).toEqual([
        ["goal", "visitors", "conversions"],
        ["contact", "1", "1"],
      ]);
    });

    it("follows the filter of the address", async () => {
      const { rows } = await csvOf(accounts.get("viewer"), `?table=page&${RANGE_QUERY}&source=LinkedIn`);
      expect(
        rows
          .slice(1)
          .map((row) => row[0])
          .sort(),
      ).toEqual(["/", "/contact"]);
    });

    it("guards against formulas and holds no visitor id", async () => {
      let text = "";
      for (const dim of TRAFFIC_DIMS) {
        const result = await download.load(accounts.get("viewer"), `?table=${dim}&${RANGE_QUERY}`);
        text += (await result.response?.text()) ?? "";
      }
      expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
      expect(text).not.toContain(`"=HYPERLINK`);
      for (const id of Object.values(VISITOR)) expect(text).not.toContain(id);
    });

    it("refuses an unknown table with 400 and says which tables there are", async () => {
      for (const query of ["", "?table=visitor_id", "?table=PAGE", `?table=${encodeURIComponent("<script>")}`]) {
        const result = await download.load(accounts.get("viewer"), query);
        expect(result.status, query).toBe(400);
        expect(result.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
        expect(await result.response?.text()).toBe(`This table cannot be downloaded. Choose one of: ${TRAFFIC_DIMS.join(", ")}.`);
      }
    });

    it("is for staff only: 401 without a session, 403 without admin access", async () => {
      expect((await download.load(undefined, `?table=page&${RANGE_QUERY}`)).status).toBe(401);
      expect((await download.load(accounts.get("user"), `?table=page&${RANGE_QUERY}`)).status).toBe(403);
      for (const role of STAFF_ROLES) expect((await download.load(accounts.get(role), `?table=page`)).status, role).toBe(200);
    });
  });
  describe("where a record's sender came from", () => {
    const FROM_LINKEDIN: Partial<Attribution> = {
      source: "LinkedIn",
      utmCampaign: "<b>spring</b>",
      entryPath: "/fr/partnership",
      language: "fr",
      country: "CA",
      device: "mobile",
      browser: "Safari",
    };
    const messages = routeCaller(messagesPage, `${BASE}/admin/messages`, () => context);
    const requests = routeCaller(requestsPage, `${BASE}/admin/partnership-requests`, () => context);

    it("shows the opened message's visit, and says so when none was counted", async () => {
      const seed = seeders(database);
      const attributed = await seed.contact("From LinkedIn");
      const unattributed = await seed.contact("Without JavaScript");
      const never = await seed.contact("Before analytics");
      await seed.conversion("contact", `${DAY}T10:06:00.000Z`, null, attributed, FROM_LINKEDIN);
      // A conversion outside any visit keeps no attribution.
      await seed.conversion("contact", `${DAY}T10:07:00.000Z`, null, unattributed);
      // Another goal's conversion of the same id is not this message's.
      await seed.conversion("partnership", `${DAY}T10:08:00.000Z`, null, never, FROM_LINKEDIN);

      const opened = await messages.load(accounts.get("viewer"), `?open=${attributed}`);
      expect(opened.body.cameFrom).toMatchObject({ ...FROM_LINKEDIN, occurredAt: `${DAY}T10:06:00.000Z` });
      for (const id of [unattributed, never])
        expect((await messages.load(accounts.get("viewer"), `?open=${id}`)).body.cameFrom).toBeNull();
      expect((await messages.load(accounts.get("viewer"))).body.cameFrom).toBeNull();

      const page = await renderPage(
        context,
        requestAs(accounts.get("viewer"), `${BASE}/admin/messages?open=${attributed}`),
        messagesPage,
      );
      expect(page.status).toBe(200);
      expect(page.html).toContain("Came from");
      expect(page.html).toMatch(/LinkedIn<\/bdi> \(Social\)/);
      expect(page.html).toContain("&lt;b&gt;spring&lt;/b&gt;");
      for (const shown of ["/fr/partnership", "French", "Canada", "Mobile", "Safari"]) expect(page.html).toContain(shown);
      const none = await renderPage(
        context,
        requestAs(accounts.get("viewer"), `${BASE}/admin/messages?open=${unattributed}`),
        messagesPage,
      );
      expect(none.html).toContain("Not known (no visit was counted)");
    });

    it("shows the opened request's, volunteer's and pledge's visit, each by its own goal", async () => {
      const seed = seeders(database);
      const records = {
        requests: await seed.partnership(),
        volunteers: await seed.volunteer(),
        donations: await seed.donation(),
      };
      const goals = { requests: "partnership", volunteers: "volunteer", donations: "donation" } as const;
      for (const [tab, id] of Object.entries(records) as Array<[keyof typeof records, number]>) {
        await seed.conversion(goals[tab], `${DAY}T11:00:00.000Z`, null, id, { ...FROM_LINKEDIN, browser: `Browser of ${tab}` });
      }
      for (const [tab, id] of Object.entries(records) as Array<[keyof typeof records, number]>) {
        // A request has a page of its own (decision 0038): the list's link to it goes there.
        const url =
          tab === "requests"
            ? `${BASE}/admin/partnership-requests/${id}`
            : `${BASE}/admin/partnership-requests?tab=${tab}&open=${id}`;
        const route = tab === "requests" ? requestPage : requestsPage;
        const { body } = await settle(() =>
          route.loader({ request: requestAs(accounts.get("editor"), url), context, params: { id: String(id) } } as never),
        );
        expect(body.cameFrom, tab).toMatchObject({ source: "LinkedIn", browser: `Browser of ${tab}` });
        const pattern = tab === "requests" ? "/admin/partnership-requests/:id" : undefined;
        const page = await renderPage(context, requestAs(accounts.get("editor"), url), route, pattern);
        expect(page.html, tab).toContain(`Browser of ${tab}`);
      }
      // Nothing opened, nothing read.
      expect((await requests.load(accounts.get("editor"), "?tab=volunteers")).body.cameFrom).toBeNull();
    });
  });
});
