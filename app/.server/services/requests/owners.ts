/**
 * Who owns a staff request (decision 0038): any active staff user whose role may manage requests.
 * A request nobody chose an owner for is assigned in turn: to the eligible user who was given a
 * request longest ago (or never), so requests spread evenly without a counter to keep.
 */
import { PERMISSIONS } from "~/lib/admin/permissions";
import type { Database, DB } from "../../db";

/** The roles that may own a request: those that may change one. */
export const OWNER_ROLES: readonly string[] = PERMISSIONS["partnerships.manage"];

export interface RequestOwner {
  id: string;
  name: string;
  email: string;
}

/** Active users (not banned, not deactivated) who may own requests, by name. */
export function listRequestOwners({ db, engine }: Database): Promise<RequestOwner[]> {
  return db
    .selectFrom("user")
    .leftJoin("profiles", "profiles.user_id", "user.id")
    .select(["user.id", "user.name", "user.email"])
    .where("user.role", "in", OWNER_ROLES)
    .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", engine === "sqlite" ? 0 : false)]))
    .where((eb) => eb.or([eb("profiles.is_active", "is", null), eb("profiles.is_active", "=", 1)]))
    .orderBy("user.name")
    .orderBy("user.id")
    .execute();
}

export async function isRequestOwner(database: Database, userId: string): Promise<boolean> {
  return (await listRequestOwners(database)).some((owner) => owner.id === userId);
}

/**
 * The owner next in turn: the eligible user whose newest owned request is the oldest, one who owns
 * none first; undefined when nobody may own requests. `db` may be the caller's transaction.
 */
export async function ownerInTurn(database: Database, db: DB = database.db): Promise<string | undefined> {
  const owners = await listRequestOwners({ ...database, db });
  const [first] = owners;
  if (!first) return undefined;
  const latest = await db
    .selectFrom("partnership_requests")
    .select(["owner_id", (eb) => eb.fn.max("id").as("latest")])
    .where(
      "owner_id",
      "in",
      owners.map((owner) => owner.id),
    )
    .groupBy("owner_id")
    .execute();
  const latestOf = new Map(latest.map((row) => [row.owner_id, Number(row.latest)]));
  let chosen = first;
  for (const owner of owners) {
    if ((latestOf.get(owner.id) ?? 0) < (latestOf.get(chosen.id) ?? 0)) chosen = owner;
  }
  return chosen.id;
}
