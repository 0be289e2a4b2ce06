import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UserRow } from "~/.server/services/users";
import { useListHref } from "~/components/admin/list-href";
import { useRecordFormat } from "~/components/admin/records/format";
import { linkClass } from "~/components/admin/records/ui";

/** Roles whose label is their own name; the others read "Viewer" and show their role beside it. */
const LABELLED_ROLES = new Set<string>(["admin", "editor", "viewer"]);

export function UsersTable({ rows, me }: { rows: UserRow[]; me: string }) {
  const { t } = useTranslation("admin-users");
  const formatDate = useRecordFormat().dateTime;
  const href = useListHref();
  if (rows.length === 0)
    return <p className="rounded-2xl bg-white p-6 text-ink-muted ring-1 ring-slate-200">{t("table.empty")}</p>;
  const th = "px-4 py-3 text-left font-semibold whitespace-nowrap";
  return (
    // Scrolls sideways on narrow screens; every row's Edit link keeps it reachable by keyboard.
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            <th scope="col" className={th}>
              {t("table.username")}
            </th>
            <th scope="col" className={th}>
              {t("table.fullName")}
            </th>
            <th scope="col" className={th}>
              {t("table.email")}
            </th>
            <th scope="col" className={th}>
              {t("table.role")}
            </th>
            <th scope="col" className={th}>
              {t("table.status")}
            </th>
            <th scope="col" className={th}>
              {t("table.lastLogin")}
            </th>
            <th scope="col" className={th}>
              {t("admin:common.createdAt")}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t("admin:common.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-ink">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3 break-all">{row.username}</td>
              <td className="px-4 py-3">
                {row.fullName}
                {row.id === me ? <span className="ml-2 text-xs text-ink-muted">{t("table.you")}</span> : null}
              </td>
              <td className="px-4 py-3 break-all">{row.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                  {t(`admin:${row.roleLabelKey}`)}
                </span>
                {LABELLED_ROLES.has(row.role) ? null : (
                  <span className="ml-2 text-xs text-ink-muted">{t(`roles.${row.role}`)}</span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{row.active ? t("status.active") : t("status.inactive")}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {row.lastLoginAt ? <time dateTime={row.lastLoginAt}>{formatDate(row.lastLoginAt)}</time> : t("table.never")}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Link to={href({ edit: row.id, new: null })} className={linkClass} preventScrollReset>
                  {t("table.edit")}
                  <span className="sr-only"> {row.fullName || row.email}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
