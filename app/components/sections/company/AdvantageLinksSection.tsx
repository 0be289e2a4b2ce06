import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { TitledSection } from "~/components/ui/section";
import { advantageLinks } from "~/content/advantages";
import { LocalLink } from "~/i18n/links";

/** The /why-choose-us cards leading to services, clients, pricing and process; each card is wholly clickable. */
export function AdvantageLinksSection() {
  const { t } = useTranslation("company");
  return (
    <TitledSection headingId="advantage-links-heading" keys="advantageLinks" t={t}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {advantageLinks.map(({ id, icon: Icon, href = "/" }) => (
          <li
            key={id}
            className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
          >
            <IconBadge icon={Icon} className="mb-4" />
            <h3 className="text-lg font-semibold text-ink">
              <LocalLink to={href} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
                {t(`advantageLinks.items.${id}.title`)}
              </LocalLink>
            </h3>
            <p className="mt-2 flex-1 text-ink-muted">{t(`advantageLinks.items.${id}.description`)}</p>
            <span aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
              {t(`advantageLinks.items.${id}.link`)} →
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
