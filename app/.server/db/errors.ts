/** True when an insert or update broke a unique constraint, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  // better-sqlite3: SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY); PostgreSQL: 23505 unique_violation.
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** Socket errors of a server that is down, restarting or unreachable (Node's `code`). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // A database host's name that does not resolve while its container is replaced (Docker's DNS).
  "EAI_AGAIN",
  "ENOTFOUND",
]);

/**
 * PostgreSQL SQLSTATEs that say "the server, not the statement": 57P01 admin_shutdown (the server
 * stops or a failover ends the session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting
 * up or shutting down), 53300 too_many_connections (the storm right after a restart).
 * Class 08 (connection exception) is matched by its prefix.
 */
const POSTGRES_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What pg and pg-pool throw without a code when a connection dies or none can be had in time. */
const POSTGRES_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect$/, // the pool stayed full for connectionTimeoutMillis
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * better-sqlite3 codes of a file that is locked or cannot be read or written for now: another
 * process held the lock past busy_timeout, or the disk failed an I/O (SQLITE_IOERR_*).
 */
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|IOERR)(_|$)/;

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string") {
    if (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || SQLITE_CODE.test(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === "string" && POSTGRES_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when an error means the database cannot be reached or is briefly refusing work (a restart,
 * a failover, a network cut, a locked SQLite file), so the request may succeed if tried again: the
 * caller answers 503 with Retry-After instead of 500. False for errors of the statement itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, 0);
}

/** Follows `cause` and AggregateError's `errors` (how Node reports a refused dual-stack connect). */
function unavailable(error: unknown, depth: number): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && unavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => unavailable(inner, depth + 1));
}
