import { data } from "react-router";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { withCookies } from "~/.server/services/accounts";
import { changeOwnPassword, confirmTwoFactor, disableTwoFactor, startTwoFactor } from "~/.server/services/own-account";
import {
  AccountForms,
  type AccountResult as ActionResult,
  type AccountErrors as Errors,
} from "~/components/admin/account/AccountForms";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/account";

export const handle: RouteHandle = { i18n: ["admin", "admin-account", "auth"] };
const FILE = "routes/admin/account.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  return { user: { name: user.name, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled } };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, "intent");
  const user = await requireAction(request, context, FILE, intent);
  const respond = (result: { ok: true; headers: Headers } | { ok: false; errors: Errors }, extra: Partial<ActionResult> = {}) =>
    result.ok
      ? data<ActionResult>({ intent, ok: true, ...extra }, { headers: withCookies(result.headers) })
      : data<ActionResult>({ intent, ok: false, errors: result.errors }, { status: 400 });

  switch (intent) {
    case "changePassword":
      return respond(
        await changeOwnPassword(context.auth, request, {
          currentPassword: text(form, "currentPassword"),
          newPassword: text(form, "newPassword"),
          confirm: text(form, "confirm"),
          email: user.email,
        }),
      );
    case "enableTwoFactor": {
      const result = await startTwoFactor(context.auth, request, text(form, "password"));
      if (!result.ok) return respond(result);
      const { totpURI, secret, backupCodes } = result;
      return respond(result, { setup: { totpURI, secret, backupCodes } });
    }
    case "verifyTwoFactor":
      return respond(await confirmTwoFactor(context.auth, request, text(form, "code")));
    default:
      return respond(await disableTwoFactor(context.auth, request, text(form, "password")));
  }
}

export default function AdminAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountForms user={loaderData.user} result={actionData} />;
}
