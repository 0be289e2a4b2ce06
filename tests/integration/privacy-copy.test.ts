/**
 * A person's copy of their data from a privacy request (decision 0041), on SQLite and PostgreSQL:
 * the archive holds README.txt in the request's language, data.json with every row and its
 * meanings (a CV's bytes as the path of the file beside it) and the CV as sent, and nothing of
 * another person's; the download link answers the zip to a done copy request's token for its
 * seven days, as often as asked, and the same 404 to anything else.
 */
import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import { buildPersonalDataArchive, type ExportEntry, type PersonalDataExport } from "~/.server/services/privacy";
import { hashPrivacyToken, newPrivacyToken } from "~/.server/services/privacy/request-links";
import * as copyRoute from "~/routes/privacy.request.copy.$token";
import { appContext } from "../support/app-context";
import { seedApplication, seedCandidate, seedCv } from "../support/candidates";
import { makePdf } from "../support/cv-files";
import { engines, suiteDatabase } from "../support/databases";
import { insertSubscriber } from "../support/subscribers";
import { zipEntries } from "../support/zip-entries";

const BASE = "https://staffing.test";
const DAY_MS = 86_400_000;

interface Person {
  name: string;
  email: string;
  cvLines: string[];
}

const CAMILLE: Person = {
  name: "Camille Roux-Baptiste",
  email: "camille.roux@mail.test",
  cvLines: ["Camille Roux-Baptiste", "Sommelier"],
};
const DMITRI: Person = {
  name: "Dmitri Okonkwo-Hale",
  email: "dmitri.hale@mail.test",
  cvLines: ["Dmitri Okonkwo-Hale", "Night auditor"],
};

/** A subscriber row, a contact message and a candidate with an application and a CV. */
async function seedPerson(database: Database, person: Person): Promise<{ cvId: number }> {
  await insertSubscriber(database, person.email, "fr");
  await database.db
    .insertInto("contacts")
    .values({ name: person.name, email: person.email, subject: "Work", message: `Please call ${person.name}`, language: "fr" })
    .execute();
  const candidateId = await seedCandidate(database, { full_name: person.name, email: person.email, language: "fr" });
  const applicationId = await seedApplication(database, candidateId, { language: "fr" });
  return { cvId: await seedCv(database, candidateId, applicationId, person.cvLines) };
}

interface RequestRow {
  email: string;
  kind?: "copy" | "erasure";
  status?: "unconfirmed" | "open" | "done" | "refused";
  language?: string;
  /** When the copy link lapses, from now (negative: already lapsed). */
  expiresInMs?: number;
}

/** A privacy request as staff's answer leaves it (decision 0041), with its copy token and its confirmation token. */
async function insertRequest(database: Database, row: RequestRow) {
  const token = newPrivacyToken();
  const confirmToken = newPrivacyToken();
  const inserted = await database.db
    .insertInto("privacy_requests")
    .values({
      kind: row.kind ?? "copy",
      email: row.email,
      email_hash: `hash-${randomBytes(6).toString("hex")}`,
      language: row.language ?? "fr",
      status: row.status ?? "done",
      confirm_token_hash: hashPrivacyToken(confirmToken),
      confirm_expires_at: new Date(Date.now() + 2 * DAY_MS).toISOString(),
      confirmed_at: new Date().toISOString(),
      copy_token_hash: hashPrivacyToken(token),
      copy_expires_at: new Date(Date.now() + (row.expiresInMs ?? 7 * DAY_MS)).toISOString(),
      handled_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: inserted.id, token, confirmToken };
}

const dataOf = (entries: Map<string, Buffer>) =>
  JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}") as PersonalDataExport;
const entryOf = (data: PersonalDataExport, table: string) => data.entries.find((entry) => entry.table === table) as ExportEntry;

