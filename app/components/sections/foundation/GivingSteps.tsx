import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StepNumber } from "~/components/ui/badge";

const STEPS = ["pledge", "contact", "receipt"] as const;

/** How a pledge becomes a gift: no card is taken online; the foundation team follows up by email. */
export function GivingSteps() {
  const { t } = useTranslation("foundation");
  return (
    <div className="rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="giving-steps-heading" className="text-2xl font-bold tracking-tight text-ink">
        {t("donate.howItWorks.title")}
      </h2>
      <p className="mt-4 flex items-start gap-3 rounded-xl border border-brand-100 bg-white p-4 font-semibold text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        {t("donate.howItWorks.noCard")}
      </p>
      <ol className="mt-6 space-y-5">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-4">
            <StepNumber n={index + 1} size={8} />
            <p className="text-ink-muted">{t(`donate.howItWorks.${step}`)}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
