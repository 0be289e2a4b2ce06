import { data } from "react-router";
import { applyChange, endSessions, isPasskeySubmission, passkeyAction } from "~/.server/admin/account";
import { currentUser, lacksSecondFactor, requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import {
  listOwnSessions,
  listPasskeys,
  readStaffPreferences,
  saveStaffPreferences,
  withCookies,
} from "~/.server/services/accounts";
import { type AuditAction, auditActor, recordAudit } from "~/.server/services/operations";
import { AccountForms } from "~/components/admin/account/AccountForms";
import { languageOfRequest } from "~/i18n/request-language.server";
import type { AccountResult } from "~/lib/admin/account-result";
import { formSuccess } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { accountSchema } from "~/lib/validation/account";
import type { Route } from "./+types/account";

export const handle: RouteHandle = { i18n: ["admin", "admin-account", "auth"] };
const FILE = "routes/admin/account.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const [preferences, sessions] = await Promise.all([
    // Never saved: the summary is off, in the language this admin area is shown in.
    readStaffPreferences(context.database.db, user.id, languageOfRequest(request)),
    listOwnSessions(context.database, { userId: user.id, sessionId: user.sessionId }),
  ]);
  return {
    user: { name: user.name, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled },
    preferences,
    sessions,
    passkeys: await listPasskeys(context.database.db, user.id),
    // Two factors are required and this session has one: the rest of the admin area waits (decision 0023).
    secondFactorRequired: await lacksSecondFactor(request, context),
  };
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
  // The password may not be the person's own address: the one the server knows, whatever was posted.
  const user = await currentUser(request, context);
  if (user) form.set("email", user.email);
  const posted = await requireAction(request, context, FILE, form, accountSchema);
  if (!posted.ok) return posted.response;
  const { value } = posted;
  if (isPasskeySubmission(value)) return passkeyAction(request, context, posted.user, value);
  if (value.intent === "savePreferences") {
    const { weeklySummary, summaryLanguage } = value;
    await saveStaffPreferences(context.database.db, auditActor(posted.user, context), posted.user.id, {
      weeklySummary,
      summaryLanguage,
    });
    return data<AccountResult>({ ...formSuccess(), intent: value.intent });
  }
  if (value.intent === "endSession" || value.intent === "endOtherSessions")
    return endSessions(context, request, posted.user, value);
  const { intent } = value;
  const { result, setup } = await applyChange(context, request.headers, value);
  if (!result.ok) {
    const { field, message } = REFUSED[intent] ?? WRONG_PASSWORD;
    return data<AccountResult>({ ...posted.reply({ fieldErrors: { [field]: [message] } }), intent }, { status: 400 });
  }
  const action = AUDITED[intent];
  if (action)
    await recordAudit(context.database.db, {
      actor: auditActor(posted.user, context),
      action,
      target: { type: "user", id: posted.user.id },
    });
  return data<AccountResult>({ ...formSuccess(), intent, setup }, { headers: withCookies(result.headers) });
}

export default function AdminAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountForms
      user={loaderData.user}
      preferences={loaderData.preferences}
      sessions={loaderData.sessions}
      passkeys={loaderData.passkeys}
      secondFactorRequired={loaderData.secondFactorRequired}
      result={actionData}
    />
  );
}
