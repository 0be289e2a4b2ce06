import { useTranslation } from "react-i18next";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { readListQuery } from "~/.server/db/list-query";
import { recordAnswer } from "~/.server/http/record-answer";
import { postedForm } from "~/.server/http/request-body";
import { auditActor } from "~/.server/services/operations";
import { deleteSubscriber, listSubscribers, subscriberCounts } from "~/.server/services/records";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ActionNotice, useActionToast } from "~/components/admin/action-outcome";
import { ListSummary, shownRange } from "~/components/admin/list/ListSummary";
import { ReadOnlyNote } from "~/components/admin/list/notices";
import { Pagination } from "~/components/admin/list/Pagination";
import { SearchForm } from "~/components/admin/list/SearchForm";
import { SubscriberStats, SubscriberTable } from "~/components/admin/records/Subscribers";
import { recordWords } from "~/components/admin/records/words";
import { buttonClasses } from "~/components/ui/button";
import { unhandledIntent } from "~/lib/admin/action-result";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { subscriberChangeSchema } from "~/lib/validation/subscribers";
import type { Route } from "./+types/newsletter-subscribers";

export const handle: RouteHandle = { i18n: ["admin", "admin-records"] };

const FILE = "routes/admin/newsletter-subscribers.tsx";
/** Its one intent is `delete`; the messages call it what it deletes. */
const WORDS = recordWords({ delete: "deleteSubscriber" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const { search, page } = readListQuery(request, [""], "");
  const [counts, list] = await Promise.all([
    subscriberCounts(context.database),
    listSubscribers(context.database, { search, page }),
  ]);
  return {
    counts,
    list,
    search,
    canManage: can(user.role, "subscribers.manage"),
    canExport: can(user.role, "subscribers.export"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, subscriberChangeSchema);
  if (!posted.ok) return posted.response;
  const change = posted.value;
  switch (change.intent) {
    case "delete":
      return recordAnswer(change.intent, await deleteSubscriber(context.database, auditActor(posted.user, context), change.id));
    default:
      return unhandledIntent(change.intent);
  }
}

export default function AdminNewsletterSubscribersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-records");
  const { counts, list, search, canManage, canExport } = loaderData;
  useActionToast(actionData, WORDS);
  return (
    <div>
      <AdminPageHeader
        title={t("admin:sections.newsletterSubscribers")}
        description={t("subscribers.description")}
        actions={
          canExport ? (
            <a href="/admin/newsletter-subscribers/export" download className={buttonClasses("secondary")}>
              {t("admin:common.exportCsv")}
            </a>
          ) : null
        }
      />
      <ActionNotice result={actionData} words={WORDS} />
      <SubscriberStats counts={counts} />
      <ReadOnlyNote show={!canManage} />
      <SearchForm
        label={t("subscribers.searchLabel")}
        searchLabel={t("subscribers.searchField")}
        search={search}
        active={search !== ""}
      />
      <ListSummary {...shownRange(list.page, list.pageSize, list.rows.length)} total={list.total} />
      <SubscriberTable rows={list.rows} canManage={canManage} />
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
