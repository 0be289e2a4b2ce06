/**
 * Every language at its own address (decision 0004), against the production build: a URL shows
 * the same page whatever the request carries (cookies, Accept-Language), rendered fresh or served
 * from the page cache; old ?lang= links are answered 301 at their language's address; unknown
 * paths are answered in their prefix's language; the sitemap lists every page in every language;
 * a sign-up from a French page gets French links. Needs `npm run build` first (npm test builds).
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { publicPages } from "~/content/pages";
import { LANGUAGES } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import { NEWSLETTER_LANGUAGE_FIELD } from "~/lib/validation/limits";
import { SPEC_PUBLIC_PATHS } from "../support/public-paths";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { startSmtpServer } from "../support/smtp";
import { until } from "../support/until";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as text, decoded from brotli or gzip when it came so. */
  body: string;
}

/** One request with exactly these headers (Node adds Host and Connection, nothing else), redirects not followed. */
function send(
  base: string,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${target}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const decoded = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: decoded.toString("utf8") });
      });
      res.on("error", reject);
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** The page with its per-response CSP nonce (in `nonce="..."` and in the scripts' JSON) replaced by a mark. */
function withoutNonce(html: string): string {
  const nonce = /\snonce="([^"]+)"/.exec(html)?.[1];
  return nonce ? html.split(nonce).join("NONCE") : html;
}

/** Public URLs of all three languages, pages and unknown paths under each prefix. */
const SAMPLE = [
  "/",
  "/pricing",
  "/about/teams",
  "/no-such-page",
  "/es/",
  "/es/contact",
  "/es/framework/diversity",
  "/es/no-such-page",
  "/fr/",
  "/fr/pricing",
  "/fr/newsletter",
  "/fr/no/such/page",
];

/** The unknown paths of the sample: answered 404 (the home page, noindex). */
const NOT_FOUND = new Set(["/no-such-page", "/es/no-such-page", "/fr/no/such/page"]);

/** What a request may carry that must not change the page; the first carries nothing at all. */
const VARIANTS: Record<string, Record<string, string>> = {
  "no headers": {},
  "Cookie: language=fr": { Cookie: "language=fr" },
  "Cookie: language=es": { Cookie: "language=es" },
  "malformed cookies": { Cookie: "language=%; language=%E0%A4%A; =; ;; =x" },
  "unknown language cookie": { Cookie: "language=xx; a=1" },
  "Accept-Language: fr": { "Accept-Language": "fr" },
  "Accept-Language: es-ES,es;q=0.9": { "Accept-Language": "es-ES,es;q=0.9" },
  "cookie and Accept-Language": { Cookie: "language=es", "Accept-Language": "fr-CA,fr;q=0.9", "Accept-Encoding": "br, gzip" },
};

/** The parts of an answer that must be the same for every visitor of a URL. */
function page(answer: Answer) {
  return { status: answer.status, type: answer.headers["content-type"], body: withoutNonce(answer.body) };
}

/** Each answer may be stored by any shared cache and must vary by nothing a visitor sends but its encoding. */
function expectShareable(answer: Answer, what: string) {
  expect(String(answer.headers.vary ?? ""), what).not.toMatch(/cookie/i);
  expect(String(answer.headers["cache-control"] ?? ""), what).toContain("s-maxage");
}

