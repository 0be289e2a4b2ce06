import { useTranslation } from "react-i18next";
import { readAuditQuery } from "~/.server/admin/audit";
import { requireLoader } from "~/.server/auth/guard";
import { listAudit } from "~/.server/services/operations";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { AuditFilters, AuditPages, AuditTable } from "~/components/admin/audit/AuditLog";
import { buttonClasses } from "~/components/ui/button";
import { AUDIT_ACTIONS } from "~/lib/admin/audit-actions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/audit";

/** `admin-settings` names a changed setting by its label on the Settings page. */
export const handle: RouteHandle = { i18n: ["admin", "admin-audit", "admin-settings"] };

/** The audit log (administrators only): newest first, filtered by the query string, in keyset pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/audit.tsx");
  const query = readAuditQuery(request);
  const page = await listAudit(context.database, query);
  const filter = { person: query.person, action: query.action, from: query.from, to: query.to };
  const exportQuery = new URLSearchParams(
    Object.entries({ q: filter.person, action: filter.action, from: filter.from, to: filter.to }).filter(([, value]) => value),
  ).toString();
  return { page, filter, exportHref: `/admin/audit/export${exportQuery ? `?${exportQuery}` : ""}` };
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-audit");
  const { page, filter, exportHref } = loaderData;
  return (
    <div>
      <AdminPageHeader
        title={t("admin:sections.audit")}
        description={t("intro")}
        actions={
          <a href={exportHref} download className={buttonClasses("secondary")}>
            {t("export")}
          </a>
        }
      />
      <AuditFilters filter={filter} actions={AUDIT_ACTIONS} />
      <AuditTable rows={page.rows} />
      <AuditPages older={page.older} newer={page.newer} />
    </div>
  );
}
