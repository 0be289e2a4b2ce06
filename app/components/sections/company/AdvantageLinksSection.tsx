import { useTranslation } from "react-i18next";
import { LinkCard } from "~/components/ui/card";
import { TitledSection } from "~/components/ui/section";
import { advantageLinks } from "~/content/advantages";

/** The /why-choose-us cards leading to services, clients, pricing and process; each card is wholly clickable. */
export function AdvantageLinksSection() {
  const { t } = useTranslation("company");
  return (
    <TitledSection headingId="advantage-links-heading" keys="advantageLinks" t={t}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {advantageLinks.map(({ id, icon, href = "/" }) => (
          <LinkCard
            key={id}
            icon={icon}
            href={href}
            title={t(`advantageLinks.items.${id}.title`)}
            text={t(`advantageLinks.items.${id}.description`)}
            more={t(`advantageLinks.items.${id}.link`)}
          />
        ))}
      </ul>
    </TitledSection>
  );
}
