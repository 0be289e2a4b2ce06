import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/ui/button";

/** Closing call to action of the client-facing pages: Become Our Client, to the contact page. */
export function BecomeClientCta() {
  const { t } = useTranslation("company");
  return (
    <section aria-labelledby="become-client-heading" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-navy px-6 py-12 text-center shadow-lg sm:px-12 sm:py-16">
        <h2 id="become-client-heading" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {t("cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-100">{t("cta.text")}</p>
        <LinkButton to="/partnership#request" variant="light" size="lg" className="mt-8">
          {t("common:cta.becomeClient")}
        </LinkButton>
      </div>
    </section>
  );
}
