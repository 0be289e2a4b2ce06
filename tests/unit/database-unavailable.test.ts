/**
 * isDatabaseUnavailable on the errors the drivers really produce: pg and pg-pool against a closed
 * port and against a fake server answering as a stopping, starting or vanishing one does (see
 * ../support/fake-postgres.ts), and better-sqlite3 on a locked file. (The fault
 * test tests/integration/fault-postgres.test.ts checks the same against a real cluster.)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db";
import { isDatabaseUnavailable } from "~/.server/db/errors";
import { adminShutdown, type Behaviour, errorResponse, type FakePostgres, startFakePostgres } from "../support/fake-postgres";
import { freePort } from "../support/private-services";

const servers: FakePostgres[] = [];

async function fakePostgres(behaviour: Behaviour): Promise<string> {
  const server = await startFakePostgres(behaviour);
  servers.push(server);
  return server.url;
}

afterAll(async () => {
  for (const server of servers) await server.close();
});

/** What a promise rejected with (fails the test if it resolved). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail("expected a rejection"),
    (error: unknown) => error,
  );
}

/** What a call threw (fails the test if it returned). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return expect.fail("expected a throw");
}

async function queryError(url: string, statement = "select 1"): Promise<unknown> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  const error = await rejectionOf(client.query(statement));
  await client.end().catch(() => undefined);
  return error;
}

describe("isDatabaseUnavailable on PostgreSQL errors", () => {
  it("recognises a refused connection (the server is stopped)", async () => {
    const error = await rejectionOf(
      new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/x` }).connect(),
    );
    expect(error).toMatchObject({ code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises 57P03, a server starting up or shutting down, also through Kysely", async () => {
    const url = await fakePostgres({ atStartup: errorResponse("FATAL", "57P03", "the database system is starting up") });
    const error = await rejectionOf(new pg.Client({ connectionString: url }).connect());
    expect(error).toMatchObject({ code: "57P03" });
    expect(isDatabaseUnavailable(error)).toBe(true);

    const database = openDatabase({ url });
    const throughKysely = await rejectionOf(sql`select 1`.execute(database.db));
    await database.close();
    expect(throughKysely).toMatchObject({ code: "57P03" });
    expect(isDatabaseUnavailable(throughKysely)).toBe(true);
  });

  it("recognises 57P01, a session ended by a shutdown or failover", async () => {
    const url = await fakePostgres({ atQuery: adminShutdown, close: true });
    const error = await queryError(url);
    expect(error).toMatchObject({ code: "57P01", message: "terminating connection due to administrator command" });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises a connection cut without a word", async () => {
    const url = await fakePostgres({ atQuery: Buffer.alloc(0), close: true });
    const error = await queryError(url);
    expect(error).toMatchObject({ message: "Connection terminated unexpectedly" });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("recognises the pool's timeouts: a server that never answers, and a pool that stays full", async () => {
    const silent = new pg.Pool({ connectionString: await fakePostgres({ silent: true }), connectionTimeoutMillis: 100 });
    const neverAnswered = await rejectionOf(silent.connect());
    await silent.end();
    expect(neverAnswered).toMatchObject({ message: "Connection terminated due to connection timeout" });
    expect(isDatabaseUnavailable(neverAnswered)).toBe(true);

    const url = await fakePostgres({ atQuery: Buffer.alloc(0), close: false });
    const full = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 100 });
    const held = await full.connect();
    const stayedFull = await rejectionOf(full.connect());
    held.release();
    await full.end();
    expect(stayedFull).toMatchObject({ message: "timeout exceeded when trying to connect" });
    expect(isDatabaseUnavailable(stayedFull)).toBe(true);
  });

  it("leaves errors of the statement itself alone", async () => {
    const url = await fakePostgres({ atQuery: errorResponse("ERROR", "42601", 'syntax error at or near "selec"'), close: false });
    const syntax = await queryError(url, "selec 1");
    expect(syntax).toMatchObject({ code: "42601" });
    expect(isDatabaseUnavailable(syntax)).toBe(false);

    const unique = await queryError(
      await fakePostgres({ atQuery: errorResponse("ERROR", "23505", "duplicate key value"), close: false }),
    );
    expect(unique).toMatchObject({ code: "23505" });
    expect(isDatabaseUnavailable(unique)).toBe(false);
  });
});

describe("isDatabaseUnavailable on SQLite errors and other values", () => {
  it("recognises a file locked by another writer past the busy timeout, not a constraint or a typo", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "unavailable-"));
    const file = path.join(dir, "test.db");
    const holder = new SQLite(file);
    const waiter = new SQLite(file);
    try {
      holder.exec("create table t (id integer primary key)");
      waiter.pragma("busy_timeout = 0");
      holder.exec("begin immediate");
      const busy = thrownBy(() => waiter.exec("insert into t values (1)"));
      holder.exec("rollback");
      expect(busy).toMatchObject({ code: "SQLITE_BUSY" });
      expect(isDatabaseUnavailable(busy)).toBe(true);

      waiter.exec("insert into t values (1)");
      const constraint = thrownBy(() => waiter.exec("insert into t values (1)"));
      expect(constraint).toMatchObject({ code: "SQLITE_CONSTRAINT_PRIMARYKEY" });
      expect(isDatabaseUnavailable(constraint)).toBe(false);
      expect(isDatabaseUnavailable(thrownBy(() => waiter.exec("selec 1")))).toBe(false);
    } finally {
      holder.close();
      waiter.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers false for anything that is not such an error", () => {
    for (const value of [undefined, null, "ECONNREFUSED", 57, new Error("boom"), { code: 42 }]) {
      expect(isDatabaseUnavailable(value)).toBe(false);
    }
  });
});
