/**
 * `npm run seed:scale [-- --clicks 2000000 --views 10000000]`: fills the configured database
 * (DATABASE_URL, or SQLite under DATA_DIR) with years of data, to measure the admin area at scale:
 * 100,000 contact messages, 100,000 newsletter subscribers, 20,000 partnership requests and
 * 2,000,000 link clicks spread over the last two years; and a year of visitor traffic (decision
 * 0016): 10,000,000 page views of 2,000,000 daily visitors over the 365 days before today, their
 * conversions, and today's views, live (not rolled up); the finished days are then folded by the
 * traffic roll-up. A count of 0 leaves a part out. Deterministic (seeded generators), so runs are
 * comparable. For PostgreSQL, seed a database of its own (`createdb scale`, then
 * DATABASE_URL=postgres://.../scale).
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { loadConfig } from "../app/.server/config";
import { type Database, migrateToLatest, openDatabase } from "../app/.server/db";
import { addDays, utcDay } from "../app/.server/services/analytics/dashboard-range";
import { rollUpTraffic } from "../app/.server/services/analytics/rollup";
import { seedTraffic } from "./seed-traffic";
import { generator } from "./seeded-random";

const { values } = parseArgs({
  options: {
    messages: { type: "string", default: "100000" },
    subscribers: { type: "string", default: "100000" },
    partnerships: { type: "string", default: "20000" },
    clicks: { type: "string", default: "2000000" },
    views: { type: "string", default: "10000000" },
  },
});
const COUNTS = {
  messages: Number(values.messages),
  subscribers: Number(values.subscribers),
  partnerships: Number(values.partnerships),
  clicks: Number(values.clicks),
  views: Number(values.views),
};
const TWO_YEARS_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const BATCH = 1000;

const random = generator(20261122);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const now = Date.now();
/** A time in the last two years, newer times more likely (traffic grows). */
const recentIso = () => new Date(now - TWO_YEARS_MS * random() ** 1.5).toISOString();

const FIRST = ["Amina", "Kofi", "Lucía", "Jean", "Priya", "Tomás", "Chloé", "Wanjiru", "Mateo", "Aïcha", "Daniel", "Sofia"];
const LAST = ["Otieno", "Mensah", "García", "Dubois", "Sharma", "Silva", "Martin", "Kamau", "Rossi", "Ndiaye", "Smith", "Okafor"];
const SUBJECTS = [
  "Seasonal housekeeping",
  "Front desk staff for summer",
  "Chef de partie",
  "Partnership question",
  "Pricing",
  "Cruise season crew",
];
const PAGES = [
  "/",
  "/pricing",
  "/contact",
  "/about",
  "/our-approach",
  "/markets",
  "/partnership",
  "/why-choose-us",
  "/foundation",
];
const TARGETS = [
  ...PAGES,
  "/our-process",
  "/our-clients",
  "/services/long-term-talents",
  "/services/seasonal-talents",
  "https://careers.crestwayhospitality.com",
  "https://wa.me/14255550148",
];
const REFERRERS = [
  null,
  null,
  "https://www.google.com/",
  "https://www.bing.com/",
  "https://www.linkedin.com/",
  "https://duckduckgo.com/",
];
const CAMPAIGNS = [null, null, null, "spring-hiring", "cruise-2026", "safari-lodges", "newsletter-may"];
const ORG_TYPES = ["hotel", "resort", "restaurant", "safariLodge", "conferenceCenter", "cruiseLine", "airline", "eventVenue"];
const STATUSES = ["new", "contacted", "inDiscussion", "won", "declined"];

