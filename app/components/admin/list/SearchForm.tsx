import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation } from "react-router";
import { Field, SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { linkClass } from "./styles";

/**
 * The search (and filters) of a list as a GET form: the query string holds it, so a search is a
 * link to share and works without JavaScript. The query parameters named in `keep` (a tab, a
 * filter shown elsewhere) ride along as hidden fields; clearing goes back to just those.
 */
export function SearchForm({
  label,
  searchLabel = label,
  hint,
  search,
  keep = [],
  filters,
  submitLabel,
  active,
}: {
  /** The form's name as a search landmark. */
  label: string;
  searchLabel?: string;
  /** What the search looks in, under the whole row so the controls stay aligned. */
  hint?: string;
  search: string;
  keep?: string[];
  filters?: ReactNode;
  submitLabel?: string;
  /** Whether a search or filter is applied, to offer clearing it. */
  active: boolean;
}) {
  const { t } = useTranslation("admin");
  const hintId = useId();
  const current = new URLSearchParams(useLocation().search);
  const kept = new URLSearchParams(keep.flatMap((name) => current.getAll(name).map((value) => [name, value])));
  return (
    <Form method="get" role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-3">
      {[...kept].map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
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
        {submitLabel ?? t("common.search")}
      </button>
      {active ? (
        <Link to={`?${kept}`} className={`${linkClass} mb-2.5 text-sm`}>
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

/** A choice among a list's values for the `filters` of a SearchForm; the empty choice is "all". */
export function FilterSelect({
  label,
  name,
  value,
  options,
  allLabel,
}: {
  label: string;
  name: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  allLabel: string;
}) {
  return (
    <div className="min-w-44">
      <SelectField label={label} name={name} defaultValue={value} options={options} placeholder={allLabel} />
    </div>
  );
}
