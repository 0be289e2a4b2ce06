import { useTranslation } from "react-i18next";
import { SUPPRESSION_REASONS, SUPPRESSION_SOURCES } from "~/lib/mail-suppression";

/**
 * The words of a stored reason and source; one no dictionary knows (a hand-edited row) shows as
 * stored. The filters' options come from the same lists.
 */
export function useSuppressionLabels() {
  const { t, i18n } = useTranslation("admin-suppressions");
  const label = (key: string, value: string) => (i18n.exists(`admin-suppressions:${key}`) ? t(key) : value);
  const reason = (value: string) => label(`reasons.${value}`, value);
  const source = (value: string) => label(`sources.${value}`, value);
  return {
    reason,
    source,
    reasonOptions: SUPPRESSION_REASONS.map((value) => ({ value, label: reason(value) })),
    sourceOptions: SUPPRESSION_SOURCES.map((value) => ({ value, label: source(value) })),
  };
}
