import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Panel, SimpleTable } from "~/components/admin/dashboard/ui";
import type { GoalFunnel } from "~/lib/traffic/model";
import { useTrafficFormat } from "./format";
import { useTrafficLabels } from "./labels";
import { ratio } from "./measures";

/**
 * Each form's funnel: visits that entered the site, those that reached the form's page (in any
 * language), and those that sent it; each step with the share of the step before.
 */
export function Funnels({ funnels }: { funnels: GoalFunnel[] }) {
  const { t } = useTranslation("admin-traffic");
  const format = useTrafficFormat();
  const labels = useTrafficLabels();
  const headingId = useId();
  const step = (value: number, before: number | null) => {
    const rate = before === null ? null : ratio(value, before);
    return (
      <>
        {format.number(value)}
        {rate === null ? null : <span className="block text-xs text-ink-muted">{format.percent(rate)}</span>}
      </>
    );
  };
  return (
    <Panel headingId={headingId} title={t("funnels.heading")}>
      <p className="mb-4 text-sm text-ink-muted">{t("funnels.intro")}</p>
      <SimpleTable
        caption={t("funnels.caption")}
        columns={[t("funnels.form"), t("funnels.entered"), t("funnels.sawForm"), t("funnels.sent")]}
        numeric={[false, true, true, true]}
        empty={t("funnels.empty")}
        scroll
        rows={funnels.map((funnel) => ({
          key: funnel.goal,
          cells: [
            <>
              {/* The site's own words: broken between them, never inside one. */}
              <span className="[overflow-wrap:normal]">{labels.goal(funnel.goal)}</span>
              <span className="block text-xs text-ink-muted">
                {funnel.entryPath ? t("funnels.path", { entry: funnel.entryPath, form: funnel.formPath }) : funnel.formPath}
              </span>
            </>,
            step(funnel.entered, null),
            step(funnel.sawForm, funnel.entered),
            step(funnel.sent, funnel.sawForm),
          ],
        }))}
      />
    </Panel>
  );
}
