/**
 * Kysely's SQLite dialect, with every transaction begun IMMEDIATE: it takes the write lock first,
 * waiting out another process's writer for the busy timeout. Kysely's plain `begin` is deferred: a
 * transaction that reads before it writes holds a snapshot, and if another process (`npm run
 * admin:create`, a restore, a test) commits meanwhile, its first write fails at once with "database
 * is locked", whatever the timeout. In one process nothing changes: Kysely's single connection
 * already runs one transaction at a time.
 */
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
