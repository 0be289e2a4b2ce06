import { type ColumnDefinitionBuilder, type RawBuilder, sql } from "kysely";

export type Engine = "sqlite" | "postgres";

/** The few column definitions that differ between the two engines, so migrations stay one file each. */
export interface MigrationContext {
  engine: Engine;
  id: { type: "integer" | "serial"; build: (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder };
  /** Current time as ISO-8601 UTC text with milliseconds, the format the app writes too. */
  nowDefault: RawBuilder<string>;
}

export function migrationContext(engine: Engine): MigrationContext {
  if (engine === "sqlite") {
    return {
      engine,
      id: { type: "integer", build: (c) => c.primaryKey().autoIncrement() },
      nowDefault: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    };
  }
  return {
    engine,
    id: { type: "serial", build: (c) => c.primaryKey() },
    nowDefault: sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
  };
}
