import { unprefixedPath } from "~/i18n/paths";
import type { SignInMode } from "./SignInView";

/**
 * /auth, /confirm-password, /reset-password and /accept-invite all show the sign-in page (docs/product.md
 * section 2), each in its mode: sign in (or sign up, or forgot) on /auth; choosing a new password from a
 * reset link on /reset-password and /confirm-password (asking for a link when none is given); setting the
 * first password from an invitation on /accept-invite.
 */
export function signInModeOf(url: URL, allowSignUp: boolean): SignInMode {
  const hasToken = url.searchParams.has("token");
  const path = unprefixedPath(url.pathname);
  if (path === "/accept-invite") return "invite";
  if (path === "/reset-password" || path === "/confirm-password") return hasToken ? "reset" : "forgot";
  const asked = url.searchParams.get("mode");
  if (asked === "signUp" && allowSignUp) return "signUp";
  if (asked === "forgot") return "forgot";
  return "signIn";
}
