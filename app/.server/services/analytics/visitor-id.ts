/**
 * The daily visitor id without a cookie (decision 0016): a hash of the day's random salt, the site's
 * host, the visitor's address and user-agent string. One salt row per UTC day; creating the day's
 * row deletes every older one, so once a day is over nobody can recompute its ids. The id is a
 * pseudonym: it is stored with the views, and never written to a log or an export.
 */
import { createHash, randomBytes } from "node:crypto";
import type { DB } from "../../db";
import { utcDay } from "./dashboard-range";

/** The salt of one day, asked for once per instance: the hot path then does no query. */
interface DaySalt {
  day: string;
  salt: Promise<string>;
}

/** Per database handle, so each app (and each test's database) keeps its own. */
const salts = new WeakMap<DB, DaySalt>();

/** Creates the day's salt unless it exists (another instance may race: one row wins), reads it, deletes older days'. */
async function storedSalt(db: DB, day: string): Promise<string> {
  await db
    .insertInto("analytics_salts")
    .values({ day, salt: randomBytes(32).toString("hex") })
    .onConflict((conflict) => conflict.column("day").doNothing())
    .execute();
  const row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  await db.deleteFrom("analytics_salts").where("day", "<", day).execute();
  return row.salt;
}

/** The salt of `now`'s UTC day, created if need be; remembered for the day. */
export function todaySalt(db: DB, now: Date = new Date()): Promise<string> {
  const day = utcDay(now);
  const known = salts.get(db);
  if (known?.day === day) return known.salt;
  const salt = storedSalt(db, day);
  salts.set(db, { day, salt });
  // A failed read is not remembered: the next view asks again.
  salt.catch(() => {
    if (salts.get(db)?.salt === salt) salts.delete(db);
  });
  return salt;
}

/**
 * Makes sure today's salt exists and no older one remains, even on a day without views (the job
 * runs it at start and after each midnight UTC). Answers today's salt.
 */
export async function rotateSalts(db: DB, now: Date = new Date()): Promise<string> {
  const salt = await todaySalt(db, now);
  await db.deleteFrom("analytics_salts").where("day", "<", utcDay(now)).execute();
  return salt;
}

/**
 * The visitor id: sha256 over the four values, cut to 16 bytes of hex. They are joined by a line
 * feed, which none of them can hold (the salt is hex; a host, an address and an HTTP header value
 * have no line breaks), so no two inputs run together into the same text.
 */
export function visitorIdOf(salt: string, host: string, ip: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${host}\n${ip}\n${userAgent}`).digest("hex").slice(0, 32);
}

/** The host the visitor id hashes: the public address's, the same for the beacon and the forms whatever Host a request names. */
export function siteHostOf(publicUrl: string): string {
  return new URL(publicUrl).hostname;
}

/** Who is visiting, as the request showed it; none of it is ever stored. */
export interface VisitorSignals {
  host: string;
  ip: string;
  userAgent: string;
}

/** The id of a visitor today (`now`'s UTC day). */
export async function visitorIdFor(db: DB, { host, ip, userAgent }: VisitorSignals, now: Date = new Date()): Promise<string> {
  return visitorIdOf(await todaySalt(db, now), host, ip, userAgent);
}
