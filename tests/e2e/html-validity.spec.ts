import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LANGUAGES } from "../../app/i18n/languages";
import { localizePath } from "../../app/i18n/paths";
import { checkHtmlFolder } from "../support/html-checker";
import { SPEC_PUBLIC_PATHS } from "../support/public-paths";
import { expect, test } from "./fixtures";

/**
 * Every public page in every language is valid HTML by the W3C Nu checker: the markup that
 * assistive technology and search engines parse. The production build's pages are written to one
 * folder and checked with one Java start (tests/support/html-checker.ts).
 */
test("every public page in every language has no HTML error", async ({ request }) => {
  test.setTimeout(180_000);
  const folder = mkdtempSync(path.join(tmpdir(), "html-validity-"));
  try {
    const addressOf = new Map<string, string>();
    for (const language of LANGUAGES) {
      for (const page of SPEC_PUBLIC_PATHS) {
        const address = localizePath(page, language);
        const response = await request.get(address);
        expect(response.status(), address).toBe(200);
        const file = `${language}${page === "/" ? "" : page.replaceAll("/", "_")}.html`;
        writeFileSync(path.join(folder, file), await response.text());
        addressOf.set(file, address);
      }
    }
    // Rendered pages are long lines: the column and a short quote of the markup locate an error.
    const errors = checkHtmlFolder(folder).map(({ file, line, column, message, extract }) => {
      const quote = extract ? `\n    near: ${extract.replace(/\s+/g, " ").trim().slice(0, 100)}` : "";
      return `${addressOf.get(file) ?? file}:${line ?? "?"}:${column ?? "?"}: ${message}${quote}`;
    });
    expect(errors, `HTML errors (page:line:column: message) in ${addressOf.size} pages`).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
