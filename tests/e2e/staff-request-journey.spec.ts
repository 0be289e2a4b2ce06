/**
 * A client's request for staff end to end (decision 0038), as its two kinds of user meet it. A
 * French lodge manager on a 390-pixel phone asks for 12 housekeeping attendants and 4 stewards for
 * the season, receives the French acknowledgement with the private link, and from it approves one
 * shortlisted candidate and declines another. Staff assign the request, get its follow-up reminder
 * once, win it (its lines become draft openings), shortlist two candidates who agreed to be
 * presented, hear of the client's answers at once, and place the approved one: the line shows 1 of 12.
 */
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { accountFor, asRole } from "./admin-fixtures";
import { expect, newBrowser, test, waitForHydration } from "./fixtures";
import { mailTo } from "./mailbox";

const PHONE = { width: 390, height: 844 };
const PHONE_AGENT =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const today = () => new Date().toISOString().slice(0, 10);
const nextYear = new Date().getUTCFullYear() + 1;

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations.map(
    (violation) => violation.id,
  );

/** Two job seekers in the talent pool who want housekeeping work and agreed to be presented to a client. */
function consentingCandidates(run: string): string[] {
  const names = [`Aïcha Benali ${run}`, `Youssef Amrani ${run}`];
  const now = new Date().toISOString();
  const db = new SQLite(path.join(process.env.E2E_DATA_DIR ?? "", "app.db"), { timeout: 5_000 });
  try {
    for (const [index, name] of names.entries()) {
      const candidate = db
        .prepare(
          `insert into candidates (full_name, email, country, city, languages, positions, available_from, experience_years, language, created_at, updated_at)
           values (?, ?, 'ma', 'Marrakech', '["fr","ar","en"]', '["housekeepingAttendants"]', ?, ?, 'fr', ?, ?)`,
        )
        .run(name, `candidate${index}.${run}@mail.test`, `${nextYear}-04-01`, 3 + index, now, now);
      db.prepare(
        `insert into applications (candidate_id, opening_id, language, stage, consented_at, created_at, updated_at, present_consent, cv_consent)
         values (?, null, 'fr', 'new', ?, ?, ?, 1, 0)`,
      ).run(candidate.lastInsertRowid, now, now, now);
    }
  } finally {
    db.close();
  }
  return names;
}

