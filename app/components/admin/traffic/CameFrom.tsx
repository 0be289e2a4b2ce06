import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ConversionSource } from "~/.server/services/analytics";
import { DetailList } from "~/components/admin/list/DetailList";
import { useTrafficLabels } from "./labels";

/**
 * Where an opened record's sender came from: the source with its channel, the campaign, the entry
 * page, language, country, device and browser of their visit; or that no visit was counted. The
 * values came from a visitor's browser, so they are shown as text, isolated from the page's direction.
 */
export function CameFrom({ source }: { source: ConversionSource | null }) {
  const { t } = useTranslation("admin-traffic");
  const labels = useTrafficLabels();
  const headingId = useId();
  const text = (value: string | null) => (value ? <bdi>{value}</bdi> : null);
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-6" data-testid="came-from">
      <h3 id={headingId} className="mb-3 text-sm font-semibold text-ink">
        {t("cameFrom.heading")}
      </h3>
      {source?.source ? (
        <DetailList
          items={[
            {
              label: t("cameFrom.source"),
              value: (
                <>
                  <bdi>{source.source}</bdi>
                  {` (${labels.channelOf(source.source)})`}
                </>
              ),
            },
            { label: t("cameFrom.campaign"), value: text(source.utmCampaign) },
            { label: t("cameFrom.entry"), value: text(source.entryPath) },
            { label: t("cameFrom.language"), value: source.language && labels.value("language", source.language) },
            { label: t("cameFrom.country"), value: labels.value("country", source.country ?? "") },
            { label: t("cameFrom.device"), value: source.device && labels.value("device", source.device) },
            { label: t("cameFrom.browser"), value: text(source.browser) },
          ]}
        />
      ) : (
        <p className="text-sm text-ink-muted">{t("cameFrom.notKnown")}</p>
      )}
    </section>
  );
}
