/**
 * Staff accounts as the Users page manages them (admins only). Better Auth owns the accounts:
 * writes go through its admin API with the acting admin's headers, so it checks the admin role a
 * second time; the profile mirrors name, email, role and the active flag for the lists.
 * Two rules hold on the server whatever the form says: admins cannot delete, demote or deactivate
 * themselves, and the last active admin is never removed, demoted or deactivated.
 */
import { randomBytes } from "node:crypto";
import { APIError } from "better-auth/api";
import { sql } from "kysely";
import { unhandledIntent } from "~/lib/admin/action-result";
import { isRole, type Role, roleLabelKey } from "~/lib/admin/permissions";
import { isStrongPassword } from "~/lib/validation/password";
import { INVITATION_TOKEN_SECONDS, invitationEmail } from "../../auth/auth";
import type { AppServices } from "../../context";
import type { Database } from "../../db";
import { isUniqueViolation } from "../../db/errors";
import { containsPattern, likeInsensitive, PAGE_SIZE, pageCount } from "../../db/list-query";
import { nowIso, toFlag } from "../../db/schema";
import { type AuditActor, type AuditChange, audited, changedValues, recordAudit } from "../operations/audit";
import { createAccount } from "./accounts";
import { ensureProfile, splitName } from "./profiles";
import { countLiveSessions } from "./sessions";

export type UsersContext = Pick<AppServices, "database" | "auth" | "config" | "kickOutbox">;
/**
 * The admin doing the change, the headers of the request whose session Better Auth checks again,
 * and who the audit log names. Better Auth writes on its own connections: each change's entry is written once
 * Better Auth has answered, with (in the same transaction as) the profile change where there is one.
 */
export interface Actor {
  id: string;
  headers: Headers;
  audit: AuditActor;
}

export interface UserRow {
  id: string;
  /** Sign-in name: the email address. */
  username: string;
  fullName: string;
  email: string;
  role: Role;
  roleLabelKey: ReturnType<typeof roleLabelKey>;
  active: boolean;
  lastLoginAt: string | null;
  createdAt: string;
}

export interface UserListQuery {
  search: string;
  role: Role | "";
  page: number;
}

export interface UserList {
  rows: UserRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** Why a change was refused; the route says it in words and picks the HTTP status. */
export type RefusalReason =
  | "emailTaken"
  | "notFound"
  | "selfDelete"
  | "selfDemote"
  | "selfDeactivate"
  | "selfSessions"
  | "lastAdmin";
export type Failure = { ok: false; reason: RefusalReason };
/** URL-safe: 64 symbols, so one random byte masked to 6 bits picks one without bias. */
const PASSWORD_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Spec: 16 random characters plus an exclamation mark; redrawn until it meets our own rule. */
export function generatePassword(): string {
  for (;;) {
    const body = Array.from(randomBytes(16), (byte) => PASSWORD_ALPHABET[byte & 63]).join("");
    if (isStrongPassword(body)) return `${body}!`;
  }
}

const iso = (value: Date | string | null | undefined): string => (value ? new Date(value).toISOString() : "");

const nameParts = (fullName: string) => ({ full_name: fullName, ...splitName(fullName) });

const refused = (reason: RefusalReason): Failure => ({ ok: false, reason });
const notFound = refused("notFound");
const emailTaken = refused("emailTaken");

/**
 * The address is someone's already: Better Auth's own check, or, when two requests passed every
 * check at once, the database's unique index (answered as the same refusal, never a 500).
 */
function isDuplicateEmail(error: unknown): boolean {
  return (error instanceof APIError && /already exists/i.test(error.message)) || isUniqueViolation(error);
}

// ---------------------------------------------------------------------------------------------
// Reading

function baseQuery({ db, engine }: Database, query: Pick<UserListQuery, "search" | "role">) {
  let select = db.selectFrom("user").leftJoin("profiles", "profiles.user_id", "user.id");
  if (query.search) {
    const pattern = containsPattern(query.search);
    select = select.where((eb) =>
      eb.or([
        likeInsensitive(engine, eb.ref("user.name"), pattern),
        likeInsensitive(engine, eb.ref("user.email"), pattern),
        likeInsensitive(engine, eb.ref("profiles.full_name"), pattern),
      ]),
    );
  }
  if (query.role) select = select.where("user.role", "=", query.role);
  return select;
}

const ROW_COLUMNS = [
  "user.id",
  "user.name",
  "user.email",
  "user.role",
  "user.banned",
  "user.createdAt",
  "profiles.full_name",
  "profiles.is_active",
  "profiles.last_login_at",
] as const;

type RawRow = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  banned: boolean | number | null;
  createdAt: Date | string;
  full_name: string | null;
  is_active: boolean | number | null;
  last_login_at: string | null;
};

