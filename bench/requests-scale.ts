/**
 * The staff requests rows of the data-at-scale bench (decision 0038): 20,000 requests with 200,000
 * lines among 8 owners, on SQLite (data/bench-requests/, made once and kept) and on PostgreSQL when
 * BENCH_SCALE_POSTGRES_URL names a database of its own. Measured: the board (every request, and
 * one owner's), a page of the list, one request's page; and the reminder job over the 20,000 with
 * 500 due, run by 4 runners at once: every due reminder must go out exactly once. On PostgreSQL
 * each runner has its own pool, as separate instances would; on SQLite they share the file's one
 * connection (better-sqlite3 waits for a lock synchronously, so two connections in one process
 * would only wait on each other; instances in separate processes meet the same conditional update).
 * Prints one JSON line per figure for bench/run.mjs.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type Database, migrateToLatest, openDatabase } from "../app/.server/db";
import { listRequestCards, loadRequestBoard, loadStaffRequest, sendDueReminders } from "../app/.server/services/requests";
import { OPEN_STAGES, REQUEST_STAGES } from "../app/lib/staff-requests/model";
import { readRequestFilter, utcDay } from "../app/lib/staff-requests/pipeline";
import { timings } from "./timing";

export const REQUESTS = 20_000;
const LINES_EACH = 10;
const OWNERS = 8;
const DUE = 500;
const RUNNERS = 4;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 20);
const DIR = process.env.BENCH_REQUESTS_DIR ?? "data/bench-requests";
const POSTGRES_URL = process.env.BENCH_SCALE_POSTGRES_URL;

const POSITIONS = ["housekeepingAttendants", "foodBeverage", "stewarding", "culinaryPrepCooks", "laundry"];
const COUNTRIES = ["ke", "gh", "za", "ng", "rw", "tz", "ma", "ci"];
const PLANS = ["standard", "elite", "enterprise", null];
const BATCH = 500;
const ownerId = (n: number) => `bench-owner-${n}`;

async function seedOwners({ db, engine }: Database) {
  const now = new Date();
  for (let n = 0; n < OWNERS; n++) {
    const found = await db.selectFrom("user").select("id").where("id", "=", ownerId(n)).executeTakeFirst();
    if (found) continue;
    await db
      .insertInto("user")
      .values({
        id: ownerId(n),
        name: `Owner ${n}`,
        email: `owner${n}@bench.test`,
        emailVerified: engine === "sqlite" ? 1 : true,
        image: null,
        createdAt: engine === "sqlite" ? now.toISOString() : now,
        updatedAt: engine === "sqlite" ? now.toISOString() : now,
        role: "editor",
        banned: null,
        banReason: null,
        banExpires: null,
        twoFactorEnabled: null,
      })
      .execute();
  }
}

async function seed(database: Database) {
  const { db } = database;
  await seedOwners(database);
  const have = Number(
    (
      await db
        .selectFrom("partnership_requests")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  if (have >= REQUESTS) return;
  console.error(`seeding ${REQUESTS} requests with ${REQUESTS * LINES_EACH} lines (${database.engine})...`);
  const start = Date.parse("2026-01-01T00:00:00.000Z");
  for (let from = 0; from < REQUESTS; from += BATCH) {
    const rows = [];
    for (let n = from; n < Math.min(REQUESTS, from + BATCH); n++) {
      const at = new Date(start + n * 600_000).toISOString();
      const stage = REQUEST_STAGES[n % REQUEST_STAGES.length] ?? "new";
      rows.push({
        organization: `Lodge ${n}`,
        contact_name: `Contact ${n}`,
        email: `contact${n}@lodge.test`,
        phone: null,
        organization_type: "safariLodge",
        country: COUNTRIES[n % COUNTRIES.length] ?? "ke",
        placement_type: "seasonal",
        positions: JSON.stringify(POSITIONS),
        headcount: LINES_EACH * 3,
        start_date: "2027-06-01",
        message: null,
        status: stage,
        lost_reason: stage === "lost" ? "price" : null,
        notes: null,
        language: ["en", "es", "fr"][n % 3] ?? "en",
        created_at: at,
        updated_at: at,
        touched_at: at,
        owner_id: n % 9 === 0 ? null : ownerId(n % OWNERS),
        plan: PLANS[n % PLANS.length] ?? null,
        city: "City",
        languages: JSON.stringify(["en"]),
      });
    }
    const inserted = await db.insertInto("partnership_requests").values(rows).returning("id").execute();
    const lines = inserted.flatMap((row) =>
      Array.from({ length: LINES_EACH }, (_, order) => ({
        request_id: row.id,
        line_order: order,
        position: POSITIONS[order % POSITIONS.length] ?? "laundry",
        headcount: 3,
        placement: "seasonal",
        start_date: "2027-06-01",
        end_date: "2027-09-30",
        shift: "day",
      })),
    );
    // SQLite takes at most 32,766 parameters a statement: lines go in slices.
    for (let at = 0; at < lines.length; at += 1000) {
      await db
        .insertInto("staff_request_lines")
        .values(lines.slice(at, at + 1000))
        .execute();
    }
    if (from % 5000 === 0) console.error(`  ${from + rows.length} requests`);
  }
}

/** 500 open, owned requests due today, none reminded; every other follow-up cleared. */
async function makeDue({ db }: Database, today: string): Promise<number[]> {
  await db.updateTable("partnership_requests").set({ follow_up_on: null, follow_up_reminded_on: null }).execute();
  const due = await db
    .selectFrom("partnership_requests")
    .select("id")
    .where("status", "in", OPEN_STAGES)
    .where("owner_id", "is not", null)
    .orderBy("id", "desc")
    .limit(DUE)
    .execute();
  const ids = due.map((row) => row.id);
  await db.updateTable("partnership_requests").set({ follow_up_on: today }).where("id", "in", ids).execute();
  await db.deleteFrom("staff_request_events").where("kind", "=", "reminder").execute();
  await db.deleteFrom("email_outbox").execute();
  return ids;
}

