/**
 * The server-side guard of the admin area (docs/architecture.md, improvement 1). Every admin loader and action calls
 * it itself: a parent layout's loader runs in parallel with its children, so it cannot guard them.
 * Anonymous: pages redirect to the login (remembering the way back), data endpoints answer 401.
 * Signed in without the permission: 403. The permission table is app/lib/admin/permissions.ts.
 * While two factors are required, a session opened with one reaches only My account (decision 0023).
 */
import { data, redirect } from "react-router";
import type * as z from "zod";
import type { ActionResult } from "~/lib/admin/action-result";
import { ADMIN_ROUTE_PERMISSIONS, type AdminRouteFile, can, type Permission, type Role, roleOf } from "~/lib/admin/permissions";
import { type FormResult, formRefusal } from "~/lib/forms/result";
import type { AppServices } from "../context";
import { parseForm, type ReplyMessages } from "../http/parse-form";
import { sessionUseRecorder } from "../services/accounts";
import { getSetting } from "../settings";
import { carriesSession, sessionCookieName } from "./auth";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
  /** The id (never the token) of the session this request came with. */
  sessionId: string;
}

type GuardContext = Pick<AppServices, "auth" | "database" | "logger">;

export type GuardMode = "page" | "data";

/** The signed-in user and what the guard needs of their session. */
interface SignedInSession {
  user: SignedInUser;
  /** Opened with a passkey, or a password and an authenticator code (decision 0023). */
  twoFactorVerified: boolean;
}

/**
 * The layout's loader and the page's loader of one request ask for the same session: look it up
 * once per request, not once per loader. So is the two-factor requirement, for those who need it.
 */
const sessionsOfRequests = new WeakMap<Request, Promise<SignedInSession | undefined>>();
const requirementsOfRequests = new WeakMap<Request, Promise<boolean>>();

function once<T>(cache: WeakMap<Request, Promise<T>>, request: Request, look: () => Promise<T>): Promise<T> {
  let value = cache.get(request);
  if (!value) {
    value = look();
    cache.set(request, value);
  }
  return value;
}

/** The signed-in session of this request, or undefined. Banned (deactivated) users have none. */
function currentSession(request: Request, context: GuardContext): Promise<SignedInSession | undefined> {
  return once(sessionsOfRequests, request, () => lookUpSession(request, context));
}

/** The signed-in user of this request, or undefined. */
export async function currentUser(request: Request, context: GuardContext): Promise<SignedInUser | undefined> {
  return (await currentSession(request, context))?.user;
}

/** Stamps a session's last use at most every few minutes (decision 0024). */
const recordSessionUse = sessionUseRecorder();

async function lookUpSession(request: Request, { auth, database, logger }: GuardContext): Promise<SignedInSession | undefined> {
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result || result.user.banned) return undefined;
  const { user, session } = result;
  // Not awaited: a request never waits for, or fails with, this stamp.
  recordSessionUse(database, session.id).catch((error: unknown) =>
    logger.error({ err: error }, "Could not record a session's last use"),
  );
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: roleOf(user.role),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
      sessionId: session.id,
    },
    twoFactorVerified: Boolean(session.twoFactorVerified),
  };
}

/**
 * Decision 0023: while `requireTwoFactor` is on, a staff session opened with one factor, by
 * someone with no authenticator turned on, reaches only My account (where they add a passkey or
 * turn one on). Anyone already fine costs no query; the setting is read once per request.
 */
export async function lacksSecondFactor(request: Request, context: GuardContext): Promise<boolean> {
  const signedIn = await currentSession(request, context);
  if (!signedIn || signedIn.user.role === "user" || twoFactors(signedIn)) return false;
  return once(requirementsOfRequests, request, () => getSetting(context.database.db, "requireTwoFactor"));
}

/** A session counts as two factors when it was opened with two, or its account asks for a code at every sign-in. */
const twoFactors = ({ twoFactorVerified, user }: SignedInSession) => twoFactorVerified || user.twoFactorEnabled;

/** Whether this request's session counts as two factors (decision 0023), whatever the requirement. */
export async function hasSecondFactor(request: Request, context: GuardContext): Promise<boolean> {
  const signedIn = await currentSession(request, context);
  return signedIn !== undefined && twoFactors(signedIn);
}

