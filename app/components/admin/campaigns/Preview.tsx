/**
 * The saved email as subscribers of one language receive it, at a desktop and a phone width. The
 * frames are sandboxed with no permission at all, and their documents carry their own strict CSP
 * (routes/admin/campaigns.$id.preview.ts): staff-written HTML runs nothing here.
 */
import { useTranslation } from "react-i18next";
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "~/i18n/languages";
import { FilterTabs } from "../list/FilterTabs";
import { surfaceClass } from "../list/styles";

const WIDTHS = [
  { key: "desktop", className: "w-[600px]" },
  { key: "phone", className: "w-[375px]" },
] as const;

export function Preview({ id, language, version }: { id: number; language: Language; version: string }) {
  const { t } = useTranslation("admin-campaigns");
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
