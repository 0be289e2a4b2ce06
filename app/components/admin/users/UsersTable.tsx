import { useTranslation } from "react-i18next";
import type { UserRow } from "~/.server/services/accounts";
import { Badge } from "~/components/admin/list/Badge";
import { DateTime } from "~/components/admin/list/DateTime";
import { useListHref } from "~/components/admin/list/href";
import { OpenLink, RecordTable } from "~/components/admin/list/RecordTable";

/** Roles whose label is their own name; the others read "Viewer" and show their role beside it. */
const LABELLED_ROLES = new Set<string>(["admin", "editor", "viewer"]);

/** The accounts; each row's Edit link opens its panel (`?edit=<id>`) above the list. */
export function UsersTable({ rows, me, editId }: { rows: UserRow[]; me: string; editId: string | null }) {
  const { t } = useTranslation("admin-users");
  const href = useListHref();
  return (
    <RecordTable
      caption={t("table.caption")}
      empty={t("table.empty")}
      rows={rows}
      openId={editId}
      openHref={(row) => href({ edit: row.id, new: null })}
      columns={[
        { header: t("table.username"), cell: (row) => row.username, className: "break-all" },
        {
          header: t("table.fullName"),
          cell: (row) => (
            <>
              {row.fullName}
              {row.id === me ? <span className="ml-2 text-xs text-ink-muted">{t("table.you")}</span> : null}
            </>
          ),
        },
        { header: t("table.email"), cell: (row) => row.email, className: "break-all", hideOnMobile: true },
        {
          header: t("table.role"),
          className: "whitespace-nowrap",
          cell: (row) => (
            <>
              <Badge strong>{t(`admin:${row.roleLabelKey}`)}</Badge>
              {LABELLED_ROLES.has(row.role) ? null : (
                <span className="ml-2 text-xs text-ink-muted">{t(`roles.${row.role}`)}</span>
              )}
            </>
          ),
        },
        { header: t("table.status"), cell: (row) => (row.active ? t("status.active") : t("status.inactive")) },
        {
          header: t("table.lastLogin"),
          cell: (row) => <DateTime value={row.lastLoginAt} fallback={t("table.never")} />,
          className: "whitespace-nowrap",
          hideOnMobile: true,
        },
        {
          header: t("admin:common.createdAt"),
          cell: (row) => <DateTime value={row.createdAt} />,
          className: "whitespace-nowrap",
          hideOnMobile: true,
        },
        {
          header: "",
          className: "text-right whitespace-nowrap",
          cell: (row, open) => (
            <OpenLink open={open}>
              {t("table.edit")}
              <span className="sr-only"> {row.fullName || row.email}</span>
            </OpenLink>
          ),
        },
      ]}
    />
  );
}