function toRow(raw: RawRow): UserRow {
  const role = isRole(raw.role) ? raw.role : "user";
  return {
    id: raw.id,
    username: raw.email,
    fullName: raw.full_name || raw.name,
    email: raw.email,
    role,
    roleLabelKey: roleLabelKey(role),
    // Better Auth's ban is what stops a sign-in; the profile flag mirrors it.
    active: !toFlag(raw.banned ?? false) && (raw.is_active === null || toFlag(raw.is_active)),
    lastLoginAt: raw.last_login_at ? iso(raw.last_login_at) : null,
    createdAt: iso(raw.createdAt),
  };
}

/** Newest first, 25 a page; a page past the end shows the last one. */
export async function listUsers(database: Database, query: UserListQuery): Promise<UserList> {
  const counted = await baseQuery(database, query)
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  const pages = pageCount(total);
  const page = Math.min(query.page, pages);
  const rows = await baseQuery(database, query)
    .select(ROW_COLUMNS)
    .orderBy("user.createdAt", "desc")
    .orderBy("user.id", "desc")
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return { rows: rows.map(toRow), total, page, pageCount: pages };
}

export async function findUser(database: Database, userId: string): Promise<UserRow | undefined> {
  const raw = await database.db
    .selectFrom("user")
    .leftJoin("profiles", "profiles.user_id", "user.id")
    .select(ROW_COLUMNS)
    .where("user.id", "=", userId)
    .executeTakeFirst();
  return raw ? toRow(raw) : undefined;
}

/** Users with role admin that are not banned (deactivated), optionally leaving one out. */
export async function countActiveAdmins({ db, engine }: Database, exceptUserId?: string): Promise<number> {
  let query = db
    .selectFrom("user")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("total"))
    .where("role", "=", "admin")
    .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", engine === "sqlite" ? 0 : false)]));
  if (exceptUserId) query = query.where("id", "<>", exceptUserId);
  return Number((await query.executeTakeFirst())?.total ?? 0);
}

