/**
 * The privacy page says how visitors are counted (decision 0016), in each language at its own
 * address: what a page view records, no cookie, no IP address or browser string stored, a daily
 * identifier, the retention of raw views, staff not counted. Rendered by the real route module.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { legalDocuments } from "~/content/legal";
import { LANGUAGES } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";
import * as privacyPage from "~/routes/privacy";
import { appContext } from "../support/app-context";
import { engines, suiteDatabase } from "../support/databases";
import { dictionary } from "../support/dictionaries";
import { renderRoute, visibleText } from "../support/render-route";

const BASE = "https://staffing.test";
const SECTION = "visitor-counting";

describe("the privacy page", () => {
  // The page reads no visitor data: one engine is enough.
  const database = suiteDatabase(
    engines()[0]?.make ??
      (() => {
        throw new Error("no engine");
      }),
  );
  let context: ReturnType<typeof appContext>["context"];
  beforeAll(() => {
    context = appContext(database).context;
  });

  it.each(LANGUAGES)("in %s, has the visitor statistics section with every statement of its dictionary", async (language) => {
    const path = localizePath("/privacy", language);
    const page = await renderRoute(privacyPage, path, new Request(`${BASE}${path}`), context);
    expect(page.status).toBe(200);
    expect(visibleText(page.html)).toContain(dictionary(language, "pages").privacy.heading);

    const words = dictionary(language, "legal").privacy[SECTION];
    const english = dictionary("en", "legal").privacy[SECTION];
    // The section, under its heading, linked from the table of contents.
    expect(page.html).toMatch(new RegExp(`<section id="${SECTION}" aria-labelledby="${SECTION}-heading"`));
    expect(page.html).toContain(`href="#${SECTION}"`);
    const section = page.html.slice(page.html.indexOf(`<section id="${SECTION}"`));
    const text = visibleText(section.slice(0, section.indexOf("</section>")));
    expect(text).toContain(words.title);
    for (const block of ["p1", "p2", "p3", "p4", "p5", "p6"]) expect(text).toContain(words[block]);
    for (const item of ["pages", "referrer", "campaign", "device", "country"]) {
      expect(text).toContain(`${words[item].term} ${words[item].text}`);
    }
    // Each language's own words, not English shown in its place.
    if (language !== "en") expect(text).not.toContain(english.p2);
  });

  it("states the facts of decision 0016 in English", () => {
    const words = dictionary("en", "legal").privacy[SECTION];
    const all = JSON.stringify(words);
    for (const fact of ["page", "language", "referring", "campaign", "device", "browser", "country"]) expect(all).toContain(fact);
    expect(words.p2).toContain("No cookie is set");
    expect(words.p2).toContain("never store your IP address or your browser’s user-agent string");
    expect(words.p3).toContain("changes every day");
    expect(words.p3).toContain("cannot be linked from one day to the next");
    expect(words.p4).toContain("90 days by default");
    expect(words.p4).toContain("daily totals");
    expect(words.p6).toContain("signed in to the admin area are not counted");
  });

  it("keeps the page's outline: the new section follows the analytics one", () => {
    const ids = legalDocuments.privacy.map((section) => section.id);
    expect(ids.indexOf(SECTION)).toBe(ids.indexOf("analytics") + 1);
  });
});
