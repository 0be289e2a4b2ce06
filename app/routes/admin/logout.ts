import { redirect } from "react-router";
import { auditSignOut } from "~/.server/auth/sign-in-audit";
import { FLASH_TOASTS, redirectWithToast } from "~/.server/http/toast";
import { signOut, withCookies } from "~/.server/services/accounts";
import type { Route } from "./+types/logout";

/**
 * POST only: ends the session and returns to the login, which confirms the sign-out once. The
 * confirmation rides the flash-once toast cookie, never the address, so a reload does not repeat it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await auditSignOut(request, context);
  const cleared = await signOut(context.auth, request.headers);
  return redirectWithToast(context.config, "/admin/login", FLASH_TOASTS.signedOut, withCookies(cleared));
}

export function loader() {
  return redirect("/admin/login");
}
