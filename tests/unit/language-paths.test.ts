/**
 * Every language at its own address (decision 0004): the path helpers every link, redirect, cache
 * key and email goes through, and the one rule that says which language a request is in.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { publicPages } from "~/content/pages";
import { DEFAULT_LANGUAGE, LANGUAGES } from "~/i18n/languages";
import {
  hasLanguageVersions,
  homePathOf,
  isPreferencePath,
  languageOfPath,
  languageSourceOf,
  localizePath,
  PREFIXED_LANGUAGES,
  unprefixedPath,
} from "~/i18n/paths";
import { languageOf, preferredLanguage } from "~/i18n/request-language.server";

const language = fc.constantFrom(...LANGUAGES);

/** A path segment as pages spell them: lower case, digits, hyphens, no dot. */
const segment = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-"), minLength: 1, maxLength: 12 });

/** The first segment of a page's English path: never a language prefix, the admin area or the API. */
const firstSegment = segment.filter((first) => !["admin", "api", ...LANGUAGES].includes(first));

/**
 * The path of a page, in any language: a real page of the registry or a made-up one, English
 * (unprefixed) or already under /es/ or /fr/ (their homes spelled `/es/`, `/fr/`).
 */
const englishPagePath = fc.oneof(
  fc.constantFrom(...publicPages.map((page) => page.path)),
  fc.tuple(firstSegment, fc.array(segment, { maxLength: 3 })).map(([first, rest]) => `/${[first, ...rest].join("/")}`),
);
const pagePath = fc.tuple(englishPagePath, fc.constantFrom(...LANGUAGES)).map(([path, prefix]) => {
  if (prefix === DEFAULT_LANGUAGE) return path;
  return path === "/" ? `/${prefix}/` : `/${prefix}${path}`;
});

/** What may follow a path: a query, a hash, both or neither (anything goes inside them). */
const suffix = fc
  .tuple(
    fc.option(fc.string({ maxLength: 20 }).map((query) => `?${query.replace(/#/g, "")}`)),
    fc.option(fc.string({ maxLength: 20 }).map((hash) => `#${hash}`)),
  )
  .map(([query, hash]) => `${query ?? ""}${hash ?? ""}`);

