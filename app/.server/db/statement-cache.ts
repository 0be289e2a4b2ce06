/**
 * better-sqlite3 compiles SQL into a statement on every `prepare`, and Kysely's SQLite driver calls
 * `prepare` for every query (even `begin` and `commit`). Kysely's queries come from a small set of
 * shapes, so keeping their compiled statements saves the compile on nearly every query.
 *
 * Reusing a statement is safe here: Kysely holds SQLite's single connection behind a mutex, so no
 * two queries (nor a streamed select and another query) ever run on one statement at once.
 */
import type SQLite from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/** Enough for every query shape the app has; dynamic shapes (IN lists) beyond it evict the oldest. */
const DEFAULT_CAPACITY = 500;

export function withStatementCache(connection: SQLite.Database, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Re-inserting keeps the map in least-recently-used order.
        statements.delete(sql);
      } else {
        statement = connection.prepare(sql);
        if (statements.size >= capacity) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
