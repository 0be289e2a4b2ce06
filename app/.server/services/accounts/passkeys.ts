/**
 * Passkeys (decision 0023) through Better Auth's passkey plugin, called as `auth.api.*` from our
 * own actions: each ceremony is a challenge the plugin keeps under a signed cookie and a
 * verification row (its Set-Cookie headers come back for the route to pass on), then the
 * browser's answer checked against it. Listing, renaming and removing are rows of the plugin's
 * table that we read and change ourselves, each change with its audit entry in one transaction
 * (decision 0014).
 */
import { APIError } from "better-auth/api";
import * as z from "zod";
import type { Auth } from "../../auth/auth";
import type { Database, DB } from "../../db";
import { nowIso } from "../../db/schema";
import { getSiteName } from "../../settings";
import { type AuditActor, audited } from "../operations/audit";

/** A passkey as My account lists it. */
export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string | null;
  lastUsedAt: string | null;
}

const isoOf = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

export async function listPasskeys(db: DB, userId: string): Promise<PasskeyRow[]> {
  const rows = await db
    .selectFrom("passkey")
    .select(["id", "name", "createdAt", "lastUsedAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? "",
    createdAt: isoOf(row.createdAt),
    lastUsedAt: isoOf(row.lastUsedAt),
  }));
}

