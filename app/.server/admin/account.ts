/**
 * My account's server code beyond its loader and action (decision 0029). Its passkey intents
 * (decision 0023), answered as the one admin result (decision 0010): the challenge of a new passkey
 * (with the cookie that holds it), the new passkey itself, a new name, a removal. The services do
 * the work; this turns their outcomes into answers. Its sessions' and Better Auth's intents below.
 */
import { type AppLoadContext, data } from "react-router";
import type { AccountResult } from "~/lib/admin/account-result";
import { unhandledIntent } from "~/lib/admin/action-result";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { AccountSubmission } from "~/lib/validation/account";
import type { SignedInUser } from "../auth/guard";
import {
  type AddRefusal,
  addPasskey,
  changeOwnPassword,
  confirmTwoFactor,
  disableTwoFactor,
  endOtherSessions,
  endOwnSession,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
  type SessionRefusal,
  startTwoFactor,
  withCookies,
} from "../services/accounts";
import { auditActor } from "../services/operations";

const PASSKEY_INTENTS = ["passkeyOptions", "addPasskey", "renamePasskey", "removePasskey"] as const;
export type PasskeySubmission = Extract<AccountSubmission, { intent: (typeof PASSKEY_INTENTS)[number] }>;

export function isPasskeySubmission(value: AccountSubmission): value is PasskeySubmission {
  return (PASSKEY_INTENTS as readonly string[]).includes(value.intent);
}

const ADD_REFUSALS: Record<AddRefusal, string> = {
  stale: "admin-account:passkeys.errors.stale",
  notAccepted: "admin-account:passkeys.errors.notAccepted",
};

const refused = (intent: string, message: string, status: 400 | 404) =>
  data<AccountResult>({ ...formRefusal(message), intent }, { status });

export async function passkeyAction(request: Request, context: AppLoadContext, user: SignedInUser, change: PasskeySubmission) {
  const { intent } = change;
  const actor = auditActor(user, context);
  switch (change.intent) {
    case "passkeyOptions": {
      const started = await passkeyRegistrationOptions(context, request.headers, user);
      if (!started.ok) return refused(intent, ADD_REFUSALS[started.reason], 400);
      return data<AccountResult>(
        { ...formSuccess(), intent, passkeyOptions: started.options },
        { headers: withCookies(started.headers) },
      );
    }
    case "addPasskey": {
      // The session the passkey is added in: the passkey now vouches for it (decision 0023).
      const added = await addPasskey(context, request.headers, actor, user.sessionId, change);
      if (!added.ok) return refused(intent, ADD_REFUSALS[added.reason], 400);
      return data<AccountResult>({ ...formSuccess(), intent }, { headers: withCookies(added.headers) });
    }
    case "renamePasskey": {
      const renamed = await renamePasskey(context.database.db, actor, user.id, change.id, change.name);
      return renamed
        ? data<AccountResult>({ ...formSuccess(), intent })
        : refused(intent, "admin-account:passkeys.errors.notFound", 404);
    }
    case "removePasskey": {
      const removed = await removePasskey(context.database.db, actor, user.id, change.id);
      return removed
        ? data<AccountResult>({ ...formSuccess(), intent })
        : refused(intent, "admin-account:passkeys.errors.notFound", 404);
    }
  }
}

/** The intents that go to Better Auth (the password and two-factor); preferences, passkeys and sessions are the app's own. */
export type AuthChange = Exclude<AccountSubmission, { intent: "savePreferences" | SessionChange["intent"] } | PasskeySubmission>;
export type SessionChange = Extract<AccountSubmission, { intent: "endSession" | "endOtherSessions" }>;

const SESSION_REFUSALS: Record<SessionRefusal, { message: string; status: 404 | 409 }> = {
  notFound: { message: "admin-account:errors.sessionNotFound", status: 404 },
  current: { message: "admin-account:errors.sessionCurrent", status: 409 },
};

/** Ending one of one's other sessions, or all of them (decision 0024). */
export async function endSessions(context: AppLoadContext, request: Request, user: SignedInUser, change: SessionChange) {
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
export async function applyChange(context: AppLoadContext, headers: Headers, change: AuthChange) {
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
