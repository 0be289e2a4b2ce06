/** Small pieces the users page's panels share; the panel look and focus come from the list kit. */
import { useTranslation } from "react-i18next";
import { ROLES } from "~/lib/admin/permissions";

export { useFocusOnOpen } from "~/components/admin/list/RecordPanel";
export { panelClass } from "~/components/admin/list/styles";
export const NAME_MAX = 100;

export function useRoleOptions() {
  const { t } = useTranslation("admin-users");
  return ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
