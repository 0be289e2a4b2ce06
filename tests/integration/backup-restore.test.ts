/**
 * The restore drill, on the production build as an operator runs it: visitors sign up, write and
 * click through a live server while `npm run backup` copies its database; `npm run restore` puts
 * the file into a brand-new database; every row stored before the backup began is there, table by
 * table and row by row (images, CVs and the audit log included); and a server on the restored database
 * serves pages, signs the administrator in and shows the dashboard's figures as the live site does.
 * On SQLite and, with TEST_DATABASE_URL, PostgreSQL (a database of its own for each instance).
 * Needs `npm run build` first (npm test builds).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "~/.server/db";
import { dashboardFigures } from "~/.server/services/analytics/dashboard";
import { lastDays, utcDay } from "~/.server/services/analytics/dashboard-range";
import { acceptCv } from "~/.server/services/careers";
import { storeUpload } from "~/.server/services/content/images";
import { TEST_ACTOR } from "../support/audit";
import { makePdf } from "../support/cv-files";
import { backupEngines, type FreshDatabase, freshDatabase } from "../support/fresh-databases";
import { photo } from "../support/images";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { missingRows, tableRows } from "../support/table-rows";
import { until } from "../support/until";

const AUTH_SECRET = "backup-drill-secret-5Tq8Wn3Lz7Kx2Rv9Pm4J";
const ADMIN = { name: "Drill Admin", email: "drill@crestway.test", password: "Drill-password-2026" };
/** Rows a running site changes after writing them, compared by presence (their id), not content. */
const CHANGING = new Set(["email_outbox", "session"]);

