/**
 * Goal conversions (decision 0016) on each engine: a visitor's page views, counted by the real
 * beacon, then a write through the real action or endpoint from the same address and browser; the
 * conversion carries the visit's attribution, found through the same daily visitor id. Caught spam
 * counts nothing; a write without views counts unattributed; a failure to count never fails the write.
 */
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientIpOf } from "~/.server/http/client-ip";
import { NEWSLETTER_API_PATH, newsletterEndpoint } from "~/.server/http/newsletter-route";
import { publicPagesOf } from "~/.server/http/route-match";
import { viewBeacon } from "~/.server/http/views-route";
import { attributionOf, conversionSources, currentVisit } from "~/.server/services/analytics/conversions";
import { seedContactDetails } from "~/.server/services/content";
import { updateSettings } from "~/.server/settings";
import { action as contactAction } from "~/routes/contact";
import { action as donateAction } from "~/routes/donate";
import { action as newsletterAction } from "~/routes/newsletter";
import { action as confirmAction } from "~/routes/newsletter.confirm";
import { appContext, formArgs, unwrap } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { type LoopbackServer, serveOnLoopback } from "../support/http";
import { routeManifest } from "../support/route-table";
import { until } from "../support/until";
import { CONTACT_FORM, DONATION_FORM } from "../support/visitor-forms";

const SITE = "https://staffing.test";
const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const isPublicPage = publicPagesOf({ routes: routeManifest() } as Parameters<typeof publicPagesOf>[0]);

type Action = (args: never) => Promise<unknown>;

