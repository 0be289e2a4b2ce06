/**
 * The answer of the Suppressed addresses page's action (decision 0022): the one admin result with
 * the intent and the address, or the service's refusal under the status that fits it. A refused
 * address is the email field's message; a removal of an address not on the list is form-wide.
 */
import { data } from "react-router";
import type { ReplyMessages } from "~/.server/http/parse-form";
import type { SuppressionResult } from "~/lib/admin/suppression-result";
import { type FormResult, formRefusal, formSuccess } from "~/lib/forms/result";
import type { SuppressionChange } from "../../services/mail";

type Refusal = Extract<SuppressionChange, { ok: false }>["reason"];

const STATUS: Record<Refusal, 400 | 404 | 409> = { invalidAddress: 400, notFound: 404, alreadyListed: 409 };

export function suppressionAnswer(
  intent: "add" | "remove",
  email: string,
  outcome: SuppressionChange,
  reply: (messages?: ReplyMessages) => FormResult,
) {
  if (outcome.ok) return data<SuppressionResult>({ ...formSuccess(), intent, email });
  const message = `admin-suppressions:errors.${outcome.reason}`;
  const refusal = outcome.reason === "notFound" ? formRefusal(message) : reply({ fieldErrors: { email: [message] } });
  return data<SuppressionResult>({ ...refusal, intent }, { status: STATUS[outcome.reason] });
}
