import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, useNavigation } from "react-router";
import { PAGE_SIZE, readListQuery } from "~/.server/admin/list-query";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import {
  applyMessageIntent,
  type IdsResult,
  isMessageIntent,
  listMessages,
  MAX_BULK_IDS,
  MESSAGE_FILTERS,
  type Message,
  type MessageFilter,
  type MessageIntent,
  type MessageSummary,
  openMessage,
  parseMessageIds,
} from "~/.server/services/messages";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ConfirmDialog } from "~/components/admin/ConfirmDialog";
import { useListHref } from "~/components/admin/list-href";
import { Pagination } from "~/components/admin/Pagination";
import { isLanguage, LANGUAGE_NAMES } from "~/i18n/languages";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { showToast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/messages";

export const handle: RouteHandle = { i18n: ["admin", "admin-messages"] };
const FILE = "routes/admin/messages.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const canManage = can(user.role, "messages.manage");
  const query = readListQuery(request, MESSAGE_FILTERS, "all");
  const openId = new URL(request.url).searchParams.get("open");
  // Opened first, so the list below already shows it as read.
  const opened = openId ? await openMessage(context.db, openId, { markRead: canManage }) : undefined;
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

type ActionError = Extract<IdsResult, { ok: false }>["error"] | "notFound";
type ActionResult =
  | { ok: true; intent: MessageIntent; count: number }
  | { ok: false; intent: string; error: ActionError; max: number };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  await requireAction(request, context, FILE, intent);
  // requireAction refuses intents the permission table does not list; this narrows the type.
  if (!isMessageIntent(intent)) throw data({ error: "unknown-intent" }, { status: 400 });
  const parsed = parseMessageIds([...form.getAll("id"), ...form.getAll("ids")]);
  if (!parsed.ok) return data<ActionResult>({ ok: false, intent, error: parsed.error, max: MAX_BULK_IDS }, { status: 400 });
  const count = await applyMessageIntent(context.db, intent, parsed.ids);
  if (count === 0) return data<ActionResult>({ ok: false, intent, error: "notFound", max: MAX_BULK_IDS }, { status: 404 });
  return data<ActionResult>({ ok: true, intent, count });
}

// ---------------------------------------------------------------------------------------------
// The page. Only types come from server modules below this line: values would ship them to the browser.

const FILTERS = ["all", "unread", "archived"] as const satisfies readonly MessageFilter[];

// Brand 800 on white, and white on brand 800: both hold their contrast in the admin dark theme too,
// where the theme turns brand 800 light and white dark.
const linkClass = "rounded font-medium text-brand-800 underline underline-offset-2 hover:no-underline";
const smallButton = (extra = "") =>
  `inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${extra}`;
const outlineButton = smallButton("border border-brand-800 text-brand-800 hover:bg-brand-50");
const solidButton = smallButton("bg-brand-800 text-white hover:opacity-90");
const dangerButton = smallButton("border border-red-700 text-red-700 hover:bg-slate-100");
const checkboxClass = "size-5 rounded border-slate-400 accent-brand-700";

/**
 * Dates in the reader's language and, once the page runs in the browser, their time zone. The
 * server does not know that zone, so its markup (and the hydration that must match it) says UTC.
 */
function useDateFormat() {
  const { t, i18n } = useTranslation("admin-messages");
  const hydrated = useHydrated();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: "medium",
        timeStyle: "short",
        ...(hydrated ? {} : { timeZone: "UTC" }),
      }),
    [i18n.language, hydrated],
  );
  return (iso: string) => (hydrated ? format.format(new Date(iso)) : t("utcDate", { date: format.format(new Date(iso)) }));
}