describe.each(engines())("goal conversions on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: AppLoadContext;
  let server: LoopbackServer;
  // Each test is its own visitor (address), so one test's views never make another's visit.
  let visitor = 0;
  let ip = "";

  beforeAll(async () => {
    context = appContext(database).context;
    await seedContactDetails(database, { phone: "+1 425 555 0148", email: "hello@crestway.test", address: "Bellevue, WA" });
    const beacon = viewBeacon(context, { clientIpOf, isPublicPage });
    const newsletter = newsletterEndpoint(context, clientIpOf);
    server = await serveOnLoopback((req, res) => {
      const path = req.url ?? "/";
      if (!beacon(req, res, path) && !newsletter(req, res, path)) res.writeHead(404).end();
    });
  });
  afterAll(async () => server.close());
  beforeEach(async () => {
    ip = `90.0.1.${++visitor}`;
    await updateSettings(database.db, TEST_ACTOR, { newsletterDoubleOptIn: false });
    for (const table of ["conversions", "page_views", "contacts", "newsletter_subscribers"] as const) {
      await database.db.deleteFrom(table).execute();
    }
  });

  const view = async (body: object, from = ip) => {
    const response = await fetch(`${server.base}/api/views`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "text/plain", "User-Agent": BROWSER, "X-Forwarded-For": from },
    });
    expect(response.status).toBe(204);
  };
  /** Posts a form to a page's action as this visitor's browser does. */
  const submit = async (action: Action, path: string, fields: Record<string, string | string[]>, from = ip) => {
    const args = formArgs({ ...context, clientIp: from }, `${SITE}${path}`, fields, { "User-Agent": BROWSER });
    return unwrap(await (action as (args: unknown) => Promise<unknown>)(args));
  };
  const conversions = () => database.db.selectFrom("conversions").selectAll().orderBy("id").execute();

  it("attributes a contact message to the campaign, entry page and language of the visit it came from", async () => {
    await view({
      path: "/es/",
      search: "?utm_source=linkedin&utm_medium=social&utm_campaign=spring",
      referrer: "https://www.linkedin.com/feed/",
    });
    await view({ path: "/es/pricing" });
    await view({ path: "/es/contact" });
    expect((await submit(contactAction, "/es/contact", { ...CONTACT_FORM, company_website: "" })).status).toBe(200);

    const contact = await database.db.selectFrom("contacts").select("id").executeTakeFirstOrThrow();
    const [views, [conversion, ...others]] = [
      await database.db.selectFrom("page_views").selectAll().execute(),
      await conversions(),
    ];
    expect(others).toEqual([]);
    expect(conversion).toMatchObject({
      goal: "contact",
      record_id: contact.id,
      source: "LinkedIn",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "spring",
      entry_path: "/es/",
      language: "es",
      country: "FR",
      device: "mobile",
      browser: "Safari",
    });
    // The same daily id as the views: found from the same address and browser, never stored raw.
    expect(conversion?.visitor_id).toBe(views[0]?.visitor_id);
    expect(JSON.stringify(conversion)).not.toContain(ip);
    expect(Math.abs(Date.parse(conversion?.occurred_at ?? "") - Date.now())).toBeLessThan(10_000);

    expect(await conversionSources(database.db, "contact", [contact.id, contact.id + 1000])).toEqual(
      new Map([
        [
          contact.id,
          {
            occurredAt: conversion?.occurred_at,
            source: "LinkedIn",
            referrerHost: "www.linkedin.com",
            utmSource: "linkedin",
            utmMedium: "social",
            utmCampaign: "spring",
            entryPath: "/es/",
            language: "es",
            country: "FR",
            device: "mobile",
            browser: "Safari",
          },
        ],
      ]),
    );
    expect(await conversionSources(database.db, "partnership", [contact.id])).toEqual(new Map());
    expect(await conversionSources(database.db, "contact", [])).toEqual(new Map());
  });

  it("records nothing for a submission the honeypot caught", async () => {
    await view({ path: "/donate", search: "?utm_source=newsletter&utm_campaign=gala" });
    const answer = await submit(donateAction, "/donate", { ...DONATION_FORM, company_website: "http://spam.example" });
    expect(answer.status).toBe(200);
    expect(await database.db.selectFrom("donation_pledges").select("spam").execute()).toHaveLength(1);
    expect(await conversions()).toEqual([]);
  });

  it("counts a write whose sender sent no views (no JavaScript) without attribution", async () => {
    await view({ path: "/pricing", search: "?utm_campaign=someone-else" }, "90.0.2.1");
    expect((await submit(contactAction, "/contact", { ...CONTACT_FORM, company_website: "" })).status).toBe(200);
    expect(await conversions()).toMatchObject([
      {
        goal: "contact",
        record_id: expect.any(Number),
        visitor_id: expect.stringMatching(/^[0-9a-f]{32}$/),
        source: null,
        referrer_host: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        entry_path: null,
        language: null,
        country: null,
        device: null,
        browser: null,
      },
    ]);
  });

  it("counts a visit that came from nowhere as Direct", async () => {
    await view({ path: "/fr/contact", search: "", referrer: "" });
    expect((await submit(contactAction, "/fr/contact", { ...CONTACT_FORM, company_website: "" })).status).toBe(200);
    expect(await conversions()).toMatchObject([{ source: "Direct", entry_path: "/fr/contact", language: "fr" }]);
  });

  it("counts a newsletter sign-up (page and endpoint) and its confirmation, each with the subscriber's id", async () => {
    await updateSettings(database.db, TEST_ACTOR, { newsletterDoubleOptIn: true });
    await view({ path: "/fr/newsletter", referrer: "https://www.google.fr/" });
    const page = await submit(newsletterAction, "/fr/newsletter", { email: "lea@hotel.test", company_website: "" });
    expect(page.status).toBe(200);
    const endpoint = await fetch(`${server.base}${NEWSLETTER_API_PATH}`, {
      method: "POST",
      body: new URLSearchParams({ email: "marc@hotel.test", company_website: "" }),
      headers: { "User-Agent": BROWSER, "X-Forwarded-For": ip },
    });
    expect(endpoint.status).toBe(200);
    // A duplicate is no new sign-up.
    expect((await submit(newsletterAction, "/fr/newsletter", { email: "lea@hotel.test", company_website: "" })).status).toBe(409);
    const lea = await database.db
      .selectFrom("newsletter_subscribers")
      .select(["id", "confirm_token"])
      .where("email", "=", "lea@hotel.test")
      .executeTakeFirstOrThrow();
    const marc = await database.db
      .selectFrom("newsletter_subscribers")
      .select("id")
      .where("email", "=", "marc@hotel.test")
      .executeTakeFirstOrThrow();
    expect((await submit(confirmAction, "/fr/newsletter/confirm", { token: lea.confirm_token ?? "" })).status).toBe(200);
    // A used token confirms nothing, and counts nothing.
    expect((await submit(confirmAction, "/fr/newsletter/confirm", { token: lea.confirm_token ?? "" })).status).toBe(404);

    // The sign-ups' conversions are counted after their answers (the newsletter's hot path).
    await until(async () => (await conversions()).length >= 3, 5_000, "three conversions");
    const rows = await conversions();
    const byRecord = (a: { goal: string; record_id: number | null }, b: { goal: string; record_id: number | null }) =>
      a.goal.localeCompare(b.goal) || (a.record_id ?? 0) - (b.record_id ?? 0);
    expect(
      rows.map(({ goal, record_id, source, entry_path }) => ({ goal, record_id, source, entry_path })).sort(byRecord),
    ).toEqual(
      [
        { goal: "newsletter_signup", record_id: lea.id, source: "Google", entry_path: "/fr/newsletter" },
        { goal: "newsletter_signup", record_id: marc.id, source: "Google", entry_path: "/fr/newsletter" },
        { goal: "newsletter_confirm", record_id: lea.id, source: "Google", entry_path: "/fr/newsletter" },
      ].sort(byRecord),
    );
  });

  it("stores the write and answers success when the conversion cannot be recorded", async () => {
    await database.db.schema.alterTable("conversions").renameTo("conversions_away").execute();
    try {
      expect((await submit(contactAction, "/contact", { ...CONTACT_FORM, company_website: "" })).status).toBe(200);
    } finally {
      await database.db.schema.alterTable("conversions_away").renameTo("conversions").execute();
    }
    expect(await database.db.selectFrom("contacts").select("id").execute()).toHaveLength(1);
    expect(await conversions()).toEqual([]);
  });
});

