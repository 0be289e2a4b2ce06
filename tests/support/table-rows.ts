/**
 * Every row of every table of a database, in a comparable form (bytes as hex, rows in a stable
 * order): what a restore must give back, table by table.
 */
import { sql } from "kysely";
import type { Database } from "~/.server/db";

export type TableRows = Map<string, string[]>;

async function tableNames({ db, engine }: Database): Promise<string[]> {
  const query =
    engine === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

const comparable = (row: Record<string, unknown>) =>
  JSON.stringify(row, (_key, value: unknown) =>
    value && typeof value === "object" && (value as { type?: string }).type === "Buffer"
      ? `hex:${Buffer.from((value as { data: number[] }).data).toString("hex")}`
      : value,
  );

export async function tableRows(database: Database): Promise<TableRows> {
  const tables = new Map<string, string[]>();
  for (const name of await tableNames(database)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(database.db);
    tables.set(name, rows.map(comparable).sort());
  }
  return tables;
}

/** The rows of `before` that `after` lacks, per table (an empty map: every row is there, unchanged). */
export function missingRows(before: TableRows, after: TableRows, skip: ReadonlySet<string> = new Set()): Map<string, string[]> {
  const missing = new Map<string, string[]>();
  for (const [table, rows] of before) {
    if (skip.has(table)) continue;
    const present = new Set(after.get(table) ?? []);
    const gone = rows.filter((row) => !present.has(row));
    if (gone.length > 0) missing.set(table, gone);
  }
  return missing;
}
