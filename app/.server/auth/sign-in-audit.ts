/**
 * The audit entries of the admin area's door (decision 0014): sign-ins, failed sign-ins and
 * sign-outs. Better Auth writes its session on its own connection, so these entries follow its
 * answer in a statement of their own rather than sharing its transaction.
 */
import type { AppLoadContext } from "react-router";
import { isStaffRole } from "~/lib/admin/permissions";
import { type AuditAction, auditActor, recordAudit } from "../services/operations";
import { currentUser } from "./guard";

const EMAIL_MAX = 254;

/** A signed-in (or signed-out) user's entry; their email and role read from the user table. */
export async function auditSession(context: AppLoadContext, action: AuditAction, userId: string): Promise<void> {
  const { db } = context.database;
  const user = await db.selectFrom("user").select(["id", "email", "role"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return;
  await recordAudit(db, { actor: auditActor({ id: user.id, email: user.email, role: user.role ?? "user" }, context), action });
}

/** A refused attempt: only the address that was tried (as typed, cut to an email's length) names it. */
export async function auditFailedSignIn(context: AppLoadContext, form: FormData): Promise<void> {
  const typed = form.get("email");
  await auditFailedSignInOf(context, typeof typed === "string" ? typed : "");
}

/** A refused attempt at an address: typed, or the owner of a passkey whose answer was refused (decision 0023). */
export async function auditFailedSignInOf(context: AppLoadContext, address: string): Promise<void> {
  const email = address.trim().toLowerCase().slice(0, EMAIL_MAX);
  const actor = auditActor({ id: null, email, role: null }, context);
  await recordAudit(context.database.db, { actor, action: "auth.sign_in_failed" });
}

/** A staff member's sign-out, recorded before the session ends; anyone else's is not the admin area's. */
export async function auditSignOut(request: Request, context: AppLoadContext): Promise<void> {
  const user = await currentUser(request, context);
  if (user && isStaffRole(user.role)) await auditSession(context, "auth.sign_out", user.id);
}
