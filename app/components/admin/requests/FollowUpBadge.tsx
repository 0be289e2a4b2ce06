import { useTranslation } from "react-i18next";
import type { FollowUpState } from "~/lib/staff-requests/pipeline";
import { Badge } from "../list/Badge";
import { useDates } from "../list/dates";

/** A request's next follow-up: "due today", "overdue" (in words, not colour alone), or its date. */
export function FollowUpBadge({ day, state }: { day: string | null; state: FollowUpState | null }) {
  const { t } = useTranslation("admin-requests");
  const dates = useDates();
  if (!day || !state) return null;
  if (state === "overdue") return <Badge problem>{t("followUp.overdue", { date: dates.day(day) })}</Badge>;
  if (state === "today") return <Badge strong>{t("followUp.today")}</Badge>;
  return <Badge>{t("followUp.on", { date: dates.day(day) })}</Badge>;
}
