/**
 * A candidate's own page through the careers service on SQLite and PostgreSQL (decision 0035):
 * private links (hashed, expiring), what they see of themself, the changes they make with their
 * timeline events, the copy of their data, erasing everything, and a new link by email that tells
 * nobody whether an address has applied.
 */
import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import {
  addOwnCv,
  candidateCopy,
  candidateIdOfToken,
  candidateSelfView,
  createOpening,
  eraseCandidate,
  hashCandidateToken,
  issueCandidateToken,
  publishOpening,
  sendCandidateLink,
  updateOwnDetails,
  withdrawOwnApplication,
} from "~/.server/services/careers";
import { NO_OVERRIDES } from "~/.server/services/content";
import { cvBytesWithoutFile } from "../support/applications";
import { TEST_ACTOR } from "../support/audit";
import { seedApplication, seedCandidate } from "../support/candidates";
import { makeDocx, makePdf } from "../support/cv-files";
import { engines, suiteDatabase } from "../support/databases";
import { seasonalDraft } from "../support/openings";
import { zipEntries } from "../support/zip-entries";

const DAY = 86_400_000;

/** A Spanish-speaking housekeeper with one application, in Spanish, to a published opening. */
async function applicant(database: Database, details: { email?: string | null; phone?: string | null; language?: string } = {}) {
  const candidateId = await seedCandidate(database, {
    full_name: "Wanjiru Kamau",
    email: details.email === undefined ? `wanjiru.${Math.random().toString(36).slice(2)}@example.test` : details.email,
    phone: details.phone === undefined ? "+254712345678" : details.phone,
    phone_whatsapp: 1,
    languages: JSON.stringify(["sw", "en"]),
    available_from: "2027-01-10",
    experience_years: 3,
    language: details.language ?? "es",
  });
  const openingId = await createOpening(database, TEST_ACTOR, seasonalDraft());
  await publishOpening(database, TEST_ACTOR, openingId);
  const applicationId = await seedApplication(database, candidateId, {
    opening_id: openingId,
    language: "es",
    answers: JSON.stringify([
      { prompt: "¿Puede trabajar los fines de semana?", kind: "yesNo", answer: "yes", disqualifying: false },
    ]),
    note: "Trabajé dos temporadas en Diani.",
  });
  return { candidateId, openingId, applicationId };
}

