import { useTranslation } from "react-i18next";
import { useRecordLabels } from "../records/labels";

/**
 * The words of the requests' pipeline (decision 0038): its stages, lost reasons, shift patterns and
 * plans, with the records' labels of the form's choices. An id no dictionary knows shows as stored.
 */
export function useRequestLabels() {
  const { t, i18n } = useTranslation("admin-requests");
  const records = useRecordLabels();
  const label = (key: string, value: string) => (value && i18n.exists(key) ? t(key) : value);
  return {
    ...records,
    stage: (stage: string) => records.partnershipStatus(stage),
    lostReason: (reason: string) => label(`admin-requests:lostReasons.${reason}`, reason),
    shift: (shift: string) => label(`admin-requests:shifts.${shift}`, shift),
    plan: (plan: string) => label(`pricing:plans.${plan}.name`, plan),
    eventKind: (kind: string) => label(`admin-requests:timeline.${kind}`, kind),
  };
}
