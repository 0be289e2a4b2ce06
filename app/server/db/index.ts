import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations";
import type { Engine } from "./migrations/context";
import type { DatabaseSchema } from "./schema";
import { withStatementCache } from "./statement-cache";

export type DB = Kysely<DatabaseSchema>;

export interface Database {
  db: DB;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://..., or sqlite:<path> / file:<path>; ":memory:" works for throwaway tests. */
  url: string;
  /** PostgreSQL only: the schema to use (tests isolate each run in its own). */
  schema?: string;
  poolSize?: number;
}

function sqliteFile(url: string): string {
  return url.replace(/^(sqlite|file):(\/\/)?/, "");
}

function openSqlite(url: string): Database {
  const file = sqliteFile(url);
  if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const connection = new SQLite(file);
  // WAL lets readers run beside the writer; the busy timeout waits out a concurrent writer instead of failing.
  connection.pragma("journal_mode = WAL");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("foreign_keys = ON");
  connection.pragma("synchronous = NORMAL");
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: withStatementCache(connection) }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

function openPostgres(url: string, schema: string | undefined, poolSize: number): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: "postgres", close: () => db.destroy() };
}

export function openDatabase({ url, schema, poolSize = 10 }: DatabaseOptions): Database {
  return /^postgres(ql)?:\/\//.test(url) ? openPostgres(url, schema, poolSize) : openSqlite(url);
}

/** Brings the schema up to date. Safe to run on every start and from several instances at once. */
export async function migrateToLatest(database: Database, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider(database.engine),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error ?? "unknown error")}`);
  }
}

/** Answers whether the database responds: the health check's question. */
export async function ping(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
