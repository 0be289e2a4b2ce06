import { data } from "react-router";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { parseForm } from "~/.server/http/parse-form";
import { postedForm } from "~/.server/http/request-body";
import { withCookies } from "~/.server/services/accounts";
import { type AuditAction, auditActor, recordAudit } from "~/.server/services/audit";
import { changeOwnPassword, confirmTwoFactor, disableTwoFactor, startTwoFactor } from "~/.server/services/own-account";
import { AccountForms, type AccountResult as ActionResult } from "~/components/admin/account/AccountForms";
import { formSuccess } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { accountSchema } from "~/lib/validation/account";
import type { Route } from "./+types/account";

export const handle: RouteHandle = { i18n: ["admin", "admin-account", "auth"] };
const FILE = "routes/admin/account.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  return { user: { name: user.name, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled } };
}

/** Which field a refusal belongs to, and its words. */
const REFUSED: Record<string, { field: string; message: string }> = {
  changePassword: { field: "currentPassword", message: "admin-account:errors.currentWrong" },
  verifyTwoFactor: { field: "code", message: "auth:errors.codeInvalid" },
};
const WRONG_PASSWORD = { field: "password", message: "admin-account:errors.currentWrong" };

/** The audit entry of each change that takes effect (the first step of two-factor only prepares a secret). */
const AUDITED: Partial<Record<string, AuditAction>> = {
  changePassword: "account.password_change",
  verifyTwoFactor: "account.two_factor_enable",
  disableTwoFactor: "account.two_factor_disable",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const intent = String(form.get("intent") ?? "");
  const user = await requireAction(request, context, FILE, intent);
  // The password may not be the person's own address: the one the server knows, whatever was posted.
  form.set("email", user.email);
  const parsed = parseForm(form, accountSchema);
  if (!parsed.ok) return data<ActionResult>({ ...parsed.result, change: intent, ok: false }, { status: 400 });
  const input = parsed.value;
  let setup: ActionResult["setup"];
  let result: Awaited<ReturnType<typeof changeOwnPassword>>;
  if (input.intent === "enableTwoFactor") {
    const started = await startTwoFactor(context, request.headers, input.password);
    if (started.ok) setup = { totpURI: started.totpURI, secret: started.secret, backupCodes: started.backupCodes };
    result = started;
  } else if (input.intent === "changePassword") result = await changeOwnPassword(context.auth, request.headers, input);
  else if (input.intent === "verifyTwoFactor") result = await confirmTwoFactor(context.auth, request.headers, input.code);
  else result = await disableTwoFactor(context.auth, request.headers, input.password);
  if (!result.ok) {
    const { field, message } = REFUSED[input.intent] ?? WRONG_PASSWORD;
    const reply = parsed.reply({ fieldErrors: { [field]: [message] } });
    return data<ActionResult>({ ...reply, change: intent, ok: false }, { status: 400 });
  }
  const action = AUDITED[input.intent];
  if (action)
    await recordAudit(context.database.db, { actor: auditActor(user, context), action, target: { type: "user", id: user.id } });
  return data<ActionResult>({ ...formSuccess(), change: intent, ok: true, setup }, { headers: withCookies(result.headers) });
}

export default function AdminAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountForms user={loaderData.user} result={actionData} />;
}
