import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigation } from "react-router";
import { suppressionAnswer } from "~/.server/admin/suppressions/answer";
import { readSuppressionsQuery } from "~/.server/admin/suppressions/query";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { addSuppression, findSuppression, listSuppressions, removeSuppression } from "~/.server/services/mail";
import { auditActor } from "~/.server/services/operations";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ActionNotice, useActionToast } from "~/components/admin/action-outcome";
import { useListHref } from "~/components/admin/list/href";
import { ListSummary, shownRange } from "~/components/admin/list/ListSummary";
import { MissingNote, ReadOnlyNote } from "~/components/admin/list/notices";
import { Pagination } from "~/components/admin/list/Pagination";
import { AddSuppression } from "~/components/admin/suppressions/AddSuppression";
import { isSearched, SuppressionFilters } from "~/components/admin/suppressions/Filters";
import { SuppressionPanel, SuppressionTable } from "~/components/admin/suppressions/SuppressionTable";
import { SUPPRESSION_WORDS } from "~/components/admin/suppressions/words";
import { buttonClasses } from "~/components/ui/button";
import { unhandledIntent } from "~/lib/admin/action-result";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { suppressionChangeSchema } from "~/lib/validation/suppressions";
import type { Route } from "./+types/suppressions";

export const handle: RouteHandle = { i18n: ["admin", "admin-suppressions"] };
const FILE = "routes/admin/suppressions.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const { open, ...query } = readSuppressionsQuery(request);
  const [list, opened] = await Promise.all([
    listSuppressions(context.database, query),
    open ? findSuppression(context.database, open) : undefined,
  ]);
  const canManage = can(user.role, "suppressions.manage");
  return {
    list,
    query,
    opened: opened ?? null,
    openMissing: open !== "" && !opened,
    adding: canManage && new URL(request.url).searchParams.has("add"),
    canManage,
    canExport: can(user.role, "suppressions.export"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const posted = await requireAction(request, context, FILE, postedForm(context), suppressionChangeSchema);
  if (!posted.ok) return posted.response;
  const { value: change, reply } = posted;
  const actor = auditActor(posted.user, context);
  switch (change.intent) {
    case "add":
      return suppressionAnswer(change.intent, change.email, await addSuppression(context.database, actor, change), reply);
    case "remove":
      return suppressionAnswer(
        change.intent,
        change.email,
        await removeSuppression(context.database, actor, change.email),
        reply,
      );
    default:
      return unhandledIntent(change);
  }
}

export default function AdminSuppressionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-suppressions");
  const href = useListHref();
  const location = useLocation();
  const busy = useNavigation().state === "submitting";
  const { list, query, opened, openMissing, adding, canManage, canExport } = loaderData;
  useActionToast(actionData, SUPPRESSION_WORDS);
  // The export narrows as the list does: the same query string, without the page or an open panel.
  const exportQuery = new URLSearchParams(location.search);
  for (const name of ["page", "open", "add"]) exportQuery.delete(name);
  return (
    <div>
      <AdminPageHeader
        title={t("admin:sections.suppressions")}
        description={t("description")}
        actions={
          <>
            {canManage && !adding ? (
              <Link to={href({ add: "1", open: null })} className={buttonClasses()} preventScrollReset>
                {t("add.open")}
              </Link>
            ) : null}
            {canExport ? (
              <a href={`/admin/suppressions/export?${exportQuery}`} download className={buttonClasses("secondary")}>
                {t("admin:common.exportCsv")}
              </a>
            ) : null}
          </>
        }
      />
      <ActionNotice result={actionData} words={SUPPRESSION_WORDS} />
      {adding ? <AddSuppression result={actionData} busy={busy} /> : null}
      {opened ? <SuppressionPanel key={opened.id} suppression={opened} canManage={canManage} /> : null}
      {openMissing ? <MissingNote>{t("list.gone")}</MissingNote> : null}
      <ReadOnlyNote show={!canManage} />
      <SuppressionFilters query={query} />
      <ListSummary {...shownRange(list.page, list.pageSize, list.rows.length)} total={list.total} />
      <SuppressionTable
        rows={list.rows}
        canManage={canManage}
        openId={opened?.id ?? null}
        filtered={isSearched(query) || query.campaignId !== null}
      />
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
