import { ArrowDown, ArrowUp } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DayRange } from "~/.server/services/analytics";
import { Figure } from "~/components/admin/dashboard/ui";
import type { TrafficMeasures } from "~/lib/traffic/model";
import { useTrafficFormat } from "./format";
import { averageDuration, bounceRate, type Change, changeOf, conversionRate, pagesPerVisit } from "./measures";

type Format = ReturnType<typeof useTrafficFormat>;

interface FigureSpec {
  key: string;
  value: (m: TrafficMeasures) => number | null;
  show: (value: number, format: Format) => string;
  /** Bounce rate: fewer is better, so a rise is the bad news. */
  lowerIsBetter?: boolean;
}

const count = (value: number, format: Format) => format.number(value);

/** The range's figures, in the order Plausible and Umami show them. */
const FIGURES: FigureSpec[] = [
  { key: "visitors", value: (m) => m.visitors, show: count },
  { key: "visits", value: (m) => m.visits, show: count },
  { key: "pageviews", value: (m) => m.pageviews, show: count },
  { key: "pagesPerVisit", value: pagesPerVisit, show: (value, format) => format.decimal(value) },
  { key: "bounceRate", value: bounceRate, show: (value, format) => format.percent(value), lowerIsBetter: true },
  { key: "duration", value: averageDuration, show: (value, format) => format.duration(value) },
  { key: "converted", value: (m) => m.converted, show: count },
  { key: "conversionRate", value: conversionRate, show: (value, format) => format.percent(value) },
];

/**
 * Each figure of the range with the previous period's beside it and the change between them. The
 * change is said in words and with an arrow; its colour (good or bad news) only repeats that.
 */
export function TrafficFigures({
  totals,
  previous,
  previousRange,
}: {
  totals: TrafficMeasures;
  previous: TrafficMeasures;
  previousRange: DayRange;
}) {
  const { t } = useTranslation("admin-traffic");
  const format = useTrafficFormat();
  const headingId = useId();
  const shown = (spec: FigureSpec, value: number | null) => (value === null ? "—" : spec.show(value, format));
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t("figures.heading")}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">
        {t("figures.compared", { from: format.day(previousRange.from), to: format.day(previousRange.to) })}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {FIGURES.map((spec) => {
          const now = spec.value(totals);
          const before = spec.value(previous);
          return (
            <Figure
              key={spec.key}
              label={t(`figures.${spec.key}`)}
              value={shown(spec, now)}
              detail={
                <>
                  <ChangeNote change={changeOf(now, before)} lowerIsBetter={spec.lowerIsBetter} />
                  <span className="block">{t("figures.previous", { value: shown(spec, before) })}</span>
                </>
              }
            />
          );
        })}
      </dl>
    </section>
  );
}

function ChangeNote({ change, lowerIsBetter = false }: { change: Change | null; lowerIsBetter?: boolean }) {
  const { t } = useTranslation("admin-traffic");
  const format = useTrafficFormat();
  if (!change) return <span className="block">{t("change.none")}</span>;
  if (change.kind === "same" || change.kind === "new") {
    return <span className="block font-medium text-ink">{t(`change.${change.kind}`)}</span>;
  }
  const good = (change.kind === "up") !== lowerIsBetter;
  const Arrow = change.kind === "up" ? ArrowUp : ArrowDown;
  return (
    <span className={`flex items-center gap-1 font-semibold ${good ? "text-brand-700" : "text-red-700"}`}>
      <Arrow aria-hidden="true" className="size-4 shrink-0" />
      {t(`change.${change.kind}`, { percent: format.percent(change.percent) })}
    </span>
  );
}
