import { data } from "react-router";
import { isPasskeySubmission, type PasskeySubmission, passkeyAction } from "~/.server/admin/account";
import { currentUser, lacksSecondFactor, requireAction, requireLoader, type SignedInUser } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import {
  changeOwnPassword,
  confirmTwoFactor,
  disableTwoFactor,
  endOtherSessions,
  endOwnSession,
  listOwnSessions,
  listPasskeys,
  readStaffPreferences,
  type SessionRefusal,
  saveStaffPreferences,
  startTwoFactor,
  withCookies,
} from "~/.server/services/accounts";
import { type AuditAction, auditActor, recordAudit } from "~/.server/services/operations";
import { AccountForms } from "~/components/admin/account/AccountForms";
import { languageOfRequest } from "~/i18n/request-language.server";
import type { AccountResult } from "~/lib/admin/account-result";
import { unhandledIntent } from "~/lib/admin/action-result";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { type AccountSubmission, accountSchema } from "~/lib/validation/account";
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

/** The intents that go to Better Auth (the password and two-factor); preferences, passkeys and sessions are the app's own. */
type AuthChange = Exclude<AccountSubmission, { intent: "savePreferences" | SessionChange["intent"] } | PasskeySubmission>;
type SessionChange = Extract<AccountSubmission, { intent: "endSession" | "endOtherSessions" }>;

const SESSION_REFUSALS: Record<SessionRefusal, { message: string; status: 404 | 409 }> = {
  notFound: { message: "admin-account:errors.sessionNotFound", status: 404 },
  current: { message: "admin-account:errors.sessionCurrent", status: 409 },
};

/** Ending one of one's other sessions, or all of them (decision 0024). */
async function endSessions(context: Route.ActionArgs["context"], request: Request, user: SignedInUser, change: SessionChange) {
  const owner = { userId: user.id, sessionId: user.sessionId, headers: request.headers, audit: auditActor(user, context) };
  const outcome =
    change.intent === "endSession"
      ? await endOwnSession(context, owner, change.sessionId)
      : await endOtherSessions(context, owner);
  if (outcome.ok) return data<AccountResult>({ ...formSuccess(), intent: change.intent, ended: outcome.ended });
  const { message, status } = SESSION_REFUSALS[outcome.reason];
  return data<AccountResult>({ ...formRefusal(message), intent: change.intent }, { status });
}

/** Each intent's call to the account service, and a new two-factor setup to show once. */
async function applyChange(context: Route.ActionArgs["context"], headers: Headers, change: AuthChange) {
  switch (change.intent) {
    case "enableTwoFactor": {
      const started = await startTwoFactor(context, headers, change.password);
      const setup = started.ok
        ? { totpURI: started.totpURI, secret: started.secret, backupCodes: started.backupCodes }
        : undefined;
      return { result: started, setup };
    }
    case "changePassword":
      return { result: await changeOwnPassword(context.auth, headers, change) };
    case "verifyTwoFactor":
      return { result: await confirmTwoFactor(context.auth, headers, change.code) };
    case "disableTwoFactor":
      return { result: await disableTwoFactor(context.auth, headers, change.password) };
    default:
      return unhandledIntent(change);
  }
}

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
