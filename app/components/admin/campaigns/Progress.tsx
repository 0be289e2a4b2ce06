/**
 * A send in progress: a progress bar and its figures (waiting, sent, failed, skipped), refreshed
 * every 2 s while the send runs or is paused, without a reload (useRevalidator); without
 * JavaScript, a Refresh link. Staff pause, resume or cancel the send from here.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useRevalidator } from "react-router";
import type { Campaign } from "~/lib/campaigns";
import { isActive } from "~/lib/campaigns";
import { useHydrated } from "~/lib/use-hydrated";
import { useNumbers } from "../list/numbers";
import { linkClass, surfaceClass } from "../list/styles";
import { IntentButton } from "./IntentButton";
import { CancelButton } from "./SendControls";

const REFRESH_MS = 2000;

/** Reloads the page's data every `ms` while `on`, skipping a beat when the last reload is still running. */
function usePolling(on: boolean, ms: number) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => {
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, ms);
    return () => clearInterval(timer);
  }, [on, ms]);
}

export function Progress({ campaign, canManage }: { campaign: Campaign; canManage: boolean }) {
  const { t } = useTranslation("admin-campaigns");
  const numbers = useNumbers();
  const hydrated = useHydrated();
  const location = useLocation();
  const active = isActive(campaign.status);
  usePolling(active, REFRESH_MS);
  const { total, waiting, sent, failed, skipped, queued } = campaign.progress;
  const done = sent + failed + skipped;
  const figures = [
    { key: "waiting", value: waiting },
    { key: "sent", value: sent },
    { key: "failed", value: failed },
    { key: "skipped", value: skipped },
  ] as const;
  return (
    <section aria-labelledby="campaign-progress" className={`p-6 ${surfaceClass}`}>
      <h2 id="campaign-progress" className="text-lg font-semibold text-ink">
        {t("progress.title")}
      </h2>
      <p className="mt-1 text-sm text-ink" role="status" data-testid="campaign-progress-state">
        {t(`progress.state.${campaign.status}`)}
        {active && !queued ? ` ${t("progress.queuing")}` : null}
      </p>
      <progress
        className="mt-4 h-3 w-full accent-brand-700"
        max={Math.max(total, 1)}
        value={done}
        aria-label={t("progress.bar")}
        aria-valuetext={t("progress.valueText", { done: numbers.number(done), total: numbers.number(total) })}
      />
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-5" data-testid="campaign-figures">
        <Figure label={t("progress.total")} value={numbers.number(total)} />
        {figures.map((figure) => (
          <Figure key={figure.key} label={t(`progress.${figure.key}`)} value={numbers.number(figure.value)} />
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        {canManage && campaign.status === "sending" ? <IntentButton intent="pause" label={t("progress.pause")} /> : null}
        {canManage && campaign.status === "paused" ? (
          <IntentButton intent="resume" label={t("progress.resume")} variant="primary" />
        ) : null}
        {canManage && active && hydrated ? <CancelButton name={campaign.name} /> : null}
        {active && !hydrated ? (
          <Link to={`${location.pathname}${location.search}`} className={linkClass}>
            {t("progress.refresh")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-ink">{value}</dd>
    </div>
  );
}
