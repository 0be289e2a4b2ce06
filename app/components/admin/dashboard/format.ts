import { useDates } from "~/components/admin/list/dates";
import { useNumbers } from "~/components/admin/list/numbers";

/**
 * The dashboard's figures and days, by the admin area's one rule (the list kit's): the reader's
 * language, days and times in UTC, the zone the figures are counted in.
 */
export function useDashboardFormat() {
  return { ...useNumbers(), ...useDates() };
}
