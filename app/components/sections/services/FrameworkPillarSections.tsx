import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { Section, SectionHeading } from "~/components/ui/section";
import { type FrameworkPillarId, frameworkItems, pillarKey } from "~/content/framework";
import { LocalLink } from "~/i18n/links";

const DELIVERY = ["one", "two", "three", "four"] as const;
const OUTCOMES = ["one", "two", "three"] as const;

/** One framework pillar's page body: what it means, how we deliver it, what the client gets. */
export function FrameworkPillarSections({ pillar }: { pillar: FrameworkPillarId }) {
  const { t } = useTranslation("framework");
  const key = pillarKey(pillar);
  const item = frameworkItems.find((candidate) => candidate.id === pillar);
  const Icon = item?.icon;
  return (
    <>
      <Section labelledBy="meaning-heading">
        <div className="grid items-center gap-10 lg:grid-cols-5 lg:gap-16">
          <div className="lg:col-span-3">
            <h2 id="meaning-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t("labels.meaning")}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ink-muted">{t(`${key}.meaning.p1`)}</p>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{t(`${key}.meaning.p2`)}</p>
          </div>
          <div className="rounded-3xl bg-navy p-8 text-center text-white shadow-lg lg:col-span-2">
            <IconBadge icon={Icon} size={16} tone="gold" className="mx-auto" />
            <p className="mt-6 text-xl leading-snug font-semibold">{t(`${key}.highlight`)}</p>
          </div>
        </div>
      </Section>

      <Section tone="tint" labelledBy="delivery-heading">
        <SectionHeading id="delivery-heading" title={t("labels.delivery")} lead={t(`${key}.delivery.lead`)} />
        <ul className="grid gap-6 sm:grid-cols-2">
          {DELIVERY.map((point) => (
            <li key={point} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{t(`${key}.delivery.points.${point}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`${key}.delivery.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="outcome-heading">
        <SectionHeading id="outcome-heading" title={t("labels.outcome")} />
        <ul className="mx-auto grid max-w-3xl gap-4">
          {OUTCOMES.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-2xl bg-brand-50 p-5 text-lg text-ink">
              <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <span>{t(`${key}.outcome.${point}`)}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** Links to the five other pillars. */
export function OtherPillars({ pillar }: { pillar: FrameworkPillarId }) {
  const { t } = useTranslation("framework");
  return (
    <nav aria-labelledby="other-pillars-heading" className="border-t border-slate-100 bg-white py-12">
      <div className="mx-auto max-w-5xl px-4 text-center sm:px-6">
        <h2 id="other-pillars-heading" className="text-xl font-semibold text-ink">
          {t("labels.otherPillars")}
        </h2>
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {frameworkItems
            .filter((item) => item.id !== pillar)
            .map(({ id, href, icon: Icon }) => (
              <li key={id}>
                <LocalLink
                  to={href}
                  className="inline-flex items-center gap-2 rounded-full border border-brand-100 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`services:pillars.${pillarKey(id)}.title`)}
                </LocalLink>
              </li>
            ))}
        </ul>
      </div>
    </nav>
  );
}
