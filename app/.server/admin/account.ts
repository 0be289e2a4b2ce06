/**
 * My account's passkey intents (decision 0023), answered as the one admin result (decision 0010):
 * the challenge of a new passkey (with the cookie that holds it), the new passkey itself, a new
 * name, a removal. The services do the work; this turns their outcomes into answers.
 */
import { type AppLoadContext, data } from "react-router";
import type { AccountResult } from "~/lib/admin/account-result";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { AccountSubmission } from "~/lib/validation/account";
import type { SignedInUser } from "../auth/guard";
import {
  type AddRefusal,
  addPasskey,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
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
