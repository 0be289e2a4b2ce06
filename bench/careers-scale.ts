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
import type { ApplicationFilter } from "../app/lib/careers/pipeline";
import { seedApplications } from "./careers-seed";
import { onEachEngine, timings } from "./timing";

const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 20);
const DIR = process.env.BENCH_CAREERS_DIR ?? "data/bench-careers";

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
  await seedApplications(database);
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
