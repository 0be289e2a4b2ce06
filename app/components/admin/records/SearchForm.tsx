import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Field } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { linkClass } from "./ui";

/**
 * The search (and filter) of a list as a GET form: the query string holds it, so a search is a
 * link to share and works without JavaScript. `hidden` carries what must survive (the tab).
 */
export function SearchForm({
  label,
  searchLabel,
  hint,
  search,
  hidden = {},
  filters,
  active,
  clearHref,
}: {
  label: string;
  searchLabel: string;
  /** What the search looks in, under the whole row so the controls stay aligned. */
  hint?: string;
  search: string;
  hidden?: Record<string, string>;
  filters?: ReactNode;
  /** Whether a search or filter is applied, to offer clearing it. */
  active: boolean;
  clearHref: string;
}) {
  const { t } = useTranslation("admin");
  const hintId = useId();
  return (
    <Form method="get" role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-56 flex-1">
        <Field
          label={searchLabel}
          name="q"
          type="search"
          defaultValue={search}
          maxLength={200}
          aria-describedby={hint ? hintId : undefined}
        />
      </div>
      {filters}
      <button type="submit" className={buttonClasses("secondary")}>
        {t("common.search")}
      </button>
      {active ? (
        <Link to={clearHref} className={`${linkClass} mb-2.5 text-sm`}>
          {t("common.clear")}
        </Link>
      ) : null}
      {hint ? (
        <p id={hintId} className="basis-full text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
    </Form>
  );
}
