/**
 * The server-side guard of the admin area (design.md item 1). Every admin loader and action calls
 * it itself: a parent layout's loader runs in parallel with its children, so it cannot guard them.
 * Anonymous: pages redirect to the login (remembering the way back), data endpoints answer 401.
 * Signed in without the permission: 403. The permission table is app/lib/admin/permissions.ts.
 */
import { data, redirect } from "react-router";
import type * as z from "zod";
import type { ActionResult } from "~/lib/admin/action-result";
import { ADMIN_ROUTE_PERMISSIONS, type AdminRouteFile, can, type Permission, type Role, roleOf } from "~/lib/admin/permissions";
import { type FormResult, formRefusal } from "~/lib/forms/result";
import type { AppServices } from "../context";
import { parseForm, type ReplyMessages } from "../http/parse-form";
import { sessionUseRecorder } from "../services/sessions";
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

/**
 * The layout's loader and the page's loader of one request ask for the same session: look it up
 * once per request, not once per loader.
 */
const sessionsOfRequests = new WeakMap<Request, Promise<SignedInUser | undefined>>();

/** The signed-in user of this request, or undefined. Banned (deactivated) users have no session. */
export function currentUser(request: Request, context: GuardContext): Promise<SignedInUser | undefined> {
  let user = sessionsOfRequests.get(request);
  if (!user) {
    user = lookUpUser(request, context);
    sessionsOfRequests.set(request, user);
  }
  return user;
}

/** Stamps a session's last use at most every few minutes (decision 0024). */
const recordSessionUse = sessionUseRecorder();

async function lookUpUser(request: Request, { auth, database, logger }: GuardContext): Promise<SignedInUser | undefined> {
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result || result.user.banned) return undefined;
  const { user, session } = result;
  // Not awaited: a request never waits for, or fails with, this stamp.
  recordSessionUse(database, session.id).catch((error: unknown) =>
    logger.error({ err: error }, "Could not record a session's last use"),
  );
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: roleOf(user.role),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    sessionId: session.id,
  };
}

/**
 * Whether the request comes from a signed-in user with this permission, for a page anyone may see
 * (the public site) that shows staff a little more. A request without a session cookie, every
 * visitor's, is answered without looking a session up.
 */
export async function signedInWith(request: Request, context: GuardContext, permission: Permission): Promise<boolean> {
  if (!carriesSession(request.headers.get("Cookie"), sessionCookieName(context.auth))) return false;
  const user = await currentUser(request, context);
  return user !== undefined && can(user.role, permission);
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

/** The guard of a route module's loader, as the permission table states it. */
export function requireLoader(request: Request, context: GuardContext, file: AdminRouteFile, mode: GuardMode = "page") {
  return requirePermission(request, context, ADMIN_ROUTE_PERMISSIONS[file].loader, mode);
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
  const parsed = parseForm(form, schema);
  if (parsed.ok) return { ok: true, user, value: parsed.value, reply: parsed.reply };
  // The schema's refusal of the intent itself belongs to no field of the form.
  const unknown = parsed.result.error?.intent?.[0];
  const result = unknown ? { ...formRefusal(unknown), intent } : { ...parsed.result, intent };
  return { ok: false, response: data<ActionResult>(result, { status: 400 }) };
}