async function insertInBatches(
  database: Database,
  table: string,
  total: number,
  row: (index: number) => Record<string, unknown>,
) {
  const started = performance.now();
  for (let offset = 0; offset < total; offset += BATCH * 20) {
    await database.db.transaction().execute(async (trx) => {
      for (let start = offset; start < Math.min(total, offset + BATCH * 20); start += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => row(start + i));
        await trx
          .insertInto(table as never)
          .values(rows as never)
          .execute();
      }
    });
  }
  console.log(`${table}: ${total.toLocaleString("en")} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const database = openDatabase({ url: config.databaseUrl, poolSize: 4 });
  await migrateToLatest(database);
  const person = () => `${pick(FIRST)} ${pick(LAST)}`;

  await insertInBatches(database, "contacts", COUNTS.messages, (i) => {
    const created = recentIso();
    const old = now - Date.parse(created) > 30 * 86_400_000;
    return {
      name: person(),
      email: `sender${i}@hotel${i % 997}.test`,
      subject: pick(SUBJECTS),
      message: `Hello, we are looking for ${1 + Math.floor(random() * 40)} staff for the coming season. Reference ${i}.`,
      language: pick(["en", "es", "fr"]),
      created_at: created,
      read: old || random() < 0.5 ? 1 : 0,
      archived: old && random() < 0.6 ? 1 : 0,
    };
  });
  await insertInBatches(database, "newsletter_subscribers", COUNTS.subscribers, (i) => {
    const created = recentIso();
    const confirmed = random() < 0.7;
    return {
      email: `reader${i}@${pick(["gmail.test", "hotel.test", "lodge.test", "cruise.test"])}`,
      confirmed: confirmed ? 1 : 0,
      unsubscribe_token: randomBytes(18).toString("base64url"),
      confirm_token: null,
      language: pick(["en", "es", "fr"]),
      created_at: created,
      confirmed_at: confirmed ? created : null,
    };
  });
  await insertInBatches(database, "partnership_requests", COUNTS.partnerships, (i) => {
    const created = recentIso();
    return {
      organization: `${pick(["Lakeside", "Savannah", "Harbour", "Summit", "Coral"])} ${pick(["Lodge", "Hotel", "Resort", "Cruises"])} ${i}`,
      contact_name: person(),
      email: `partner${i}@org${i % 499}.test`,
      phone: null,
      organization_type: pick(ORG_TYPES),
      country: pick(["Kenya", "United States", "Spain", "France", "Tanzania"]),
      placement_type: pick(["longTerm", "seasonal", "specialProject"]),
      positions: JSON.stringify(["housekeepingAttendants"]),
      headcount: 1 + Math.floor(random() * 80),
      start_date: null,
      message: "We would like to discuss staffing for next season.",
      status: pick(STATUSES),
      notes: null,
      language: "en",
      created_at: created,
      updated_at: created,
    };
  });
  // Clicks go in time order (traffic growing over the two years: density rising linearly), so the
  // clicked_at indexes grow at their end instead of splitting pages all over.
  const start = now - TWO_YEARS_MS;
  await insertInBatches(database, "link_clicks", COUNTS.clicks, (i) => {
    const campaign = pick(CAMPAIGNS);
    return {
      url: pick(TARGETS),
      page_source: pick(PAGES),
      user_agent: "Mozilla/5.0 (seed)",
      referrer: pick(REFERRERS),
      utm_source: campaign ? "newsletter" : null,
      utm_medium: campaign ? "email" : null,
      utm_campaign: campaign,
      ip_address: `203.0.${Math.floor(random() * 255)}.0`,
      clicked_at: new Date(start + TWO_YEARS_MS * Math.sqrt((i + random()) / COUNTS.clicks)).toISOString(),
    };
  });
  if (COUNTS.views > 0) await seedVisitorTraffic(database);
  // Fresh statistics let both planners choose the indexes the admin queries were written for. On
  // PostgreSQL the vacuum also does what autovacuum would soon after such a load (visibility map,
  // hint bits), so the first reads measured are not the ones that write them.
  const started = performance.now();
  await sql.raw(database.engine === "postgres" ? "vacuum analyze" : "analyze").execute(database.db);
  console.log(`statistics: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
}

/** A year of page views and conversions, then the roll-up of every finished day (the job's own code). */
async function seedVisitorTraffic(database: Database) {
  const today = utcDay(new Date(now));
  // SQLite: a page cache (1 GB, this process only) that holds the visitor index, whose keys are
  // random, so the inserts of a year do not wait on reads of its pages.
  if (database.engine === "sqlite") await sql`pragma cache_size = -1048576`.execute(database.db);
  const seeded = await seedTraffic(database, {
    viewsPerYear: COUNTS.views,
    first: addDays(today, -365),
    last: today,
    now: new Date(now),
  });
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `page_views: ${seeded.views.toLocaleString("en")} rows, conversions: ${seeded.conversions.toLocaleString("en")} rows ` +
      `in ${seconds(seeded.generateMs + seeded.writeMs)} (generating ${seconds(seeded.generateMs)}, writing ${seconds(seeded.writeMs)})`,
  );
  const started = performance.now();
  await rollUpTraffic(database.db, new Date(now));
  const folded = await database.db
    .selectFrom("traffic_daily")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  console.log(`traffic roll-up: ${Number(folded.n).toLocaleString("en")} rows in ${seconds(performance.now() - started)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