export async function hasPasskey(db: DB, userId: string): Promise<boolean> {
  const row = await db.selectFrom("passkey").select("id").where("userId", "=", userId).limit(1).executeTakeFirst();
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------
// What the browser answers a ceremony with (@simplewebauthn/browser's JSON), read before the
// plugin sees it: the plugin trusts its shape, and a hostile one must be a refusal, never an error.

/** Credential ids and binary fields travel as base64url; bounded well above any real one. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/);
const credentialId = base64url(1024).min(1);
const extensions = z.record(z.string(), z.unknown()).default({});
const attachment = z.enum(["platform", "cross-platform"]).optional();

const registrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  clientExtensionResults: extensions,
  authenticatorAttachment: attachment,
});

const authenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(1024),
    userHandle: base64url(1024).optional(),
  }),
  clientExtensionResults: extensions,
  authenticatorAttachment: attachment,
});

/** The posted JSON read by `schema`, or undefined when it is not JSON of that shape. */
function readCeremony<Schema extends z.ZodType>(posted: string, schema: Schema): z.output<Schema> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(posted);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Better Auth's refusal of a ceremony (a spent or forged challenge, an answer that does not verify). */
const refusedByBetterAuth = (error: unknown) => error instanceof APIError;
const codeOf = (error: unknown) => (error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined);

// ---------------------------------------------------------------------------------------------
// Adding a passkey (My account)

export type RegistrationOptions = Awaited<ReturnType<Auth["api"]["generatePasskeyRegistrationOptions"]>>;

/** `stale`: the session is older than Better Auth lets add a credential (a day); signing in again fixes it. */
export type AddRefusal = "stale" | "notAccepted";

/**
 * The challenge of a new passkey for the signed-in person, named as the authenticator will list
 * it: the site-name setting as it is now, and the person's name beside their address.
 */
export async function passkeyRegistrationOptions(
  { auth, database }: { auth: Auth; database: Database },
  requestHeaders: Headers,
  person: { name: string },
): Promise<{ ok: true; options: RegistrationOptions; headers: Headers } | { ok: false; reason: AddRefusal }> {
  try {
    const { headers, response } = await auth.api.generatePasskeyRegistrationOptions({
      headers: requestHeaders,
      returnHeaders: true,
    });
    const options = {
      ...response,
      rp: { ...response.rp, name: await getSiteName(database.db) },
      user: { ...response.user, displayName: person.name || response.user.displayName },
    };
    return { ok: true, options, headers };
  } catch (error) {
    if (codeOf(error) === "SESSION_NOT_FRESH") return { ok: false, reason: "stale" };
    if (refusedByBetterAuth(error)) return { ok: false, reason: "notAccepted" };
    throw error;
  }
}

/**
 * The browser's new credential, checked by the plugin against the challenge of this browser's
 * cookie and stored under `name`; then its audit entry and, in the same transaction, this session
 * marked as proven by a second factor: staff confined to My account until they add one are let
 * through (decision 0023).
 */
export async function addPasskey(
  { auth, database }: { auth: Auth; database: Database },
  requestHeaders: Headers,
  actor: AuditActor,
  sessionId: string,
  input: { name: string; response: string },
): Promise<{ ok: true; id: string; headers: Headers } | { ok: false; reason: AddRefusal }> {
  const response = readCeremony(input.response, registrationResponse);
  if (!response) return { ok: false, reason: "notAccepted" };
  let created: { id: string; headers: Headers };
  try {
    const answer = await auth.api.verifyPasskeyRegistration({
      body: { response, name: input.name },
      headers: requestHeaders,
      returnHeaders: true,
    });
    created = { id: answer.response.id, headers: answer.headers };
  } catch (error) {
    if (codeOf(error) === "SESSION_NOT_FRESH") return { ok: false, reason: "stale" };
    if (refusedByBetterAuth(error)) return { ok: false, reason: "notAccepted" };
    throw error;
  }
  await audited(database.db, actor, async (trx) => {
    await trx.updateTable("session").set({ twoFactorVerified: 1 }).where("id", "=", sessionId).execute();
    return {
      result: undefined,
      entry: { action: "account.passkey_add", target: { type: "passkey", id: created.id }, after: { name: input.name } },
    };
  });
  return { ok: true, ...created };
}

// ---------------------------------------------------------------------------------------------
// Renaming and removing one's own passkeys

/** One of `userId`'s passkeys by its id: another person's is never found. */
const ownPasskey = (db: DB, userId: string, id: string) =>
  db.selectFrom("passkey").select("name").where("id", "=", id).where("userId", "=", userId).executeTakeFirst();

/** Renames one of `userId`'s passkeys; false when they have none by that id. */
export async function renamePasskey(db: DB, actor: AuditActor, userId: string, id: string, name: string): Promise<boolean> {
  return audited(db, actor, async (trx) => {
    const row = await ownPasskey(trx, userId, id);
    if (!row) return { result: false };
    if (row.name === name) return { result: true };
    await trx.updateTable("passkey").set({ name }).where("id", "=", id).where("userId", "=", userId).execute();
    return {
      result: true,
      entry: { action: "account.passkey_rename", target: { type: "passkey", id }, before: { name: row.name }, after: { name } },
    };
  });
}

/** Removes one of `userId`'s passkeys; false when they have none by that id. */
export async function removePasskey(db: DB, actor: AuditActor, userId: string, id: string): Promise<boolean> {
  return audited(db, actor, async (trx) => {
    const row = await ownPasskey(trx, userId, id);
    if (!row) return { result: false };
    await trx.deleteFrom("passkey").where("id", "=", id).where("userId", "=", userId).execute();
    return {
      result: true,
      entry: { action: "account.passkey_remove", target: { type: "passkey", id }, before: { name: row.name } },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Signing in with a passkey (/admin/login)

export type AuthenticationOptions = Awaited<ReturnType<Auth["api"]["generatePasskeyAuthenticationOptions"]>>;

/** A challenge for any of the site's passkeys (discoverable credentials: no address typed first). */
export async function passkeySignInOptions(
  auth: Auth,
  requestHeaders: Headers,
): Promise<{ options: AuthenticationOptions; headers: Headers }> {
  const { headers, response } = await auth.api.generatePasskeyAuthenticationOptions({
    headers: requestHeaders,
    returnHeaders: true,
  });
  // The plugin only prefers user verification, which the sign-in requires (../auth/auth.ts): the
  // browser is told so, and asks for the PIN or fingerprint rather than have the answer refused.
  return { options: { ...response, userVerification: "required" }, headers };
}

export type PasskeySignInResult =
  | { ok: true; headers: Headers; role: string | null; userId: string }
  | { ok: false; owner?: { id: string; email: string; role: string | null } };

/**
 * The browser's answer to the sign-in challenge of its cookie. Better Auth checks the signature
 * and the counter (a cloned authenticator replays an old one) and opens a session, which counts as
 * two factors; the passkey's last use is stamped. A refusal names the account when the credential
 * is known, so the audit log can say whose passkey was refused.
 */
export async function signInWithPasskey(
  db: DB,
  auth: Auth,
  requestHeaders: Headers,
  posted: string,
): Promise<PasskeySignInResult> {
  const response = readCeremony(posted, authenticationResponse);
  if (!response) return { ok: false };
  try {
    const { headers, response: answer } = await auth.api.verifyPasskeyAuthentication({
      body: { response },
      headers: requestHeaders,
      returnHeaders: true,
    });
    const user = answer.user as { id: string; role?: string | null };
    await db
      .updateTable("passkey")
      .set({ lastUsedAt: nowIso() })
      .where("credentialID", "=", response.id)
      .where("userId", "=", user.id)
      .execute();
    return { ok: true, headers, role: user.role ?? null, userId: user.id };
  } catch (error) {
    if (!refusedByBetterAuth(error)) throw error;
    const owner = await db
      .selectFrom("passkey")
      .innerJoin("user", "user.id", "passkey.userId")
      .select(["user.id", "user.email", "user.role"])
      .where("passkey.credentialID", "=", response.id)
      .executeTakeFirst();
    return { ok: false, owner };
  }
}
