import { CalendarRange, Globe2, Handshake, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/card";
import { Section, SectionHeading } from "~/components/ui/section";

const REASONS = [
  { id: "vetted", icon: ShieldCheck },
  { id: "flexible", icon: CalendarRange },
  { id: "accountable", icon: Handshake },
  { id: "reach", icon: Globe2 },
] as const;

/** Why operators partner with the agency: four reasons, each a card. */
export function PartnershipWhy() {
  const { t } = useTranslation("contact");
  return (
    <Section labelledBy="partnership-why-heading">
      <SectionHeading id="partnership-why-heading" title={t("partnership.why.heading")} lead={t("partnership.why.lead")} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map((reason) => (
          <li key={reason.id}>
            <Card icon={reason.icon} title={t(`partnership.why.${reason.id}.title`)}>
              <p>{t(`partnership.why.${reason.id}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
