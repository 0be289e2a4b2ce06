import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { frameworkItems, pillarKey } from "~/content/framework";
import { LocalLink } from "~/i18n/links";

/** The six framework pillars as cards, each wholly clickable through the link in its heading. */
export function PillarGrid() {
  const { t } = useTranslation("services");
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {frameworkItems.map(({ id, icon: Icon, href }) => (
        <li
          key={id}
          className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
        >
          <IconBadge icon={Icon} className="mb-4" />
          <h3 className="text-lg font-semibold text-ink">
            <LocalLink to={href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
              {t(`pillars.${pillarKey(id)}.title`)}
            </LocalLink>
          </h3>
          <p className="mt-2 flex-1 text-ink-muted">{t(`pillars.${pillarKey(id)}.summary`)}</p>
          <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
            {t("pillars.more")} →
          </span>
        </li>
      ))}
    </ul>
  );
}
