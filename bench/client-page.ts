/**
 * The client's private page at scale (decision 0038): one request of 30 lines, each with three
 * shortlisted candidates (CVs they agreed to show) and a placement, among 5,000 other requests of
 * three lines each with shortlists of their own, on SQLite (data/bench-client-page/, made once and
 * kept) and on PostgreSQL when BENCH_SCALE_POSTGRES_URL names a database of its own. Measured: what
 * the page's loader reads, the token's request and the client's view of it. Prints one JSON line
 * per figure for bench/run.mjs's table.
 */
import type { Database } from "../app/.server/db";
import { clientView, issueClientToken, requestIdOfClientToken } from "../app/.server/services/requests";
import { onEachEngine, timings } from "./timing";

const OTHER_REQUESTS = 5_000;
const BIG_LINES = 30;
const PER_LINE = 3;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 40);
const DIR = process.env.BENCH_CLIENT_PAGE_DIR ?? "data/bench-client-page";
const MARK = "Bench Grand Hotel (30 lines)";
const POSITIONS = ["housekeepingAttendants", "foodBeverage", "stewarding", "culinaryPrepCooks", "laundry"];

async function addRequest(database: Database, organization: string, lines: number, now: string) {
  const { db } = database;
  const { id } = await db
    .insertInto("partnership_requests")
    .values({
      organization,
      contact_name: "Bench Contact",
      email: `${organization.replace(/\W+/g, "-").toLowerCase()}@bench.test`,
      phone: null,
      organization_type: "hotel",
      country: "ke",
      city: "mombasa",
      placement_type: "seasonal",
      positions: JSON.stringify(POSITIONS),
      headcount: lines * 5,
      start_date: "2027-06-01",
      message: null,
      notes: null,
      language: "fr",
      spam: 0,
      spam_reason: null,
      spam_at: null,
      status: "won",
      created_at: now,
      updated_at: now,
      housing: 1,
      meals: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const lineIds = (
    await db
      .insertInto("staff_request_lines")
      .values(
        Array.from({ length: lines }, (_, order) => ({
          request_id: id,
          line_order: order,
          position: POSITIONS[order % POSITIONS.length] ?? "laundry",
          headcount: 5,
          placement: "seasonal",
          start_date: "2027-06-01",
          end_date: "2027-09-30",
          shift: "day",
        })),
      )
      .returning("id")
      .execute()
  ).map((row) => row.id);
  return { id, lineIds };
}

/** Candidates shortlisted on each line (one placed), with a CV each: the rows the page reads. */
async function staffLines(database: Database, lineIds: readonly number[], perLine: number, now: string) {
  const { db } = database;
  for (const lineId of lineIds) {
    const candidates = await db
      .insertInto("candidates")
      .values(
        Array.from({ length: perLine }, (_, n) => ({
          full_name: `Amina${n} Njeri${lineId}`,
          email: `c${lineId}-${n}@bench.test`,
          phone: null,
          country: "ke",
          city: "Mombasa",
          languages: JSON.stringify(["en", "sw", "fr"]),
          positions: JSON.stringify(["housekeepingAttendants"]),
          experience_years: 3 + n,
          available_from: "2027-05-01",
          language: "en",
          created_at: now,
          updated_at: now,
        })),
      )
      .returning("id")
      .execute();
    for (const [n, candidate] of candidates.entries()) {
      const { id: applicationId } = await db
        .insertInto("applications")
        .values({
          candidate_id: candidate.id,
          opening_id: null,
          language: "en",
          consented_at: now,
          created_at: now,
          updated_at: now,
          present_consent: 1,
          cv_consent: 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("shortlist_entries")
        .values({ line_id: lineId, candidate_id: candidate.id, application_id: applicationId, created_at: now })
        .execute();
      const { id: cvId } = await db
        .insertInto("cv_files")
        .values({
          candidate_id: candidate.id,
          application_id: applicationId,
          kind: "pdf",
          display_name: "cv.pdf",
          content_type: "application/pdf",
          size_bytes: 3,
          sha256: "0".repeat(64),
          scan_state: "clean",
          extracted_text: "housekeeping",
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("cv_file_bytes")
        .values({ cv_file_id: cvId, bytes: Buffer.from("pdf") })
        .execute();
      if (n === 0)
        await db
          .insertInto("placements")
          .values({
            line_id: lineId,
            candidate_id: candidate.id,
            application_id: applicationId,
            starts_on: "2027-06-01",
            ends_on: "2027-09-30",
          })
          .execute();
    }
  }
}

async function seed(database: Database): Promise<number> {
  const { db } = database;
  const held = await db.selectFrom("partnership_requests").select("id").where("organization", "=", MARK).executeTakeFirst();
  if (held) return held.id;
  console.error(`seeding ${OTHER_REQUESTS} requests and one of ${BIG_LINES} lines (${database.engine})...`);
  const now = new Date().toISOString();
  for (let n = 0; n < OTHER_REQUESTS; n++) {
    const other = await addRequest(database, `Bench Lodge ${n}`, 3, now);
    // One request in five has its shortlists too, so the page's reads find other requests' rows around its own.
    if (n % 5 === 0) await staffLines(database, other.lineIds, 2, now);
    if (n % 1000 === 999) console.error(`  ${n + 1} requests`);
  }
  const big = await addRequest(database, MARK, BIG_LINES, now);
  await staffLines(database, big.lineIds, PER_LINE, now);
  return big.id;
}

async function rows(database: Database, engine: string) {
  const requestId = await seed(database);
  const token = await issueClientToken(database.db, requestId, 30);
  const page = async () => {
    const id = await requestIdOfClientToken(database.db, token);
    if (id !== requestId) throw new Error("the bench's token did not open its request");
    const view = await clientView(database.db, id);
    if (view?.lines.length !== BIG_LINES || view.lines.some((line) => line.candidates.length !== PER_LINE || line.placed !== 1))
      throw new Error("the client's view did not hold the seeded lines, candidates and placements");
  };
  return [
    {
      name: `the client's page, a 30-line request with 90 candidates (${engine})`,
      goal: 150,
      ms: (await timings(page, SAMPLES)).p95,
    },
  ];
}

export const clientPageRows = () => onEachEngine(DIR, "client page", rows);

async function main() {
  for (const row of await clientPageRows()) console.log(JSON.stringify(row));
}

/** When the run has ended: scripts/run-with-vite.mjs waits for it, then closes Vite. */
export const done = main().catch((error) => {
  console.error(error);
  process.exit(1);
});