test("a French lodge asks for staff from a phone and answers its shortlist; staff win, staff and place", async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const organization = `Lodge de l’Atlas ${run}`;
  const email = `claire.${run}@lodge.test`;

  // The client: a phone, in French, from the Elite plan's "Get a Custom Quote".
  const phone = await newBrowser(browser, { viewport: PHONE, locale: "fr-FR", userAgent: PHONE_AGENT });
  const client = await phone.newPage();
  await client.goto("/fr/partnership?plan=elite#request");
  await waitForHydration(client);
  const form = client.getByTestId("partnership-form");
  await expect(form.getByLabel("Formule qui vous intéresse (facultatif)")).toHaveValue("elite");
  await form.getByLabel("Nom de l’organisation").fill(organization);
  await form.getByLabel("Type d’organisation").selectOption("safariLodge");
  await form.getByLabel("Personne à contacter").fill("Claire Martin");
  await form.getByLabel("Adresse e-mail").fill(email);
  await form.getByLabel("Pays ou marché").selectOption("ma");
  await form.getByLabel("Ville").fill("Marrakech");
  const fillLine = async (index: number, position: string, headcount: string) => {
    const line = form.getByTestId("request-line").nth(index);
    await line.getByRole("combobox", { name: "Poste", exact: true }).selectOption(position);
    await line.getByLabel("Nombre de personnes").fill(headcount);
    await line.getByLabel("Type de placement").selectOption("seasonal");
    await line.getByLabel("Horaires").selectOption("day");
    await line.getByLabel("Date de début").fill(`${nextYear}-04-15`);
    await line.getByLabel("Date de fin").fill(`${nextYear}-10-15`);
  };
  await fillLine(0, "housekeepingAttendants", "12");
  await form.getByRole("button", { name: "Ajouter une ligne" }).click();
  await expect(form.getByTestId("request-line")).toHaveCount(2);
  await fillLine(1, "stewarding", "4");
  await form.getByLabel("Nous fournissons le logement").check();
  await form.getByLabel("Nous fournissons les repas").check();
  await form.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect(client.getByText("Demande envoyée !")).toBeVisible();
  const thanks = (await client.getByText(/Votre référence est REQ-\d{6}/).textContent()) ?? "";
  const reference = /REQ-\d{6}/.exec(thanks)?.[0] ?? "";
  const requestId = Number(reference.slice(4));
  expect(requestId).toBeGreaterThan(0);

  // The acknowledgement, in French, with the private link.
  await expect
    .poll(() => mailTo(email, `Nous avons bien reçu votre demande de personnel ${reference}`).length, { timeout: 20_000 })
    .toBe(1);
  const [acknowledgement] = mailTo(email, reference);
  const link = /https?:\/\/[^\s"<>]+(\/fr\/client\/[0-9a-f]{64})/.exec(acknowledgement?.html ?? "")?.[1] ?? "";
  expect(link).toBeTruthy();

  // Staff: the editor takes the request and plans a follow-up for today; its reminder arrives once.
  const editor = accountFor("editor");
  await asRole(page, "editor");
  await page.goto(`/admin/partnership-requests/${requestId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(organization);
  await page.getByLabel("Owner").selectOption({ label: editor.name });
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText(`to ${editor.name}`).first()).toBeVisible();
  await page.getByLabel("Next follow-up").fill(today());
  await page.getByRole("button", { name: "Save the date" }).click();
  // Staff emails follow each person's chosen language, which other specs change: the reference is in every one.
  const reminders = () => mailTo(editor.email, reference);
  await expect.poll(() => reminders().length, { timeout: 30_000 }).toBe(1);
  await page.getByLabel("Add a note").fill("Called Claire: the season starts mid-April.");
  await page.getByRole("button", { name: "Add the note" }).click();
  await expect(page.getByText("Called Claire: the season starts mid-April.")).toBeVisible();
  expect(reminders()).toHaveLength(1);

  // Won: each line becomes a draft opening.
  await page.getByLabel("Stage").selectOption("won");
  await page.getByRole("button", { name: "Move" }).click();
  await page.getByRole("navigation", { name: "This request's pages" }).getByRole("link", { name: "Staffing" }).click();
  const attendants = page.getByRole("region", { name: "Housekeeping attendants" });
  await expect(attendants.getByRole("link", { name: "Opening (draft)" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Stewarding" }).getByRole("link", { name: "Opening (draft)" })).toBeVisible();
  await expect(attendants.getByTestId("staffing-progress")).toHaveText("0 placed of 12");

  // Two candidates who agreed to be presented go on the attendants' shortlist.
  const [approved = "", declined = ""] = consentingCandidates(run);
  for (const name of [approved, declined]) {
    await page.reload();
    await attendants.getByLabel("Candidate (consented to be presented)").selectOption({ label: `${name} · talent pool` });
    await attendants.getByRole("button", { name: "Shortlist" }).click();
    await expect(attendants.getByRole("link", { name })).toBeVisible();
  }
  expect(await axeViolations(page)).toEqual([]);

  // The client approves one and declines the other from the private link.
  await client.goto(link);
  await expect(client.getByRole("heading", { level: 1 })).toHaveText(`Votre demande de personnel ${reference}`);
  await expect(client.getByText("0 placé sur 12 demandés")).toBeVisible();
  const firstName = (name: string) => name.split(" ")[0] ?? "";
  const candidateCard = (name: string) => client.getByTestId("client-candidate").filter({ hasText: firstName(name) });
  // Only what the client needs: a first name, never the family name or an address.
  await expect(client.getByText(approved)).toHaveCount(0);
  await expect(client.getByText(`candidate0.${run}@mail.test`)).toHaveCount(0);
  await candidateCard(approved).getByLabel("Votre commentaire (facultatif)").fill("Parfait pour nous.");
  await candidateCard(approved).getByRole("button", { name: "Accepter" }).click();
  await expect(candidateCard(approved).getByText("Vous avez accepté ce candidat")).toBeVisible();
  await candidateCard(declined).getByRole("button", { name: "Refuser" }).click();
  await expect(candidateCard(declined).getByText("Vous avez refusé ce candidat")).toBeVisible();
  expect(await axeViolations(client)).toEqual([]);

  // Staff hear of both answers at once, by email and on the timeline.
  await expect.poll(() => mailTo(editor.email, approved).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => mailTo(editor.email, declined).length, { timeout: 20_000 }).toBe(1);
  expect(reminders()).toHaveLength(3);
  await page.goto(`/admin/partnership-requests/${requestId}/staffing`);
  await expect(attendants.getByText("Approved by the client")).toBeVisible();
  await expect(attendants.getByText("“Parfait pour nous.”")).toBeVisible();

  // The approved candidate is placed: the line shows 1 of 12, for staff and for the client.
  await attendants.getByRole("combobox", { name: "Candidate", exact: true }).selectOption({ label: approved });
  await attendants.getByRole("button", { name: "Place" }).click();
  await expect(attendants.getByTestId("staffing-progress")).toHaveText("1 placed of 12");
  await client.reload();
  await expect(client.getByText("1 placé sur 12 demandés")).toBeVisible();
  await phone.close();
});
