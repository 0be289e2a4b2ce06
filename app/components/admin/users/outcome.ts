import { useTranslation } from "react-i18next";
import { FORM_WIDE, messageOf } from "~/lib/forms/result";
import { useResultToast } from "~/lib/toast";
import type { ActionResult } from "./types";

const SUCCESS_KEYS: Record<string, (result: ActionResult) => string> = {
  create: (result) => (result.invited ? "invited" : "created"),
  resetPassword: (result) => (result.mode === "email" ? "resetLinkSent" : "passwordSet"),
  update: () => "updated",
  delete: () => "deleted",
};

/** The toast that follows each answer of the action (the page also shows it inline). */
export function useOutcomeToast(result: ActionResult | undefined) {
  const { t } = useTranslation("admin-users");
  useResultToast(result, (answer) => {
    if (!answer.ok)
      return { kind: "error", title: t("toast.failedTitle"), text: t(messageOf(answer, FORM_WIDE) ?? "toast.checkFields") };
    const key = (SUCCESS_KEYS[answer.change] ?? SUCCESS_KEYS.delete)?.(answer) ?? "deleted";
    return { kind: "success", title: t(`toast.${key}Title`), text: t(`toast.${key}`, { email: answer.email ?? "" }) };
  });
}
