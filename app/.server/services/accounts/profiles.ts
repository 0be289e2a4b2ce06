/**
 * Profiles (docs/product.md section 3): one per user, created when missing after any sign-in or account
 * creation, taking the user's role or `user`. Better Auth's `user.role` is the authority; the
 * profile mirrors it for the admin lists.
 */
import { randomUUID } from "node:crypto";
import { roleOf } from "~/lib/admin/permissions";
import type { DB } from "../../db";
import { nowIso } from "../../db/schema";

interface UserRecord {
  id: string;
  email: string;
  name?: string | null;
  role?: string | null;
}

/** "Ada King Lovelace" -> first "Ada", last "King Lovelace" (docs/product.md section 3 profile fields). */
export function splitName(fullName: string): { first_name: string; last_name: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  return { first_name: parts[0] ?? "", last_name: parts.slice(1).join(" ") };
}

/** Creates the profile of `user` unless it exists; safe under concurrent calls (unique user_id). */
export async function ensureProfile(db: DB, user: UserRecord): Promise<void> {
  const fullName = user.name?.trim() ?? "";
  await db
    .insertInto("profiles")
    .values({
      id: randomUUID(),
      user_id: user.id,
      email: user.email,
      full_name: fullName,
      ...splitName(fullName),
      role: roleOf(user.role),
      is_active: 1,
    })
    .onConflict((conflict) => conflict.column("user_id").doNothing())
    .execute();
}

/** Called when a session is created: makes sure the profile exists and stamps the last login. */
export async function recordSignIn(db: DB, userId: string): Promise<void> {
  const user = await db.selectFrom("user").select(["id", "email", "name", "role"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return;
  await ensureProfile(db, user);
  await db.updateTable("profiles").set({ last_login_at: nowIso() }).where("user_id", "=", userId).execute();
}
