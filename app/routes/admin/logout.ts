import { redirect } from "react-router";
import { auditSignOut } from "~/.server/auth/sign-in-audit";
import { signOut, withCookies } from "~/.server/services/accounts";
import type { Route } from "./+types/logout";

/** POST only: ends the session and returns to the login, which confirms the sign-out. */
export async function action({ request, context }: Route.ActionArgs) {
  await auditSignOut(request, context);
  const cleared = await signOut(context.auth, request.headers);
  return redirect("/admin/login?signedOut=1", { headers: withCookies(cleared) });
}

export function loader() {
  return redirect("/admin/login");
}
