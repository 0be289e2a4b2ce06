/**
 * Signed-in sessions as their owner sees and ends them from My account (decision 0024): each
 * unexpired session with its browser, system and country (from the user agent and address Better
 * Auth kept at sign-in), when it began and was last used. Sessions are addressed by their id; the
 * token, which is the credential, never leaves the server. Ending goes through Better Auth's API
 * with the owner's own request, so Better Auth checks the session's owner a second time.
 */
import type { AppServices } from "../../context";
import type { Database } from "../../db";
import { countryOfIp } from "../analytics/country";
import { agentNamesOf } from "../analytics/user-agent";
import { type AuditActor, recordAudit } from "../operations/audit";

/** One session as My account lists it: no token, no address. */
export interface SessionView {
  id: string;
  browser: string | null;
  system: string | null;
  /** ISO 3166-1 alpha-2, or null for a local or unknown address. */
  country: string | null;
  startedAt: string;
  lastUsedAt: string;
  /** The session of the request that asks: "this device". */
  current: boolean;
}

/** The signed-in person ending their own sessions, from the request of `sessionId`. */
export interface SessionOwner {
  userId: string;
  sessionId: string;
  /** The request's headers, whose session cookie Better Auth checks again. */
  headers: Headers;
  audit: AuditActor;
}

export type SessionRefusal = "notFound" | "current";
export type EndResult = { ok: true; ended: number } | { ok: false; reason: SessionRefusal };

type SessionsContext = Pick<AppServices, "auth" | "database">;

/** Better Auth's dates: ISO text on SQLite, Date on PostgreSQL. */
const iso = (value: Date | string) => new Date(value).toISOString();
const latest = (...values: Array<Date | string | null>) =>
  values
    .filter((value) => value !== null)
    .map(iso)
    .sort()
    .at(-1) ?? "";

/** The country of a session's address; a database that cannot be read leaves it unknown rather than fail the page. */
function countryOf(ip: string | null): string | null {
  try {
    return ip ? countryOfIp(ip) : null;
  } catch {
    return null;
  }
}

/** What a session is called in the audit log: never its address, only where it roughly was. */
function traitsOf(row: { userAgent: string | null; ipAddress: string | null }) {
  return { ...agentNamesOf(row.userAgent ?? ""), country: countryOf(row.ipAddress) };
}

function liveSessions(database: Database, userId: string, now: Date) {
  return database.db.selectFrom("session").where("userId", "=", userId).where("expiresAt", ">", now.toISOString());
}

/** How many unexpired sessions a user has, leaving one out when named. */
export async function countLiveSessions(database: Database, userId: string, except?: string, now = new Date()): Promise<number> {
  const row = await liveSessions(database, userId, now)
    .$if(except !== undefined, (query) => query.where("id", "<>", except as string))
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The owner's unexpired sessions: this one first, then the most recently used. */
export async function listOwnSessions(
  database: Database,
  owner: Pick<SessionOwner, "userId" | "sessionId">,
  now = new Date(),
): Promise<SessionView[]> {
  const rows = await liveSessions(database, owner.userId, now)
    .select(["id", "createdAt", "updatedAt", "last_used_at", "ipAddress", "userAgent"])
    .execute();
  const views = rows.map((row): SessionView => {
    const current = row.id === owner.sessionId;
    return {
      id: row.id,
      ...traitsOf(row),
      startedAt: iso(row.createdAt),
      // The session asking is in use right now; the others as last stamped (or refreshed, or begun).
      lastUsedAt: current ? now.toISOString() : latest(row.createdAt, row.updatedAt, row.last_used_at),
      current,
    };
  });
  return views.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}

/**
 * Ends one of the owner's other sessions. Another person's session, an expired one or a made-up id
 * is "notFound", with nothing changed; the session asking is ended by signing out, not from here.
 */
export async function endOwnSession(
  { auth, database }: SessionsContext,
  owner: SessionOwner,
  sessionId: string,
  now = new Date(),
): Promise<EndResult> {
  if (sessionId === owner.sessionId) return { ok: false, reason: "current" };
  const row = await liveSessions(database, owner.userId, now)
    .select(["token", "userAgent", "ipAddress"])
    .where("id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: "notFound" };
  await auth.api.revokeSession({ body: { token: row.token }, headers: owner.headers });
  await recordAudit(database.db, {
    actor: owner.audit,
    action: "account.session_end",
    target: { type: "user", id: owner.userId },
    before: traitsOf(row),
  });
  return { ok: true, ended: 1 };
}

/** Ends every session of the owner but the one asking ("sign out everywhere else"). */
export async function endOtherSessions(
  { auth, database }: SessionsContext,
  owner: SessionOwner,
  now = new Date(),
): Promise<EndResult> {
  const others = await countLiveSessions(database, owner.userId, owner.sessionId, now);
  await auth.api.revokeOtherSessions({ headers: owner.headers });
  await recordAudit(database.db, {
    actor: owner.audit,
    action: "account.sessions_end_others",
    target: { type: "user", id: owner.userId },
    after: { sessions: others },
  });
  return { ok: true, ended: others };
}

/** A session's last use is written at most this often (decision 0024). */
export const LAST_USED_INTERVAL_MS = 5 * 60 * 1000;
/** Sessions whose last write this process remembers; beyond, it forgets them all and starts again. */
const REMEMBERED_SESSIONS = 10_000;

/**
 * A recorder of sessions' last use, for the guard to call on every signed-in request. Each
 * process remembers when it last wrote each session, so most requests write nothing; the write
 * itself only stamps a session not stamped within the interval, so several instances together
 * still write each session about once per interval.
 */
export function sessionUseRecorder(intervalMs = LAST_USED_INTERVAL_MS) {
  const written = new WeakMap<Database, Map<string, number>>();
  return async (database: Database, sessionId: string, now = new Date()): Promise<void> => {
    let last = written.get(database);
    if (!last) {
      last = new Map();
      written.set(database, last);
    }
    const before = last.get(sessionId);
    if (before !== undefined && now.getTime() - before < intervalMs) return;
    if (last.size >= REMEMBERED_SESSIONS) last.clear();
    last.set(sessionId, now.getTime());
    const stale = new Date(now.getTime() - intervalMs).toISOString();
    await database.db
      .updateTable("session")
      .set({ last_used_at: now.toISOString() })
      .where("id", "=", sessionId)
      .where((eb) => eb.or([eb("last_used_at", "is", null), eb("last_used_at", "<=", stale)]))
      .execute();
  };
}
