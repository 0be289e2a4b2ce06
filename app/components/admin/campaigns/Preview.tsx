/**
 * The saved email as subscribers of one language receive it, at a desktop and a phone width. The
 * frames are sandboxed with no permission at all, and their documents carry their own strict CSP
 * (routes/admin/campaigns.$id.preview.ts): staff-written HTML runs nothing here.
 */
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/languages";
import type { CampaignContent } from "~/lib/campaigns";
import { DetailList } from "../list/DetailList";
import { FilterTabs } from "../list/FilterTabs";
import { surfaceClass } from "../list/styles";

const WIDTHS = [
  { key: "desktop", className: "w-[600px]" },
  { key: "phone", className: "w-[375px]" },
] as const;

interface PreviewProps {
  id: number;
  content: CampaignContent;
  language: Language;
  /** The saved version's time. */
  version: string;
}

export function Preview({ id, content, language, version }: PreviewProps) {
  const { t } = useTranslation("admin-campaigns");
  // Mail programs show the subject and preheader outside the message: so does the preview.
  const own = content[language];
  const shown = own ?? content.en;
  // The saved time in the address: a save shows at once, instead of a frame the browser kept.
  const src = `/admin/campaigns/${id}/preview?${new URLSearchParams({ language, v: version })}`;
  return (
    <section aria-labelledby="campaign-preview" className={`p-6 ${surfaceClass}`}>
      <h2 id="campaign-preview" className="text-lg font-semibold text-ink">
        {t("preview.title")}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t("preview.saved")}</p>
      <FilterTabs
        label={t("preview.languages")}
        param="preview"
        current={language}
        tabs={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
      />
      {own ? null : (
        <p className="mb-4 text-sm text-ink" role="note">
          {t("preview.fallback", { language: LANGUAGE_NAMES[language] })}
        </p>
      )}
      <div className="mb-4" data-testid="campaign-preview-envelope">
        <DetailList
          items={[
            { label: t("composer.subject"), value: shown.subject },
            { label: t("composer.preheader"), value: shown.preheader },
          ]}
        />
      </div>
      <div className="flex flex-col gap-6 xl:flex-row xl:items-start">
        {WIDTHS.map((width) => (
          <figure key={width.key} className="max-w-full">
            <figcaption className="mb-2 text-sm font-medium text-ink">{t(`preview.${width.key}`)}</figcaption>
            <iframe
              sandbox=""
              src={src}
              title={t("preview.frameTitle", { width: t(`preview.${width.key}`), language: LANGUAGE_NAMES[language] })}
              className={`h-[640px] max-w-full rounded-lg border border-slate-300 bg-white ${width.className}`}
            />
          </figure>
        ))}
      </div>
    </section>
  );
}