/** The one page staff without a second factor may use while two are required: where they add one. */
const SECOND_FACTOR_PAGE = { file: "routes/admin/account.tsx", path: "/admin/account" } as const satisfies {
  file: AdminRouteFile;
  path: string;
};

async function requireSecondFactor(request: Request, context: GuardContext, file: AdminRouteFile): Promise<void> {
  if (file !== SECOND_FACTOR_PAGE.file && (await lacksSecondFactor(request, context))) throw redirect(SECOND_FACTOR_PAGE.path);
}

/**
 * Whether the request comes from a signed-in user with this permission, for a page anyone may see
 * (the public site) that shows staff a little more. A request without a session cookie, every
 * visitor's, is answered without looking a session up. Staff who must add a second factor first
 * get no more than visitors (decision 0023).
 */
export async function signedInWith(request: Request, context: GuardContext, permission: Permission): Promise<boolean> {
  if (!carriesSession(request.headers.get("Cookie"), sessionCookieName(context.auth))) return false;
  const user = await currentUser(request, context);
  return user !== undefined && can(user.role, permission) && !(await lacksSecondFactor(request, context));
}

function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

export async function requirePermission(
  request: Request,
  context: GuardContext,
  permission: Permission,
  mode: GuardMode = "page",
): Promise<SignedInUser> {
  const user = await currentUser(request, context);
  if (!user) {
    if (mode === "data") throw data({ error: "unauthorized" }, { status: 401 });
    loginRedirect(request);
  }
  if (!can(user.role, permission)) throw data({ error: "forbidden" }, { status: 403 });
  return user;
}

/**
 * The guard of a route module's loader, as the permission table states it; while two factors are
 * required, one factor leads only to My account (decision 0023).
 */
export async function requireLoader(
  request: Request,
  context: GuardContext,
  file: AdminRouteFile,
  mode: GuardMode = "page",
): Promise<SignedInUser> {
  const user = await requirePermission(request, context, ADMIN_ROUTE_PERMISSIONS[file].loader, mode);
  await requireSecondFactor(request, context, file);
  return user;
}

/** The intents of a route module's action, as the permission table lists them. */
export type ActionIntent<File extends AdminRouteFile> = keyof (typeof ADMIN_ROUTE_PERMISSIONS)[File]["actions"] & string;

export type GuardedAction<Schema extends z.ZodType> =
  | { ok: true; user: SignedInUser; value: z.output<Schema>; reply: (messages?: ReplyMessages) => FormResult }
  | { ok: false; response: ReturnType<typeof data<ActionResult>> };

/**
 * The guard of an action and the reading of its form, in that order. The permission is the posted
 * intent's, as the table states it; an intent the table does not list needs the page's own, so an
 * anonymous caller is sent to the login and a role without access gets 403 before anything of the
 * body is judged. Then the page's `z.discriminatedUnion("intent", ...)` reads the form: an unknown
 * or missing intent, like any invalid field, answers 400 with the form's messages. The schema may
 * hold only intents the table lists (the type says so), so no intent escapes its permission.
 */
export async function requireAction<File extends AdminRouteFile, Schema extends z.ZodType<{ intent: ActionIntent<File> }>>(
  request: Request,
  context: GuardContext,
  file: File,
  form: FormData,
  schema: Schema,
): Promise<GuardedAction<Schema>> {
  const posted = form.get("intent");
  const intent = typeof posted === "string" ? posted : "";
  const actions: Record<string, Permission> = ADMIN_ROUTE_PERMISSIONS[file].actions;
  const permission = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  const user = await requirePermission(request, context, permission ?? ADMIN_ROUTE_PERMISSIONS[file].loader);
  await requireSecondFactor(request, context, file);
  const parsed = parseForm(form, schema);
  if (parsed.ok) return { ok: true, user, value: parsed.value, reply: parsed.reply };
  // The schema's refusal of the intent itself belongs to no field of the form.
  const unknown = parsed.result.error?.intent?.[0];
  const result = unknown ? { ...formRefusal(unknown), intent } : { ...parsed.result, intent };
  return { ok: false, response: data<ActionResult>(result, { status: 400 }) };
}