async function reminderRows(open: () => Database, main: Database, engine: string) {
  const today = utcDay(new Date());
  const due = await makeDue(main, today);
  const runners = Array.from({ length: RUNNERS }, open);
  const started = performance.now();
  try {
    await Promise.all(runners.map((runner) => sendDueReminders(runner, "https://bench.test")));
  } finally {
    await Promise.all(runners.map((runner) => runner.close()));
  }
  const ms = performance.now() - started;
  const sent = await main.db
    .selectFrom("staff_request_events")
    .select(["request_id", (eb) => eb.fn.countAll().as("n")])
    .where("kind", "=", "reminder")
    .groupBy("request_id")
    .execute();
  const once = new Set(sent.filter((row) => Number(row.n) === 1).map((row) => row.request_id));
  // Each due request reminded exactly once, and nothing else: 0 is the goal.
  const wrong = due.filter((id) => !once.has(id)).length + (sent.length - once.size) + (sent.length - due.length);
  return [
    {
      name: `reminder job, ${DUE} due of ${REQUESTS}, ${RUNNERS} runners at once: reminders missed or doubled (${engine})`,
      goalMax: 1,
      value: wrong,
    },
    { name: `reminder job, ${DUE} due, ${RUNNERS} runners at once: wall time ms (${engine})`, value: ms },
  ];
}

async function rows(database: Database, open: () => Database, engine: string) {
  await seed(database);
  const p95 = async (run: () => Promise<unknown>) => (await timings(run, SAMPLES)).p95;
  const clock = { now: new Date(), staleDays: 7 };
  const all = readRequestFilter(new URLSearchParams());
  const oneOwner = readRequestFilter(new URLSearchParams({ owner: ownerId(3) }));
  // A request of 30 lines, as large as a client may make one: its page at the worst.
  const biggest = (await database.db.selectFrom("partnership_requests").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  const lines = await database.db
    .selectFrom("staff_request_lines")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("request_id", "=", biggest)
    .executeTakeFirst();
  if (Number(lines?.n ?? 0) < 30) {
    await database.db
      .insertInto("staff_request_lines")
      .values(
        Array.from({ length: 30 - Number(lines?.n ?? 0) }, (_, n) => ({
          request_id: biggest,
          line_order: 100 + n,
          position: "laundry",
          headcount: 2,
          placement: "seasonal",
          shift: "night",
        })),
      )
      .execute();
  }
  const figures: Array<{ name: string; goal?: number; goalMax?: number; value?: number; ms?: number }> = [
    { name: `board, every request (${engine})`, goal: 150, ms: await p95(() => loadRequestBoard(database, all, clock)) },
    { name: `board, one owner's (${engine})`, goal: 150, ms: await p95(() => loadRequestBoard(database, oneOwner, clock)) },
    { name: `list, a page (${engine})`, goal: 150, ms: await p95(() => listRequestCards(database, all, 3, clock)) },
    { name: `a request's page, 30 lines (${engine})`, goal: 150, ms: await p95(() => loadStaffRequest(database, biggest)) },
  ];
  figures.push(...(await reminderRows(open, database, engine)));
  return figures;
}

export async function requestsScaleRows() {
  mkdirSync(DIR, { recursive: true });
  const sqlite = openDatabase({ url: `sqlite:${path.join(DIR, "app.db")}` });
  const figures = [];
  try {
    await migrateToLatest(sqlite);
    // The runners share the handle; closing it is left to the end.
    const shared = () => ({ ...sqlite, close: async () => {} });
    figures.push(...(await rows(sqlite, shared, "SQLite")));
  } finally {
    await sqlite.close();
  }
  if (!POSTGRES_URL) {
    console.error("requests on PostgreSQL: skipped (set BENCH_SCALE_POSTGRES_URL to a database of its own, made with createdb)");
    return figures;
  }
  const postgres = openDatabase({ url: POSTGRES_URL, poolSize: 4 });
  try {
    await migrateToLatest(postgres);
    figures.push(...(await rows(postgres, () => openDatabase({ url: POSTGRES_URL, poolSize: 2 }), "PostgreSQL")));
  } finally {
    await postgres.close();
  }
  return figures;
}

async function main() {
  for (const row of await requestsScaleRows()) console.log(JSON.stringify(row));
}

/** When the run has ended: scripts/run-with-vite.mjs waits for it, then closes Vite. */
export const done = main().catch((error) => {
  console.error(error);
  process.exit(1);
});
