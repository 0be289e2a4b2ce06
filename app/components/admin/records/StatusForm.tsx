import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import type { RecordActionResult } from "~/.server/services/records-common";
import { buttonClasses } from "~/components/ui/button";
import { useOutcomeToast } from "./outcome";

/**
 * Changes a record's status in place (a fetcher); without JavaScript the same form posts to the
 * page, which answers with the page and the outcome.
 */
export function StatusForm({
  intent,
  id,
  value,
  options,
  label,
}: {
  intent: string;
  id: number;
  value: string;
  options: Array<{ value: string; label: string }>;
  label: string;
}) {
  const { t } = useTranslation("admin-records");
  const fetcher = useFetcher<RecordActionResult>();
  const location = useLocation();
  const selectId = useId();
  useOutcomeToast(fetcher.state === "idle" ? fetcher.data : undefined);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`${location.pathname}${location.search}`} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-ink">
          {label}
        </label>
        <select
          id={selectId}
          name="status"
          defaultValue={value}
          key={value}
          className="mt-1.5 block rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-ink shadow-sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClasses("primary")} disabled={busy}>
        {busy ? t("admin:common.saving") : t("status.submit")}
      </button>
    </fetcher.Form>
  );
}
