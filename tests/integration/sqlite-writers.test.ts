/**
 * Two processes writing one SQLite file (the server and `npm run admin:create`, a restore, a test):
 * a transaction that reads before it writes must not fail because the other process committed in
 * between. The app begins its transactions IMMEDIATE (app/.server/db/sqlite-dialect.ts), so the
 * other process waits for the lock instead.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db";

/** Another process's single write, as the server's own connection would make it. */
function writeFromAnotherProcess(file: string) {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import SQLite from "better-sqlite3";
       const db = new SQLite(${JSON.stringify(file)});
       db.pragma("busy_timeout = 5000");
       console.log("writing");
       db.prepare("insert into visits (writer) values ('other process')").run();
       console.log("written");`,
    ],
    { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout });
  const said = (line: string) => new Promise<void>((resolve) => lines.on("line", (text) => text === line && resolve()));
  return {
    writing: said("writing"),
    exited: new Promise<number | null>((resolve) => child.once("exit", resolve)),
  };
}

describe("SQLite written by two processes", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("lets a transaction that read first still write while another process writes", async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-writers-"));
    const file = path.join(dir, "app.db");
    const database = openDatabase({ url: `sqlite:${file}` });
    try {
      await sql`create table visits (writer text not null)`.execute(database.db);
      let other: ReturnType<typeof writeFromAnotherProcess> | undefined;
      await database.db.transaction().execute(async (trx) => {
        await sql`select count(*) from visits`.execute(trx);
        other = writeFromAnotherProcess(file);
        await other.writing;
        // Time for the other process's write to commit, had this transaction not held the lock.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`insert into visits (writer) values ('this process')`.execute(trx);
      });
      expect(await other?.exited).toBe(0);
      const rows = await sql<{ writer: string }>`select writer from visits order by rowid`.execute(database.db);
      expect(rows.rows.map(({ writer }) => writer)).toEqual(["this process", "other process"]);
    } finally {
      await database.close();
    }
  });
});
