/**
 * Writes generated visitor traffic (./traffic-generator.ts) into a database, day by day, in time
 * order and one transaction per day: on SQLite multi-row inserts through cached statements, on
 * PostgreSQL one `insert ... select from unnest(arrays)` per chunk (twelve parameters, whatever the
 * number of rows). Used by `npm run seed:scale` and by the bench to bring a kept seed up to today.
 */
import { CompiledQuery } from "kysely";
import type { Database } from "../app/.server/db";
import { addDays } from "../app/.server/services/analytics/dashboard-range";
import { CONVERSION_COLUMNS, generateDay, type Row, VIEW_COLUMNS, visitorsOn } from "./traffic-generator";

/** About 5 page views per daily visitor (the generator's visits). */
export const VIEWS_PER_VISITOR = 5;
/** SQLite: rows per INSERT, well within its 32,766 parameters. */
const SQLITE_ROWS = 500;
/** PostgreSQL: rows per INSERT ... SELECT FROM unnest. */
const POSTGRES_ROWS = 20_000;

export interface TrafficSeedOptions {
  /** Page views a year; daily visitors are a fifth of them. */
  viewsPerYear: number;
  /** First and last day to write (UTC, YYYY-MM-DD, both included). */
  first: string;
  last: string;
  /** When `last` is the current day: its traffic is squeezed into the hours before this time. */
  now?: Date;
  /** Told after each day written. */
  onDay?: (day: string, views: number) => void;
}

export interface TrafficSeedResult {
  views: number;
  conversions: number;
  /** Milliseconds spent making the rows, and writing them. */
  generateMs: number;
  writeMs: number;
}

export async function seedTraffic(database: Database, options: TrafficSeedOptions): Promise<TrafficSeedResult> {
  const visitorsPerYear = options.viewsPerYear / VIEWS_PER_VISITOR;
  const insert = database.engine === "sqlite" ? sqliteInsert : postgresInsert;
  const result: TrafficSeedResult = { views: 0, conversions: 0, generateMs: 0, writeMs: 0 };
  for (let day = options.first; day <= options.last; day = addDays(day, 1)) {
    let started = performance.now();
    const until = day === options.last ? options.now : undefined;
    const { views, conversions } = generateDay(day, visitorsOn(day, visitorsPerYear), until);
    result.generateMs += performance.now() - started;
    started = performance.now();
    await database.db.transaction().execute(async (trx) => {
      await insert(trx, "page_views", VIEW_COLUMNS, views);
      await insert(trx, "conversions", CONVERSION_COLUMNS, conversions);
    });
    result.writeMs += performance.now() - started;
    result.views += views.length;
    result.conversions += conversions.length;
    options.onDay?.(day, views.length);
  }
  return result;
}

type Executor = Pick<Database["db"], "executeQuery">;

async function sqliteInsert(db: Executor, table: string, columns: readonly string[], rows: Row[]) {
  const placeholders = `(${columns.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += SQLITE_ROWS) {
    const chunk = rows.slice(start, start + SQLITE_ROWS);
    // Full chunks share one SQL text, so the statement cache compiles it once.
    const text = `insert into ${table} (${columns.join(", ")}) values ${Array(chunk.length).fill(placeholders).join(", ")}`;
    await db.executeQuery(CompiledQuery.raw(text, chunk.flat()));
  }
}

async function postgresInsert(db: Executor, table: string, columns: readonly string[], rows: Row[]) {
  const types = columns.map((column) => (column === "record_id" ? "integer[]" : "text[]"));
  const text = `insert into ${table} (${columns.join(", ")}) select * from unnest(${types.map((type, i) => `$${i + 1}::${type}`).join(", ")})`;
  for (let start = 0; start < rows.length; start += POSTGRES_ROWS) {
    const chunk = rows.slice(start, start + POSTGRES_ROWS);
    await db.executeQuery(
      CompiledQuery.raw(
        text,
        columns.map((_, i) => chunk.map((row) => row[i])),
      ),
    );
  }
}
