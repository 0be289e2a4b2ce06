import { useTranslation } from "react-i18next";
import { useResultToast } from "~/lib/toast";
import type { ActionResult } from "./types";

/** Success toasts for each answer of the action, error toasts for a refusal. */
export function useOutcomeToast(result: ActionResult | undefined) {
  const { t } = useTranslation("admin-messages");
  useResultToast(result, (answer) =>
    answer.ok
      ? {
          kind: "success",
          title: t(`done.${answer.intent}.title`),
          text: t(`done.${answer.intent}.text`, { count: answer.count }),
        }
      : { kind: "error", title: t("errors.title"), text: t(`errors.${answer.error}`, { max: answer.max }) },
  );
}
