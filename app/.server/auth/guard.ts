/**
 * The server-side guard of the admin area (design.md item 1). Every admin loader and action calls
 * it itself: a parent layout's loader runs in parallel with its children, so it cannot guard them.
 * Anonymous: pages redirect to the login (remembering the way back), data endpoints answer 401.
 * Signed in without the permission: 403. The permission table is app/lib/admin/permissions.ts.
 */
import { data, redirect } from "react-router";
import { ADMIN_ROUTE_PERMISSIONS, type AdminRouteFile, can, type Permission, type Role, roleOf } from "~/lib/admin/permissions";
import type { Auth } from "./auth";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
}

interface GuardContext {
  auth: Auth;
}

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

async function lookUpUser(request: Request, { auth }: GuardContext): Promise<SignedInUser | undefined> {
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result || result.user.banned) return undefined;
  const { user } = result;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: roleOf(user.role),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
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

/**
 * The guard of one action intent (the form's `intent` field), as the permission table states it.
 * An intent the table does not list is a malformed request: 400.
 */
export async function requireAction(request: Request, context: GuardContext, file: AdminRouteFile, intent: string) {
  const actions: Record<string, Permission> = ADMIN_ROUTE_PERMISSIONS[file].actions;
  const permission = Object.hasOwn(actions, intent) ? actions[intent] : undefined;
  // Check the session before judging the intent, so an anonymous caller learns nothing.
  const user = await requirePermission(request, context, permission ?? ADMIN_ROUTE_PERMISSIONS[file].loader);
  if (!permission) throw data({ error: "unknown-intent" }, { status: 400 });
  return user;
}
