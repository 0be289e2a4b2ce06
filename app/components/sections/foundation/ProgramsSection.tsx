import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";
import { foundationPrograms } from "~/content/foundation";

/** The foundation's four programs; on /donate the heading speaks of where a gift goes. */
export function ProgramsSection({ context = "foundation" }: { context?: "foundation" | "donate" }) {
  const { t } = useTranslation("foundation");
  const heading = context === "donate" ? "donate.programs" : "programs";
  return (
    <Section labelledBy="programs-heading">
      <SectionHeading
        id="programs-heading"
        eyebrow={t(`${heading}.eyebrow`)}
        title={t(`${heading}.title`)}
        lead={t(`${heading}.lead`)}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {foundationPrograms.map(({ id, icon }) => (
          <li key={id}>
            <Card icon={icon} title={t(`programs.${id}.title`)}>
              <p>{t(`programs.${id}.description`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