/** A reply in the staff member's mail program, to the sender, on the same subject. */
function replyHref(email: string, subject: string): string {
  const reply = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(reply)}`;
}

/** Success toasts for each answer of the action, error toasts for a refusal. */
function useOutcomeToast(result: ActionResult | undefined) {
  const { t } = useTranslation("admin-messages");
  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    if (result.ok)
      void showToast("success", t(`done.${result.intent}.title`), t(`done.${result.intent}.text`, { count: result.count }));
    else void showToast("error", t("errors.title"), t(`errors.${result.error}`, { max: result.max }));
  }, [result, t]);
}

function FilterTabs({ filter, counts }: { filter: MessageFilter; counts: Record<MessageFilter, number> }) {
  const { t } = useTranslation("admin-messages");
  const href = useListHref();
  return (
    <nav aria-label={t("filters.label")} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((name) => {
          const current = name === filter;
          return (
            <li key={name}>
              <Link
                to={href({ filter: name === "all" ? null : name, page: null, open: null })}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
                  current ? "bg-brand-800 text-white" : "bg-white text-ink ring-1 ring-slate-300 hover:bg-slate-100"
                }`}
              >
                {t(`filters.${name}`)}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs ${current ? "bg-white text-brand-800" : "bg-slate-100 text-ink"}`}
                >
                  {counts[name]}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SearchForm({ search, filter }: { search: string; filter: MessageFilter }) {
  const { t } = useTranslation("admin-messages");
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  return (
    <Form method="get" role="search" aria-label={t("search.label")} className="mb-4">
      {filter === "all" ? null : <input type="hidden" name="filter" value={filter} />}
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {t("search.label")}
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="search"
          name="q"
          defaultValue={search}
          maxLength={200}
          aria-describedby={hintId}
          className="min-w-0 flex-1 basis-64 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-ink shadow-sm"
        />
        <button type="submit" className={outlineButton}>
          {t("admin:common.search")}
        </button>
        {search ? (
          <Link to={filter === "all" ? "?" : `?filter=${filter}`} className={`${linkClass} text-sm`}>
            {t("admin:common.clear")}
          </Link>
        ) : null}
      </div>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {t("search.hint")}
      </p>
    </Form>
  );
}

/** The opened message: who sent it, when, the text as typed, and what staff may do with it. */
function MessagePanel({ message, canManage }: { message: Message; canManage: boolean }) {
  const { t } = useTranslation("admin-messages");
  const formatDate = useDateFormat();
  const hydrated = useHydrated();
  const href = useListHref();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Opening a message takes keyboard and screen reader users to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Marking unread or deleting closes the panel: left open, the page would mark it read again.
  const closedHref = href({ open: null });
  const language = isLanguage(message.language) ? LANGUAGE_NAMES[message.language] : message.language;
  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold break-words text-ink">
          {message.subject}
        </h2>
        <Link to={closedHref} className={`${linkClass} text-sm`} preventScrollReset>
          {t("admin:common.close")}
        </Link>
      </div>
      <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-ink-muted">{t("detail.from")}</dt>
        <dd className="break-words text-ink">
          {message.name} <span className="text-ink-muted">&lt;{message.email}&gt;</span>
        </dd>
        <dt className="font-medium text-ink-muted">{t("detail.received")}</dt>
        <dd className="text-ink">
          <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
        </dd>
        <dt className="font-medium text-ink-muted">{t("detail.language")}</dt>
        <dd className="text-ink">{language}</dd>
        <dt className="font-medium text-ink-muted">{t("detail.status")}</dt>
        <dd className="text-ink">
          {message.archived ? t("status.archived") : message.read ? t("status.read") : t("status.unread")}
        </dd>
      </dl>
      {/* Text as the visitor typed it: React escapes it, and pre-wrap keeps the line breaks. */}
      <div data-testid="message-text" className="mt-6 rounded-xl bg-slate-50 p-4 break-words whitespace-pre-wrap text-ink">
        {message.message}
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a href={replyHref(message.email, message.subject)} className={solidButton}>
          {t("detail.reply")}
        </a>
        {canManage ? (
          <>
            {message.read ? (
              <Form method="post" action={closedHref}>
                <input type="hidden" name="id" value={message.id} />
                <button type="submit" name="intent" value="markUnread" className={outlineButton}>
                  {t("detail.markUnread")}
                </button>
              </Form>
            ) : null}
            <Form method="post">
              <input type="hidden" name="id" value={message.id} />
              <button type="submit" name="intent" value={message.archived ? "restore" : "archive"} className={outlineButton}>
                {message.archived ? t("detail.restore") : t("detail.archive")}
              </button>
            </Form>
            {/* The confirmation is a dialog, so deleting needs JavaScript; without it no dead button shows. */}
            {hydrated ? (
              <ConfirmDialog
                trigger={t("admin:common.delete")}
                triggerClassName={dangerButton}
                title={t("detail.confirmTitle")}
                text={t("detail.confirmText", { name: message.name })}
                confirmLabel={t("admin:common.delete")}
                action={closedHref}
              >
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={message.id} />
              </ConfirmDialog>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}

function StatusBadge({ row }: { row: MessageSummary }) {
  const { t } = useTranslation("admin-messages");
  if (row.archived) return <span className="text-ink-muted">{t("status.archived")}</span>;
  if (row.read) return <span className="text-ink-muted">{t("status.read")}</span>;
  return <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t("status.unread")}</span>;
}

/**
 * Mark read and archive (restore among the archived) submit the checked rows, also without
 * JavaScript; delete asks first in a dialog, so it shows once the page runs.
 */
function BulkBar({ formId, filter, selected }: { formId: string; filter: MessageFilter; selected: number[] }) {
  const { t } = useTranslation("admin-messages");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // Without JavaScript the selection is not known before submitting, so nothing is disabled then.
  const disabled = (hydrated && selected.length === 0) || navigation.state === "submitting";
  const second = filter === "archived" ? "restore" : "archive";
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-slate-200 px-4 py-3">
      <Form method="post" id={formId} aria-label={t("bulk.label")} className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="markRead" className={outlineButton} disabled={disabled}>
          {t("bulk.markRead")}
        </button>
        <button type="submit" name="intent" value={second} className={outlineButton} disabled={disabled}>
          {t(`bulk.${second}`)}
        </button>
      </Form>
      {selected.length > 0 ? (
        <ConfirmDialog
          trigger={t("admin:common.delete")}
          triggerClassName={dangerButton}
          title={t("bulk.confirmTitle", { count: selected.length })}
          text={t("bulk.confirmText", { count: selected.length })}
          confirmLabel={t("admin:common.delete")}
        >
          <input type="hidden" name="intent" value="delete" />
          {selected.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
        </ConfirmDialog>
      ) : hydrated ? (
        <button type="button" className={dangerButton} disabled>
          {t("admin:common.delete")}
        </button>
      ) : null}
      <p aria-live="polite" className="text-sm text-ink-muted">
        {selected.length > 0 ? t("admin:common.selected", { count: selected.length }) : t("bulk.none")}
      </p>
    </div>
  );
}

function SelectAll({
  rows,
  selected,
  onChange,
}: {
  rows: MessageSummary[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation("admin");
  const ref = useRef<HTMLInputElement>(null);
  const all = rows.length > 0 && selected.length === rows.length;
  // "Some selected" is a state only script can set on a checkbox.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected.length > 0 && !all;
  }, [selected.length, all]);
  return (
    <label className="inline-flex items-center">
      <input
        ref={ref}
        type="checkbox"
        className={checkboxClass}
        checked={all}
        onChange={(event) => onChange(event.currentTarget.checked ? rows.map((row) => row.id) : [])}
      />
      <span className="sr-only">{t("common.selectAll")}</span>
    </label>
  );
}

function MessagesTable({
  rows,
  canManage,
  filter,
  search,
  result,
  children,
}: {
  rows: MessageSummary[];
  canManage: boolean;
  filter: MessageFilter;
  search: string;
  result: ActionResult | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation("admin-messages");
  const formatDate = useDateFormat();
  const href = useListHref();
  const formId = useId();
  const region = useRef<HTMLElement>(null);
  const [selection, setSelection] = useState<number[]>([]);
  // Only rows on screen count: an archived or deleted row leaves the selection with the list.
  const selected = selection.filter((id) => rows.some((row) => row.id === id));

  // A finished action starts a fresh selection; after a delete, focus lands on the list.
  useEffect(() => {
    if (!result?.ok) return;
    setSelection([]);
    if (result.intent === "delete") region.current?.focus();
  }, [result]);

  const toggle = (id: number, on: boolean) =>
    setSelection((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  const th = "px-4 py-3 text-left font-semibold whitespace-nowrap";

  return (
    <section
      ref={region}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
      tabIndex={0}
      aria-label={t("list.label")}
      className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      {canManage && rows.length > 0 ? <BulkBar formId={formId} filter={filter} selected={selected} /> : null}
      {rows.length === 0 ? (
        <p className="p-6 text-ink-muted">{search ? t("list.noMatch", { search }) : t(`list.empty.${filter}`)}</p>
      ) : (
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t("list.caption")}</caption>
          <thead className="bg-slate-50 text-ink">
            <tr>
              {canManage ? (
                <th scope="col" className="w-12 px-4 py-3">
                  <SelectAll rows={rows} selected={selected} onChange={setSelection} />
                </th>
              ) : null}
              <th scope="col" className={th}>
                {t("list.from")}
              </th>
              <th scope="col" className={th}>
                {t("list.subject")}
              </th>
              <th scope="col" className={th}>
                {t("list.received")}
              </th>
              <th scope="col" className={th}>
                {t("list.status")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-ink">
            {rows.map((row) => {
              const unread = !row.read;
              return (
                <tr key={row.id} className={unread ? "bg-brand-50" : undefined}>
                  {canManage ? (
                    <td className="px-4 py-3 align-top">
                      <label className="inline-flex items-center">
                        <input
                          type="checkbox"
                          name="ids"
                          value={row.id}
                          form={formId}
                          className={checkboxClass}
                          checked={selected.includes(row.id)}
                          onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                        />
                        <span className="sr-only">{t("admin:common.selectRow", { name: `${row.name} – ${row.subject}` })}</span>
                      </label>
                    </td>
                  ) : null}
                  <td className="max-w-64 min-w-48 px-4 py-3 align-top">
                    <p className={`break-words ${unread ? "font-semibold" : ""}`}>{row.name}</p>
                    <p className="break-all text-ink-muted">{row.email}</p>
                  </td>
                  <td className="min-w-64 px-4 py-3 align-top">
                    <Link
                      to={href({ open: String(row.id) })}
                      className={`${linkClass} break-words ${unread ? "font-semibold" : ""}`}
                    >
                      {row.subject}
                    </Link>
                    <p className="mt-1 line-clamp-2 break-words text-ink-muted">{row.snippet}</p>
                  </td>
                  <td className="px-4 py-3 align-top whitespace-nowrap">
                    <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3 align-top whitespace-nowrap">
                    <StatusBadge row={row} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {children}
    </section>
  );
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
      <SearchForm key={search} search={search} filter={filter} />
      <FilterTabs filter={filter} counts={list.counts} />
      {list.total > 0 ? (
        <p className="mb-2 text-sm text-ink-muted">{t("admin:common.showing", { ...shown, total: list.total })}</p>
      ) : null}
      <MessagesTable rows={list.rows} canManage={canManage} filter={filter} search={search} result={result} />
      <Pagination page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
