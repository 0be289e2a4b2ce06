import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/card";
import { TitledSection } from "~/components/ui/section";
import { foundationPrograms } from "~/content/foundation";

/** The foundation's four programs; on /donate the heading speaks of where a gift goes. */
export function ProgramsSection({ context = "foundation" }: { context?: "foundation" | "donate" }) {
  const { t } = useTranslation("foundation");
  const heading = context === "donate" ? "donate.programs" : "programs";
  return (
    <TitledSection headingId="programs-heading" keys={`${heading}`} t={t}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {foundationPrograms.map(({ id, icon }) => (
          <li key={id}>
            <Card icon={icon} title={t(`programs.${id}.title`)}>
              <p>{t(`programs.${id}.description`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
