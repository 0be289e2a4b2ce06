import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { asRole, textsTest as test } from "./admin-fixtures";
import { expect } from "./fixtures";

/**
 * Translators' files (decision 0018) as an editor uses them: export French, change it with a script,
 * import it with a preview of the change, apply it and see it on the French home page. The page is
 * axe-clean with a preview on it, and works without JavaScript.
 */
/** Each test changes a French text of its own, which no other spec reads: they run beside the other specs. */
const UNIT = "home:clients.more";
const OTHER_UNIT = "home:hero.eyebrow";

/** A unit as the texts editor names it, in French. */
function frenchText(unit: string) {
  const [namespace, key] = unit.split(":") as [string, string];
  return { namespace, key, language: "fr" as const };
}

async function frenchExport(page: Page): Promise<string> {
  const answer = await page.request.get("/admin/texts/export?language=fr&only=all");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-disposition"]).toMatch(/attachment; filename=".*-texts-fr-all-\d{4}-\d{2}-\d{2}\.xlf"/);
  return answer.text();
}

/**
 * The translator's script: one unit's target replaced, the other units left out (a file may hold
 * any of them), so texts that tests running beside this one change meanwhile are not in it.
 */
function withTarget(file: string, text: string, unit = UNIT): string {
  file = file.replace(/<trans-unit id="([^"]+)"[\s\S]*?<\/trans-unit>/g, (whole, id: string) => (id === unit ? whole : ""));
  const target = new RegExp(`(<trans-unit id="${unit}"[^>]*>[\\s\\S]*?<target[^>]*>)[\\s\\S]*?(</target>)`);
  return file.replace(target, (_whole, start: string, end: string) => `${start}${text}${end}`);
}

/** A unit's target as the file holds it (escaped). */
function targetOf(file: string, unit: string): string {
  return new RegExp(`<trans-unit id="${unit}"[^>]*>[\\s\\S]*?<target[^>]*>([\\s\\S]*?)</target>`).exec(file)?.[1] ?? "";
}

async function importFile(page: Page, file: string) {
  await page.goto("/admin/texts/import");
  await page.getByLabel("Language of the translations").selectOption("fr");
  await page
    .getByLabel("XLIFF file")
    .setInputFiles({ name: "fr.xlf", mimeType: "application/x-xliff+xml", buffer: Buffer.from(file) });
  await page.getByRole("button", { name: "Preview changes" }).click();
}

test.describe("translator files", () => {
  // A person has one import pending at a time (a new preview replaces the last, decision 0018), and
  // these tests are all the one saved editor: they run in order, not beside each other.
  test.describe.configure({ mode: "default" });
  test("export French, change it with a script, preview and apply the import, and see it on /fr/", async ({
    page,
    changesTexts,
  }) => {
    changesTexts(frenchText(UNIT));
    await asRole(page, "editor");
    const original = await frenchExport(page);
    const before = targetOf(original, UNIT);
    await importFile(page, withTarget(original, "Découvrir tous nos clients"));

    const changes = page.getByRole("region", { name: "Changes the file makes" });
    await expect(changes).toContainText(UNIT);
    await expect(changes).toContainText("Découvrir tous nos clients");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 French text changed" })).toBeVisible();

    await page.goto("/fr/");
    await expect(page.getByText("Découvrir tous nos clients")).toBeVisible();

    // Put it back, from a file of now: the tests beside this one change other texts meanwhile.
    await importFile(page, withTarget(await frenchExport(page), before));
    await page.getByRole("button", { name: "Apply 1 change" }).click();
    await expect(page.getByRole("status").filter({ hasText: "1 French text changed" })).toBeVisible();
  });

  test("a file with a refused text applies nothing and says why", async ({ page }) => {
    await asRole(page, "editor");
    await importFile(page, withTarget(await frenchExport(page), 'Voir <g id="1">tous</g>'));
    await expect(
      page.getByRole("alert").filter({ hasText: "This file is refused: nothing can be applied from it." }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Texts of the file that are refused" })).toContainText(
      "The text holds the XML element g.",
    );
    await expect(page.getByRole("button", { name: /^Apply/ })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the preview and the apply are form posts", async ({ page, changesTexts }) => {
      changesTexts(frenchText(OTHER_UNIT));
      await asRole(page, "editor");
      const original = await frenchExport(page);
      await importFile(page, withTarget(original, "Hôtellerie sur quatre continents, sans script", OTHER_UNIT));
      await expect(page.getByRole("region", { name: "Changes the file makes" })).toContainText(
        "Hôtellerie sur quatre continents, sans script",
      );
      await page.getByRole("button", { name: "Apply 1 change" }).click();
      await expect(page.getByRole("status").filter({ hasText: "1 French text changed" })).toBeVisible();
      await importFile(page, withTarget(await frenchExport(page), targetOf(original, OTHER_UNIT), OTHER_UNIT));
      await page.getByRole("button", { name: "Apply 1 change" }).click();
      await expect(page.getByRole("status").filter({ hasText: "1 French text changed" })).toBeVisible();
    });
  });
});
