/**
 * A person's requests about their data end to end (decisions 0039 to 0041). A French job seeker
 * who applied with a CV, subscribed to the newsletter and wrote a message asks for a copy of their
 * data, confirms by email and downloads one archive holding all three; then asks for erasure, which
 * an administrator carries out from the queue. Afterwards no table the register names holds the
 * address, a campaign skips it even when an old list brings it back, the audit log tells the steps
 * without it, and restoring the backup taken before the erasure does not bring the person back.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import { makePdf } from "../support/cv-files";
import { zipEntries } from "../support/zip-entries";
import { adminApi, asRole } from "./admin-fixtures";
import { expect, newBrowser, test, waitForHydration } from "./fixtures";
import { type DeliveredMail, readMailbox } from "./mailbox";

/** The commands' environment: the data folder's own database, whatever the runner's says. */
const { DATABASE_URL: _runnersDatabase, ...siteEnvironment } = process.env;
const dataDir = () => process.env.E2E_DATA_DIR ?? "";
const databaseFile = () => path.join(dataDir(), "app.db");

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).exclude("[data-sonner-toaster]").analyze()).violations.map(
    (violation) => violation.id,
  );

const mailsTo = (address: string): DeliveredMail[] => readMailbox().filter((mail) => mail.to.includes(address));

