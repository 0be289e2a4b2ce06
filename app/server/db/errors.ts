/** True when an insert or update broke a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY); PostgreSQL: 23505 unique_violation.
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** True when the database could not be reached (a connection refused, dropped or timed out). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  const message = error instanceof Error ? error.message : "";
  return (
    /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|57P0[123]|08\w{3})$/.test(code) ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  );
}
