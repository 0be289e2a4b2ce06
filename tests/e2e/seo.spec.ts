import { expect, test } from "@playwright/test";
import { publicPages } from "../../app/content/pages";
import { LANGUAGES } from "../../app/i18n/languages";
import { localizePath } from "../../app/i18n/paths";

const attr = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];

/** Text of an HTML title as a reader (and JSON-LD, which is not HTML-escaped) has it. */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decoded = (html: string | undefined) =>
  html?.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? "");

function headTags(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0]);
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  return {
    title: head.match(/<title>([^<]*)<\/title>/)?.[1],
    description: attr(metas.find((m) => m.includes('name="description"')) ?? "", "content"),
    canonical: attr(links.find((l) => l.includes('rel="canonical"')) ?? "", "href"),
    alternates: Object.fromEntries(
      links
        // Language versions; a feed's alternate (/careers) names a type instead of a language.
        .filter((l) => l.includes('rel="alternate"') && /hreflang=/i.test(l))
        .map((l) => [attr(l, "hrefLang") ?? attr(l, "hreflang"), attr(l, "href")]),
    ),
    og: Object.fromEntries(
      metas.filter((m) => m.includes('property="og:')).map((m) => [attr(m, "property"), attr(m, "content")]),
    ),
    twitterCard: attr(metas.find((m) => m.includes('name="twitter:card"')) ?? "", "content"),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? "{}")),
  };
}

test.describe("search engines", () => {
  test("every page and language has a unique title and description, absolute canonical and hreflang links", async ({
    request,
    baseURL,
  }) => {
    const origin = baseURL ?? "";
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of publicPages) {
      // Every language at its own address: /pricing, /es/pricing, /fr/pricing (/, /es/, /fr/ for the home page).
      const expectedUrl = (lng: (typeof LANGUAGES)[number]) => `${origin}${localizePath(page.path, lng)}`;
      for (const language of LANGUAGES) {
        const response = await request.get(localizePath(page.path, language), { maxRedirects: 0 });
        expect(response.status(), `${page.path} ${language}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        const tags = headTags(html);
        expect(tags.title, `${page.path} ${language} title`).toBeTruthy();
        expect(titles.has(tags.title ?? ""), `duplicate title ${tags.title}`).toBe(false);
        titles.add(tags.title ?? "");
        expect(descriptions.has(tags.description ?? ""), `duplicate description on ${page.path} ${language}`).toBe(false);
        descriptions.add(tags.description ?? "");
        expect(tags.canonical).toBe(expectedUrl(language));
        expect(tags.alternates).toEqual({
          en: expectedUrl("en"),
          es: expectedUrl("es"),
          fr: expectedUrl("fr"),
          "x-default": expectedUrl("en"),
        });
        expect(tags.og["og:url"]).toBe(expectedUrl(language));
        expect(tags.og["og:image"]).toMatch(new RegExp(`^${origin}/images/`));
        expect(tags.twitterCard).toBe("summary_large_image");
        const organization = tags.jsonLd.find((doc) => doc["@type"] === "EmploymentAgency");
        expect(organization?.address).toBeTruthy();
        expect(organization?.telephone).toBeTruthy();
        expect(organization?.email).toBeTruthy();
        expect(organization?.sameAs.length).toBeGreaterThanOrEqual(3);
        // The page itself, in its language, part of the site in that language.
        const webPages = tags.jsonLd.filter((doc) => doc["@type"] === "WebPage");
        expect(webPages, `${page.path} ${language} WebPage`).toHaveLength(1);
        expect(webPages[0]).toMatchObject({
          inLanguage: language,
          url: expectedUrl(language),
          name: decoded(tags.title),
          isPartOf: { "@type": "WebSite", url: `${origin}${localizePath("/", language)}` },
        });
      }
    }
    expect(titles.size).toBe(publicPages.length * LANGUAGES.length);
  });

  test("the social image and logo exist", async ({ request }) => {
    for (const path of ["/images/social-card.jpg", "/images/logo-512.png"]) expect((await request.get(path)).status()).toBe(200);
  });

  test("/pricing carries FAQPage structured data", async ({ request }) => {
    const tags = headTags(await (await request.get("/pricing")).text());
    const faq = tags.jsonLd.find((doc) => doc["@type"] === "FAQPage");
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(4);
    expect(faq?.mainEntity[0]["@type"]).toBe("Question");
    expect(faq?.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(10);
  });

  test("/fr/pricing carries its FAQPage structured data in French", async ({ request }) => {
    const english = headTags(await (await request.get("/pricing")).text()).jsonLd.find((doc) => doc["@type"] === "FAQPage");
    const french = headTags(await (await request.get("/fr/pricing")).text()).jsonLd.find((doc) => doc["@type"] === "FAQPage");
    expect(french?.inLanguage).toBe("fr");
    expect(french?.mainEntity.length).toBe(english?.mainEntity.length);
    expect(french?.mainEntity[0].name).not.toBe(english?.mainEntity[0].name);
  });

  test("/sitemap.xml is valid XML listing every public page in every language with alternates", async ({
    request,
    baseURL,
    page,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    // The browser's XML parser is the judge of well-formedness.
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      if (doc.querySelector("parsererror")) return { error: doc.querySelector("parsererror")?.textContent };
      const urls = [...doc.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")];
      return {
        urls: urls.map((url) => ({
          loc: url.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")[0]?.textContent,
          alternates: [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((l) =>
            l.getAttribute("hreflang"),
          ),
        })),
      };
    }, xml);
    expect(parsed.error).toBeUndefined();
    const locs = new Set(parsed.urls?.map((u) => u.loc));
    for (const page of publicPages) {
      for (const language of LANGUAGES) {
        expect(locs.has(`${baseURL}${localizePath(page.path, language)}`), `${page.path} ${language}`).toBe(true);
      }
    }
    // Beside the pages, the job openings open at the time (tests/e2e/careers.spec.ts publishes one).
    const pages = (parsed.urls ?? []).filter((url) => !/\/careers\/\d+-/.test(url.loc ?? ""));
    expect(pages.length).toBe(publicPages.length * LANGUAGES.length);
    for (const url of parsed.urls ?? []) expect(url.alternates).toEqual(["en", "es", "fr", "x-default"]);
  });

  test("/robots.txt keeps crawlers out of /admin and points at the sitemap", async ({ request, baseURL }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("an old ?lang= address moves permanently to the page's address in that language, setting no cookie", async ({
    request,
  }) => {
    const moves: [string, string][] = [
      ["/pricing?lang=es", "/es/pricing"],
      ["/pricing?lang=fr", "/fr/pricing"],
      ["/?lang=fr", "/fr/"],
      ["/about/values?lang=es", "/es/about/values"],
      ["/fr/pricing?lang=en", "/pricing"],
      // Other parameters come along.
      ["/contact?utm_source=mail&lang=fr", "/fr/contact?utm_source=mail"],
    ];
    for (const [from, to] of moves) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      expect(response.headers()["set-cookie"], from).toBeUndefined();
    }
    const html = await (await request.get("/pricing?lang=es")).text();
    expect(html).toContain('<html lang="es"');
    // The redirect chose no language for the visit: the English address stays English.
    expect(await (await request.get("/pricing")).text()).toContain('<html lang="en"');
  });
});
