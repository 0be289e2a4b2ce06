import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { makePdf } from "../support/cv-files";
import { checkHtmlFolder } from "../support/html-checker";
import { measurePageJavaScript, PAGE_JAVASCRIPT_BUDGET_BYTES } from "../support/page-javascript.mjs";
import { publishedOpening } from "./careers-fixtures";
import { expect, newBrowser, test } from "./fixtures";

/**
 * Applying from a phone (decision 0035): a Spanish visitor on a 390-pixel screen goes from an
 * opening's page to its form, is stopped by the browser's checks beside the field they missed,
 * answers the questions, attaches a PDF and is shown their reference. Both pages are axe-clean
 * and fit the screen's width.
 */
const PHONE = { width: 390, height: 844 };

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The validator's findings on the page as the server sends it. */
function invalidHtml(html: string): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "apply-html-"));
  try {
    writeFileSync(path.join(folder, "apply.html"), html);
    return checkHtmlFolder(folder).map(({ line, message }) => `${line ?? "?"}: ${message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a Spanish job seeker on a phone applies to an opening with a PDF and is shown their reference", async ({ browser }) => {
  test.setTimeout(90_000);
  const opening = publishedOpening();
  const openingAddress = `/es${opening.path}`;

  const context = await newBrowser(browser, { viewport: PHONE, locale: "es-ES" });
  const page = await context.newPage();
  await page.goto(openingAddress);
  await page.getByTestId("apply-link").click();
  await expect(page).toHaveURL(new RegExp(`${openingAddress}/apply$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Camarera de pisos, resort de playa");
  await expect(page.getByTestId("apply-whatsapp")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await fitsTheScreen(page)).toBe(true);
  expect(invalidHtml(await (await page.request.get(`${openingAddress}/apply`)).text())).toEqual([]);
  // A first visit stays within the JavaScript budget (decision 0028): the form's checks load when it is used.
  const firstVisit = await newBrowser(browser, { viewport: PHONE });
  const { gzip } = await measurePageJavaScript(await firstVisit.newPage(), new URL(`${openingAddress}/apply`, page.url()).href);
  expect(gzip).toBeLessThanOrEqual(PAGE_JAVASCRIPT_BUDGET_BYTES);
  await firstVisit.close();

  const form = page.getByTestId("apply-form");
  await form.getByLabel("Nombre completo").fill("Wanjiru Kamau");
  await form.getByLabel("Correo electrónico").fill("wanjiru.e2e@mail.test");
  await form.getByLabel("Número de teléfono").fill("+254 712 345 678");
  await form.getByLabel("Uso WhatsApp en este número").check();
  await form.getByLabel("País donde vive").selectOption("ke");
  await form.getByLabel("Ciudad o localidad").fill("Mombasa");
  await form.locator('input[name="languages"][value="sw"]').check();
  await form.locator('input[name="languages"][value="es"]').check();
  await expect(form.locator('input[name="positions"][value="housekeepingAttendants"]')).toBeChecked();
  await form.getByLabel("Años de experiencia en hostelería").fill("4");
  await form.locator('input[name="answer_0"][value="yes"]').check();
  await form.locator('input[name="answer_1"][value="2"]').check();
  await form.getByLabel("Which languages do you speak?").fill("Suajili, inglés y español");
  await form.getByLabel("Archivo del CV (opcional)").setInputFiles({
    name: "CV Wanjiru.pdf",
    mimeType: "application/pdf",
    buffer: makePdf(["Wanjiru Kamau", "Camarera de pisos, Diani"]),
  });

  // Without the consent the browser's checks stop the post, with the message beside the box.
  await page.getByTestId("apply-submit").click();
  await expect(page.getByText("Solo podemos estudiar su candidatura con su consentimiento.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${openingAddress}/apply$`));
  // Stopped in the browser: the server, which keeps no file, would have asked for the CV again.
  await expect(page.getByText("vuelva a elegir su CV")).toHaveCount(0);

  await form.getByLabel(/Acepto que mis datos/).check();
  await page.getByTestId("apply-submit").click();
  await expect(page.getByTestId("application-reference")).toHaveText(/^AP-\d{5}$/);
  await expect(page.getByTestId("apply-sent")).toContainText("Le hemos enviado un correo");
  const reference = (await page.getByTestId("application-reference").textContent()) ?? "";
  const stored = new SQLite(path.join(process.env.E2E_DATA_DIR ?? "", "app.db"), { readonly: true, timeout: 5_000 });
  const cv = stored
    .prepare(
      "select cv_files.display_name, cv_files.candidate_id from cv_files join applications on applications.id = cv_files.application_id where applications.id = ?",
    )
    .get(Number(reference.slice(3)));
  stored.close();
  expect(cv).toMatchObject({ display_name: "CV Wanjiru.pdf", candidate_id: expect.any(Number) });
  expect(await axeViolations(page)).toEqual([]);
  expect(await fitsTheScreen(page)).toBe(true);
  await context.close();
});
