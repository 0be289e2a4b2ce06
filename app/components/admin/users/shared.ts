/** Small pieces the users page's panels share. */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ROLES } from "~/lib/admin/permissions";

export const panelClass = "mb-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
export const NAME_MAX = 100;

export function useRoleOptions() {
  const { t } = useTranslation("admin-users");
  return ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

/** Moves focus to a panel when it opens, so keyboard and screen reader users land in it. */
export function useFocusOnOpen<T extends HTMLElement>(key: string | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return ref;
}
