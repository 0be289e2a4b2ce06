/**
 * The "privacy at scale" rows of `npm run bench` (decisions 0039, 0041): one person with rows in
 * every linkable table of the personal-data register (tests/support/personal-data.ts, the seed
 * tests/integration/privacy-person.test.ts uses), among 100,000 newsletter subscribers, 100,000
 * contact messages and 100,000 applications from 70,000 candidates; on SQLite (data/bench-privacy/,
 * made once and kept) and on PostgreSQL when BENCH_SCALE_POSTGRES_URL names a database of its own.
 * Measured: finding the person, their copy, and their erasure, each on a fresh copy of the person
 * seeded outside the timed region; every erased person is then looked for again and must be gone,
 * so a run that erased nothing fails rather than measuring a no-op. Prints one JSON line per
 * figure for bench/run.mjs's table.
 */
import { spawnSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import type { Database } from "../app/.server/db";
import {
  erasePersonalData,
  exportPersonalData,
  findPersonalData,
  installIdentifierKey,
  isPersonal,
  registerFor,
} from "../app/.server/services/privacy";
import { TEST_ACTOR } from "../tests/support/audit";
import { erasureLedger } from "../tests/support/erasure-ledger";
import { linkableTables, type Person, seedPerson, seedShared } from "../tests/support/personal-data";
import { APPLICATIONS, seedApplications } from "./careers-seed";
import { onEachEngine, timings } from "./timing";

const MESSAGES = 100_000;
const SUBSCRIBERS = 100_000;
const SAMPLES = Number(process.env.BENCH_PRIVACY_SAMPLES ?? 10);
const GOAL_MS = 2000;
const DIR = process.env.BENCH_PRIVACY_DIR ?? "data/bench-privacy";

async function count({ db }: Database, table: "contacts" | "newsletter_subscribers" | "applications"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Messages and subscribers as `npm run seed:scale` writes them (its other parts left out), into
 * the same database: the file under DIR, or the PostgreSQL database named.
 */
function seedMessagesAndSubscribers(database: Database, messages: number, subscribers: number) {
  const target =
    database.engine === "sqlite"
      ? { DATA_DIR: DIR, DATABASE_URL: "" }
      : { DATABASE_URL: process.env.BENCH_SCALE_POSTGRES_URL ?? "" };
  const counts = ["--messages", messages, "--subscribers", subscribers, "--partnerships", 0, "--clicks", 0, "--views", 0];
  const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed-scale.ts", ...counts.map(String)], {
    env: { ...process.env, ...target },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`scripts/seed-scale.ts failed (${database.engine})`);
}

/** The bench's data, seeded once: later runs find it (less the few candidates the careers bench erases). */
async function seed(database: Database) {
  const applications = (await count(database, "applications")) < APPLICATIONS / 2;
  if (applications) await seedApplications(database);
  // seed:scale numbers its rows from 0: a table is filled whole or left as it is.
  const messages = (await count(database, "contacts")) === 0 ? MESSAGES : 0;
  const subscribers = (await count(database, "newsletter_subscribers")) === 0 ? SUBSCRIBERS : 0;
  if (messages + subscribers > 0) {
    console.error(`seeding ${messages} messages and ${subscribers} subscribers (${database.engine})...`);
    // It ends with fresh statistics of every table (the applications' too).
    seedMessagesAndSubscribers(database, messages, subscribers);
  } else if (applications) {
    // Fresh statistics, as seed:scale leaves them, so both planners see the tables' real sizes.
    await sql.raw(database.engine === "postgres" ? "vacuum analyze" : "analyze").execute(database.db);
  }
  const held = {
    contacts: await count(database, "contacts"),
    newsletter_subscribers: await count(database, "newsletter_subscribers"),
    applications: await count(database, "applications"),
  };
  const wanted = { contacts: MESSAGES, newsletter_subscribers: SUBSCRIBERS, applications: APPLICATIONS };
  for (const [table, n] of Object.entries(held))
    if (n < wanted[table as keyof typeof wanted] * 0.99)
      throw new Error(`${table} holds ${n} rows, fewer than the bench's scale: empty the database and run again`);
}

/** A person nobody else is: tagged by this run and a counter, so a kept database never meets an earlier one's rows. */
function personMaker(): () => Person {
  const run = randomBytes(4).toString("hex");
  let n = 0;
  return () => {
    n += 1;
    const tag = `bench-${run}-${n}`;
    const digits = String(randomInt(100_000_000)).padStart(8, "0");
    return {
      tag,
      name: `Target ${tag}`,
      email: `${tag}@person.test`,
      phone: `+254 7${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    };
  };
}

const identify = ({ email, phone }: Person) => ({ email, phone });

async function rows(database: Database, engine: string) {
  await seed(database);
  const p95 = async (run: () => Promise<unknown>, before?: () => Promise<unknown>) => (await timings(run, SAMPLES, before)).p95;
  const shared = await seedShared(database);
  const nextPerson = personMaker();
  const linkable = linkableTables(database);

  // The person found and copied: in every linkable table, or the figures would flatter.
  const target = nextPerson();
  await seedPerson(database, target, shared);
  const found = await findPersonalData(database, identify(target));
  const foundTables = found.entries.map((entry) => entry.table).sort();
  if (JSON.stringify(foundTables) !== JSON.stringify(linkable))
    throw new Error(`the target is found in ${foundTables.join(", ")}; wanted every linkable table: ${linkable.join(", ")}`);
  const copied = registerFor(database.engine)
    .filter(isPersonal)
    .filter((entry) => entry.links.length > 0 && !entry.copyOf).length;
  const copy = await exportPersonalData(database, identify(target));
  if (copy.entries.length !== copied) throw new Error(`the copy holds ${copy.entries.length} tables of ${copied}`);

  const figures = [
    {
      name: `find one person's data (${engine})`,
      goal: GOAL_MS,
      ms: await p95(() => findPersonalData(database, identify(target))),
    },
    {
      name: `copy of one person's data (${engine})`,
      goal: GOAL_MS,
      ms: await p95(() => exportPersonalData(database, identify(target))),
    },
  ];

  // Each erasure takes a fresh copy of the person, seeded before it, outside the timed region.
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-privacy-ledger-"));
  const ledger = erasureLedger(dataDir);
  const erased: Person[] = [];
  let next = target;
  try {
    figures.push({
      name: `erase one person's data (${engine})`,
      goal: GOAL_MS,
      ms: await p95(
        async () => {
          const result = await erasePersonalData(database, identify(next), TEST_ACTOR, ledger);
          if (!result.ok) throw new Error(`the erasure was refused: ${result.reason}`);
          const missing = linkable.filter((table) => !(table in result.counts));
          if (missing.length > 0) throw new Error(`the erasure left out ${missing.join(", ")}`);
          erased.push(next);
        },
        async () => {
          if (erased.includes(next)) {
            next = nextPerson();
            await seedPerson(database, next, shared);
          }
        },
      ),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  // Every erased person looked for again, by address and phone: nothing of theirs may be left.
  for (const person of erased) {
    const left = await findPersonalData(database, identify(person));
    if (left.entries.length > 0)
      throw new Error(`after the erasure, ${left.entries.map((entry) => entry.table).join(", ")} still hold the person`);
  }
  if (erased.length !== SAMPLES + 1) throw new Error(`${erased.length} erasures ran, ${SAMPLES + 1} wanted`);
  return figures;
}

async function main() {
  // The erasure's ledger hashes with the server's key (decision 0040); a bench run has its own.
  installIdentifierKey(randomBytes(32).toString("base64url"));
  for (const row of await onEachEngine(DIR, "privacy", rows)) console.log(JSON.stringify(row));
}

/** When the run has ended: scripts/run-with-vite.mjs waits for it, then closes Vite. */
export const done = main().catch((error) => {
  console.error(error);
  process.exit(1);
});