describe.each(engines())("a candidate's own page on $name", ({ make }) => {
  const database = suiteDatabase(make);

  it("opens by a token stored only as its hash, until it expires", async () => {
    const { candidateId } = await applicant(database);
    const token = await issueCandidateToken(database.db, candidateId);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const stored = await database.db
      .selectFrom("candidate_tokens")
      .select("token_hash")
      .where("candidate_id", "=", candidateId)
      .execute();
    expect(stored.map((row) => row.token_hash)).toEqual([hashCandidateToken(token)]);
    expect(await candidateIdOfToken(database.db, token)).toBe(candidateId);
    expect(await candidateIdOfToken(database.db, `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`)).toBeUndefined();
    expect(await candidateIdOfToken(database.db, "short")).toBeUndefined();
    expect(await candidateIdOfToken(database.db, token, new Date(Date.now() + 91 * DAY))).toBeUndefined();
  });

  it("shows each application with its opening's title in the page's language and its stage", async () => {
    const { candidateId, applicationId } = await applicant(database);
    const view = await candidateSelfView(database, candidateId, "es");
    expect(view?.applications).toEqual([
      expect.objectContaining({
        id: applicationId,
        stage: "new",
        open: true,
        reference: `AP-${String(applicationId).padStart(5, "0")}`,
      }),
    ]);
    expect(view?.applications[0]?.opening?.title).toBe(seasonalDraft().content.es?.title);
    expect(await candidateSelfView(database, 999_999, "en")).toBeUndefined();
  });

  it("updates availability and phone with a timeline event naming the fields, and keeps one way to reach them", async () => {
    const { candidateId } = await applicant(database, { email: null });
    expect(
      await updateOwnDetails(database, candidateId, {
        availableFrom: "2027-03-01",
        phone: "00254 700 111 222",
        phoneWhatsapp: false,
      }),
    ).toEqual({ ok: true });
    const row = await database.db.selectFrom("candidates").selectAll().where("id", "=", candidateId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ available_from: "2027-03-01", phone: "+254700111222" });
    expect(Number(row.phone_whatsapp)).toBe(0);
    const events = await database.db
      .selectFrom("application_events")
      .select(["kind", "detail"])
      .where("candidate_id", "=", candidateId)
      // What this change wrote: the seeded application has its own "applied" event.
      .where("kind", "!=", "applied")
      .execute();
    expect(events).toEqual([
      { kind: "updated", detail: JSON.stringify({ fields: ["availableFrom", "phone", "phoneWhatsapp"] }) },
    ]);
    // No email on file: the phone is the only way to reach them.
    expect(await updateOwnDetails(database, candidateId, { availableFrom: null, phone: "", phoneWhatsapp: false })).toEqual({
      ok: false,
      error: "noContact",
    });
  });

  it("withdraws only their own open application, as the candidate", async () => {
    const mine = await applicant(database);
    const theirs = await applicant(database);
    expect(await withdrawOwnApplication(database, mine.candidateId, theirs.applicationId)).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await withdrawOwnApplication(database, mine.candidateId, mine.applicationId)).toEqual({ ok: true });
    const application = await database.db
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", mine.applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toMatchObject({ stage: "withdrawn", stage_reason: "byCandidate" });
    expect(application.closed_at).not.toBeNull();
    const events = await database.db
      .selectFrom("application_events")
      .select(["kind", "actor_id"])
      .where("application_id", "=", mine.applicationId)
      .where("kind", "!=", "applied")
      .execute();
    expect(events).toEqual([{ kind: "withdrawn", actor_id: null }]);
    expect(await withdrawOwnApplication(database, mine.candidateId, mine.applicationId)).toEqual({ ok: false, error: "closed" });
  });

  it("takes a new CV as theirs and refuses one that is not a CV", async () => {
    const { candidateId } = await applicant(database);
    const added = await addOwnCv(
      database,
      candidateId,
      { bytes: makePdf(["Wanjiru Kamau", "Room attendant"]), filename: "cv.pdf" },
      undefined,
    );
    expect(added.ok).toBe(true);
    const refused = await addOwnCv(
      database,
      candidateId,
      { bytes: Buffer.from("<html>hello</html>"), filename: "cv.pdf" },
      undefined,
    );
    expect(refused).toEqual({ ok: false, reason: "wrongType" });
    const view = await candidateSelfView(database, candidateId, "en");
    expect(view?.cvs).toHaveLength(1);
    expect(view?.cvs[0]).toMatchObject({ kind: "pdf", scanState: "unscanned" });
  });

  it("hands over a zip of everything held, explained in their language, with their files", async () => {
    const { candidateId, applicationId } = await applicant(database);
    const docx = makeDocx(["Wanjiru Kamau"]);
    await addOwnCv(database, candidateId, { bytes: docx, filename: "Wanjiru.docx" }, undefined);
    await issueCandidateToken(database.db, candidateId);
    const copy = await candidateCopy(database, candidateId, "fr", NO_OVERRIDES, new Date("2026-11-28T10:00:00Z"));
    expect(copy?.fileName).toBe("my-data-2026-11-28.zip");
    const entries = await zipEntries(copy?.bytes ?? Buffer.alloc(0));
    expect([...entries.keys()].sort()).toEqual(
      ["README.txt", "data.json", expect.stringMatching(/^cv\/\d+-Wanjiru\.docx$/)].sort(),
    );
    const readme = entries.get("README.txt")?.toString("utf8") ?? "";
    expect(readme).toContain("Vos données dans notre agence");
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}");
    expect(data.candidate).toMatchObject({ full_name: "Wanjiru Kamau", languages: ["sw", "en"] });
    expect(data.applications[0]).toMatchObject({ id: applicationId, note: "Trabajé dos temporadas en Diani." });
    expect(data.applications[0].answers[0]).toMatchObject({ answer: "yes" });
    expect(data.privateLinks).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain("token_hash");
    const file = [...entries.entries()].find(([name]) => name.startsWith("cv/"));
    expect(file?.[1].equals(docx)).toBe(true);
    expect(await candidateCopy(database, 999_999, "en", NO_OVERRIDES)).toBeUndefined();
  });

  it("erases the candidate and everything of theirs in one go, and nobody else's", async () => {
    const gone = await applicant(database);
    const kept = await applicant(database);
    for (const { candidateId } of [gone, kept]) {
      await addOwnCv(database, candidateId, { bytes: makePdf(["CV"]), filename: "cv.pdf" }, undefined);
      await issueCandidateToken(database.db, candidateId);
      await updateOwnDetails(database, candidateId, { availableFrom: "2027-02-01", phone: "+254711000000", phoneWhatsapp: true });
    }
    expect(await eraseCandidate(database.db, gone.candidateId)).toEqual({ applications: 1, cvFiles: 1 });
    const count = async (
      table: "candidates" | "applications" | "application_events" | "candidate_tokens" | "cv_files",
      column: string,
      id: number,
    ) =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .where(column as never, "=", id as never)
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const [table, column] of [
      ["candidates", "id"],
      ["applications", "candidate_id"],
      ["application_events", "candidate_id"],
      ["candidate_tokens", "candidate_id"],
      ["cv_files", "candidate_id"],
    ] as const) {
      expect(await count(table, column, gone.candidateId), table).toBe(0);
      expect(await count(table, column, kept.candidateId), table).toBeGreaterThan(0);
    }
    expect(await cvBytesWithoutFile(database)).toEqual([]);
    expect(await eraseCandidate(database.db, gone.candidateId)).toBeUndefined();
  });

  it("sends a new link in the candidate's language to a known address only", async () => {
    const email = `link.${Date.now()}@example.test`;
    const { candidateId } = await applicant(database, { email, language: "fr" });
    const outbox = () => database.db.selectFrom("email_outbox").selectAll().where("recipient", "=", email).execute();
    expect(await sendCandidateLink(database, "https://staffing.test", ` ${email.toUpperCase()} `)).toBe(true);
    const [message] = await outbox();
    expect(message?.subject).toContain("Votre lien privé");
    const link = /https:\/\/staffing\.test\/fr\/candidate\/([0-9a-f]{64})/.exec(message?.text ?? "");
    expect(link).not.toBeNull();
    expect(await candidateIdOfToken(database.db, link?.[1] ?? "")).toBe(candidateId);
    expect(await sendCandidateLink(database, "https://staffing.test", "nobody@example.test")).toBe(false);
    expect(
      await database.db.selectFrom("email_outbox").select("id").where("recipient", "=", "nobody@example.test").execute(),
    ).toEqual([]);
  });
});