describe("the visit a conversion belongs to", () => {
  const at = (time: string) => `2031-05-01T${time}:00.000Z`;
  const viewAt = (time: string, path: string, source: string | null = null) => ({
    viewed_at: at(time),
    path,
    language: "en",
    source,
    referrer_host: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: source === "Newsletter" ? "may" : null,
    device: "desktop",
    browser: "Firefox",
    country: null,
  });
  const now = new Date(at("12:00"));

  it("is the views since the last gap of more than 30 minutes, in time order", () => {
    const views = [
      viewAt("11:40", "/contact"),
      viewAt("09:00", "/", "Google"),
      viewAt("11:10", "/pricing", "Newsletter"),
      viewAt("09:10", "/about"),
    ];
    expect(currentVisit(views, now).map((view) => view.path)).toEqual(["/pricing", "/contact"]);
    expect(attributionOf(currentVisit(views, now))).toMatchObject({
      source: "Newsletter",
      utmCampaign: "may",
      entryPath: "/pricing",
    });
  });

  it("keeps views exactly 30 minutes apart in one visit", () => {
    const views = [viewAt("11:00", "/", "Bing"), viewAt("11:30", "/contact")];
    expect(currentVisit(views, now).map((view) => view.path)).toEqual(["/", "/contact"]);
  });

  it("is none when the last view is more than 30 minutes old, and ignores views after now", () => {
    expect(currentVisit([viewAt("11:20", "/")], now)).toEqual([]);
    expect(currentVisit([viewAt("11:50", "/"), viewAt("12:10", "/later")], now).map((view) => view.path)).toEqual(["/"]);
  });

  it("takes the first named source, else Direct; none without views", () => {
    expect(attributionOf([viewAt("11:50", "/contact"), viewAt("11:55", "/pricing", "LinkedIn")]).source).toBe("LinkedIn");
    expect(attributionOf([viewAt("11:50", "/contact")])).toMatchObject({ source: "Direct", entryPath: "/contact" });
    expect(attributionOf([])).toMatchObject({ source: null, entryPath: null, language: null });
  });
});
