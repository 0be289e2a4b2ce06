import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import { csrThemes } from "~/content/foundation";

/** The three corporate social responsibility themes on a navy band. */
export function CsrSection() {
  const { t } = useTranslation("foundation");
  return (
    <Section tone="navy" labelledBy="csr-heading">
      <SectionHeading id="csr-heading" inverted eyebrow={t("csr.eyebrow")} title={t("csr.title")} lead={t("csr.lead")} />
      <ul className="grid gap-6 md:grid-cols-3">
        {csrThemes.map(({ id, icon: Icon }) => (
          <li key={id} className="rounded-2xl border border-white/10 bg-white/5 p-6 sm:p-8">
            <IconBadge icon={Icon} tone="gold" className="mb-4" />
            <h3 className="text-lg font-semibold text-white">{t(`csr.${id}.title`)}</h3>
            <p className="mt-2 text-slate-200">{t(`csr.${id}.description`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
