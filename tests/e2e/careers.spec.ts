import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { checkHtmlFolder } from "../support/html-checker";
import { measurePageJavaScript, PAGE_JAVASCRIPT_BUDGET_BYTES } from "../support/page-javascript.mjs";
import { adminApi, asRole } from "./admin-fixtures";
import { expect, newBrowser, test } from "./fixtures";

/**
 * Job openings (decisions 0032 and 0033) as staff and job seekers meet them: staff write a seasonal
 * housekeeping opening in Mombasa in three languages and publish it; a visitor on a 390-pixel phone
 * filters /es/careers to it, without JavaScript too, and opens its page (valid HTML, axe-clean,
 * within the JavaScript budget, its JobPosting); closing it takes it off the list and the sitemap, and its page answers 410.
 */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PHONE = { width: 390, height: 844 };

/** Axe's WCAG A and AA violations; a toast fading out (the sign-in's, on the first admin page) is left out, as admin-account.spec.ts does. */
async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

function htmlErrors(pages: Record<string, string>): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), "careers-html-"));
  try {
    for (const [name, html] of Object.entries(pages)) writeFileSync(path.join(folder, `${name}.html`), html);
    return checkHtmlFolder(folder).map(({ file, line, message }) => `${file}:${line ?? "?"}: ${message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test("staff publish a seasonal opening in three languages; a phone visitor finds it on /es/careers; closing takes it down", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`;
  const title = { en: `Room attendant ${tag}`, es: `Camarera de pisos ${tag}`, fr: `Femme de chambre ${tag}` };

  // Staff write the opening in the editor.
  await asRole(page, "editor");
  await page.goto("/admin/openings");
  await page.getByRole("link", { name: "New opening" }).click();
  await expect(page).toHaveURL(/\/admin\/openings\/new$/);
  await page.getByLabel("Position").selectOption("housekeepingAttendants");
  await page.getByLabel("Kind of placement").selectOption("seasonal");
  await page.getByLabel("Location").selectOption({ label: "Mombasa, Kenya" });
  await page.getByLabel("People wanted").fill("6");
  await page.getByLabel("Start date").fill(day(20));
  await page.getByLabel("End of the season").fill(day(140));
  await page.getByLabel("Closing date").fill(day(10));
  await page.getByLabel("Housing").check();
  await page.getByLabel("Meals").check();
  await page.getByLabel("Lowest").fill("450");
  await page.getByLabel("Highest").fill("600");
  await page.getByLabel("Currency").selectOption("USD");
  await page.getByLabel("Per", { exact: true }).selectOption("month");
  const texts = {
    en: {
      group: /^English/,
      description: "Turn rooms to **brand standard**.\n\n- Linen\n- Minibar",
      employer: "A beach resort on the Kenyan coast",
    },
    es: {
      group: /^Español/,
      description: "Habitaciones al **estándar de la marca**.",
      employer: "Un resort de playa en la costa de Kenia",
    },
    fr: {
      group: /^Français/,
      description: "Des chambres au **standard de la marque**.",
      employer: "Un hôtel-club sur la côte kényane",
    },
  } as const;
  for (const language of ["en", "es", "fr"] as const) {
    const group = page.getByRole("group", { name: texts[language].group });
    await group.getByLabel("Title").fill(title[language]);
    await group.getByLabel("The employer, described without its name").fill(texts[language].employer);
    await group.getByLabel(/^Description/).fill(texts[language].description);
  }
  // A screening question, added with the form's own button (the page comes back as typed).
  await page.getByRole("button", { name: "Add a question" }).click();
  const question = page.getByRole("group", { name: "Question 1" });
  await expect(question).toBeVisible();
  await expect(page.getByRole("group", { name: /^English/ }).getByLabel("Title")).toHaveValue(title.en);
  await question.getByLabel("Question in English").fill("Can you work night shifts?");
  await question.getByLabel("Question in Español").fill("¿Puede trabajar de noche?");
  await question.getByLabel("Answer that disqualifies").selectOption("no");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save", exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/openings\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);
  const reference = `CW-${String(id).padStart(5, "0")}`;
  await expect(page.getByText(reference).first()).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published").first()).toBeVisible();
  const publicLink = page.getByRole("link", { name: /^\/careers\/\d+-/ });
  const englishPath = (await publicLink.getAttribute("href")) ?? "";
  expect(englishPath).toBe(`/careers/${id}-room-attendant-${tag}`);

  // A viewer reads the list and the opening, without the editor or the moves.
  const viewerBrowser = await newBrowser(browser);
  const viewer = await viewerBrowser.newPage();
  await asRole(viewer, "viewer");
  await viewer.goto("/admin/openings?filter=published");
  await viewer.getByRole("link", { name: title.en }).click();
  await expect(viewer.getByRole("heading", { level: 1, name: title.en })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "Close", exact: true })).toHaveCount(0);
  await expect(viewer.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
  await viewerBrowser.close();

  // A job seeker on a phone, in Spanish, filters the list to it and opens it.
  const phone = await newBrowser(browser, { viewport: PHONE });
  const visitor = await phone.newPage();
  await visitor.goto("/es/careers");
  await visitor.getByLabel("Puesto", { exact: true }).selectOption("housekeepingAttendants");
  await visitor.getByLabel("País", { exact: true }).selectOption("ke");
  await visitor.getByLabel("Tipo de colocación").selectOption("seasonal");
  await visitor.getByRole("button", { name: "Ver ofertas" }).click();
  await expect(visitor).toHaveURL(/\/es\/careers\?position=housekeepingAttendants&country=ke&kind=seasonal$/);
  const card = visitor.getByRole("link", { name: title.es });
  await expect(card).toBeVisible();
  expect(await axeViolations(visitor)).toEqual([]);
  const listHtml = await (
    await visitor.request.get("/es/careers?position=housekeepingAttendants&country=ke&kind=seasonal")
  ).text();
  await card.click();
  await expect(visitor).toHaveURL(new RegExp(`/es/careers/${id}-room-attendant-${tag}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: title.es })).toBeVisible();
  await expect(visitor.getByTestId("opening-reference")).toHaveText(reference);
  const whatsapp = decodeURIComponent((await visitor.getByTestId("apply-whatsapp").getAttribute("href")) ?? "");
  expect(whatsapp).toContain(reference);
  expect(whatsapp).toContain(title.es);
  const postings = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const posting = postings
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((json) => json["@type"] === "JobPosting");
  expect(posting).toMatchObject({ title: title.es, directApply: true, identifier: { value: reference } });
  expect(await axeViolations(visitor)).toEqual([]);
  const pageHtml = await (await visitor.request.get(`/es/careers/${id}-room-attendant-${tag}`)).text();
  expect(htmlErrors({ list: listHtml, opening: pageHtml })).toEqual([]);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.close();
  // A first visit to the opening's page stays within the JavaScript budget (decision 0028).
  const firstVisit = await newBrowser(browser, { viewport: PHONE });
  const { gzip } = await measurePageJavaScript(
    await firstVisit.newPage(),
    new URL(`/es/careers/${id}-room-attendant-${tag}`, baseURL).href,
  );
  expect(gzip).toBeLessThanOrEqual(PAGE_JAVASCRIPT_BUDGET_BYTES);
  await firstVisit.close();

  // Without JavaScript, the same filters are an address, and the page lists it.
  const plain = await newBrowser(browser, { viewport: PHONE, javaScriptEnabled: false });
  const plainPage = await plain.newPage();
  await plainPage.goto("/es/careers");
  await plainPage.getByLabel("Puesto", { exact: true }).selectOption("housekeepingAttendants");
  await plainPage.getByRole("button", { name: "Ver ofertas" }).click();
  await expect(plainPage.getByRole("link", { name: title.es })).toBeVisible();
  await plain.close();

  // Closing it takes it off the list and the sitemap; its page says so and answers 410.
  const sitemapBefore = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemapBefore).toContain(englishPath);
  await page.getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByText("Closed").first()).toBeVisible();
  const api = await adminApi();
  try {
    // "Closed" on the page may be seen before the close has been stored: ask until it has.
    await expect.poll(async () => (await api.get("/sitemap.xml")).text(), { timeout: 10_000 }).not.toContain(englishPath);
    const closed = await api.get(`/es${englishPath}`);
    expect(closed.status()).toBe(410);
    expect(await closed.text()).toContain('name="robots" content="noindex"');
  } finally {
    await api.dispose();
  }
  const after = await newBrowser(browser, { viewport: PHONE });
  const afterPage = await after.newPage();
  await afterPage.goto("/es/careers?position=housekeepingAttendants&country=ke&kind=seasonal");
  await expect(afterPage.getByRole("link", { name: title.es })).toHaveCount(0);
  await after.close();
});

test.describe("the screening questions without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Add a question and Remove give the form back as typed, one question more or less", async ({ page }) => {
    await asRole(page, "editor");
    await page.goto("/admin/openings/new");
    await page
      .getByRole("group", { name: /^English/ })
      .getByLabel("Title")
      .fill("Laundry attendant");
    await page.getByRole("button", { name: "Add a question" }).click();
    await page.getByRole("group", { name: "Question 1" }).getByLabel("Question in English").fill("Can you lift 20 kg?");
    await page.getByRole("button", { name: "Add a question" }).click();
    await expect(page.getByRole("group", { name: "Question 2" })).toBeVisible();
    await page.getByRole("button", { name: "Remove question 1" }).click();
    await expect(page.getByRole("group", { name: "Question 2" })).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Question 1" }).getByLabel("Question in English")).toHaveValue("");
    await expect(page.getByRole("group", { name: /^English/ }).getByLabel("Title")).toHaveValue("Laundry attendant");
  });
});
