import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { MessageFilter } from "~/.server/services/messages";
import { linkClass } from "~/components/admin/records/ui";
import { outlineButton } from "./styles";

/** The search as a GET form that keeps the filter; works without JavaScript. */
export function MessageSearch({ search, filter }: { search: string; filter: MessageFilter }) {
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
