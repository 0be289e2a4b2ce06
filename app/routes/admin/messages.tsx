import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { PAGE_SIZE, readListQuery } from "~/.server/admin/list-query";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import {
  applyMessageIntent,
  isMessageIntent,
  listMessages,
  MAX_BULK_IDS,
  MESSAGE_FILTERS,
  openMessage,
  parseMessageIds,
} from "~/.server/services/messages";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { MessageFilters } from "~/components/admin/messages/MessageFilters";
import { MessagePanel } from "~/components/admin/messages/MessagePanel";
import { MessageSearch } from "~/components/admin/messages/MessageSearch";
import { MessagesTable } from "~/components/admin/messages/MessagesTable";
import type { ActionResult } from "~/components/admin/messages/types";
import { useOutcomeToast } from "~/components/admin/messages/useOutcomeToast";
import { Pagination } from "~/components/admin/Pagination";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/messages";

export const handle: RouteHandle = { i18n: ["admin", "admin-messages"] };
const FILE = "routes/admin/messages.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const canManage = can(user.role, "messages.manage");
  const query = readListQuery(request, MESSAGE_FILTERS, "all");
  const openId = new URL(request.url).searchParams.get("open");
  // Opened first, so the list below already shows it as read.
  const opened = openId ? await openMessage(context.database, openId, { markRead: canManage }) : undefined;
  const list = await listMessages(context.database, query);
  const shownFrom = list.total === 0 ? 0 : (list.page - 1) * PAGE_SIZE + 1;
  return {
    list,
    shown: { from: shownFrom, to: shownFrom === 0 ? 0 : shownFrom + list.rows.length - 1 },
    search: query.search,
    filter: query.filter,
    canManage,
    opened: opened ?? null,
    openMissing: Boolean(openId) && !opened,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  await requireAction(request, context, FILE, intent);
  // requireAction refuses intents the permission table does not list; this narrows the type.
  if (!isMessageIntent(intent)) throw data({ error: "unknown-intent" }, { status: 400 });
  const parsed = parseMessageIds([...form.getAll("id"), ...form.getAll("ids")]);
  if (!parsed.ok) return data<ActionResult>({ ok: false, intent, error: parsed.error, max: MAX_BULK_IDS }, { status: 400 });
  const count = await applyMessageIntent(context.database, intent, parsed.ids);
  if (count === 0) return data<ActionResult>({ ok: false, intent, error: "notFound", max: MAX_BULK_IDS }, { status: 404 });
  return data<ActionResult>({ ok: true, intent, count });
}

export default function AdminMessagesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-messages");
  const { list, shown, search, filter, canManage, opened, openMissing } = loaderData;
  const result = actionData as ActionResult | undefined;
  useOutcomeToast(result);

  return (
    <div>
      <AdminPageHeader title={t("admin:sections.messages")} description={t("intro")} />
      {canManage ? null : <p className="mb-4 text-sm text-ink-muted">{t("admin:common.readOnly")}</p>}
      {result && !result.ok ? (
        <p role="alert" className="mb-6 rounded-lg border border-red-700 bg-white px-4 py-3 text-sm font-medium text-red-700">
          {t(`errors.${result.error}`, { max: result.max })}
        </p>
      ) : null}
      {opened ? <MessagePanel key={opened.id} message={opened} canManage={canManage} /> : null}
      {openMissing ? (
        <p role="status" className="mb-6 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm text-ink">
          {t("detail.missing")}
        </p>
      ) : null}
      <MessageSearch key={search} search={search} filter={filter} />
      <MessageFilters filter={filter} counts={list.counts} />
      {list.total > 0 ? (
        <p className="mb-2 text-sm text-ink-muted">{t("admin:common.showing", { ...shown, total: list.total })}</p>
      ) : null}
      <MessagesTable rows={list.rows} canManage={canManage} filter={filter} search={search} result={result} />
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