async function emailInUse({ db }: Database, email: string, exceptUserId?: string): Promise<boolean> {
  let query = db.selectFrom("user").select("id").where("email", "=", email);
  if (exceptUserId) query = query.where("id", "<>", exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

// ---------------------------------------------------------------------------------------------
// One change at a time where the admin count is at stake

const queues = new WeakMap<Database, Promise<void>>();
/** Any number works; it only has to be the same in every instance. */
const ADMIN_CHANGES_LOCK = 712_004;

/**
 * Runs `change` alone: checking "another active admin remains" and then acting must not interleave
 * with another such change, or two admins demoting each other could both pass. Within this process
 * a queue orders them; across PostgreSQL instances a transaction-scoped advisory lock does (SQLite
 * serves one instance). Better Auth writes on its own connections and commits before the release.
 */
async function exclusively<T>(database: Database, change: () => Promise<T>): Promise<T> {
  const previous = queues.get(database) ?? Promise.resolve();
  let release = () => {};
  const current = new Promise<void>((resolve) => {
    release = resolve;
  });
  queues.set(
    database,
    previous.then(() => current),
  );
  await previous;
  try {
    if (database.engine !== "postgres") return await change();
    return await database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`.execute(trx);
      return change();
    });
  } finally {
    release();
  }
}

/** Would taking `target` out of the admins leave no active one? Checked inside `exclusively`. */
async function isLastActiveAdmin(database: Database, target: UserRow): Promise<boolean> {
  return target.role === "admin" && (await countActiveAdmins(database, target.id)) === 0;
}

// ---------------------------------------------------------------------------------------------
// Writing

/** A person as the users form's schema parsed them (~/lib/validation/users): trimmed, lowercased, checked. */
export interface UserInput {
  name: string;
  email: string;
  role: Role;
}

export interface CreateInput extends UserInput {
  /** Used as given when there (the schema checked its strength). */
  password?: string;
  /** Without a password: email an invitation instead of generating one. */
  invite: boolean;
}

export type CreateResult = { ok: true; userId: string; generatedPassword?: string; invited: boolean } | Failure;

export async function createUser(context: UsersContext, actor: Actor, input: CreateInput): Promise<CreateResult> {
  const { name, email, role } = input;
  const given = input.password || undefined;
  if (await emailInUse(context.database, email)) return emailTaken;

  const invited = !given && input.invite;
  const generatedPassword = given || invited ? undefined : generatePassword();
  // An invited person sets their own password from the link; until then nobody knows this one.
  const password = given ?? generatedPassword ?? randomBytes(48).toString("base64url");
  let userId: string;
  try {
    userId = await createAccount(context.auth, { name, email, password }, role);
  } catch (error) {
    if (isDuplicateEmail(error)) return emailTaken;
    throw error;
  }
  if (invited) await sendInvitation(context, userId, email, name);
  await recordAudit(context.database.db, {
    actor: actor.audit,
    action: invited ? "user.invite" : "user.create",
    target: { type: "user", id: userId },
    after: { name, email, role },
  });
  return { ok: true, userId, generatedPassword, invited };
}

/** A single-use token that /accept-invite hands to Better Auth's resetPassword, valid seven days. */
async function sendInvitation(context: UsersContext, userId: string, email: string, name: string): Promise<void> {
  const token = randomBytes(24).toString("base64url");
  const { internalAdapter } = await context.auth.$context;
  await internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + INVITATION_TOKEN_SECONDS * 1000),
  });
  await invitationEmail(
    { database: context.database, kickOutbox: context.kickOutbox },
    email,
    name,
    `${context.config.publicUrl}/accept-invite?token=${encodeURIComponent(token)}`,
  );
}

export interface UpdateInput extends UserInput {
  active: boolean;
}

export type UpdateResult = { ok: true } | Failure;

export async function updateUser(context: UsersContext, actor: Actor, userId: string, input: UpdateInput): Promise<UpdateResult> {
  const { name, email, role } = input;
  const { auth, database } = context;
  const headers = actor.headers;

  return exclusively(database, async (): Promise<UpdateResult> => {
    const target = await findUser(database, userId);
    if (!target) return notFound;
    const demoted = target.role === "admin" && role !== "admin";
    const deactivated = target.active && !input.active;
    if (target.id === actor.id && demoted) return refused("selfDemote");
    if (target.id === actor.id && deactivated) return refused("selfDeactivate");
    if ((demoted || deactivated) && (await isLastActiveAdmin(database, target))) return refused("lastAdmin");
    if (email !== target.email && (await emailInUse(database, email, userId))) return emailTaken;

    try {
      await auth.api.adminUpdateUser({ body: { userId, data: { name, email } }, headers });
      if (role !== target.role) await auth.api.setRole({ body: { userId, role: role as "admin" }, headers });
      // Banning also ends every session of the user at once.
      if (deactivated) await auth.api.banUser({ body: { userId, banReason: "Deactivated by an administrator" }, headers });
      else if (!target.active && input.active) await auth.api.unbanUser({ body: { userId }, headers });
    } catch (error) {
      if (isDuplicateEmail(error)) return emailTaken;
      throw error;
    }

    const change = changedValues(
      { name: target.fullName, email: target.email, role: target.role, active: target.active },
      { name, email, role, active: input.active },
    );
    return audited(database.db, actor.audit, async (trx) => {
      await ensureProfile(trx, { id: userId, email, name, role });
      await trx
        .updateTable("profiles")
        .set({ ...nameParts(name), email, role, is_active: input.active ? 1 : 0, updated_at: nowIso() })
        .where("user_id", "=", userId)
        .execute();
      const entry: AuditChange | undefined = change && { action: "user.update", target: { type: "user", id: userId }, ...change };
      return { result: { ok: true }, entry };
    });
  });
}

export type ResetMode = "email" | "generate";
export type ResetResult = { ok: true; mode: ResetMode; email: string; generatedPassword?: string } | Failure;

/** Emails a reset link (valid one hour) or sets a generated password shown once to the admin. */
export async function resetUserPassword(
  context: UsersContext,
  actor: Actor,
  userId: string,
  mode: ResetMode,
): Promise<ResetResult> {
  const target = await findUser(context.database, userId);
  if (!target) return notFound;
  const entry = {
    actor: actor.audit,
    action: "user.password_reset",
    target: { type: "user", id: userId },
    after: { mode },
  } as const;
  if (mode === "email") {
    await context.auth.api.requestPasswordReset({ body: { email: target.email, redirectTo: "/reset-password" } });
    await recordAudit(context.database.db, entry);
    return { ok: true, mode, email: target.email };
  }
  const generatedPassword = generatePassword();
  const headers = actor.headers;
  await context.auth.api.setUserPassword({ body: { userId, newPassword: generatedPassword }, headers });
  // Whoever held the old password is signed out everywhere (the admin's own session stays).
  if (userId !== actor.id) await context.auth.api.revokeUserSessions({ body: { userId }, headers });
  await recordAudit(context.database.db, entry);
  return { ok: true, mode, email: target.email, generatedPassword };
}

export type EndSessionsResult = { ok: true; email: string; ended: number } | Failure;

/**
 * Signs a user out of every session at once (decision 0024), e.g. someone who left or lost a
 * laptop. Admins end their own other sessions from My account, never all of them from here.
 */
export async function endUserSessions(context: UsersContext, actor: Actor, userId: string): Promise<EndSessionsResult> {
  if (userId === actor.id) return refused("selfSessions");
  const target = await findUser(context.database, userId);
  if (!target) return notFound;
  const ended = await countLiveSessions(context.database, userId);
  await context.auth.api.revokeUserSessions({ body: { userId }, headers: actor.headers });
  await recordAudit(context.database.db, {
    actor: actor.audit,
    action: "user.sessions_end",
    target: { type: "user", id: userId },
    after: { email: target.email, sessions: ended },
  });
  return { ok: true, email: target.email, ended };
}

export type DeleteResult = { ok: true; email: string } | Failure;

export async function deleteUser(context: UsersContext, actor: Actor, userId: string): Promise<DeleteResult> {
  if (userId === actor.id) return refused("selfDelete");
  const { auth, database } = context;
  return exclusively(database, async (): Promise<DeleteResult> => {
    const target = await findUser(database, userId);
    if (!target) return notFound;
    if (await isLastActiveAdmin(database, target)) return refused("lastAdmin");
    // The profile goes with the user (foreign key, on delete cascade).
    await auth.api.removeUser({ body: { userId }, headers: actor.headers });
    await recordAudit(database.db, {
      actor: actor.audit,
      action: "user.delete",
      target: { type: "user", id: userId },
      before: { name: target.fullName, email: target.email, role: target.role, active: target.active },
    });
    return { ok: true, email: target.email };
  });
}

/** One parsed submission of the Users page (~/lib/validation/users), told apart by its intent. */
export type UserChange =
  | ({ intent: "create" } & CreateInput)
  | ({ intent: "update"; userId: string } & UpdateInput)
  | { intent: "resetPassword"; userId: string; mode: ResetMode }
  | { intent: "endSessions"; userId: string }
  | { intent: "delete"; userId: string };

export type ChangeResult =
  | { ok: true; email?: string; generatedPassword?: string; invited?: boolean; mode?: ResetMode; ended?: number }
  | Failure;

/** Applies a change the users form's schema parsed; the outcome is a domain result for the route to word. */
export async function changeUser(context: UsersContext, actor: Actor, change: UserChange): Promise<ChangeResult> {
  switch (change.intent) {
    case "create": {
      const result = await createUser(context, actor, change);
      return result.ok
        ? { ok: true, email: change.email, generatedPassword: result.generatedPassword, invited: result.invited }
        : result;
    }
    case "update":
      return updateUser(context, actor, change.userId, change);
    case "resetPassword":
      return resetUserPassword(context, actor, change.userId, change.mode);
    case "endSessions":
      return endUserSessions(context, actor, change.userId);
    case "delete":
      return deleteUser(context, actor, change.userId);
    default:
      return unhandledIntent(change);
  }
}
