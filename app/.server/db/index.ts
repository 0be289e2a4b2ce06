import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations";
import type { Engine } from "./migrations/context";
import type { DatabaseSchema } from "./schema";
import { ImmediateSqliteDialect } from "./sqlite-dialect";
import { withStatementCache } from "./statement-cache";

export type DB = Kysely<DatabaseSchema>;

/** A PostgreSQL pool's connections at one moment (pg's own counts). */
export interface PoolFigures {
  /** Open connections, busy and idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection: above zero for long, the pool is too small or the database slow. */
  waiting: number;
}

export interface Database {
  db: DB;
  engine: Engine;
  close(): Promise<void>;
  /** PostgreSQL only: how its pool stands now (SQLite has one connection and no pool). */
  poolFigures?(): PoolFigures;
}

export interface DatabaseOptions {
  /** postgres://..., or sqlite:<path> / file:<path>; ":memory:" works for throwaway tests. */
  url: string;
  /** PostgreSQL only: the schema to use (tests isolate each run in its own). */
  schema?: string;
  poolSize?: number;
  /**
   * PostgreSQL only: told when the pool loses a connection it was not using (the server restarted,
   * failed over or dropped it). Without a listener pg's 'error' event would end the process; the
   * pool discards the dead connection and opens a new one when next needed.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL only: how long a query waits for a connection before failing (default 3 s). */
  connectTimeoutMs?: number;
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
  // Deleted rows are overwritten with zeros, not left in free space that the next backup copies:
  // an erased person (decision 0039) must not live on in the file's unused pages.
  connection.pragma("secure_delete = ON");
  const db = new Kysely<DatabaseSchema>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const { schema, poolSize = 10, connectTimeoutMs = 3_000, onConnectionError = () => {} } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: schema ? `-c search_path=${schema}` : undefined,
    // While the server is away a request fails after this long instead of waiting for it.
    connectionTimeoutMillis: connectTimeoutMs,
    // Lets the kernel notice a peer that vanished without closing the connection.
    keepAlive: true,
  });
  // An idle connection's failure reaches the pool's 'error' event. A checked-out connection's failure
  // between two queries (inside a transaction) reaches only its client: swallowed here, since the
  // next query on it fails and its caller answers; the pool then drops it. Unheard, either would
  // be an unhandled 'error' event and end the process.
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: "postgres",
    close: () => db.destroy(),
    poolFigures: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export function openDatabase(options: DatabaseOptions): Database {
  return /^postgres(ql)?:\/\//.test(options.url) ? openPostgres(options.url, options) : openSqlite(options.url);
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

/**
 * Answers whether the database responds within `timeoutMs`: the health check's question. Bounded
 * so that a database that accepts connections but never answers still yields a prompt 503.
 */
export async function ping(database: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(database.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
