import { redirect } from "react-router";
import { currentUser } from "~/.server/auth/guard";
import { auditSession } from "~/.server/auth/sign-in-audit";
import { signOut, withCookies } from "~/.server/services/accounts";
import type { Route } from "./+types/logout";

/** POST only: ends the session and returns to the login, which confirms the sign-out. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await currentUser(request, context);
  if (user) await auditSession(context, "auth.sign_out", user.id);
  const cleared = await signOut(context.auth, request);
  return redirect("/admin/login?signedOut=1", { headers: withCookies(cleared) });
}

export function loader() {
  return redirect("/admin/login");
}
