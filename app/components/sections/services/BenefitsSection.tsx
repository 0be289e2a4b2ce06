import { useTranslation } from "react-i18next";
import { Card } from "~/components/ui/card";
import { TitledSection } from "~/components/ui/section";
import { benefits } from "~/content/process";

/** What a client gains from the process (docs/product.md section 2: /our-process shows six steps plus benefits). */
export function BenefitsSection() {
  const { t } = useTranslation("process");
  return (
    <TitledSection headingId="benefits-heading" keys="benefits" t={t} tone="tint">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ id, icon }) => (
          <li key={id}>
            <Card icon={icon} title={t(`benefits.items.${id}.title`)}>
              <p>{t(`benefits.items.${id}.text`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
