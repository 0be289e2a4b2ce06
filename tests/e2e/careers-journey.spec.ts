/**
 * The careers side end to end, as its two kinds of user meet it (decisions 0032 to 0037). A job
 * seeker on a 390-pixel phone, in Spanish, finds a seasonal housekeeping opening in Mombasa through
 * the careers filters, applies with a PDF, receives the Spanish acknowledgement, opens its private
 * link and withdraws. Another candidate applies from a desktop. An editor moves that candidate
 * through every stage to placed, downloads their CV (audited), and finds both applications among
 * the traffic view's goals, with the careers funnel. Both visitors come from one campaign of their
 * own, so other tests' visits on the shared server do not count.
 */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { makePdf } from "../support/cv-files";
import { asRole } from "./admin-fixtures";
import { publishedOpening } from "./careers-fixtures";
import { expect, newBrowser, test, waitForHydration } from "./fixtures";
import { mailTo } from "./mailbox";

const PHONE = { width: 390, height: 844 };
const PHONE_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const DESKTOP_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const today = () => new Date().toISOString().slice(0, 10);

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations.map(
    (violation) => violation.id,
  );

test("a job seeker applies from a phone in Spanish and withdraws; staff place another candidate and see both as goals", async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const campaign = `careers-${run}`;
  const opening = publishedOpening();

  // The job seeker: a phone, Spanish, arriving from the agency's campaign.
  const phone = await newBrowser(browser, { viewport: PHONE, locale: "es-ES", userAgent: `${PHONE_AGENT} journey/${run}` });
  const seeker = await phone.newPage();
  await seeker.goto(`/es/careers?utm_source=whatsapp&utm_medium=social&utm_campaign=${campaign}`);
  await waitForHydration(seeker);
  const filters = seeker.getByRole("search", { name: "Filtrar las ofertas" });
  await filters.getByLabel("Puesto").selectOption("housekeepingAttendants");
  await filters.getByLabel("País").selectOption("ke");
  await filters.getByLabel("Tipo de colocación").selectOption("seasonal");
  await filters.getByRole("button", { name: "Ver ofertas" }).click();
  await expect(seeker).toHaveURL(/position=housekeepingAttendants&country=ke&kind=seasonal/);
  // Other tests publish the same opening: this run's is the one at its address.
  await seeker.getByTestId("openings").locator(`a[href="/es${opening.path}"]`).click();
  await expect(seeker.getByRole("heading", { level: 1 })).toContainText("Camarera de pisos, resort de playa");
  await expect(seeker.getByText(/Mombasa/).first()).toBeVisible();
  await seeker.getByTestId("apply-link").click();
  await expect(seeker).toHaveURL(new RegExp(`/es${opening.path}/apply$`));

  const email = `wanjiru.${run}@mail.test`;
  const form = seeker.getByTestId("apply-form");
  await form.getByLabel("Nombre completo").fill("Wanjiru Kamau");
  await form.getByLabel("Correo electrónico").fill(email);
  await form.getByLabel("Número de teléfono").fill("+254 712 345 678");
  await form.getByLabel("Uso WhatsApp en este número").check();
  await form.getByLabel("País donde vive").selectOption("ke");
  await form.getByLabel("Ciudad o localidad").fill("Mombasa");
  await form.locator('input[name="languages"][value="sw"]').check();
  await form.locator('input[name="languages"][value="es"]').check();
  await form.getByLabel("Años de experiencia en hostelería").fill("4");
  await form.locator('input[name="answer_0"][value="yes"]').check();
  await form.locator('input[name="answer_1"][value="2"]').check();
  await form.getByLabel("Which languages do you speak?").fill("Suajili, inglés y español");
  await form.getByLabel("Archivo del CV (opcional)").setInputFiles({
    name: "CV Wanjiru.pdf",
    mimeType: "application/pdf",
    buffer: makePdf(["Wanjiru Kamau", "Camarera de pisos, Diani"]),
  });
  await form.getByLabel(/Acepto que mis datos/).check();
  await seeker.getByTestId("apply-submit").click();
  await expect(seeker.getByTestId("application-reference")).toHaveText(/^AP-\d{5}$/);
  const reference = (await seeker.getByTestId("application-reference").textContent()) ?? "";

  // The acknowledgement, in Spanish, with the private link.
  await expect.poll(() => mailTo(email, `Hemos recibido su candidatura ${reference}`).length, { timeout: 20_000 }).toBe(1);
  const [mail] = mailTo(email, reference);
  const link = /https?:\/\/[^\s"<>]+(\/es\/candidate\/[0-9a-f]{64})/.exec(mail?.html ?? "")?.[1];
  expect(link).toBeTruthy();
  await seeker.goto(link ?? "");
  await expect(seeker.getByRole("heading", { level: 1 })).toHaveText("Hola, Wanjiru Kamau");
  await expect(seeker.getByTestId("own-application-stage")).toHaveText("Recibida");
  expect(await axeViolations(seeker)).toEqual([]);
  await seeker.getByTestId("withdraw-open").click();
  await seeker.getByTestId("withdraw-submit").click();
  await expect(seeker.getByTestId("own-application-stage")).toHaveText("Retirada");
  await phone.close();

  // Another candidate, from a desktop, through the same campaign.
  const desktop = await newBrowser(browser, { userAgent: `${DESKTOP_AGENT} journey/${run}` });
  const other = await desktop.newPage();
  const otherName = `Baraka Otieno ${run}`;
  await other.goto(`${opening.path}?utm_source=whatsapp&utm_medium=social&utm_campaign=${campaign}`);
  await waitForHydration(other);
  await other.getByTestId("apply-link").click();
  const otherForm = other.getByTestId("apply-form");
  await otherForm.getByLabel("Full name").fill(otherName);
  await otherForm.getByLabel("Email address").fill(`baraka.${run}@mail.test`);
  await otherForm.getByLabel("Country you live in").selectOption("ke");
  await otherForm.getByLabel("City or town").fill("Mombasa");
  await otherForm.locator('input[name="languages"][value="sw"]').check();
  await otherForm.getByLabel("Years of experience in hospitality").fill("6");
  await otherForm.locator('input[name="answer_0"][value="yes"]').check();
  await otherForm.locator('input[name="answer_1"][value="1"]').check();
  await otherForm.getByLabel("Which languages do you speak?").fill("Swahili and English");
  await otherForm.getByLabel("CV file (optional)").setInputFiles({
    name: "Baraka CV.pdf",
    mimeType: "application/pdf",
    buffer: makePdf([otherName, "Room attendant, Watamu"]),
  });
  await otherForm.getByLabel(/I agree that my details/).check();
  await other.getByTestId("apply-submit").click();
  await expect(other.getByTestId("application-reference")).toHaveText(/^AP-\d{5}$/);
  await desktop.close();

  // Staff: the opening's board, the other candidate moved by the card's form to placed.
  await asRole(page, "editor");
  await page.goto(`/admin/applications?opening=${opening.id}`);
  const card = page.getByRole("article", { name: otherName });
  for (const stage of ["Screening", "Interview", "Shortlisted", "Offered", "Placed"]) {
    if ((await card.locator("details").getAttribute("open")) === null)
      await card.getByText(`Move ${otherName}`, { exact: true }).click();
    await card.getByLabel("Stage").selectOption({ label: stage });
    await card.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("region", { name: stage, exact: true }).getByRole("article", { name: otherName })).toBeVisible();
  }
  // The withdrawn application is in its column too, with its reason.
  await expect(
    page.getByRole("region", { name: "Withdrawn", exact: true }).getByRole("article", { name: "Wanjiru Kamau" }),
  ).toBeVisible();

  // The CV, downloaded from the candidate's page, is in the audit log.
  await card.getByRole("link", { name: otherName }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Baraka CV.pdf" }).click();
  expect((await downloading).suggestedFilename()).toBe("Baraka CV.pdf");
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? "", "app.db"), { readonly: true, timeout: 5_000 });
  try {
    const audited = db
      .prepare(
        "select count(*) as n from audit_log join cv_files on cv_files.id = cast(audit_log.target_id as integer) join candidates on candidates.id = cv_files.candidate_id where audit_log.action = 'cv.download' and candidates.full_name = ?",
      )
      .get(otherName) as { n: number };
    expect(audited.n).toBe(1);
  } finally {
    db.close();
  }

  // Both applications are goals of the campaign's visitors, and the careers funnel shows the way to them.
  const figure = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(async () => {
    await page.goto(`/admin/traffic?from=${today()}&to=${today()}&campaign=${campaign}`);
    await expect(figure("Visitors who reached a goal")).toHaveText("2", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    page.getByRole("table", { name: /^Forms sent and other goals/ }).getByRole("row", { name: /Job application/ }),
  ).toContainText("2");
  await expect(
    page.getByRole("table", { name: "Form funnels in this range" }).getByRole("row", { name: /Job application/ }),
  ).toContainText("from /careers/… to /careers/…/apply");
  expect(await axeViolations(page)).toEqual([]);
});
