import { useTranslation } from "react-i18next";
import { LinkCard } from "~/components/ui/card";
import { frameworkItems, pillarKey } from "~/content/framework";

/** The six framework pillars as cards, each wholly clickable through the link in its heading. */
export function PillarGrid() {
  const { t } = useTranslation("services");
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {frameworkItems.map(({ id, icon, href }) => (
        <LinkCard
          key={id}
          icon={icon}
          href={href}
          title={t(`pillars.${pillarKey(id)}.title`)}
          text={t(`pillars.${pillarKey(id)}.summary`)}
          more={t("pillars.more")}
        />
      ))}
    </ul>
  );
}
