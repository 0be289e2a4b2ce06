/**
 * Candidates and applications kept only as long as decision 0035 says, on SQLite and PostgreSQL:
 * an application goes, with its CVs and timeline, the set number of days after it closes, after
 * its opening closes while it was open, or (to the talent pool) after it was sent; a running
 * talent-pool consent keeps everything of the candidate; a candidate with nothing left goes; and
 * the housekeeping run reports it.
 */
import { describe, expect, it } from "vitest";
import type { Database } from "~/.server/db";
import {
  acceptCv,
  applyCandidateRetention,
  closeOpening,
  createOpening,
  issueCandidateToken,
  publishOpening,
} from "~/.server/services/careers";
import { runHousekeeping } from "~/.server/services/operations/housekeeping";
import { DEFAULT_SETTINGS } from "~/.server/settings";
import { cvBytesWithoutFile } from "../support/applications";
import { TEST_ACTOR } from "../support/audit";
import { makePdf } from "../support/cv-files";
import { engines, suiteDatabase } from "../support/databases";
import { seasonalDraft } from "../support/openings";

const NOW = new Date("2027-06-01T03:00:00Z");
const DAY = 86_400_000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

describe.each(engines())("candidates' retention on $name", ({ make }) => {
  const database = suiteDatabase(make);

  async function candidate(talentPoolUntil: string | null = null) {
    const { id } = await database.db
      .insertInto("candidates")
      .values({
        full_name: "Kofi Mensah",
        email: `kofi.${Math.random().toString(36).slice(2)}@example.test`,
        country: "gh",
        city: "accra",
        language: "en",
        talent_pool_until: talentPoolUntil,
        created_at: daysBefore(400),
        updated_at: daysBefore(400),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  async function application(
    candidateId: number,
    values: { openingId?: number | null; closedAt?: string | null; createdAt?: string },
  ) {
    const { id } = await database.db
      .insertInto("applications")
      .values({
        candidate_id: candidateId,
        opening_id: values.openingId ?? null,
        language: "en",
        stage: values.closedAt ? "rejected" : "new",
        stage_reason: values.closedAt ? "notQualified" : null,
        consented_at: values.createdAt ?? daysBefore(300),
        created_at: values.createdAt ?? daysBefore(300),
        updated_at: values.createdAt ?? daysBefore(300),
        closed_at: values.closedAt ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const cv = await acceptCv(database, { bytes: makePdf(["Kofi Mensah"]), filename: "cv.pdf" }, { applicationId: id });
    if (cv.ok) await database.db.updateTable("cv_files").set({ candidate_id: candidateId }).where("id", "=", cv.cv.id).execute();
    await database.db
      .insertInto("application_events")
      .values({ candidate_id: candidateId, application_id: id, kind: "applied" })
      .execute();
    return id;
  }

  const exists = async (table: "applications" | "candidates", id: number) =>
    (await database.db.selectFrom(table).select("id").where("id", "=", id).execute()).length === 1;
  const cvCount = async (applicationId: number) =>
    (await database.db.selectFrom("cv_files").select("id").where("application_id", "=", applicationId).execute()).length;

  it("deletes what is past its time with its CVs and timeline, and keeps the rest", async () => {
    const openOpening = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, openOpening);
    const closedOpening = await createOpening(database, TEST_ACTOR, seasonalDraft());
    await publishOpening(database, TEST_ACTOR, closedOpening);
    await closeOpening(database, TEST_ACTOR, closedOpening);
    await database.db
      .updateTable("openings")
      .set({ closed_at: daysBefore(200) })
      .where("id", "=", closedOpening)
      .execute();

    const longClosed = await application(await candidate(), { openingId: openOpening, closedAt: daysBefore(181) });
    const recentlyClosed = await application(await candidate(), { openingId: openOpening, closedAt: daysBefore(10) });
    const openOnClosedOpening = await application(await candidate(), { openingId: closedOpening });
    const openOnOpenOpening = await application(await candidate(), { openingId: openOpening });
    const oldTalentPool = await application(await candidate(), { createdAt: daysBefore(200) });
    const pooled = await candidate(daysBefore(-100).slice(0, 10));
    const keptByConsent = await application(pooled, { openingId: openOpening, closedAt: daysBefore(300) });

    const report = await applyCandidateRetention(database, { applicationRetentionDays: 180 }, NOW);
    expect(report.applicationsDeleted).toBe(3);
    for (const gone of [longClosed, openOnClosedOpening, oldTalentPool]) {
      expect(await exists("applications", gone)).toBe(false);
      expect(await cvCount(gone)).toBe(0);
      expect(
        await database.db.selectFrom("application_events").select("id").where("application_id", "=", gone).execute(),
      ).toEqual([]);
    }
    for (const kept of [recentlyClosed, openOnOpenOpening, keptByConsent]) {
      expect(await exists("applications", kept)).toBe(true);
      expect(await cvCount(kept)).toBe(1);
    }
    // The three whose only application went are gone too; the consenting one stays.
    expect(report.candidatesDeleted).toBe(3);
    expect(await exists("candidates", pooled)).toBe(true);
    expect(await cvBytesWithoutFile(database)).toEqual([]);
    // A second run finds nothing more.
    expect(await applyCandidateRetention(database, { applicationRetentionDays: 180 }, NOW)).toMatchObject({
      applicationsDeleted: 0,
      candidatesDeleted: 0,
    });
  });

  it("lets a lapsed consent go, deletes expired links, and runs in the daily housekeeping", async () => {
    const lapsed = await candidate(daysBefore(1).slice(0, 10));
    const old = await application(lapsed, { closedAt: daysBefore(365) });
    await issueCandidateToken(database.db, lapsed, new Date(NOW.getTime() - 100 * DAY));
    const report = await runHousekeeping(database, DEFAULT_SETTINGS, NOW);
    expect(report.failures).toEqual([]);
    expect(report.applicationsDeleted).toBeGreaterThanOrEqual(1);
    expect(await exists("applications", old)).toBe(false);
    expect(await exists("candidates", lapsed)).toBe(false);
    expect(
      await database.db.selectFrom("candidate_tokens").select("candidate_id").where("candidate_id", "=", lapsed).execute(),
    ).toEqual([]);
  });

  it("deletes nothing with a retention that is not a whole number of days", async () => {
    const id = await application(await candidate(), { closedAt: daysBefore(3000) });
    expect(await applyCandidateRetention(database as Database, { applicationRetentionDays: 0 }, NOW)).toMatchObject({
      applicationsDeleted: 0,
    });
    expect(await exists("applications", id)).toBe(true);
  });
});
