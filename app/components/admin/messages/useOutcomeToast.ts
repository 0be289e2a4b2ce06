import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "~/lib/toast";
import type { ActionResult } from "./types";

/** Success toasts for each answer of the action, error toasts for a refusal. */
export function useOutcomeToast(result: ActionResult | undefined) {
  const { t } = useTranslation("admin-messages");
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.ok)
      void showToast("success", t(`done.${result.intent}.title`), t(`done.${result.intent}.text`, { count: result.count }));
    else void showToast("error", t("errors.title"), t(`errors.${result.error}`, { max: result.max }));
  }, [result, t]);
}
