import { useTranslation } from "react-i18next";
import { VISITORS_NOW_MINUTES } from "~/lib/traffic/model";
import { useTrafficFormat } from "./format";

/** Visitors with a page view in the last few minutes, whatever the range (the filter applies). */
export function VisitorsNow({ count }: { count: number }) {
  const { t } = useTranslation("admin-traffic");
  const format = useTrafficFormat();
  return (
    <p className="flex items-center gap-2 text-sm text-ink" data-testid="visitors-now">
      <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${count > 0 ? "bg-brand-600" : "bg-slate-300"}`} />
      <span>
        <strong className="font-bold tabular-nums">{format.number(count)}</strong>{" "}
        {t("now.text", { count, minutes: VISITORS_NOW_MINUTES })}
      </span>
    </p>
  );
}