/** `npm run backup` / `npm run restore` as an operator runs them, against `database`'s instance. */
function command(script: "backup" | "restore", database: FreshDatabase, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [`scripts/${script}.mjs`, ...args], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        DATA_DIR: database.dir,
        AUTH_SECRET,
        LOG_LEVEL: "error",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/**
 * Visitors writing without pause until stopped: contact messages, newsletter sign-ups and link
 * clicks, each counted once the server acknowledged it.
 */
function visitorsWriting(base: string, workers = 4) {
  let stopped = false;
  let acknowledged = 0;
  let sequence = 0;
  const write = async () => {
    const n = ++sequence;
    const kind = n % 3;
    const response =
      kind === 0
        ? await fetch(`${base}/contact`, {
            method: "POST",
            body: new URLSearchParams({
              name: `Visitor ${n}`,
              email: `visitor-${n}@drill.test`,
              subject: `Enquiry ${n}`,
              message: `Twelve attendants from June, request ${n}.`,
            }),
          })
        : kind === 1
          ? await fetch(`${base}/api/newsletter`, {
              method: "POST",
              body: new URLSearchParams({ email: `reader-${n}@drill.test` }),
            })
          : await fetch(`${base}/api/clicks`, {
              method: "POST",
              headers: {
                "Content-Type": "text/plain;charset=UTF-8",
                "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
              },
              body: JSON.stringify({ events: [{ url: `https://wa.me/14255550148?n=${n}`, pageSource: "/contact" }] }),
            });
    await response.arrayBuffer();
    if (response.ok) acknowledged += 1;
  };
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) await write();
  });
  return {
    acknowledged: () => acknowledged,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** The drill's own limit: its waits for writes are bounded by it alone. */
const DRILL_MS = 180_000;

describe.each(backupEngines())("the restore drill on %s", (engine) => {
  const made: FreshDatabase[] = [];
  const servers: ServerProcess[] = [];
  const handles: Database[] = [];
  const backupDir = mkdtempSync(path.join(tmpdir(), "drill-backups-"));

  const instance = async (database: FreshDatabase) => {
    const server = await startServerProcess(
      { DATABASE_URL: database.url, AUTH_SECRET, RATE_LIMIT_FORMS: "1000000", RATE_LIMIT_CLICKS: "1000000", LOG_LEVEL: "error" },
      { dataDir: database.dir, keepDataDir: true },
    );
    servers.push(server);
    return server;
  };
  const fresh = async () => {
    const database = await freshDatabase(engine);
    made.push(database);
    return database;
  };
  const open = (database: FreshDatabase) => {
    const handle = openDatabase({ url: database.url, poolSize: 2 });
    handles.push(handle);
    return handle;
  };

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const handle of handles) await handle.close();
    for (const database of made) await database.drop();
  }, 60_000);

  it(
    "restores onto a new instance every row written before the backup, and the site works there",
    async () => {
      const live = await fresh();
      const site = await instance(live);
      const setup = await fetch(`${site.base}/admin/setup`, {
        method: "POST",
        body: new URLSearchParams(ADMIN),
        redirect: "manual",
      });
      expect(setup.status).toBe(302);
      // An image and its audit entry, stored as the media library stores them.
      const liveDb = open(live);
      const stored = await storeUpload(liveDb, TEST_ACTOR, { bytes: await photo(64, 48, "png"), filename: "team.png" }, "photo");
      expect(stored.ok).toBe(true);
      // A candidate's CV, its bytes in the database beside its row (decision 0034).
      const cv = await acceptCv(liveDb, { bytes: makePdf(["Drill candidate", "Housekeeper"]), filename: "cv.pdf" });
      expect(cv.ok).toBe(true);

      const visitors = visitorsWriting(site.base);
      await until(() => visitors.acknowledged() >= 60, DRILL_MS, "60 acknowledged writes");
      // Everything the site acknowledged so far, and more: read after those answers.
      const before = await tableRows(liveDb);
      const atStart = visitors.acknowledged();
      const backup = await command("backup", live, ["--dir", backupDir]);
      const atEnd = visitors.acknowledged();
      await until(() => visitors.acknowledged() >= atEnd + 30, DRILL_MS, "30 more acknowledged writes");
      await visitors.stop();
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      const file = backup.stdout.split("\n")[0] ?? "";
      expect(path.basename(file)).toMatch(new RegExp(`^crestway-\\d{8}T\\d{6}Z-\\w+-${engine}\\.backup$`));
      expect(backup.stdout).toMatch(/\d+\.\d MB \(\d+ bytes\) in \d+\.\d s/);
      // Writes went on while the copy was taken (the count only grows: this states the setup, not a timing).
      expect(atEnd).toBeGreaterThanOrEqual(atStart);

      const restoredPlace = await fresh();
      const restore = await command("restore", restoredPlace, [file]);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      const restoredDb = open(restoredPlace);
      const after = await tableRows(restoredDb);
      expect(missingRows(before, after, CHANGING)).toEqual(new Map());
      for (const table of [
        "images",
        "image_variants",
        "cv_files",
        "cv_file_bytes",
        "audit_log",
        "contacts",
        "newsletter_subscribers",
        "link_clicks",
      ]) {
        expect(before.get(table)?.length, table).toBeGreaterThan(0);
      }
      // Rows the site updates as it works (emails sent, sessions refreshed) are there by their id.
      const ids = (rows: string[] | undefined) => (rows ?? []).map((row) => (JSON.parse(row) as { id: unknown }).id).sort();
      for (const table of CHANGING) expect(ids(after.get(table))).toEqual(expect.arrayContaining(ids(before.get(table))));

      // The restored site on its own instance: pages, the administrator's sign-in, the dashboard's figures.
      const range = lastDays(utcDay(new Date()), 30);
      const restoredSite = await instance(restoredPlace);
      expect((await fetch(`${restoredSite.base}/`)).status).toBe(200);
      const login = await fetch(`${restoredSite.base}/admin/login`, {
        method: "POST",
        body: new URLSearchParams({ intent: "signIn", email: ADMIN.email, password: ADMIN.password }),
        redirect: "manual",
      });
      expect(login.status).toBe(302);
      const dashboard = await fetch(`${restoredSite.base}/admin/dashboard`, { headers: { Cookie: cookiesOf(login) } });
      expect(dashboard.status).toBe(200);
      const figures = await dashboardFigures(restoredDb, range);
      expect(await dashboard.text()).toContain(`>${figures.messages.total.toLocaleString("en")}<`);

      // Quiet now: a second backup, restored over the first with --replace, shows the live figures exactly.
      await restoredSite.stop();
      const liveFigures = await dashboardFigures(liveDb, range);
      const quiet = await command("backup", live, ["--dir", backupDir]);
      expect(quiet.code).toBe(0);
      const refused = await command("restore", restoredPlace, [quiet.stdout.split("\n")[0] ?? ""]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/^Refused: .*--replace/);
      const replaced = await command("restore", restoredPlace, [quiet.stdout.split("\n")[0] ?? "", "--replace"]);
      expect(replaced.code).toBe(0);
      const replacedDb = open(restoredPlace);
      expect(await dashboardFigures(replacedDb, range)).toEqual(liveFigures);
      expect(await dashboardFigures(liveDb, range)).toEqual(liveFigures);
    },
    DRILL_MS,
  );
});
