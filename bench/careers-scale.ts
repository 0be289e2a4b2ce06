/**
 * The careers rows of the data-at-scale bench (decisions 0035, 0037): 100,000 applications from
 * 70,000 candidates, a CV with its text for one in five, on SQLite (data/bench-careers/, made once
 * and kept) and on PostgreSQL when BENCH_SCALE_POSTGRES_URL names a database of its own. Measured:
 * the pipeline's board, overall and for one opening, and its search over names, addresses, phones
 * and CV text; a candidate's own page, the copy of their data and their erasure. Prints one JSON
 * line per figure for bench/run.mjs's table.
 */
import type { Database } from "../app/.server/db";
import { candidateCopy, candidateSelfView, eraseCandidate, listApplications, loadBoard } from "../app/.server/services/careers";
import { NO_OVERRIDES } from "../app/.server/services/content";
import { APPLICATION_STAGES } from "../app/lib/careers/applications";
import type { ApplicationFilter } from "../app/lib/careers/pipeline";
import { onEachEngine, timings } from "./timing";

export const APPLICATIONS = 100_000;
const CANDIDATES = 70_000;
const OPENINGS = 400;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 20);
const DIR = process.env.BENCH_CAREERS_DIR ?? "data/bench-careers";

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

async function seed(database: Database) {
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

const NO_FILTER: ApplicationFilter = {
  search: "",
  opening: null,
  position: null,
  country: null,
  language: null,
  stage: null,
  availableBy: null,
};

async function rows(database: Database, engine: string) {
  await seed(database);
  const p95 = async (run: () => Promise<unknown>) => (await timings(run, SAMPLES)).p95;
  // The opening with the most applications (about 250).
  const busiest = await database.db
    .selectFrom("applications")
    .select(["opening_id", (eb) => eb.fn.countAll().as("n")])
    .where("opening_id", "is not", null)
    .groupBy("opening_id")
    .orderBy("n", "desc")
    .executeTakeFirstOrThrow();
  const someOpening = busiest.opening_id ?? 0;
  const someCandidate = (await database.db.selectFrom("candidates").select("id").orderBy("id", "desc").executeTakeFirstOrThrow())
    .id;
  const figures = [
    { name: `board, every application (${engine})`, goal: 150, ms: await p95(() => loadBoard(database, null)) },
    { name: `board, one opening (${engine})`, goal: 150, ms: await p95(() => loadBoard(database, someOpening)) },
    {
      name: `search by CV text, a rare word (${engine})`,
      goal: 200,
      ms: await p95(() => listApplications(database, { ...NO_FILTER, search: "sommelier" }, 1)),
    },
    {
      name: `search by CV text, a common word (${engine})`,
      goal: 200,
      ms: await p95(() => listApplications(database, { ...NO_FILTER, search: "turndown" }, 1)),
    },
    {
      name: `search by name (${engine})`,
      goal: 200,
      ms: await p95(() => listApplications(database, { ...NO_FILTER, search: "Wanjiru Kamau" }, 1)),
    },
    {
      name: `search by email (${engine})`,
      goal: 200,
      ms: await p95(() => listApplications(database, { ...NO_FILTER, search: "candidate4242@example.test" }, 1)),
    },
    {
      name: `a candidate's own page (${engine})`,
      goal: 50,
      ms: await p95(() => candidateSelfView(database, someCandidate, "fr")),
    },
    {
      name: `a candidate's copy of their data (${engine})`,
      goal: 200,
      ms: await p95(() => candidateCopy(database, someCandidate, "fr", NO_OVERRIDES)),
    },
  ];
  // Erasing is measured once per sample on a candidate of its own (an erased one is gone).
  const victims = (
    await database.db
      .selectFrom("candidates")
      .select("id")
      .orderBy("id")
      .limit(SAMPLES + 1)
      .execute()
  ).map((row) => row.id);
  let next = 0;
  figures.push({
    name: `erasing a candidate (${engine})`,
    goal: 200,
    ms: await p95(() => eraseCandidate(database.db, victims[next++] ?? 0)),
  });
  return figures;
}

export const careersScaleRows = () => onEachEngine(DIR, "careers", rows);

async function main() {
  for (const row of await careersScaleRows()) console.log(JSON.stringify(row));
}

/** When the run has ended: scripts/run-with-vite.mjs waits for it, then closes Vite. */
export const done = main().catch((error) => {
  console.error(error);
  process.exit(1);
});