/** A link under `pathPrefix` mailed to `address` that is not among `seen`, once it has arrived. */
async function linkMailed(address: string, pathPrefix: string, seen: ReadonlySet<string> = new Set()): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${pathPrefix}/[0-9a-f]{64}`, "g");
  const fresh = () =>
    mailsTo(address)
      .flatMap((mail) => mail.text.match(pattern) ?? [])
      .find((link) => !seen.has(link)) ?? "";
  await expect.poll(fresh, { timeout: 20_000 }).not.toBe("");
  return fresh();
}

/** Every text value of every table of a SQLite database that mentions `needle`, as `table.column`. */
function mentionsIn(file: string, needle: string): string[] {
  const db = new SQLite(file, { readonly: true, timeout: 5_000 });
  try {
    const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as {
      name: string;
    }[];
    const found: string[] = [];
    for (const { name } of tables) {
      const columns = db.prepare(`select name from pragma_table_info(?)`).all(name) as { name: string }[];
      for (const column of columns) {
        const hit = db
          .prepare(`select count(*) as n from "${name}" where instr(lower(cast("${column.name}" as text)), ?) > 0`)
          .get(needle.toLowerCase()) as { n: number };
        if (hit.n > 0) found.push(`${name}.${column.name}`);
      }
    }
    return found;
  } finally {
    db.close();
  }
}

/** The person's request, asked in French from the page the footer links to, and confirmed from its email. */
async function askAndConfirm(page: Page, email: string, kind: "copy" | "erasure", seen: Set<string>): Promise<void> {
  await page.goto("/fr/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Vos données" }).click();
  await expect(page).toHaveURL(/\/fr\/privacy\/request$/);
  const form = page.getByTestId("privacy-request-form");
  await form.getByLabel("Adresse e-mail").fill(email);
  await form.getByLabel(kind === "copy" ? "Une copie de mes données" : "L’effacement de mes données").check();
  await form.getByRole("button", { name: "Envoyer le lien de confirmation" }).click();
  await expect(page.getByText("Si cette adresse est la vôtre, nous vous avons envoyé un lien")).toBeVisible();

  const link = await linkMailed(email, "/fr/privacy/request/confirm", seen);
  seen.add(link);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmez votre demande");
  expect(await axeViolations(page)).toEqual([]);
  await page
    .getByRole("button", { name: kind === "copy" ? "Confirmer ma demande de copie" : "Confirmer ma demande d’effacement" })
    .click();
  await expect(page.getByText(/Nous vous répondrons au plus tard le/)).toBeVisible();
}

/** The administrator opens the newest open request for the kind from the queue. */
async function openInQueue(page: Page, kind: "copy" | "erasure"): Promise<number> {
  const db = new SQLite(databaseFile(), { readonly: true, timeout: 5_000 });
  const { id } = db
    .prepare("select id from privacy_requests where kind = ? and status = 'open' order by id desc limit 1")
    .get(kind) as { id: number };
  db.close();
  await page.goto("/admin/privacy-requests");
  await waitForHydration(page);
  await page.getByRole("link", { name: new RegExp(`^No\\. ${id} · `) }).click();
  await expect(page).toHaveURL(`/admin/privacy-requests/${id}`);
  return id;
}

async function sendCampaign(api: APIRequestContext, name: string): Promise<void> {
  const saved = await api.post("/admin/campaigns/new", {
    multipart: { intent: "save", name, "content.en.subject": `${name} subject`, "content.en.body": `${name} body` },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(302);
  const id = /\/admin\/campaigns\/(\d+)$/.exec(saved.headers().location ?? "")?.[1];
  const sent = await api.post(`/admin/campaigns/${id}`, { form: { intent: "sendNow" }, maxRedirects: 0 });
  expect(sent.status()).toBe(302);
}

test("a French job seeker gets one archive of everything held, then is erased for good, through a restore too", async ({
  browser,
  page,
}) => {
  test.setTimeout(300_000);
  const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const email = `camille.${run}@mail.test`;
  const name = `Camille Durand ${run}`;
  const subject = `Saison d’hiver ${run}`;
  const seen = new Set<string>();

  // A job seeker applies to the talent pool in French with a CV...
  await page.goto("/fr/careers/apply");
  const apply = page.getByTestId("apply-form");
  await apply.getByLabel("Nom complet").fill(name);
  await apply.getByLabel("Adresse e-mail").fill(email);
  await apply.getByLabel("Pays où vous vivez").selectOption("ma");
  await apply.getByLabel("Ville").fill("Marrakech");
  await apply.locator('input[name="languages"][value="fr"]').check();
  await apply.locator('input[name="positions"][value="housekeepingAttendants"]').check();
  await apply.getByLabel("Années d’expérience en hôtellerie-restauration").fill("5");
  const cv = makePdf([name, "Femme de chambre, Chamonix"]);
  await apply
    .getByLabel("Fichier du CV (facultatif)")
    .setInputFiles({ name: "CV Camille.pdf", mimeType: "application/pdf", buffer: cv });
  await apply.getByLabel(/J’accepte que mes coordonnées/).check();
  await page.getByTestId("apply-submit").click();
  await expect(page.getByTestId("application-reference")).toHaveText(/^AP-\d{5}$/);

  // ...subscribes to the newsletter from the footer, and writes to the agency.
  await page.goto("/fr/");
  const newsletter = page.getByTestId("newsletter-form-dark");
  await newsletter.locator('input[type="email"]').fill(email);
  await newsletter.getByRole("button").click();
  await expect(newsletter.locator('input[type="email"]')).toHaveValue("", { timeout: 10_000 });
  await page.goto("/fr/contact");
  const contact = page.getByTestId("contact-form");
  await contact.getByLabel("Nom complet").fill(name);
  await contact.getByLabel("Adresse e-mail").fill(email);
  await contact.getByLabel("Objet").fill(subject);
  await contact.getByLabel("Message", { exact: false }).first().fill("Je cherche une saison d’hiver en Savoie.");
  await page.getByTestId("contact-submit").click();
  await expect(page.getByTestId("contact-status")).toBeVisible();

  // The copy: asked, confirmed, sent by an administrator, downloaded from its French email.
  await askAndConfirm(page, email, "copy", seen);
  const staff = await newBrowser(browser);
  const admin = await staff.newPage();
  await asRole(admin, "admin");
  await openInQueue(admin, "copy");
  const found = admin.getByRole("table", { name: "Rows found per table" });
  await expect(found).toContainText("CV");
  expect(await axeViolations(admin)).toEqual([]);
  await admin.getByRole("button", { name: "Send the copy" }).click();
  await expect(admin.getByText("The person has been emailed the link to their copy.")).toBeVisible();

  const download = await linkMailed(email, "/fr/privacy/request/copy");
  const archive = await page.request.get(download);
  expect(archive.status()).toBe(200);
  expect(archive.headers()["content-type"]).toBe("application/zip");
  expect(archive.headers()["content-disposition"]).toMatch(/^attachment;/);
  const entries = await zipEntries(await archive.body());
  const readme = entries.get("README.txt")?.toString("utf8") ?? "";
  expect(readme).toContain(email);
  expect(readme).toContain("Ce que contient chaque champ");
  const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}") as {
    entries: { table: string; rows: unknown[] }[];
  };
  const tables = new Set(data.entries.map(({ table }) => table));
  for (const table of ["candidates", "applications", "newsletter_subscribers", "contacts", "cv_files"])
    expect(tables).toContain(table);
  expect(JSON.stringify(data)).toContain(subject);
  const files = [...entries.keys()].filter((entry) => entry.startsWith("files/"));
  expect(files).toHaveLength(1);
  expect(entries.get(files[0] ?? "")?.equals(cv)).toBe(true);

  // Last night's backup, taken before the erasure.
  const backups = mkdtempSync(path.join(tmpdir(), "privacy-e2e-backups-"));
  const backupEnv = { ...siteEnvironment, DATA_DIR: dataDir(), LOG_LEVEL: "error" };
  const backupFile = execFileSync(process.execPath, ["scripts/backup.mjs", "--dir", backups], { env: backupEnv })
    .toString()
    .split("\n")[0]
    ?.trim();
  expect(backupFile).toMatch(/\S/);
  expect(mentionsIn(databaseFile(), email).length).toBeGreaterThan(0);

  // The erasure: asked and confirmed in French, carried out by the administrator, told in French.
  await askAndConfirm(page, email, "erasure", seen);
  const erasureId = await openInQueue(admin, "erasure");
  await admin.getByLabel("I understand this cannot be undone").check();
  await admin.getByRole("button", { name: "Erase everything" }).click();
  await expect(admin.getByText("Everything held for the address is erased, and the person has been told.")).toBeVisible();
  await expect
    .poll(() => mailsTo(email).some((mail) => mail.subject.includes("Vos données personnelles ont été effacées")))
    .toBe(true);

  // Nothing the register names holds the address (the notice, once sent, is forgotten too).
  await expect.poll(() => mentionsIn(databaseFile(), email), { timeout: 20_000 }).toEqual([]);
  await expect.poll(() => mentionsIn(databaseFile(), name)).toEqual([]);

  // An old list brings the address back as a confirmed subscriber: the campaign still skips it.
  const control = `control.${run}@mail.test`;
  const db = new SQLite(databaseFile(), { timeout: 5_000 });
  for (const address of [email, control])
    db.prepare(
      "insert into newsletter_subscribers (email, language, confirmed, unsubscribe_token, created_at) values (?, 'en', 1, ?, ?)",
    ).run(address, `token-${address.replace(/\W/g, "")}`, new Date().toISOString());
  db.close();
  const api = await adminApi();
  await sendCampaign(api, `After erasure ${run}`);
  await expect
    .poll(() => mailsTo(control).some((mail) => mail.subject.includes(`After erasure ${run}`)), { timeout: 60_000 })
    .toBe(true);
  expect(mailsTo(email).some((mail) => mail.subject.includes(`After erasure ${run}`))).toBe(false);
  const cleanup = new SQLite(databaseFile(), { timeout: 5_000 });
  cleanup.prepare("delete from newsletter_subscribers where email in (?, ?)").run(email, control);
  cleanup.close();
  await api.dispose();

  // The audit log tells the steps, without the address or the name.
  await admin.goto("/admin/audit");
  const log = admin.getByRole("main");
  await expect(log).toContainText(`Privacy request ${erasureId}`);
  const audit = new SQLite(databaseFile(), { readonly: true, timeout: 5_000 });
  const actions = (
    audit.prepare("select action from audit_log where action like 'privacy.%' order by id desc limit 4").all() as {
      action: string;
    }[]
  ).map(({ action }) => action);
  audit.close();
  expect(actions).toEqual(expect.arrayContaining(["privacy.erase", "privacy.erased", "privacy.copy_sent"]));
  expect(await log.textContent()).not.toContain(email);
  await staff.close();

  // Restoring the backup taken before the erasure, with the site's secret and its erasure ledger: still gone.
  const restored = mkdtempSync(path.join(tmpdir(), "privacy-e2e-restore-"));
  try {
    mkdirSync(path.join(restored, "privacy"));
    copyFileSync(path.join(dataDir(), "privacy", "erasure-ledger.jsonl"), path.join(restored, "privacy", "erasure-ledger.jsonl"));
    const restoreEnv = {
      ...siteEnvironment,
      DATA_DIR: restored,
      AUTH_SECRET: readFileSync(path.join(dataDir(), "auth-secret"), "utf8").trim(),
      LOG_LEVEL: "error",
    };
    const said = execFileSync(process.execPath, ["scripts/restore.mjs", backupFile ?? ""], { env: restoreEnv }).toString();
    expect(said).toMatch(/identifiers erased again/);
    expect(said).not.toContain(email);
    expect(mentionsIn(path.join(restored, "app.db"), email)).toEqual([]);
    // Everyone else is there: the administrator who answered, and the other subscribers of the day.
    const back = new SQLite(path.join(restored, "app.db"), { readonly: true });
    expect((back.prepare("select count(*) as n from user").get() as { n: number }).n).toBeGreaterThan(0);
    back.close();
  } finally {
    rmSync(restored, { recursive: true, force: true });
    rmSync(backups, { recursive: true, force: true });
  }
});
