import { measurePageJavaScript, PAGE_JAVASCRIPT_BUDGET_BYTES } from "../support/page-javascript.mjs";
import { SPEC_PUBLIC_PATHS } from "../support/public-paths";
import { expect, test } from "./fixtures";

/**
 * Decision 0009: a first visit to any public page downloads at most 150 KB of gzip JavaScript.
 * A size budget, not a timing: it fails when a change makes a page heavier (a library pulled into
 * the shell, a lazy import made eager, dictionaries fetched that the page does not read).
 */
/** Other languages' pages read their own dictionaries (decision 0004): a few of them, measured too. */
const OTHER_LANGUAGE_PATHS = ["/fr/", "/es/", "/fr/framework/diversity", "/es/framework/diversity"] as const;

test.describe("the JavaScript budget of a first visit", () => {
  for (const path of [...SPEC_PUBLIC_PATHS, ...OTHER_LANGUAGE_PATHS]) {
    test(`${path} loads at most 150 KB of gzip JavaScript`, async ({ page, baseURL }) => {
      const { scripts, gzip } = await measurePageJavaScript(page, new URL(path, baseURL).href);
      expect(scripts.length, "scripts fetched").toBeGreaterThan(0);
      const heaviest = [...scripts]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 5)
        .map((script) => `${new URL(script.url).pathname} ${(script.gzip / 1024).toFixed(1)} KB`);
      expect(gzip, `gzip bytes (heaviest: ${heaviest.join(", ")})`).toBeLessThanOrEqual(PAGE_JAVASCRIPT_BUDGET_BYTES);
    });
  }
});
