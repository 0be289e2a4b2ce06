/**
 * The databases every repository suite runs against: a real SQLite file always, and a real
 * PostgreSQL whenever TEST_DATABASE_URL is set (then a failure to connect fails the suite).
 * Each PostgreSQL suite works in a schema of its own, dropped once the whole run has finished
 * (./postgres-schemas.ts says why).
 */

import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type Database, migrateToLatest, openDatabase } from "~/.server/db";

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), "staffing-test-"));
  let database: Database | undefined;
  return {
    name: "sqlite",
    async open() {
      database = openDatabase({ url: `sqlite:${path.join(dir, "test.db")}` });
      await migrateToLatest(database);
      return database;
    },
    async cleanup() {
      await database?.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresDatabase(url: string): TestDatabase {
  const schema = `${inject("schemaPrefix")}${randomBytes(6).toString("hex")}`;
  let database: Database | undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: "postgres",
    async open() {
      await admin(`create schema ${schema}`);
      database = openDatabase({ url, schema, poolSize: 4 });
      await migrateToLatest(database, schema);
      return database;
    },
    async cleanup() {
      await database?.close();
    },
  };
}

/** The engines to run a suite on, for `describe.each`. */
export function engines(): Array<{ name: string; make: () => TestDatabase }> {
  const list = [{ name: "sqlite", make: sqliteDatabase }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "postgres", make: () => postgresDatabase(url) });
  return list;
}

/**
 * A suite's database on one engine, created and migrated before the suite's tests and removed after
 * them. Its members are read when used, so read them inside hooks and tests, not at collection.
 */
export function suiteDatabase(make: () => TestDatabase): Database {
  let handle: TestDatabase | undefined;
  let opened: Database | undefined;
  beforeAll(async () => {
    handle = make();
    opened = await handle.open();
  });
  afterAll(async () => handle?.cleanup());
  const current = () => {
    if (!opened) throw new Error("The suite's database opens in beforeAll: use it inside hooks and tests.");
    return opened;
  };
  return {
    get db() {
      return current().db;
    },
    get engine() {
      return current().engine;
    },
    get poolFigures() {
      return current().poolFigures;
    },
    close: () => current().close(),
  };
}
