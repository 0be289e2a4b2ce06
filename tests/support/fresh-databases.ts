/**
 * Whole databases of their own for backup and restore tests, where a restore must land in a new
 * instance's database: a SQLite file in a fresh folder, or (with TEST_DATABASE_URL) a PostgreSQL
 * database made with CREATE DATABASE on the test server, each dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { Engine } from "~/.server/db/migrations/context";

export interface FreshDatabase {
  /** What DATABASE_URL says to reach it. */
  url: string;
  /** A folder of its own: the SQLite file's, and a DATA_DIR for a server or a command. */
  dir: string;
  drop(): Promise<void>;
}

async function onTestServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(engine: Engine): Promise<FreshDatabase> {
  const dir = mkdtempSync(path.join(tmpdir(), "backup-test-"));
  if (engine === "sqlite") {
    return { url: `sqlite:${path.join(dir, "app.db")}`, dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `backup_${randomBytes(5).toString("hex")}`;
  await onTestServer(`create database ${name}`);
  return {
    url: (process.env.TEST_DATABASE_URL ?? "").replace(/\/[^/]*$/, `/${name}`),
    dir,
    async drop() {
      await onTestServer(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The engines to run on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const backupEngines = (): Engine[] => (process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"]);
