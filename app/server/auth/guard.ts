import { redirect } from "react-router";

export type AdminSection = "dashboard" | "messages" | "users" | "settings" | "partnership-requests" | "newsletter-subscribers";

/**
 * Every admin loader and action calls this itself (a parent layout's loader runs in parallel with
 * its children, so it cannot guard them). Until accounts exist no request holds a staff session,
 * so every call sends the visitor to the login, remembering where they were going.
 */
export function requireStaff(request: Request, _section: AdminSection): never {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}
