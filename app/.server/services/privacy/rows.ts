/**
 * Rows of any registered table by their key (decision 0039): the register names each table's key
 * columns, one for most, several for a composite key (campaign deliveries, text overrides).
 */
import { type RawBuilder, sql } from "kysely";
import type { PersonalEntry } from "./register";

export type KeyValue = string | number;
/** A row's key: its one key column's value, or the values of a composite key in order. */
export type RowKey = KeyValue | KeyValue[];

/** Keys per statement, well within both engines' parameter limits. */
export const KEYS_PER_QUERY = 500;

/** A key as a map's key: equal keys, equal texts. */
export const keyText = (key: RowKey) => JSON.stringify(key);

/** The key of a row read from the entry's table. */
export function keyOf(entry: PersonalEntry, row: Record<string, unknown>): RowKey {
  const values = entry.key.map((column) => {
    const value = row[column];
    return typeof value === "bigint" ? Number(value) : (value as KeyValue);
  });
  return values.length === 1 ? (values[0] as KeyValue) : values;
}

export function chunks<T>(list: readonly T[], size = KEYS_PER_QUERY): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < list.length; index += size) out.push(list.slice(index, index + size));
  return out;
}

/** `where` for a list of rows by their key, composite keys compared column by column. */
export function rowsWhere(entry: PersonalEntry, keys: readonly RowKey[]): RawBuilder<unknown> {
  if (entry.key.length === 1) return sql`${sql.ref(entry.key[0] as string)} in (${sql.join(keys as readonly KeyValue[])})`;
  const rows = keys.map((key) => {
    const values = key as KeyValue[];
    return sql`(${sql.join(
      entry.key.map((column, index) => sql`${sql.ref(column)} = ${values[index]}`),
      sql` and `,
    )})`;
  });
  return sql.join(rows, sql` or `);
}
