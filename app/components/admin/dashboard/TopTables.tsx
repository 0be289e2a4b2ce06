import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ClickFigures } from "~/.server/services/analytics";
import { useDashboardFormat } from "./format";
import { Panel, SimpleTable } from "./ui";

/** The most clicked links, the referrers and the UTM campaigns of the range, each with its clicks. */
export function TopTables({ clicks }: { clicks: ClickFigures }) {
  const { t } = useTranslation("admin-dashboard");
  const format = useDashboardFormat();
  const ids = { links: useId(), referrers: useId(), campaigns: useId() };
  const notSet = t("top.notSet");
  const clicksColumn = t("top.clicks");
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <div className="xl:col-span-2">
        <Panel headingId={ids.links} title={t("top.links.heading")} level={3}>
          <SimpleTable
            caption={t("top.links.caption")}
            columns={[t("top.links.column"), clicksColumn]}
            numeric={[false, true]}
            empty={t("top.empty")}
            rows={clicks.topLinks.map((item) => ({ key: item.url, cells: [item.url, format.number(item.clicks)] }))}
          />
        </Panel>
      </div>
      <Panel headingId={ids.referrers} title={t("top.referrers.heading")} level={3}>
        <SimpleTable
          caption={t("top.referrers.caption")}
          columns={[t("top.referrers.column"), clicksColumn]}
          numeric={[false, true]}
          empty={t("top.empty")}
          rows={clicks.referrers.map((item) => ({ key: item.referrer, cells: [item.referrer, format.number(item.clicks)] }))}
        />
      </Panel>
      <Panel headingId={ids.campaigns} title={t("top.campaigns.heading")} level={3}>
        <SimpleTable
          caption={t("top.campaigns.caption")}
          columns={[t("top.campaigns.campaign"), t("top.campaigns.source"), t("top.campaigns.medium"), clicksColumn]}
          numeric={[false, false, false, true]}
          empty={t("top.empty")}
          rows={clicks.campaigns.map((item) => ({
            key: JSON.stringify([item.campaign, item.source, item.medium]),
            cells: [item.campaign, item.source ?? notSet, item.medium ?? notSet, format.number(item.clicks)],
          }))}
        />
      </Panel>
    </div>
  );
}