describe("localizePath", () => {
  it("puts a page in a language: English unprefixed, Spanish and French under their prefix", () => {
    expect(localizePath("/pricing", "en")).toBe("/pricing");
    expect(localizePath("/pricing", "es")).toBe("/es/pricing");
    expect(localizePath("/pricing", "fr")).toBe("/fr/pricing");
    expect(localizePath("/fr/pricing", "es")).toBe("/es/pricing");
    expect(localizePath("/es/about/teams", "en")).toBe("/about/teams");
    expect(localizePath("/framework/diversity", "fr")).toBe("/fr/framework/diversity");
  });

  it("spells every home page with its slash: / <-> /fr/ <-> /es/", () => {
    expect(localizePath("/", "fr")).toBe("/fr/");
    expect(localizePath("/", "es")).toBe("/es/");
    expect(localizePath("/", "en")).toBe("/");
    expect(localizePath("/fr/", "en")).toBe("/");
    expect(localizePath("/fr/", "es")).toBe("/es/");
    expect(localizePath("/es/", "fr")).toBe("/fr/");
    expect(localizePath("/fr/", "fr")).toBe("/fr/");
    // The bare prefix names the home page too (the server answers it 301 /fr/).
    expect(localizePath("/fr", "en")).toBe("/");
    expect(localizePath("/fr", "es")).toBe("/es/");
    for (const lng of LANGUAGES) expect(localizePath("/", lng)).toBe(homePathOf(lng));
  });

  it("keeps the query and the hash", () => {
    expect(localizePath("/contact#map", "fr")).toBe("/fr/contact#map");
    expect(localizePath("/fr/contact#map", "en")).toBe("/contact#map");
    expect(localizePath("/unsubscribe?token=a%2Fb&x=1", "es")).toBe("/es/unsubscribe?token=a%2Fb&x=1");
    expect(localizePath("/?q=1#top", "fr")).toBe("/fr/?q=1#top");
    expect(localizePath("/fr/?q=1#top", "en")).toBe("/?q=1#top");
    // A `?` or `/` inside the hash, a `#` inside the query: the first of `?` and `#` ends the path.
    expect(localizePath("/about#a?b/c", "fr")).toBe("/fr/about#a?b/c");
    expect(localizePath("/about?a=/fr/x#/es/", "es")).toBe("/es/about?a=/fr/x#/es/");
  });

  it("leaves the admin area, the API, files and other sites alone", () => {
    const untouched = [
      "/admin",
      "/admin/",
      "/admin/login?redirectTo=/admin/users",
      "/admin/users#top",
      "/api/newsletter",
      "/api/clicks?x=1",
      "/sitemap.xml",
      "/robots.txt",
      "/favicon.svg",
      "/images/logo-512.png",
      "/assets/entry-AbC12.js?v=1",
      "/fr/images/photo.jpg",
      "https://example.com/pricing",
      "http://127.0.0.1/fr/pricing",
      "//evil.example/pricing",
      "mailto:team@example.com",
      "tel:+15550100",
      "#contact-form",
      "?lang=fr",
      "pricing",
      "",
    ];
    for (const path of untouched) for (const lng of LANGUAGES) expect(localizePath(path, lng), `${path} in ${lng}`).toBe(path);
  });

  it("any page path p and languages a, b: localizing twice is localizing once, and the prefix is the only change", () => {
    fc.assert(
      fc.property(pagePath, suffix, language, language, (page, rest, a, b) => {
        const p = `${page}${rest}`;
        const inA = localizePath(p, a);
        expect(localizePath(inA, b)).toBe(localizePath(p, b));
        expect(unprefixedPath(localizePath(page, a))).toBe(unprefixedPath(page));
        expect(languageOfPath(localizePath(page, a))).toBe(a);
        // The query and the hash come along unchanged.
        expect(inA).toBe(`${localizePath(page, a)}${rest}`);
        // A page in its own language is itself.
        expect(localizePath(p, languageOfPath(page))).toBe(p);
      }),
      { numRuns: 2000 },
    );
  });

  it("any admin, API or file path stays as it is in every language", () => {
    const adminOrApi = fc
      .tuple(fc.constantFrom("admin", "api"), fc.array(segment, { maxLength: 3 }), suffix)
      .map(([area, rest, tail]) => `/${[area, ...rest].join("/")}${tail}`);
    const file = fc
      .tuple(fc.array(segment, { maxLength: 3 }), segment, fc.constantFrom("png", "js", "css", "xml", "txt", "woff2"), suffix)
      .map(([folders, name, ext, tail]) => `/${[...folders, `${name}.${ext}`].join("/")}${tail}`);
    fc.assert(
      fc.property(fc.oneof(adminOrApi, file), language, (path, lng) => {
        expect(localizePath(path, lng)).toBe(path);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the language a path is in", () => {
  it("reads the prefix, English for everything else", () => {
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/pricing")).toBe("en");
    expect(languageOfPath("/fr/")).toBe("fr");
    expect(languageOfPath("/fr")).toBe("fr");
    expect(languageOfPath("/es/about/teams")).toBe("es");
    // Only a whole first segment counts; English has no prefix of its own.
    expect(languageOfPath("/french")).toBe("en");
    expect(languageOfPath("/esp/about")).toBe("en");
    expect(languageOfPath("/en/pricing")).toBe("en");
    expect(languageOfPath("/about/fr")).toBe("en");
    expect(languageOfPath("/admin/users")).toBe("en");
  });

  it("strips the prefix, a home page becoming /", () => {
    expect(unprefixedPath("/fr/pricing")).toBe("/pricing");
    expect(unprefixedPath("/fr/")).toBe("/");
    expect(unprefixedPath("/fr")).toBe("/");
    expect(unprefixedPath("/es/framework/diversity")).toBe("/framework/diversity");
    expect(unprefixedPath("/pricing")).toBe("/pricing");
    expect(unprefixedPath("/")).toBe("/");
    expect(unprefixedPath("/french")).toBe("/french");
    expect(unprefixedPath("/en/pricing")).toBe("/en/pricing");
  });

  it("names the prefixed languages and their homes", () => {
    expect(PREFIXED_LANGUAGES).toEqual(["es", "fr"]);
    expect(LANGUAGES.map(homePathOf)).toEqual(["/", "/es/", "/fr/"]);
  });

  it("tells the admin area and the API, which follow the preference, from the site", () => {
    for (const path of ["/admin", "/admin/", "/admin/login", "/admin/users/42", "/api", "/api/newsletter", "/api/clicks"]) {
      expect(isPreferencePath(path), path).toBe(true);
      expect(languageSourceOf(path), path).toBe("preference");
      expect(hasLanguageVersions(path), path).toBe(false);
    }
    for (const path of ["/", "/administrator", "/apis", "/fr/admin", "/es/api/newsletter", "/about/admin"]) {
      expect(isPreferencePath(path), path).toBe(false);
    }
    expect(languageSourceOf("/fr/pricing")).toBe("fr");
    expect(languageSourceOf("/pricing")).toBe("en");
    expect(languageSourceOf("/es/")).toBe("es");
    expect(hasLanguageVersions("/pricing")).toBe(true);
    expect(hasLanguageVersions("/fr/")).toBe(true);
    expect(hasLanguageVersions("/sitemap.xml")).toBe(false);
    expect(hasLanguageVersions("/images/logo-512.png")).toBe(false);
  });
});

describe("the language of a request: the address on public pages, the preference cookie on /admin and /api", () => {
  const cookieHeaders = ["language=fr", "language=es", "language=en", "a=1; language=fr", "language=es; language=fr"];
  const malformed = [
    "",
    "language=",
    "language=%",
    "language=%E0%A4%A",
    "language=%zz",
    "language=xx",
    "language=FR",
    "language=fr-CA",
    'language="fr',
    "=; ;; =x",
    "language",
    ";;;",
    "language=\u0000fr",
    `language=${"f".repeat(5000)}`,
  ];

  it("ignores every cookie on public pages: the path alone decides", () => {
    for (const cookie of [undefined, null, ...cookieHeaders, ...malformed]) {
      expect(languageOf("/", cookie)).toBe("en");
      expect(languageOf("/pricing", cookie)).toBe("en");
      expect(languageOf("/fr/pricing", cookie)).toBe("fr");
      expect(languageOf("/es/", cookie)).toBe("es");
      expect(languageOf("/fr/no-such-page", cookie)).toBe("fr");
    }
  });

  it("follows the cookie on /admin and /api, the first of repeated ones", () => {
    expect(languageOf("/admin/login", "language=fr")).toBe("fr");
    expect(languageOf("/admin", "a=1; language=es")).toBe("es");
    expect(languageOf("/api/newsletter", "language=fr")).toBe("fr");
    expect(languageOf("/admin/users", "language=es; language=fr")).toBe("es");
    expect(languageOf("/admin/users", undefined)).toBe("en");
    expect(preferredLanguage("language=fr")).toBe("fr");
  });

  it("falls back to English for a malformed or unknown cookie on /admin and /api, without throwing", () => {
    for (const cookie of malformed) {
      expect(languageOf("/admin/login", cookie), JSON.stringify(cookie)).toBe("en");
      expect(languageOf("/api/newsletter", cookie), JSON.stringify(cookie)).toBe("en");
      expect(preferredLanguage(cookie)).toBe("en");
    }
  });

  it("any Cookie header: public pages keep their path's language, the admin area gets a language, nothing throws", () => {
    const cookieHeader = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: "binary", maxLength: 60 }),
      fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).map(([a, b]) => `language=${a}; ${b}`),
    );
    fc.assert(
      fc.property(pagePath, cookieHeader, (path, cookie) => {
        expect(languageOf(path, cookie)).toBe(languageOfPath(path));
        expect(LANGUAGES).toContain(languageOf("/admin/dashboard", cookie));
        expect(LANGUAGES).toContain(languageOf("/api/newsletter", cookie));
      }),
      { numRuns: 1000 },
    );
  });
});
