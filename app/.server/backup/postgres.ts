/**
 * PostgreSQL's side of backup and restore, through Debian's client tools (postgresql-client):
 * pg_dump takes one consistent snapshot while the site writes; pg_restore turns the dump back into
 * SQL that psql runs in a single transaction, after emptying the target schema in that same
 * transaction, so a failed restore leaves the database as it was. The password travels in
 * PGPASSWORD, never on a command line that `ps` shows.
 */
import { spawn } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { sql } from "kysely";
import type { DB } from "../db";
import { BackupRefused } from "./refusal";

interface Connection {
  /** The URL without its password. */
  url: string;
  env: NodeJS.ProcessEnv;
}

function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-4_000);
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new BackupRefused(
              `${command} was not found: install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const firstLine = (text: string) => text.trim().split("\n")[0] ?? "";

/** The schema the site's connection writes to (its search_path: public unless the URL sets another). */
export async function currentSchema(db: DB): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("The database connection has no current schema.");
  return schema;
}

/** pg_dump refuses a server newer than itself: say so in the operator's words, before dumping. */
async function assertToolFitsServer(db: DB, tool: string): Promise<void> {
  const { rows } = await sql<{ version: string }>`show server_version_num`.execute(db);
  const serverMajor = Math.floor(Number(rows[0]?.version) / 10_000);
  const { stdout } = await run(tool, ["--version"], process.env);
  const toolMajor = Number(/\s(\d+)(\.\d+)?/.exec(stdout)?.[1]);
  if (toolMajor < serverMajor) {
    throw new BackupRefused(
      `${tool} ${toolMajor} is older than the PostgreSQL ${serverMajor} server: install the client tools of version ${serverMajor} or newer.`,
    );
  }
}

/** Dumps the site's schema into `target` (custom format, uncompressed: the backup file compresses it). */
export async function dumpPostgres(db: DB, databaseUrl: string, schema: string, target: string): Promise<void> {
  await assertToolFitsServer(db, "pg_dump");
  const { url, env } = connectionOf(databaseUrl);
  const result = await run(
    "pg_dump",
    ["--format=custom", "--compress=0", `--schema=${schema}`, "--no-owner", `--file=${target}`, `--dbname=${url}`],
    env,
  );
  if (result.code !== 0) throw new Error(`pg_dump failed: ${firstLine(result.stderr)}`);
}

/** True when the schema holds tables: a restore over it needs --replace. */
export async function postgresHasTables(db: DB, schema: string): Promise<boolean> {
  const { rows } = await sql<{ n: string | number }>`
    select count(*) as n from pg_catalog.pg_tables where schemaname = ${schema}`.execute(db);
  return Number(rows[0]?.n) > 0;
}

/** Empties `schema` of everything a dump recreates, keeping the schema itself, its owner and grants. */
function emptySchemaStatement(schema: string): string {
  const name = schema.replace(/'/g, "''");
  return `do $$ declare statement text; begin
  for statement in
    select format('drop %s if exists %I.%I cascade',
      case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence'
        when 'f' then 'foreign table' else 'table' end, n.nspname, c.relname)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = '${name}' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    union all
    select format('drop routine if exists %s cascade', p.oid::regprocedure)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = '${name}'
    union all
    select format('drop type if exists %I.%I cascade', n.nspname, t.typname)
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = '${name}' and t.typtype in ('e', 'd', 'r')
  loop execute statement; end loop;
end $$;`;
}

/**
 * Restores the dump into `schema` in one transaction: the schema is emptied (it is empty already
 * unless the operator said --replace), then pg_restore's SQL runs through psql, which stops at the
 * first error and rolls everything back. The dump's own CREATE SCHEMA is left out (the list file):
 * the schema exists already and keeps its grants.
 */
export async function restorePostgres(db: DB, databaseUrl: string, schema: string, dumpFile: string): Promise<void> {
  await assertToolFitsServer(db, "pg_restore");
  const { url, env } = connectionOf(databaseUrl);
  const listing = await run("pg_restore", ["--list", dumpFile], env);
  if (listing.code !== 0) throw new BackupRefused(`pg_restore cannot read the dump: ${firstLine(listing.stderr)}`);
  const entries = listing.stdout.split("\n").filter((line) => !/ (SCHEMA - |COMMENT - SCHEMA |ACL - SCHEMA )/.test(line));
  const listFile = `${dumpFile}.list`;
  await writeFile(listFile, `${entries.join("\n")}\n`);

  const restore = spawn("pg_restore", ["--no-owner", "--no-privileges", `--use-list=${listFile}`, "--file=-", dumpFile], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The transaction is opened here and committed below only once pg_restore has finished well: a
  // dump it could not read to the end never commits half of itself.
  const psql = spawn(
    "psql",
    [
      "--no-psqlrc",
      "--quiet",
      "--set=ON_ERROR_STOP=1",
      "--command=begin",
      `--command=create schema if not exists "${schema.replace(/"/g, '""')}"`,
      `--command=${emptySchemaStatement(schema)}`,
      "--file=-",
      `--dbname=${url}`,
    ],
    { env, stdio: ["pipe", "ignore", "pipe"] },
  );
  let errors = "";
  const collect = (chunk: Buffer) => {
    errors = (errors + chunk.toString("utf8")).slice(-4_000);
  };
  restore.stderr.on("data", collect);
  psql.stderr.on("data", collect);
  // psql stopping at an error closes its input: that write error is not the cause to report.
  psql.stdin.on("error", () => {});
  restore.stdout.pipe(psql.stdin, { end: false });
  const exited = (child: ReturnType<typeof spawn>) =>
    new Promise<number | null>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", resolve);
    });
  const psqlExit = exited(psql);
  const restoreCode = await exited(restore);
  if (restoreCode === 0) psql.stdin.end("commit;\n");
  else psql.stdin.end();
  const psqlCode = await psqlExit;
  if (restoreCode !== 0 || psqlCode !== 0) {
    throw new Error(`The restore was rolled back, nothing changed: ${firstLine(errors) || `exit ${restoreCode}/${psqlCode}`}`);
  }
}
