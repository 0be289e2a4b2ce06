import { useTranslation } from "react-i18next";
import { StepNumber } from "~/components/ui/badge";
import { TitledSection } from "~/components/ui/section";
import { processSteps } from "~/content/process";

/** The six steps of docs/product.md section 1, as a numbered, ordered list on a vertical timeline. */
export function ProcessSteps() {
  const { t } = useTranslation("process");
  return (
    <TitledSection headingId="steps-heading" keys="steps" t={t}>
      <ol className="mx-auto grid max-w-4xl gap-6">
        {processSteps.map(({ id, icon: Icon }, index) => (
          <li key={id} className="relative flex gap-4 sm:gap-6">
            <div className="flex flex-col items-center">
              <StepNumber n={index + 1} size={12} />
              {index < processSteps.length - 1 ? <span aria-hidden="true" className="mt-2 w-px flex-1 bg-brand-100" /> : null}
            </div>
            <article
              aria-labelledby={`step-${id}`}
              className="mb-2 flex-1 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-start justify-between gap-4">
                <div>
                  <p className="text-sm font-semibold tracking-widest text-gold-600 uppercase">
                    {t("steps.label", { number: index + 1 })}
                  </p>
                  <h3 id={`step-${id}`} className="mt-1 text-xl font-semibold text-ink">
                    {t(`steps.items.${id}.title`)}
                  </h3>
                </div>
                <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
              </div>
              <p className="mt-3 text-ink-muted">{t(`steps.items.${id}.text`)}</p>
              <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-ink">
                <span className="font-semibold">{t("steps.outcome")}</span> {t(`steps.items.${id}.outcome`)}
              </p>
            </article>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
