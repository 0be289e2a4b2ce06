/**
 * The public careers pages (decisions 0032 and 0033) through their loaders, on SQLite and
 * PostgreSQL: the list and its filters in the address, an opening's page in each language with its
 * JobPosting, the redirect of a wrong slug, the 404 of an unknown or draft opening, a closed or
 * expired one answered 410 with noindex and similar openings, the sitemap and the feeds.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { closeOpening, createOpening, publishOpening } from "~/.server/services/careers";
import type { OpeningDraft } from "~/lib/careers";
import * as careersRoute from "~/routes/careers";
import * as openingRoute from "~/routes/careers.$opening";
import * as feedRoute from "~/routes/seo/careers-feed.xml";
import * as sitemapRoute from "~/routes/seo/sitemap.xml";
import { appContext, settle } from "../support/app-context";
import { TEST_ACTOR } from "../support/audit";
import { engines, suiteDatabase } from "../support/databases";
import { dayFromToday, longTermDraft, seasonalDraft } from "../support/openings";

const BASE = "https://staffing.test";

describe.each(engines())("careers pages on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: ReturnType<typeof appContext>["context"];
  const ids: Record<"seasonal" | "steward" | "draft" | "closed" | "expired", number> = {
    seasonal: 0,
    steward: 0,
    draft: 0,
    closed: 0,
    expired: 0,
  };

  const add = async (draft: OpeningDraft, publish = true) => {
    const id = await createOpening(database, TEST_ACTOR, draft);
    if (publish) await publishOpening(database, TEST_ACTOR, id);
    return id;
  };
  const slug = (id: number, title: string) =>
    `${id}-${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/-$/, "")}`;
  const loadList = (path: string) =>
    settle(() => careersRoute.loader({ request: new Request(`${BASE}${path}`), context, params: {} } as never));
  const loadOpening = (prefix: string, param: string) =>
    settle(() =>
      openingRoute.loader({
        request: new Request(`${BASE}${prefix}/careers/${param}`),
        context,
        params: { opening: param },
      } as never),
    );

  beforeAll(async () => {
    ({ context } = appContext(database));
    ids.seasonal = await add(seasonalDraft());
    ids.steward = await add(longTermDraft({ content: { en: { ...seasonalDraft().content.en, title: "Steward" } } }));
    ids.draft = await add(seasonalDraft(), false);
    ids.closed = await add(seasonalDraft({ city: "nairobi" }));
    await closeOpening(database, TEST_ACTOR, ids.closed);
    ids.expired = await add(seasonalDraft());
    await database.db
      .updateTable("openings")
      .set({ closes_on: dayFromToday(-2) })
      .where("id", "=", ids.expired)
      .execute();
  });

  it("lists the open openings in the page's language, filtered by the address", async () => {
    const all = await loadList("/es/careers");
    expect(all.status).toBe(200);
    const titles = (all.body.openings as Array<{ id: number; title: string; titleLanguage: string }>).filter((o) =>
      [ids.seasonal, ids.steward].includes(o.id),
    );
    expect(titles).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ids.seasonal, title: "Camarera de pisos, resort de playa", titleLanguage: "es" }),
        expect.objectContaining({ id: ids.steward, title: "Steward", titleLanguage: "en" }),
      ]),
    );
    const shown = (body: Record<string, unknown>) => (body.openings as Array<{ id: number }>).map((o) => o.id);
    for (const hidden of [ids.draft, ids.closed, ids.expired]) expect(shown(all.body)).not.toContain(hidden);
    const filtered = await loadList("/es/careers?position=housekeepingAttendants&country=ke&kind=seasonal");
    expect(shown(filtered.body)).toContain(ids.seasonal);
    expect(shown(filtered.body)).not.toContain(ids.steward);
    expect(filtered.body.filter).toEqual({ position: "housekeepingAttendants", country: "ke", kind: "seasonal" });
    expect((filtered.body.seo as { path: string }).path).toBe("/careers");
    const hostile = await loadList("/careers?position=%3Cscript%3E&country=zz&kind=");
    expect(hostile.status).toBe(200);
    expect(hostile.body.filter).toEqual({});
  });

  it("shows an open opening with its JobPosting, and sends a wrong slug to the right one", async () => {
    const right = slug(ids.seasonal, "Room attendant, beach resort");
    const page = await loadOpening("/fr", right);
    expect(page.status).toBe(200);
    const seo = page.body.seo as {
      title: string;
      noindex?: boolean;
      path: string;
      structuredData: Array<Record<string, unknown>>;
    };
    expect(seo.noindex).toBeUndefined();
    expect(seo.path).toBe(`/careers/${right}`);
    expect(seo.title).toContain("Femme de chambre, hôtel-club");
    expect(seo.structuredData[0]).toMatchObject({
      "@type": "JobPosting",
      title: "Femme de chambre, hôtel-club",
      url: `${BASE}/fr/careers/${right}`,
      identifier: { value: `CW-${String(ids.seasonal).padStart(5, "0")}` },
    });
    expect(page.body.opening).toMatchObject({ reference: `CW-${String(ids.seasonal).padStart(5, "0")}`, textLanguage: "fr" });

    for (const wrong of [`${ids.seasonal}`, `${ids.seasonal}-old-title`, `CW-${String(ids.seasonal).padStart(5, "0")}`]) {
      const moved = await loadOpening("/es", wrong);
      expect(moved.status, wrong).toBe(301);
      expect(moved.location).toBe(`/es/careers/${right}`);
    }
  });

  it("answers an unknown or draft opening with the site's 404", async () => {
    for (const param of ["999999-nothing", "nothing", slug(ids.draft, "Room attendant, beach resort"), "0-x", "99999999999-x"]) {
      const page = await loadOpening("", param);
      expect(page.status, param).toBe(404);
      expect(page.body.notFound, param).toBe(true);
    }
  });

  it("answers a closed or expired opening 410 with noindex, no JobPosting and similar openings", async () => {
    for (const id of [ids.closed, ids.expired]) {
      const page = await loadOpening("", slug(id, "Room attendant, beach resort"));
      expect(page.status).toBe(410);
      const seo = page.body.seo as { noindex?: boolean; structuredData: unknown[] };
      expect(seo.noindex).toBe(true);
      expect(seo.structuredData).toEqual([]);
      expect(page.body.open).toBe(false);
      const similar = (page.body.similar as Array<{ id: number }>).map((o) => o.id);
      expect(similar).toContain(ids.seasonal);
      expect(similar).not.toContain(id);
    }
  });

  it("puts the open openings in the sitemap with their alternates and last change", async () => {
    const answer = await settle(() =>
      sitemapRoute.loader({ request: new Request(`${BASE}/sitemap.xml`), context, params: {} } as never),
    );
    const xml = (await answer.response?.text()) ?? "";
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = (
      new XMLParser({
        ignoreAttributes: false,
        attributeNamePrefix: "",
        isArray: (name) => name === "url" || name === "xhtml:link",
      }).parse(xml) as {
        urlset: { url: Array<{ loc: string; lastmod?: string; "xhtml:link": Array<{ hreflang: string; href: string }> }> };
      }
    ).urlset.url;
    const path = `/careers/${slug(ids.seasonal, "Room attendant, beach resort")}`;
    const entries = urls.filter((url) => url.loc.endsWith(path));
    expect(entries.map((url) => url.loc).sort()).toEqual([`${BASE}${path}`, `${BASE}/es${path}`, `${BASE}/fr${path}`]);
    for (const url of entries) {
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(url["xhtml:link"].map((link) => link.hreflang)).toEqual(["en", "es", "fr", "x-default"]);
    }
    for (const gone of [ids.draft, ids.closed, ids.expired])
      expect(urls.some((url) => url.loc.includes(`/careers/${gone}-`))).toBe(false);
  });

  it("offers an RSS feed of the open openings in each language", async () => {
    const answer = await settle(() =>
      feedRoute.loader({ request: new Request(`${BASE}/es/careers/feed.xml`), context, params: {} } as never),
    );
    expect(answer.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = (await answer.response?.text()) ?? "";
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = (
      new XMLParser({ isArray: (name) => name === "item" }).parse(xml) as {
        rss: { channel: { language: string; link: string; item: Array<{ title: string; link: string; description: string }> } };
      }
    ).rss.channel;
    expect(channel.language).toBe("es");
    expect(channel.link).toBe(`${BASE}/es/careers`);
    const item = channel.item.find((entry) => entry.link.includes(`/careers/${ids.seasonal}-`));
    expect(item).toMatchObject({
      title: "Camarera de pisos, resort de playa",
      link: `${BASE}/es/careers/${slug(ids.seasonal, "Room attendant, beach resort")}`,
    });
    expect(item?.description).toContain("Mombasa, Kenia");
    for (const gone of [ids.draft, ids.closed, ids.expired])
      expect(channel.item.some((entry) => entry.link.includes(`/careers/${gone}-`))).toBe(false);
  });
});