describe("the same URL gives the same page whatever the request carries", () => {
  /** PUBLIC_URL is the same for every server, so their pages (canonical links, JSON-LD) can be compared. */
  const PUBLIC_URL = "https://staffing.test";
  const servers = new Map<string, ServerProcess>();
  /** First renders: each variant's own server, whose page cache it fills. */
  const cold = new Map<string, Map<string, Answer>>();

  beforeAll(async () => {
    // A server of its own per variant: its first request of each URL renders the page (cold cache).
    await Promise.all(
      Object.keys(VARIANTS).map(async (variant) => {
        servers.set(variant, await startServerProcess({ LOG_LEVEL: "warn", PUBLIC_URL }));
      }),
    );
    for (const [variant, headers] of Object.entries(VARIANTS)) {
      const server = servers.get(variant) as ServerProcess;
      const answers = new Map<string, Answer>();
      for (const url of SAMPLE) answers.set(url, await send(server.base, url, headers));
      cold.set(variant, answers);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => server.stop()));
  });

  it("renders every URL alike for every variant (cold cache: each variant's request is the first render)", () => {
    const reference = cold.get("no headers") as Map<string, Answer>;
    for (const url of SAMPLE) {
      const expected = page(reference.get(url) as Answer);
      expect(expected.status, url).toBe(NOT_FOUND.has(url) ? 404 : 200);
      expect(expected.type, url).toBe("text/html; charset=utf-8");
      expect(expected.body, url).toContain(' nonce="NONCE"');
      for (const [variant, answers] of cold) {
        const answer = answers.get(url) as Answer;
        expect(page(answer), `${url} with ${variant}`).toEqual(expected);
        expectShareable(answer, `${url} with ${variant}`);
      }
    }
  });

  it("serves every variant the same stored page, whichever variant rendered it (warm cache)", async () => {
    const reference = cold.get("no headers") as Map<string, Answer>;
    for (const [renderedFor, server] of servers) {
      for (const [variant, headers] of Object.entries(VARIANTS)) {
        for (const url of SAMPLE) {
          const answer = await send(server.base, url, headers);
          const what = `${url} with ${variant}, rendered for ${renderedFor}`;
          expect(page(answer), what).toEqual(page(reference.get(url) as Answer));
          expectShareable(answer, what);
          // From memory: the very bytes of the first render, its nonce and ETag included.
          const first = cold.get(renderedFor)?.get(url) as Answer;
          expect(answer.body, what).toBe(first.body);
          expect(answer.headers.etag, what).toBe(first.headers.etag);
        }
      }
    }
  });
});

