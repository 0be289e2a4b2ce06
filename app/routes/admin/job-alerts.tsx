import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { readListQuery } from "~/.server/db/list-query";
import { postedForm } from "~/.server/http/request-body";
import { deleteJobAlertSubscriber, listJobAlertSubscribers } from "~/.server/services/careers";
import { auditActor } from "~/.server/services/operations";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import type { ResultWords } from "~/components/admin/action-outcome";
import { ActionNotice, useActionToast } from "~/components/admin/action-outcome";
import { JobAlertCounts, JobAlertSubscriberTable } from "~/components/admin/job-alerts/JobAlertSubscribers";
import { ListSummary, shownRange } from "~/components/admin/list/ListSummary";
import { ReadOnlyNote } from "~/components/admin/list/notices";
import { Pagination } from "~/components/admin/list/Pagination";
import { SearchForm } from "~/components/admin/list/SearchForm";
import { type ActionResult, unhandledIntent } from "~/lib/admin/action-result";
import { can } from "~/lib/admin/permissions";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { jobAlertSubscriberChangeSchema } from "~/lib/validation/job-alerts";
import type { Route } from "./+types/job-alerts";

export const handle: RouteHandle = { i18n: ["admin", "admin-records", "job-alerts", "careers", "services", "markets"] };

const FILE = "routes/admin/job-alerts.tsx";
const PAGE_SIZE = 25;

const WORDS: ResultWords<ActionResult> = {
  success: () => ({ title: "job-alerts:admin.deletedTitle", text: "job-alerts:admin.deleted" }),
  failure: { title: "job-alerts:admin.failedTitle" },
};

/** Job-alert subscribers (decision 0036): staff see them, managers delete one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const { search, page } = readListQuery(request, [""], "");
  const list = await listJobAlertSubscribers(context.database, { search, page });
  return { list, search, canManage: can(user.role, "jobAlerts.manage") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, jobAlertSubscriberChangeSchema);
  if (!posted.ok) return posted.response;
  const change = posted.value;
  switch (change.intent) {
    case "delete": {
      const deleted = await deleteJobAlertSubscriber(context.database, auditActor(posted.user, context), change.id);
      return deleted
        ? data<ActionResult>({ ...formSuccess(), intent: change.intent })
        : data<ActionResult>({ ...formRefusal("job-alerts:admin.notFound"), intent: change.intent }, { status: 404 });
    }
    default:
      return unhandledIntent(change.intent);
  }
}

export default function AdminJobAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("job-alerts");
  const { list, search, canManage } = loaderData;
  useActionToast(actionData, WORDS);
  return (
    <div>
      <AdminPageHeader title={t("admin:sections.jobAlerts")} description={t("admin.lead")} />
      <ActionNotice result={actionData} words={WORDS} />
      <JobAlertCounts total={list.total} confirmed={list.confirmed} />
      <ReadOnlyNote show={!canManage} />
      <SearchForm label={t("admin.search")} searchLabel={t("admin.search")} search={search} active={search !== ""} />
      <ListSummary {...shownRange(list.page, PAGE_SIZE, list.rows.length)} total={list.found} />
      <JobAlertSubscriberTable rows={list.rows} canManage={canManage} />
      <Pagination page={list.page} pageCount={list.pages} />
    </div>
  );
}