describe.each(engines())("a person's copy of their data on $name", ({ make }) => {
  const database = suiteDatabase(make);
  let context: AppLoadContext;
  let camilleCv: number;

  beforeAll(async () => {
    context = appContext(database).context;
    camilleCv = (await seedPerson(database, CAMILLE)).cvId;
    await seedPerson(database, DMITRI);
  });

  const download = (token: string, path = `/fr/privacy/request/copy/${token}`) =>
    copyRoute.loader({ request: new Request(`${BASE}${path}`), context, params: { token } } as never) as Promise<Response>;

  it("holds README.txt in French, every row with its meanings, and the CV as sent, and nothing of anyone else", async () => {
    const now = new Date("2026-11-30T09:15:00Z");
    const archive = await buildPersonalDataArchive(database, { email: CAMILLE.email, language: "fr", now });
    expect(archive.fileName).toBe("crestway-hospitality-donnees-2026-11-30.zip");
    const entries = await zipEntries(archive.bytes);
    const cvPath = `files/${camilleCv}-cv.pdf`;
    expect([...entries.keys()].sort()).toEqual([cvPath, "README.txt", "data.json"].sort());

    const readme = entries.get("README.txt")?.toString("utf8") ?? "";
    expect(readme).toContain("Vos données personnelles détenues par Crestway Hospitality");
    expect(readme).toContain(`pour l’adresse ${CAMILLE.email}`);
    expect(readme).toContain("Ce que contient chaque champ");
    expect(readme).toContain("data.json → newsletter_subscribers: 1 enregistrement");
    expect(readme).toContain("data.json → contacts: 1 enregistrement");
    expect(readme).toContain("Les messages que vous nous avez envoyés par le formulaire de contact.");
    expect(readme).toContain("« (withheld) »");
    expect(readme).toContain(`${cvPath}: un fichier que vous nous avez envoyé`);
    expect(readme).not.toContain("Your personal data");

    const data = dataOf(entries);
    expect(data.exportedAt).toBe(now.toISOString());
    for (const table of ["newsletter_subscribers", "contacts", "candidates", "applications", "cv_files", "cv_file_bytes"]) {
      const entry = entryOf(data, table);
      expect(entry.rows.length, table).toBeGreaterThan(0);
      for (const language of ["en", "es", "fr"] as const) expect(entry.meaning[language], `${table} ${language}`).not.toBe("");
    }
    expect(entryOf(data, "contacts").rows[0]).toMatchObject({ name: CAMILLE.name, email: CAMILLE.email });
    expect(entryOf(data, "newsletter_subscribers").rows[0]).toMatchObject({ unsubscribe_token: "(withheld)" });
    const bytes = entryOf(data, "cv_file_bytes");
    expect(bytes.rows).toEqual([{ cv_file_id: camilleCv, bytes: cvPath }]);
    expect(bytes.columns.fr.bytes).toContain("emplacement dans cette archive");

    const stored = await database.db
      .selectFrom("cv_file_bytes")
      .select("bytes")
      .where("cv_file_id", "=", camilleCv)
      .executeTakeFirstOrThrow();
    expect(entries.get(cvPath)?.equals(Buffer.from(stored.bytes))).toBe(true);
    expect(entries.get(cvPath)?.equals(makePdf(CAMILLE.cvLines))).toBe(true);

    const everything = [...entries.values()].map((file) => file.toString("latin1")).join("\n");
    expect(everything).not.toContain(DMITRI.email);
    expect(everything).not.toContain(DMITRI.name);
  });

  it("says plainly that nothing is held for an address without rows", async () => {
    const archive = await buildPersonalDataArchive(database, { email: "nobody.here@mail.test", language: "en" });
    const entries = await zipEntries(archive.bytes);
    expect([...entries.keys()].sort()).toEqual(["README.txt", "data.json"]);
    expect(entries.get("README.txt")?.toString("utf8")).toContain("We hold nothing about this address");
    expect(dataOf(entries).entries).toEqual([]);
    expect(archive.fileName).toMatch(/^crestway-hospitality-data-\d{4}-\d{2}-\d{2}\.zip$/);
  });

  it("answers the zip to a done copy request's token, as often as asked, and notes the first download", async () => {
    const request = await insertRequest(database, { email: CAMILLE.email });
    const first = await download(request.token);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("application/zip");
    expect(first.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="crestway-hospitality-donnees-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(first.headers.get("Cache-Control")).toContain("no-store");
    expect(first.headers.get("X-Robots-Tag")).toBe("noindex");
    const entries = await zipEntries(Buffer.from(await first.arrayBuffer()));
    expect(entries.get("README.txt")?.toString("utf8")).toContain("Vos données personnelles");
    expect(entryOf(dataOf(entries), "contacts").rows[0]).toMatchObject({ email: CAMILLE.email });

    const downloadedAt = async () =>
      (
        await database.db
          .selectFrom("privacy_requests")
          .select("copy_downloaded_at")
          .where("id", "=", request.id)
          .executeTakeFirstOrThrow()
      ).copy_downloaded_at;
    const noted = await downloadedAt();
    expect(noted).not.toBeNull();

    // A download cut off half way is tried again: the same link works, in any language's path.
    const second = await download(request.token, `/privacy/request/copy/${request.token}`);
    expect(second.status).toBe(200);
    expect((await zipEntries(Buffer.from(await second.arrayBuffer()))).has("data.json")).toBe(true);
    expect(await downloadedAt()).toBe(noted);
  });

  it("answers the same 404, in the visitor's language and without data, to every other token", async () => {
    const expired = await insertRequest(database, { email: CAMILLE.email, expiresInMs: -1000 });
    const erasure = await insertRequest(database, { email: CAMILLE.email, kind: "erasure" });
    const open = await insertRequest(database, { email: CAMILLE.email, status: "open" });
    const refused = await insertRequest(database, { email: CAMILLE.email, status: "refused" });
    const valid = await insertRequest(database, { email: CAMILLE.email });
    const refusedTokens = [
      expired.token,
      erasure.token,
      open.token,
      refused.token,
      // The same request's confirmation token opens nothing here.
      valid.confirmToken,
      // Forged: the right shape, no request.
      newPrivacyToken(),
      // Malformed.
      valid.token.toUpperCase(),
      valid.token.slice(1),
      `${valid.token}0`,
      "..%2F..%2Fetc%2Fpasswd",
      "",
    ];
    for (const token of refusedTokens) {
      const answer = await download(token);
      expect(answer.status, token).toBe(404);
      expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(answer.headers.get("Cache-Control")).toContain("no-store");
      const text = await answer.text();
      expect(text).toContain("Ce lien de téléchargement a expiré ou n’est pas valide");
      expect(text).toContain(`${BASE}/fr/privacy/request`);
      expect(text).not.toContain(CAMILLE.email);
    }
    const english = await download(newPrivacyToken(), `/privacy/request/copy/${"0".repeat(64)}`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain(`This download link has expired or is not valid. `);

    const touched = await database.db
      .selectFrom("privacy_requests")
      .select("id")
      .where("id", "in", [expired.id, erasure.id, open.id, refused.id, valid.id])
      .where("copy_downloaded_at", "is not", null)
      .execute();
    expect(touched).toEqual([]);
  });

  it("opens nothing once the request's address is forgotten", async () => {
    const request = await insertRequest(database, { email: CAMILLE.email });
    await database.db.updateTable("privacy_requests").set({ email: null }).where("id", "=", request.id).execute();
    expect((await download(request.token)).status).toBe(404);
  });
});