describe("language addresses against the built server", () => {
  let server: ServerProcess;
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const get = (target: string, headers?: Record<string, string>) => send(server.base, target, headers);
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startServerProcess({ LOG_LEVEL: "warn", SMTP_URL: smtp.url });
    database = openDatabase({ url: `sqlite:${path.join(server.dataDir, "app.db")}` });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    await smtp?.stop();
  });

  it("shows /fr/pricing in French to everyone, and /pricing in English even to a French cookie", async () => {
    const french = await get("/fr/pricing");
    expect(french.status).toBe(200);
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain(`<link rel="canonical" href="${server.base}/fr/pricing"/>`);
    for (const [language, href] of [
      ["en", "/pricing"],
      ["es", "/es/pricing"],
      ["fr", "/fr/pricing"],
      ["x-default", "/pricing"],
    ])
      expect(french.body).toContain(`<link rel="alternate" hrefLang="${language}" href="${server.base}${href}"/>`);
    expect(french.body).toContain('"inLanguage":"fr"');
    const english = await get("/pricing", { Cookie: "language=fr" });
    expect(english.status).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain(`<link rel="canonical" href="${server.base}/pricing"/>`);
  });

  it("renders the admin area in the visitor's preference, the language cookie", async () => {
    // Twice each: the second could come from a stored render if one had been kept.
    for (let i = 0; i < 2; i++) {
      expect((await get("/admin/login", { Cookie: "language=fr" })).body).toContain('<html lang="fr"');
      expect((await get("/admin/login", { Cookie: "language=es" })).body).toContain('<html lang="es"');
      expect((await get("/admin/login")).body).toContain('<html lang="en"');
      expect((await get("/admin/login", { Cookie: "language=%" })).body).toContain('<html lang="en"');
    }
  });

  it("answers old ?lang= addresses 301 at their language's address, other parameters kept", async () => {
    const cases: [string, string][] = [
      ["/pricing?lang=es", "/es/pricing"],
      ["/pricing?lang=fr", "/fr/pricing"],
      ["/pricing?lang=en", "/pricing"],
      ["/pricing?lang=xx", "/pricing"],
      ["/?lang=es", "/es/"],
      ["/?lang=fr", "/fr/"],
      ["/?lang=en", "/"],
      ["/fr/?lang=en", "/"],
      ["/es/?lang=xx", "/es/"],
      ["/about?lang=fr&tab=x", "/fr/about?tab=x"],
      ["/about?tab=x&lang=es&utm_source=mail", "/es/about?tab=x&utm_source=mail"],
      ["/fr/contact?lang=es", "/es/contact"],
      ["/fr/contact?lang=xx&topic=jobs", "/fr/contact?topic=jobs"],
      ["/es/framework/diversity?lang=en", "/framework/diversity"],
      ["/unsubscribe?token=abc&lang=fr", "/fr/unsubscribe?token=abc"],
      ["/no-such-page?lang=fr", "/fr/no-such-page"],
    ];
    for (const [target, location] of cases) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await send(server.base, target, {}, method);
        expect(answer.status, `${method} ${target}`).toBe(301);
        expect(answer.headers.location, `${method} ${target}`).toBe(location);
      }
    }
  });

  it("leaves a POST with ?lang=, the admin area, the API and files where they are", async () => {
    const contact = await send(server.base, "/contact?lang=fr", form, "POST", "name=x");
    expect(contact.status).toBe(400);
    expect(contact.headers.location).toBeUndefined();
    const login = await get("/admin/login?lang=fr");
    expect(login.status).toBe(200);
    expect(login.body).toContain('<html lang="en"');
    expect((await get("/admin/login?lang=fr", { Cookie: "language=es" })).body).toContain('<html lang="es"');
    expect((await get("/sitemap.xml?lang=fr")).status).toBe(200);
    expect((await get("/robots.txt?lang=fr")).status).toBe(200);
    expect((await get("/api/newsletter?lang=fr")).status).not.toBe(301);
  });

  it("answers unknown paths under /es/ and /fr/ 404 in their language, kept out of indexes", async () => {
    for (const [target, language] of [
      ["/es/no-such-page", "es"],
      ["/es/about/nobody", "es"],
      ["/fr/no-such-page", "fr"],
      ["/fr/x/y/z", "fr"],
      ["/no-such-page", "en"],
      // A prefix of no language is an English unknown path.
      ["/de/pricing", "en"],
    ] as const) {
      const answer = await get(target, { Cookie: "language=fr" });
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toContain(`<html lang="${language}"`);
      expect(answer.body, target).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("sends /services to the approach page in the same language, and a bare prefix to its home", async () => {
    for (const [target, location] of [
      ["/services", "/our-approach"],
      ["/es/services", "/es/our-approach"],
      ["/fr/services", "/fr/our-approach"],
      ["/es", "/es/"],
      ["/fr", "/fr/"],
    ] as const) {
      const answer = await get(target);
      expect(answer.status, target).toBe(301);
      expect(answer.headers.location, target).toBe(location);
    }
  });

  /** One <url> of the sitemap as the parser reads it. */
  interface SitemapUrl {
    loc: string;
    "xhtml:link": { rel: string; hreflang: string; href: string }[];
  }

  // 88 requests one after another, each page's first render included: a busy machine needs more than the default.
  it("lists every public page in every language in /sitemap.xml, each with its alternates, each answering 200", {
    timeout: 90_000,
  }, async () => {
    const answer = await get("/sitemap.xml");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(answer.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
    const XHTML = "http://www.w3.org/1999/xhtml";
    expect(XMLValidator.validate(answer.body)).toBe(true);
    const document = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: "",
      parseTagValue: false,
      isArray: (name) => name === "url" || name === "xhtml:link",
    }).parse(answer.body) as { urlset: Record<string, unknown> & { url: SitemapUrl[] } };
    const { url: urls, ...urlset } = document.urlset;
    expect(urlset).toEqual({ xmlns: SITEMAP, "xmlns:xhtml": XHTML });

    // The registry's pages are docs/product.md's public paths but the sign-in ones (which are noindex): 32 pages, 96 URLs.
    const signIn = new Set(["/auth", "/confirm-password", "/reset-password", "/accept-invite"]);
    expect(new Set(publicPages.map((page) => page.path))).toEqual(new Set(SPEC_PUBLIC_PATHS.filter((p) => !signIn.has(p))));
    expect(publicPages).toHaveLength(32);
    expect(urls).toHaveLength(96);
    const expectedLocs = publicPages.flatMap((page) =>
      LANGUAGES.map((language) => `${server.base}${localizePath(page.path, language)}`),
    );
    const locs: string[] = [];
    for (const url of urls) {
      expect(Object.keys(url).sort()).toEqual(["loc", "xhtml:link"]);
      const address = new URL(url.loc);
      expect(`${address.origin}${address.pathname}`, url.loc).toBe(url.loc);
      expect(address.origin).toBe(server.base);
      locs.push(url.loc);
      // Four alternates: en, es, fr and x-default (English), at the prefixed addresses of this page.
      const english = address.pathname.replace(/^\/(es|fr)(\/|$)/, "/");
      expect(url["xhtml:link"]).toEqual([
        ...LANGUAGES.map((language) => ({
          rel: "alternate",
          hreflang: language,
          href: `${server.base}${localizePath(english, language)}`,
        })),
        { rel: "alternate", hreflang: "x-default", href: `${server.base}${english}` },
      ]);
      // The page itself is one of its alternates.
      expect(url["xhtml:link"].map((link) => link.href)).toContain(url.loc);
    }
    expect(new Set(locs).size).toBe(locs.length);
    expect(new Set(locs)).toEqual(new Set(expectedLocs));

    for (const loc of locs) {
      const page = await get(new URL(loc).pathname);
      expect(page.status, loc).toBe(200);
      expect(page.body, loc).toContain(`<link rel="canonical" href="${loc}"/>`);
    }
  });

  /** The subscriber and the email queued for an address, once the outbox has sent it. */
  async function welcomeOf(email: string) {
    const subscriber = await database.db
      .selectFrom("newsletter_subscribers")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const queued = await database.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("recipient", "=", email)
      .executeTakeFirstOrThrow();
    await until(() => smtp.received.some((mail) => mail.to.includes(email)), 15_000, `a mail to ${email}`, 100);
    const sent = smtp.received.find((mail) => mail.to.includes(email));
    return { subscriber, queued, sent };
  }

  async function expectFrenchWelcome(email: string) {
    const { subscriber, queued, sent } = await welcomeOf(email);
    expect(subscriber.language).toBe("fr");
    const link = `${server.base}/fr/unsubscribe?token=${subscriber.unsubscribe_token}`;
    expect(queued.html).toContain(link);
    expect(queued.text).toContain(link);
    expect(JSON.parse(queued.headers)).toEqual({
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The email as a mailbox receives it.
    expect(sent, `no email reached ${email}`).toBeDefined();
    expect(sent?.headers["list-unsubscribe"]).toBe(`<${link}>`);
    expect(sent?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(sent?.body).toContain(link);
    return subscriber.unsubscribe_token;
  }

  it("sends a sign-up from a French page French links: the page's form without JavaScript and the JSON endpoint", async () => {
    // Without JavaScript: the form posts to its own page's address, whatever the cookie says.
    const page = await get("/fr/newsletter");
    expect(page.body).toMatch(/<form[^>]*action="\/fr\/newsletter"/);
    const withoutScript = await send(
      server.base,
      "/fr/newsletter",
      { ...form, Cookie: "language=es" },
      "POST",
      "email=sans-script%40hotel.test&company_website=",
    );
    expect(withoutScript.status).toBe(200);
    expect(withoutScript.body).toContain('<html lang="fr"');
    await expectFrenchWelcome("sans-script@hotel.test");

    // With it: the script adds the page's language to what it posts to /api/newsletter.
    const withScript = await send(
      server.base,
      "/api/newsletter",
      { ...form, Cookie: "language=es" },
      "POST",
      `email=avec-script%40hotel.test&company_website=&${NEWSLETTER_LANGUAGE_FIELD}=fr`,
    );
    expect(withScript.status).toBe(200);
    expect(JSON.parse(withScript.body)).toEqual({ status: "success", initialValue: null });
    const token = await expectFrenchWelcome("avec-script@hotel.test");

    // The mailbox's one-click unsubscribe at the French address, from another origin, works.
    const oneClick = await send(
      server.base,
      `/fr/unsubscribe?token=${encodeURIComponent(token)}`,
      { ...form, Origin: "null" },
      "POST",
      "List-Unsubscribe=One-Click",
    );
    expect(oneClick.status).toBe(200);
    const left = await database.db
      .selectFrom("newsletter_subscribers")
      .select("email")
      .where("email", "=", "avec-script@hotel.test")
      .execute();
    expect(left).toEqual([]);
    expect(server.logs.filter((line) => line.level >= 50)).toEqual([]);
  });
});
