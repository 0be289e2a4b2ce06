import { useTranslation } from "react-i18next";
import { ROLES } from "~/lib/admin/permissions";

/** The roles as options of a select, in the permission table's order, named in the reader's language. */
export function useRoleOptions() {
  const { t } = useTranslation("admin-users");
  return ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}
