import { Check, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { INHERITED_FEATURES, pricingPlans } from "~/content/pricing";

/** The three plans (docs/product.md section 9): no prices, a custom quote each, Elite marked most popular. */
export function PricingPlans() {
  const { t } = useTranslation("pricing");
  return (
    <Section labelledBy="plans-heading">
      <SectionHeading id="plans-heading" title={t("plansSection.title")} lead={t("plansSection.lead")} />
      <ul className="grid items-stretch gap-8 lg:grid-cols-3">
        {pricingPlans.map((plan) => {
          const nameId = `plan-${plan.id}`;
          return (
            <li key={plan.id} className="flex">
              <article
                aria-labelledby={nameId}
                className={`relative flex w-full flex-col rounded-2xl bg-white p-8 ${
                  plan.isPopular ? "border-2 border-brand-700 shadow-xl lg:-my-4 lg:py-12" : "border border-slate-200 shadow-sm"
                }`}
              >
                {plan.isPopular ? (
                  <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-gold-400 px-4 py-1 text-sm font-semibold whitespace-nowrap text-navy shadow-sm">
                    <Star aria-hidden="true" className="size-4 fill-current" />
                    {t("mostPopular")}
                  </p>
                ) : null}
                <h3 id={nameId} className="text-2xl font-bold text-ink">
                  {t(`plans.${plan.id}.name`)}
                </h3>
                <p className="mt-2 text-ink-muted">{t(`plans.${plan.id}.description`)}</p>
                <p className="mt-6 border-y border-slate-100 py-4">
                  <span className="block text-2xl font-bold text-brand-700">{t("customQuote")}</span>
                  <span className="text-sm text-ink-muted">{t("customQuoteNote")}</span>
                </p>
                <ul className="mt-6 flex-1 space-y-3">
                  {plan.features.map((feature) =>
                    INHERITED_FEATURES.includes(feature) ? (
                      <li key={feature} className="font-semibold text-ink">
                        {t(`features.${feature}`)}
                      </li>
                    ) : (
                      <li key={feature} className="flex items-start gap-2 text-ink">
                        <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                        <span>{t(`features.${feature}`)}</span>
                      </li>
                    ),
                  )}
                </ul>
                <LinkButton
                  to={`/partnership?plan=${plan.id}#request`}
                  variant={plan.isPopular ? "primary" : "secondary"}
                  className="mt-8 w-full"
                  aria-describedby={nameId}
                >
                  {t("common:cta.customQuote")}
                </LinkButton>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
