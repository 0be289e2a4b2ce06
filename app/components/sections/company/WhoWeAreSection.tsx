import { Hotel, type LucideIcon, PartyPopper, Plane, Presentation, Ship, Tent } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { HeadingTexts, Section } from "~/components/ui/section";

const SECTORS: Array<{ id: string; icon: LucideIcon }> = [
  { id: "hotels", icon: Hotel },
  { id: "lodges", icon: Tent },
  { id: "conference", icon: Presentation },
  { id: "cruise", icon: Ship },
  { id: "airlines", icon: Plane },
  { id: "events", icon: PartyPopper },
];

/** Who we are: the agency's story beside the sectors it staffs (/about and /about/who-we-are). */
export function WhoWeAreSection() {
  const { t } = useTranslation("about");
  return (
    <Section labelledBy="who-we-are-heading">
      <div className="grid gap-12 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-3">
          <HeadingTexts id="who-we-are-heading" eyebrow={t("whoWeAre.eyebrow")} title={t("whoWeAre.title")} />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-muted">
            <p>{t("whoWeAre.story1")}</p>
            <p>{t("whoWeAre.story2")}</p>
            <p>{t("whoWeAre.story3")}</p>
          </div>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6 sm:p-8 lg:col-span-2 lg:self-start">
          <h3 className="text-lg font-semibold text-ink">{t("whoWeAre.sectorsTitle")}</h3>
          <ul className="mt-5 space-y-4">
            {SECTORS.map(({ id, icon: Icon }) => (
              <li key={id} className="flex items-center gap-3 text-ink">
                <IconBadge icon={Icon} size={10} tone="white" />
                {t(`whoWeAre.sectors.${id}`)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
