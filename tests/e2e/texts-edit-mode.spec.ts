import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { textEntryPath } from "~/lib/admin/texts";
import { asRole, textsTest as test } from "./admin-fixtures";
import { expect } from "./fixtures";

/**
 * The in-page text editor (decision 0017), tried as an editor would: on /fr/pricing, turn the edit
 * mode on, click a French text, change it, save, and see it in place, then on the next visit; a
 * text that is site content says where it is edited; visitors and viewers get no editor.
 */
const TITLE = "Choisissez le niveau d'accompagnement qu'il vous faut";
const CHANGED = "Choisissez la formule qui vous convient";
const ENTRY = { namespace: "pricing", key: "plansSection.title" };

/** Console errors and warnings that speak of hydration. */
function hydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && /hydrat/i.test(message.text()))
      warnings.push(message.text());
  });
  return warnings;
}

test.describe("the in-page text editor", () => {
  // The last test reads the title the first changes: in order, in one worker. No other spec reads it.
  test.describe.configure({ mode: "default" });

  test("an editor fixes a French text of /fr/pricing in place, and the next visit shows it", async ({ page, changesTexts }) => {
    changesTexts({ ...ENTRY, language: "fr" });
    // A whole journey: sign in, edit, check the dialog with axe, save, reload, put the text back.
    test.setTimeout(60_000);
    const warnings = hydrationWarnings(page);
    await asRole(page, "editor");
    await page.goto("/fr/pricing");
    const toggle = page.getByRole("button", { name: "Modifier les textes" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("heading", { name: TITLE }).click();
    const dialog = page.getByRole("dialog", { name: "Changer un texte" });
    await expect(dialog.getByText("pricing:plansSection.title")).toBeVisible();
    await expect(dialog.getByText("Choose the level of support you need")).toBeVisible();
    await expect(dialog.getByText("Traduit")).toBeVisible();
    const field = dialog.getByLabel("Texte en français");
    await expect(field).toHaveValue(TITLE);
    expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);

    await field.fill(CHANGED);
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name: CHANGED })).toBeVisible();
    await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
    // Still the same page: no navigation happened, the edit mode is still on.
    await expect(toggle).toHaveAttribute("aria-pressed", "true");

    await page.reload();
    await expect(page.getByRole("heading", { name: CHANGED })).toBeVisible();
    expect(warnings).toEqual([]);

    // Put the shipped text back: other tests read it.
    const restored = await page.request.post(textEntryPath(ENTRY), {
      form: { intent: "restoreShipped", ...ENTRY, language: "fr" },
      maxRedirects: 0,
    });
    expect(restored.status()).toBeLessThan(400);
    await page.goto("/fr/pricing");
    await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  });

  test("reaches a text with the keyboard, and says where site content is edited", async ({ page }) => {
    // Administrators may change texts too (and their account is made first: no race to create it).
    await asRole(page, "admin");
    await page.goto("/fr/pricing");
    const toggle = page.getByRole("button", { name: "Modifier les textes" });
    // The toggle comes with the page and works once the editor's code has loaded.
    await expect(toggle).toBeEnabled();
    await toggle.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const badge = page.getByText("La plus choisie");
    await expect(badge).toHaveAttribute("tabindex", "0");
    await badge.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Changer un texte" });
    await expect(dialog.getByText("pricing:mostPopular")).toBeVisible();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await expect(dialog).toBeHidden();

    // A pricing question is site content, from the database: not a dictionary text.
    await page.getByRole("heading", { name: "Pourquoi ne publiez-vous pas vos tarifs ?" }).click();
    const notFound = page.getByRole("dialog", { name: "Ce n'est pas un texte des dictionnaires" });
    await expect(notFound.getByRole("link", { name: "Ouvrir Contenu du site" })).toHaveAttribute("href", "/admin/content");
    await notFound.getByRole("button", { name: "Fermer" }).click();

    // Editing off: the page's own links and disclosures work again.
    await toggle.click();
    await expect(page.locator("[data-text-entry]")).toHaveCount(0);
  });

  test("visitors and viewers get no editor", async ({ page }) => {
    await page.goto("/fr/pricing");
    await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
    await expect(page.getByRole("button", { name: "Modifier les textes" })).toHaveCount(0);
    await asRole(page, "viewer");
    await page.goto("/fr/pricing");
    await expect(page.getByRole("button", { name: "Modifier les textes" })).toHaveCount(0);
  });
});
