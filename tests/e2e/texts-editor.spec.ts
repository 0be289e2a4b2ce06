import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { textEntryPath } from "~/lib/admin/texts";
import { dictionary } from "../support/dictionaries";
import { asRole, textsTest as test } from "./admin-fixtures";
import { expect } from "./fixtures";

/**
 * Staff change the site's own words from /admin/texts (decision 0017), as a new editor would: a
 * Spanish home text shows on /es/ at once, a French translation removed and completed, an English
 * change marking its translations out of date, an earlier version restored. The pages render
 * without a hydration warning. Each test changes texts of its own, which no other spec reads, and
 * puts them back.
 */

const SPANISH_LEAD = (dictionary("es", "pages").home as Record<string, string>).lead as string;

/** What React and react-i18next say when the server's HTML and the browser's first render differ. */
const HYDRATION_WARNING = /hydrat|did not match|server rendered|Minified React error #(418|419|421|422|423|425)/i;

function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (HYDRATION_WARNING.test(message.text())) warnings.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_WARNING.test(error.message)) warnings.push(error.message);
  });
  return warnings;
}

async function openEntry(page: Page, name: string) {
  const [namespace, key] = name.split(":") as [string, string];
  await page.goto(textEntryPath({ namespace, key }));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

async function saveText(page: Page, language: "English" | "Spanish" | "French", value: string) {
  await page.getByLabel(`${language} text`).fill(value);
  await page.getByRole("button", { name: `Save ${language}` }).click();
  await expect(page.getByText("The text is saved and the site shows it now.").first()).toBeVisible();
}

const panel = (page: Page, language: string) => page.getByRole("region", { name: language, exact: true });

async function restoreShipped(page: Page, language: "English" | "Spanish" | "French") {
  await panel(page, language)
    .getByRole("button", { name: /Restore the shipped text/ })
    .click();
  await expect(page.getByText("The shipped text is back on the site.").first()).toBeVisible();
}

test.describe("the text editor", () => {
  // Journeys of a dozen pages each, on a machine shared with the other browser tests.
  test.slow();

  test("a new Spanish home text, found by searching, shows on /es/ at once", async ({ page, changesTexts }) => {
    // The home's lead, not its headline: the language tests read the headline meanwhile.
    changesTexts({ namespace: "pages", key: "home.lead", language: "es" });
    const warnings = hydrationWarnings(page);
    await asRole(page, "editor");
    await page.goto("/admin/texts");
    await page.getByLabel("Search in any language").fill(SPANISH_LEAD);
    await page.getByRole("button", { name: "Show" }).click();
    await page.getByRole("link", { name: "home.lead", exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/texts\/entry\?name=pages%3Ahome\.lead$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const lead = "Equipos de hostelería que sus huéspedes no olvidarán, en cada temporada.";
    await saveText(page, "Spanish", lead);
    await page.goto("/es/");
    await expect(page.getByText(lead, { exact: true })).toBeVisible();
    // English and French keep their own.
    await page.goto("/fr/");
    await expect(page.getByText(lead, { exact: true })).toHaveCount(0);

    await openEntry(page, "pages:home.lead");
    await restoreShipped(page, "Spanish");
    await page.goto("/es/");
    await expect(page.getByText(SPANISH_LEAD, { exact: true })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test("a French translation removed shows English and is listed as missing, then completed", async ({ page, changesTexts }) => {
    changesTexts({ namespace: "contact", key: "details.heading", language: "fr" });
    const warnings = hydrationWarnings(page);
    await asRole(page, "editor");
    const name = "contact:details.heading";
    const english = (dictionary("en", "contact").details as Record<string, string>).heading as string;
    await openEntry(page, name);
    await saveText(page, "French", "");
    await expect(panel(page, "French").getByText("Missing", { exact: true })).toBeVisible();
    await page.goto("/fr/contact");
    await expect(page.getByRole("heading", { name: english })).toBeVisible();

    // The editor finds it under "missing in French" and completes it.
    await page.goto("/admin/texts?language=fr&status=missing");
    await page.getByRole("link", { name: "details.heading", exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/texts\/entry\?name=contact%3Adetails\.heading$/);
    await saveText(page, "French", "Parlez à notre équipe dès aujourd'hui");
    await expect(panel(page, "French").getByText("Translated", { exact: true })).toBeVisible();
    await page.goto("/fr/contact");
    await expect(page.getByRole("heading", { name: "Parlez à notre équipe dès aujourd'hui" })).toBeVisible();

    await openEntry(page, name);
    await restoreShipped(page, "French");
    await expect(panel(page, "French").getByText("Translated", { exact: true })).toBeVisible();
    expect(warnings).toEqual([]);
  });

  test("an English change marks Spanish and French out of date; an earlier version comes back with one action", async ({
    page,
    changesTexts,
  }) => {
    changesTexts({ namespace: "pricing", key: "customQuoteNote", language: "en" });
    await asRole(page, "editor");
    // A key with capitals and no dot: its page is addressed by query (paths are answered in lower case).
    const name = "pricing:customQuoteNote";
    await openEntry(page, name);
    await saveText(page, "English", "Priced for your hotel and your season");
    await saveText(page, "English", "Priced for your property and your dates");
    for (const language of ["Spanish", "French"]) {
      await expect(panel(page, language).getByText("Out of date", { exact: true })).toBeVisible();
    }
    await expect(panel(page, "Spanish").getByText("Priced for your property and your dates")).toBeVisible();

    // The history, newest first: the first save is the second row.
    const history = page.getByRole("table", { name: /Saved versions of this text/ });
    await expect(history.getByRole("row").nth(1)).toContainText("Priced for your property and your dates");
    await expect(history.getByRole("row").nth(2)).toContainText("Priced for your hotel and your season");
    await history.getByRole("row").nth(2).getByRole("button", { name: "Restore this version" }).click();
    await expect(page.getByText("The earlier version is back on the site.").first()).toBeVisible();
    await expect(page.getByLabel("English text")).toHaveValue("Priced for your hotel and your season");
    await page.goto("/pricing");
    await expect(page.getByText("Priced for your hotel and your season").first()).toBeVisible();

    // Back to the shipped English: the translations are up to date again.
    await openEntry(page, name);
    await restoreShipped(page, "English");
    for (const language of ["Spanish", "French"]) {
      await expect(panel(page, language).getByText("Translated", { exact: true })).toBeVisible();
    }
  });
});
