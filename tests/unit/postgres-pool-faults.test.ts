/**
 * The PostgreSQL pool of openDatabase when its server goes away (see ../support/fake-postgres.ts):
 * a lost idle connection is reported and not fatal, a connection lost inside a transaction fails
 * that transaction only, the pool reconnects by itself, and the health ping answers within its bound.
 */

import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase, ping } from "~/.server/db";
import { isDatabaseUnavailable } from "~/.server/db/errors";
import { adminShutdown, commandComplete, type FakePostgres, startFakePostgres } from "../support/fake-postgres";

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function poolOn(server: FakePostgres, errors: Error[] = []): Promise<Database> {
  const database = openDatabase({ url: server.url, onConnectionError: (error) => errors.push(error) });
  cleanups.push(() => database.close());
  return database;
}

const waitFor = async (done: () => boolean) => {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("the PostgreSQL pool when its server goes away", () => {
  it("reports an idle connection ended by a shutdown, and opens a new one for the next query", async () => {
    const server = await startFakePostgres({ atQuery: commandComplete, close: false });
    cleanups.push(() => server.close());
    const errors: Error[] = [];
    const database = await poolOn(server, errors);
    await sql`select 1`.execute(database.db);

    server.endSessions(adminShutdown);
    await waitFor(() => errors.length > 0);
    expect(errors.map((error) => (error as { code?: string }).code)).toEqual(["57P01"]);

    await expect(sql`select 1`.execute(database.db)).resolves.toBeDefined();
  });

  it("fails only the transaction whose connection is lost between two statements", async () => {
    const server = await startFakePostgres({ atQuery: commandComplete, close: false });
    cleanups.push(() => server.close());
    const database = await poolOn(server);

    const failed = await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        // The connection is checked out and no query runs on it: pg reports this on the client only.
        server.endSessions(adminShutdown);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await sql`select 1`.execute(trx);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failed)).toBe(true);

    await expect(sql`select 1`.execute(database.db)).resolves.toBeDefined();
  });

  it("answers the health ping with false within its bound when the server never answers", async () => {
    const server = await startFakePostgres({ silent: true });
    cleanups.push(() => server.close());
    const database = await poolOn(server);
    const startedAt = Date.now();
    expect(await ping(database, 200)).toBe(false);
    // Bounded by the ping's own timeout, not the pool's 3 s connect timeout.
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});
