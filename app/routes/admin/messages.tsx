import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { PAGE_SIZE, readListQuery } from "~/.server/db/list-query";
import { postedForm } from "~/.server/http/request-body";
import { cameFrom } from "~/.server/services/analytics";
import { auditActor } from "~/.server/services/operations";
import {
  applyMessageIntent,
  listMessages,
  MAX_BULK_IDS,
  openMessage,
  parseMessageIds,
  submissionContextFor,
} from "~/.server/services/records";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ActionNotice, type ResultWords, useActionToast } from "~/components/admin/action-outcome";
import { FilterTabs } from "~/components/admin/list/FilterTabs";
import { ListSummary, shownRange } from "~/components/admin/list/ListSummary";
import { MissingNote, ReadOnlyNote } from "~/components/admin/list/notices";
import { Pagination } from "~/components/admin/list/Pagination";
import { SearchForm } from "~/components/admin/list/SearchForm";
import { MessageList } from "~/components/admin/messages/MessageList";
import { MessagePanel } from "~/components/admin/messages/MessagePanel";
import type { MessagesResult } from "~/components/admin/messages/types";
import { refusalOf } from "~/lib/admin/action-result";
import { MESSAGE_FILTERS } from "~/lib/admin/message-filters";
import { can } from "~/lib/admin/permissions";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { messageActionSchema } from "~/lib/validation/messages";
import { readRecordId } from "~/lib/validation/rules";
import type { Route } from "./+types/messages";

/** `admin-traffic` names where an opened message's sender came from. */
export const handle: RouteHandle = { i18n: ["admin", "admin-messages", "admin-traffic"] };
const FILE = "routes/admin/messages.tsx";

/** Each intent's words, with how many messages it changed; a refusal's words name the bulk limit. */
const WORDS: ResultWords<MessagesResult> = {
  success: ({ intent }) => ({ title: `admin-messages:done.${intent}.title`, text: `admin-messages:done.${intent}.text` }),
  failure: { title: "admin-messages:errors.title" },
  values: ({ count, max }) => ({ count, max }),
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const canManage = can(user.role, "messages.manage");
  const query = readListQuery(request, MESSAGE_FILTERS, "all");
  const openParam = new URL(request.url).searchParams.get("open");
  const openId = readRecordId(openParam);
  // Opened first, so the list below already shows it as read.
  const opened =
    openId === undefined
      ? undefined
      : await openMessage(context.database, openId, canManage ? auditActor(user, context) : undefined);
  const [list, source] = await Promise.all([
    listMessages(context.database, query),
    opened ? cameFrom(context.database, "contact", opened.id) : null,
  ]);
  return {
    list,
    shown: shownRange(list.page, PAGE_SIZE, list.rows.length),
    search: query.search,
    filter: query.filter,
    canManage,
    opened: opened ?? null,
    cameFrom: source,
    openMissing: Boolean(openParam) && !opened,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, messageActionSchema);
  if (!posted.ok) return posted.response;
  // Every intent acts on the posted ids (one message's `id`, or the bulk form's `ids`).
  const { intent } = posted.value;
  const refuse = (reason: string, status: 400 | 404) =>
    data<MessagesResult>({ ...formRefusal(`admin-messages:errors.${reason}`), intent, max: MAX_BULK_IDS }, { status });
  const parsed = parseMessageIds([...form.getAll("id"), ...form.getAll("ids")]);
  if (!parsed.ok) return refuse(parsed.error, 400);
  const count = await applyMessageIntent(submissionContextFor(context), auditActor(posted.user, context), intent, parsed.ids);
  if (intent === "notSpam") context.kickOutbox();
  if (count === 0) return refuse("notFound", 404);
  return data<MessagesResult>({ ...formSuccess(), intent, count });
}

export default function AdminMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-messages");
  const { list, shown, search, filter, canManage, opened, cameFrom, openMissing } = loaderData;
  const result: MessagesResult | undefined = actionData;
  useActionToast(result, WORDS);
  const refusal = refusalOf(result);

  return (
    <div>
      <AdminPageHeader title={t("admin:sections.messages")} description={t("intro")} />
      <ReadOnlyNote show={!canManage} />
      {refusal ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-700 bg-white px-4 py-3 text-sm font-medium text-red-700">
          {t(refusal, { max: result?.max })}
        </p>
      ) : (
        <ActionNotice result={result} words={WORDS} />
      )}
      {opened ? <MessagePanel message={opened} canManage={canManage} cameFrom={cameFrom} /> : null}
      {openMissing ? <MissingNote>{t("detail.missing")}</MissingNote> : null}
      <SearchForm
        key={search}
        label={t("search.label")}
        hint={t("search.hint")}
        search={search}
        keep={["filter"]}
        active={search !== ""}
      />
      <FilterTabs
        label={t("filters.label")}
        param="filter"
        current={filter === "all" ? null : filter}
        tabs={MESSAGE_FILTERS.map((name) => ({
          value: name === "all" ? null : name,
          label: t(`filters.${name}`),
          count: list.counts[name],
        }))}
      />
      <ListSummary {...shown} total={list.total} />
      <MessageList
        rows={list.rows}
        canManage={canManage}
        filter={filter}
        search={search}
        openId={opened?.id ?? null}
        result={result}
      />
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
