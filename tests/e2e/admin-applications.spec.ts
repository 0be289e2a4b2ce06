/**
 * The staff pipeline in a browser (decision 0035): an editor moves a candidate through every stage
 * to placed with the keyboard (the card's Move control, announced), by dragging, and without JavaScript
 * through the same form (a reason asked beside its field for rejected); downloads a CV from the
 * candidate's page (audited, and in the timeline); every page axe-clean. Candidates are written
 * straight into the server's database, as the public form leaves them.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { makePdf } from "../support/cv-files";
import { asRole } from "./admin-fixtures";
import { expect, test } from "./fixtures";

const database = () => new SQLite(path.join(process.env.E2E_DATA_DIR ?? "", "app.db"), { timeout: 5_000 });
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations;

/** A candidate with one application to the talent pool and a PDF CV; answers their ids. */
function seedCandidate(name: string): { candidateId: number; applicationId: number; cvId: number } {
  const db = database();
  try {
    const now = new Date().toISOString();
    const candidateId = Number(
      db
        .prepare(
          "insert into candidates (full_name, email, country, city, languages, positions, language) values (?, ?, 'ke', 'Mombasa', '[\"sw\",\"en\"]', '[\"housekeepingAttendants\"]', 'fr')",
        )
        .run(name, `${name.replace(/\W+/g, ".").toLowerCase()}@mail.test`).lastInsertRowid,
    );
    const applicationId = Number(
      db
        .prepare("insert into applications (candidate_id, opening_id, language, consented_at) values (?, null, 'fr', ?)")
        .run(candidateId, now).lastInsertRowid,
    );
    const bytes = makePdf([name, "Room attendant, Diani"]);
    const cvId = Number(
      db
        .prepare(
          "insert into cv_files (application_id, candidate_id, display_name, kind, content_type, size_bytes, sha256, scan_state, extracted_text) values (?, ?, 'cv.pdf', 'pdf', 'application/pdf', ?, ?, 'unscanned', ?)",
        )
        .run(applicationId, candidateId, bytes.byteLength, createHash("sha256").update(bytes).digest("hex"), name)
        .lastInsertRowid,
    );
    db.prepare("insert into cv_file_bytes (cv_file_id, bytes) values (?, ?)").run(cvId, bytes);
    return { candidateId, applicationId, cvId };
  } finally {
    db.close();
  }
}

const column = (page: Page, stage: string) => page.getByRole("region", { name: stage, exact: true });
const card = (page: Page, name: string) => page.getByRole("article", { name });

/** Opens the card's Move control and chooses a stage from the keyboard, then confirms. */
async function moveByKeyboard(page: Page, name: string, steps: number) {
  const summary = card(page, name).getByText(`Move ${name}`, { exact: true });
  await summary.focus();
  await page.keyboard.press("Enter");
  const stage = card(page, name).getByLabel("Stage");
  await stage.focus();
  for (let step = 0; step < steps; step++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(card(page, name).getByRole("button", { name: "Move" })).toBeFocused();
  await page.keyboard.press("Enter");
}

async function expectIn(page: Page, stage: string, name: string) {
  await expect(column(page, stage).getByRole("article", { name })).toBeVisible();
}

test.describe("the staff pipeline", () => {
  test("an editor moves a candidate through every stage to placed from the keyboard, each move announced", async ({ page }) => {
    const name = unique("Neema Keyboard");
    seedCandidate(name);
    await asRole(page, "editor");
    await page.goto("/admin/applications?opening=pool");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applications");
    await expectIn(page, "New", name);
    expect(await axeViolations(page)).toEqual([]);

    for (const stage of ["Screening", "Interview", "Shortlisted", "Offered", "Placed"]) {
      await moveByKeyboard(page, name, 1);
      await expect(page.getByRole("status").filter({ hasText: `${name} moved to ${stage}.` })).toBeAttached();
      await expectIn(page, stage, name);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe("by dragging", () => {
    // Every column in view: a drag does not scroll the board sideways as a hand on a mouse would.
    test.use({ viewport: { width: 2600, height: 1200 } });

    test("a card dragged to another column moves there; dropped on rejected, its form asks the reason", async ({ page }) => {
      const name = unique("Tumaini Drag");
      seedCandidate(name);
      await asRole(page, "editor");
      await page.goto("/admin/applications?opening=pool");
      await card(page, name).dragTo(column(page, "Interview"));
      await expectIn(page, "Interview", name);
      await expect(page.getByRole("status").filter({ hasText: `${name} moved to Interview.` })).toBeAttached();

      await card(page, name).dragTo(column(page, "Rejected"));
      const reason = card(page, name).getByLabel("Reason");
      await expect(reason).toBeFocused();
      await reason.selectOption({ label: "Position filled" });
      await card(page, name).getByRole("button", { name: "Move" }).click();
      await expectIn(page, "Rejected", name);
      // The reason shows on the card (the first of its words; the closed form lists it too).
      await expect(card(page, name).getByText("Position filled").first()).toBeVisible();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the card's form moves a candidate to placed, and asks a reason beside its field for rejected", async ({ page }) => {
      const name = unique("Baraka Form");
      seedCandidate(name);
      await asRole(page, "editor");
      await page.goto("/admin/applications?opening=pool");
      const move = async (stage: string, reason?: string) => {
        // A refused move comes back with the card's form open; otherwise it is opened.
        if ((await card(page, name).locator("details").getAttribute("open")) === null)
          await card(page, name).getByText(`Move ${name}`, { exact: true }).click();
        await card(page, name).getByLabel("Stage").selectOption({ label: stage });
        if (reason !== undefined) await card(page, name).getByLabel("Reason (for rejected or withdrawn)").selectOption(reason);
        await card(page, name).getByRole("button", { name: "Move" }).click();
      };
      await move("Rejected", "");
      await expect(card(page, name).getByText("Choose a reason for this stage.")).toBeVisible();
      await expect(card(page, name).getByLabel("Reason (for rejected or withdrawn)")).toHaveAttribute("aria-invalid", "true");
      await expectIn(page, "New", name);
      for (const stage of ["Screening", "Interview", "Shortlisted", "Offered", "Placed"]) {
        await move(stage);
        await expectIn(page, stage, name);
      }
      // axe runs in the page's JavaScript: the board is checked by the test above.
    });
  });

  test("an editor downloads a CV from the candidate's page: audited and in the timeline", async ({ page }) => {
    const name = unique("Imani Download");
    const { candidateId, cvId } = seedCandidate(name);
    await asRole(page, "editor");
    await page.goto(`/admin/applications?view=list&q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("table", { name: "Applications, the newest first" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/candidates/${candidateId}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await axeViolations(page)).toEqual([]);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download cv.pdf" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("cv.pdf");

    await page.reload();
    await expect(page.getByRole("region", { name: "Timeline and notes" }).getByText("CV downloaded")).toBeVisible();
    const db = database();
    try {
      const entry = db
        .prepare("select count(*) as n from audit_log where action = 'cv.download' and target_id = ?")
        .get(String(cvId)) as {
        n: number;
      };
      expect(entry.n).toBe(1);
    } finally {
      db.close();
    }
  });
});
