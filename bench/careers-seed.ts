/**
 * The careers data of the data-at-scale bench (decisions 0035, 0037): 100,000 applications from
 * 70,000 candidates to 400 openings, a CV with its text for one in five, seeded once into a
 * database (skipped when it already holds half of them: later runs' erasures take a few). Used by
 * bench/careers-scale.ts and bench/privacy-scale.ts.
 */
import type { Database } from "../app/.server/db";
import { APPLICATION_STAGES } from "../app/lib/careers/applications";

export const APPLICATIONS = 100_000;
const CANDIDATES = 70_000;
const OPENINGS = 400;

const FIRST = ["Amina", "Kofi", "Wanjiru", "Chidi", "Fatou", "Thabo", "Nadia", "Yaw", "Zanele", "Moussa", "Aisha", "Jabari"];
const LAST = [
  "Njeri",
  "Mensah",
  "Kamau",
  "Okafor",
  "Diallo",
  "Nkosi",
  "Benali",
  "Boateng",
  "Dlamini",
  "Traoré",
  "Otieno",
  "Mwangi",
];
const POSITIONS = ["housekeepingAttendants", "foodBeverage", "stewarding", "culinaryPrepCooks", "laundry"];
const COUNTRIES = ["ke", "gh", "za", "ng", "rw", "tz", "ma", "ci"];
const WORDS =
  "housekeeping room attendant turndown linen laundry steward kitchen porter commis chef banquet waiter barista front office guest resort lodge safari cruise hotel supervisor inventory hygiene haccp".split(
    " ",
  );

/** A CV's text as extracted: a few hundred words, one in a thousand naming a rare skill the search looks for. */
function cvText(n: number): string {
  const words: string[] = [];
  for (let i = 0; i < 300; i++) words.push(WORDS[(n * 7 + i * 13) % WORDS.length] ?? "hotel");
  if (n % 1000 === 7) words.push("sommelier");
  return words.join(" ");
}

const BATCH = 500;

export async function seedApplications(database: Database) {
  const { db } = database;
  const have = Number(
    (
      await db
        .selectFrom("applications")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  // Seeded once: later runs find the applications (less the few each run's erasures took).
  if (have >= APPLICATIONS / 2) return;
  console.error(`seeding ${APPLICATIONS} applications (${database.engine})...`);
  const now = new Date().toISOString();
  const content = (n: number) =>
    JSON.stringify({ en: { title: `Opening ${n}`, employerDescription: "", description: "", duties: "", requirements: "" } });
  const openingIds: number[] = [];
  for (let n = 0; n < OPENINGS; n++) {
    const row = await db
      .insertInto("openings")
      .values({
        status: "published",
        content: content(n),
        position: POSITIONS[n % POSITIONS.length] ?? "laundry",
        placement: "seasonal",
        country: COUNTRIES[n % COUNTRIES.length] ?? "ke",
        city: "city",
        housing: 1,
        meals: 1,
        transport: 0,
        start_date: "2027-01-01",
        season_end: "2027-04-30",
        people_wanted: 10,
        closes_on: "2027-12-31",
        questions: "[]",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    openingIds.push(row.id);
  }
  const candidateIds: number[] = [];
  for (let start = 0; start < CANDIDATES; start += BATCH) {
    const rows = [];
    for (let n = start; n < Math.min(CANDIDATES, start + BATCH); n++) {
      const name = `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]} ${n}`;
      rows.push({
        full_name: name,
        email: `candidate${n}@example.test`,
        phone: `+2547${String(10_000_000 + n).slice(-8)}`,
        phone_whatsapp: (n % 2) as 0 | 1,
        country: COUNTRIES[n % COUNTRIES.length] ?? "ke",
        city: "city",
        languages: JSON.stringify(n % 3 === 0 ? ["en", "sw"] : ["en", "fr"]),
        positions: JSON.stringify([POSITIONS[n % POSITIONS.length]]),
        available_from: "2027-01-15",
        experience_years: n % 12,
        language: ["en", "es", "fr"][n % 3] ?? "en",
        created_at: now,
        updated_at: now,
      });
    }
    const inserted = await db.insertInto("candidates").values(rows).returning("id").execute();
    candidateIds.push(...inserted.map((row) => row.id));
  }
  for (let start = 0; start < APPLICATIONS; start += BATCH) {
    const rows = [];
    for (let n = start; n < Math.min(APPLICATIONS, start + BATCH); n++) {
      const stage = APPLICATION_STAGES[n % APPLICATION_STAGES.length] ?? "new";
      rows.push({
        candidate_id: candidateIds[n % CANDIDATES] ?? 1,
        opening_id: n % 10 === 0 ? null : (openingIds[n % OPENINGS] ?? null),
        language: "en",
        stage,
        stage_reason: stage === "rejected" ? "notQualified" : stage === "withdrawn" ? "byCandidate" : null,
        stage_position: n,
        consented_at: now,
        created_at: now,
        updated_at: now,
        closed_at: stage === "placed" || stage === "rejected" || stage === "withdrawn" ? now : null,
      });
    }
    const inserted = await db.insertInto("applications").values(rows).returning(["id", "candidate_id"]).execute();
    const cvs = inserted
      .filter((row) => row.id % 5 === 0)
      .map((row) => ({
        application_id: row.id,
        candidate_id: row.candidate_id,
        display_name: "cv.pdf",
        kind: "pdf" as const,
        content_type: "application/pdf",
        size_bytes: 3,
        sha256: "0".repeat(64),
        scan_state: "unscanned" as const,
        extracted_text: cvText(row.id),
        created_at: now,
      }));
    if (cvs.length > 0) {
      const files = await db.insertInto("cv_files").values(cvs).returning("id").execute();
      await db
        .insertInto("cv_file_bytes")
        .values(files.map((file) => ({ cv_file_id: file.id, bytes: Buffer.from("pdf") })))
        .execute();
    }
    if (start % 20_000 === 0) console.error(`  ${start + rows.length} applications`);
  }
}
