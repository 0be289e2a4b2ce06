import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PartnershipForm } from "~/components/forms/PartnershipForm";
import { StepNumber } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { useSiteDetails } from "~/lib/public-config";

const STEPS = ["reply", "consult", "proposal"] as const;

/** The intro's call to action: straight down to the request form. */
export function JumpToRequest() {
  const { t } = useTranslation();
  return (
    <a href="#request" className={buttonClasses("primary", "lg", "mt-8")}>
      {t("cta.partnerWithUs")}
    </a>
  );
}

/** What happens after a request, beside the partnership request form. */
export function PartnershipRequest() {
  const { t } = useTranslation("contact");
  const { contact } = useSiteDetails();
  return (
    <section id="request" aria-labelledby="partnership-form-heading" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-3 lg:gap-12">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <h2 id="partnership-next-heading" className="text-2xl font-bold tracking-tight text-ink">
            {t("partnership.next.heading")}
          </h2>
          <ol className="mt-6 space-y-5">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <StepNumber n={index + 1} size={9} />
                <p className="pt-1.5 text-ink-muted">{t(`partnership.next.${step}`)}</p>
              </li>
            ))}
          </ol>
          <p className="mt-8 flex items-center gap-2 text-sm text-ink-muted">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            <a href={`mailto:${contact.email}`} className="font-medium break-all text-brand-700 hover:underline">
              {contact.email}
            </a>
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
          <h2 id="partnership-form-heading" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t("partnership.form.heading")}
          </h2>
          <p className="mt-2 mb-6 text-ink-muted">{t("partnership.form.lead")}</p>
          <PartnershipForm />
        </div>
      </div>
    </section>
  );
}
