/**
 * The audit log's parts: its filters (a GET search form: person, action, date range), its table
 * (one row an entry, the change as "before → after" per value) and its Older/Newer links, all built
 * from the admin list kit, all working without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DateTime } from "~/components/admin/list/DateTime";
import { useListHref } from "~/components/admin/list/href";
import { type Column, RecordTable } from "~/components/admin/list/RecordTable";
import { FilterSelect, SearchForm } from "~/components/admin/list/SearchForm";
import { Field } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import type { AuditRow } from "~/lib/admin/audit-actions";
import { roleLabelKey } from "~/lib/admin/permissions";

export interface AuditFilterView {
  person: string;
  action: string;
  from: string;
  to: string;
}

export function AuditFilters({ filter, actions }: { filter: AuditFilterView; actions: readonly string[] }) {
  const { t } = useTranslation("admin-audit");
  const dateField = (name: "from" | "to") => (
    <div className="min-w-40">
      <Field label={t(`filters.${name}`)} name={name} type="date" defaultValue={filter[name]} />
    </div>
  );
  return (
    <SearchForm
      label={t("filters.label")}
      searchLabel={t("filters.person")}
      search={filter.person}
      submitLabel={t("filters.apply")}
      active={Object.values(filter).some((value) => value !== "")}
      filters={
        <>
          <FilterSelect
            label={t("filters.action")}
            name="action"
            value={filter.action}
            options={actions.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
            allLabel={t("filters.allActions")}
          />
          {dateField("from")}
          {dateField("to")}
        </>
      }
    />
  );
}

const shown = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/**
 * The values an entry changed, one line each: "name: before → after" (or just one side). A
 * setting is named by its label on the Settings page; other values by their field name.
 */
function Change({ entry }: { entry: AuditRow }) {
  const { t } = useTranslation("admin-audit");
  const label = (key: string) =>
    entry.targetType === "settings" ? t(`admin-settings:fields.${key}`, { defaultValue: key }) : key;
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return t("list.none");
  const side = (values: Record<string, unknown> | null, key: string) =>
    values && key in values ? shown(values[key]) : t("list.none");
  return (
    <ul className="space-y-1">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="font-medium">{label(key)}</span>: <span className="sr-only">{t("list.before")} </span>
          <del className="text-ink-muted">{side(entry.before, key)}</del> → <span className="sr-only">{t("list.after")} </span>
          <ins className="no-underline">{side(entry.after, key)}</ins>
        </li>
      ))}
    </ul>
  );
}

export function AuditTable({ rows }: { rows: AuditRow[] }) {
  const { t } = useTranslation("admin-audit");
  const columns: Column<AuditRow>[] = [
    { header: t("list.when"), cell: (row) => <DateTime value={row.occurredAt} />, className: "whitespace-nowrap" },
    {
      header: t("list.who"),
      cell: (row) => (
        <>
          <span className="break-words">{row.actorEmail}</span>
          {row.actorRole ? <span className="block text-ink-muted">{t(`admin:${roleLabelKey(row.actorRole)}`)}</span> : null}
        </>
      ),
    },
    { header: t("list.action"), cell: (row) => t(`actions.${row.action}`, { defaultValue: row.action }) },
    {
      header: t("list.target"),
      // The kind stays on one line; a bulk action's list of ids may break anywhere.
      cell: (row) =>
        row.targetType ? (
          <>
            <span className="whitespace-nowrap">{t(`targets.${row.targetType}`, { defaultValue: row.targetType })}</span>{" "}
            <span className="break-all">{row.targetId}</span>
          </>
        ) : (
          t("list.none")
        ),
    },
    { header: t("list.change"), cell: (row) => <Change entry={row} /> },
    { header: t("list.ip"), cell: (row) => row.ip ?? t("list.none"), hideOnMobile: true },
  ];
  return (
    <RecordTable caption={t("list.caption")} label={t("list.label")} rows={rows} columns={columns} empty={t("list.empty")} />
  );
}

/** "Newer" and "Older": keyset links that keep the filters. */
export function AuditPages({ older, newer }: { older: string | null; newer: string | null }) {
  const { t } = useTranslation("admin-audit");
  const href = useListHref();
  if (!older && !newer) return null;
  return (
    <nav aria-label={t("pages.label")} className="mt-4 flex items-center justify-between gap-4">
      {newer ? (
        <Link to={href({ after: newer, before: null })} className={buttonClasses("outline", "sm")} rel="prev">
          {t("pages.newer")}
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={href({ before: older, after: null })} className={buttonClasses("outline", "sm")} rel="next">
          {t("pages.older")}
        </Link>
      ) : null}
    </nav>
  );
}
