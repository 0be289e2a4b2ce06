import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { LinkButton } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/section";
import { SPECIAL_PROJECT_ITEMS, serviceKey } from "~/content/services";
import { SPECIAL_PROJECT_ICONS } from "./specialProjectIcons";

/** The four special projects (docs/product.md section 1) on a navy band, with a custom-quote call to action. */
export function SpecialProjectsSection() {
  const { t } = useTranslation("services");
  return (
    <TitledSection headingId="special-projects-heading" keys="specialProjects" t={t} inverted tone="navy">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SPECIAL_PROJECT_ITEMS.map((id) => {
          const Icon = SPECIAL_PROJECT_ICONS[id];
          return (
            <li key={id} className="rounded-2xl border border-white/10 bg-white/5 p-6">
              <IconBadge icon={Icon} tone="gold" className="mb-4" />
              <h3 className="text-lg font-semibold text-white">{t(`specialProjects.items.${serviceKey(id)}.title`)}</h3>
              <p className="mt-2 text-slate-200">{t(`specialProjects.items.${serviceKey(id)}.text`)}</p>
            </li>
          );
        })}
      </ul>
      <div className="mt-12 text-center">
        <LinkButton to="/partnership#request" variant="light" size="lg">
          {t("common:cta.customQuote")}
        </LinkButton>
      </div>
    </TitledSection>
  );
}
