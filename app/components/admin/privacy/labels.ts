import { useTranslation } from "react-i18next";

/** A request's deadline in words: days left, due today, or late by how many days (decision 0041). */
export function useDeadlineWords() {
  const { t } = useTranslation("admin-privacy");
  return ({ daysLeft, late }: { daysLeft: number; late: boolean }) =>
    late ? t("late", { count: -daysLeft }) : daysLeft === 0 ? t("dueToday") : t("daysLeft", { count: daysLeft });
}
