import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "~/lib/toast";
import type { ActionResult } from "./types";

/** The toast that follows each answer of the action (the page also shows it inline). */
export function useOutcomeToast(result: ActionResult | undefined) {
  const { t } = useTranslation("admin-users");
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (!result.ok) {
      void showToast("error", t("toast.failedTitle"), t(result.error ?? "toast.checkFields"));
      return;
    }
    const key =
      result.intent === "create"
        ? result.invited
          ? "invited"
          : "created"
        : result.intent === "resetPassword"
          ? result.mode === "email"
            ? "resetLinkSent"
            : "passwordSet"
          : result.intent === "update"
            ? "updated"
            : "deleted";
    void showToast("success", t(`toast.${key}Title`), t(`toast.${key}`, { email: result.email ?? "" }));
  }, [result, t]);
}
