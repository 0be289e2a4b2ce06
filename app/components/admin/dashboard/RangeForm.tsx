import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { DayRange, RangeSelection } from "~/.server/services/analytics";
import { buttonClasses } from "~/components/ui/button";
import { useDashboardFormat } from "./format";

export interface QuickRange extends DayRange {
  days: number;
}

const inputClass = "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm sm:w-44";

/** A quick range's address: its days and whatever else the page keeps (the traffic view's filter). */
function quickHref(quick: QuickRange, keep: Record<string, string>): string {
  return `?${new URLSearchParams({ from: quick.from, to: quick.to, ...keep })}`;
}

/**
 * The range of a page's figures as a GET form (the URL holds it, so it works without JavaScript
 * and can be shared), with the quick ranges as links and a note when the asked-for range was
 * replaced by the default. `keep` holds the other parameters of the address a new range must not
 * drop (hidden fields of the form, and part of every quick link); `legend` names the form.
 */
export function RangeForm({
  selection,
  quickRanges,
  legend,
  keep = {},
}: {
  selection: RangeSelection;
  quickRanges: QuickRange[];
  legend?: string;
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const formId = useId();
  const noteId = useId();
  const { range } = selection;
  return (
    <div className="space-y-4">
      <Form
        method="get"
        // A new range remounts the inputs, so they show what the page shows after a navigation.
        key={`${range.from}/${range.to}`}
        aria-label={legend ?? t("range.legend")}
        aria-describedby={selection.problem ? noteId : undefined}
        className="flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor={`${formId}-from`} className="block text-sm font-medium text-ink">
            {t("range.from")}
          </label>
          <input id={`${formId}-from`} name="from" type="date" defaultValue={range.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor={`${formId}-to`} className="block text-sm font-medium text-ink">
            {t("range.to")}
          </label>
          <input id={`${formId}-to`} name="to" type="date" defaultValue={range.to} className={inputClass} />
        </div>
        <button type="submit" className={buttonClasses("secondary")}>
          {t("range.apply")}
        </button>
        {/* After the days, so the address reads as the quick links and the rows write it. */}
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </Form>
      <nav aria-label={t("range.quick")}>
        <ul className="flex flex-wrap gap-2">
          {quickRanges.map((quick) => {
            const current = quick.from === range.from && quick.to === range.to;
            return (
              <li key={quick.days}>
                <Link
                  to={quickHref(quick, keep)}
                  aria-current={current ? "true" : undefined}
                  className={`inline-block rounded-full px-3 py-1.5 text-sm font-medium ${
                    current ? "bg-brand-700 text-white" : "bg-slate-100 text-ink hover:bg-brand-50"
                  }`}
                >
                  {quick.days === 1 ? t("range.today") : t("range.lastDays", { days: quick.days })}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {selection.problem ? (
        <p id={noteId} className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {/* A replaced range is the default one, so its length is the default's. */}
          {t(`range.problems.${selection.problem}`, { days: selection.days })}
        </p>
      ) : null}
      <p className="text-sm text-ink-muted">
        {t("range.showing", { from: format.day(range.from), to: format.day(range.to), count: selection.days })}
      </p>
    </div>
  );
}
