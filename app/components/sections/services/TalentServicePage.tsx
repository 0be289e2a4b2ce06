import { Check, Hotel, type LucideIcon, PartyPopper, Plane, Presentation, Ship, TentTree, TreePalm } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PageIntro } from "~/components/sections/PageIntro";
import { IconBadge, StepNumber } from "~/components/ui/badge";
import { LinkButton } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { positionsOf, serviceKey } from "~/content/services";
import { CtaBand } from "./CtaBand";

const AUDIENCES: { id: string; icon: LucideIcon }[] = [
  { id: "hotels", icon: Hotel },
  { id: "resorts", icon: TreePalm },
  { id: "safariLodges", icon: TentTree },
  { id: "conferenceCentres", icon: Presentation },
  { id: "cruiseLines", icon: Ship },
  { id: "airlines", icon: Plane },
  { id: "eventVenues", icon: PartyPopper },
];
const STEPS = ["screening", "checks", "training", "followUp"] as const;
const FACTS = ["one", "two", "three"] as const;

/** The page of a talent service: what it is, its positions, vetting and training, who it serves. */
export function TalentServicePage({ serviceId }: { serviceId: "long-term-talents" | "seasonal-talents" }) {
  const { t } = useTranslation("servicePages");
  const key = serviceKey(serviceId);
  const base = `detail.${key}`;
  return (
    <>
      <PageIntro page={key}>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <LinkButton to="/partnership#request" size="lg">
            {t("common:cta.requestQuote")}
          </LinkButton>
          <LinkButton to="/our-process" variant="secondary" size="lg">
            {t("common:nav.ourProcess")}
          </LinkButton>
        </div>
      </PageIntro>

      <Section labelledBy="what-heading">
        <div className="grid items-start gap-10 lg:grid-cols-5 lg:gap-16">
          <div className="lg:col-span-3">
            <h2 id="what-heading" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t(`${base}.what.title`)}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-ink-muted">{t(`${base}.what.p1`)}</p>
            <p className="mt-4 text-lg leading-relaxed text-ink-muted">{t(`${base}.what.p2`)}</p>
          </div>
          <aside aria-labelledby="facts-heading" className="rounded-2xl bg-brand-50 p-6 sm:p-8 lg:col-span-2">
            <h3 id="facts-heading" className="text-lg font-semibold text-ink">
              {t("detail.factsTitle")}
            </h3>
            <ul className="mt-4 grid gap-3">
              {FACTS.map((fact) => (
                <li key={fact} className="flex items-start gap-2 text-ink">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  <span>{t(`${base}.facts.${fact}`)}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section tone="tint" labelledBy="positions-heading">
        <SectionHeading id="positions-heading" title={t(`${base}.positions.title`)} lead={t(`${base}.positions.lead`)} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {positionsOf(serviceId).map((position) => (
            <li key={position} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink">{t(`services:positions.${position}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`positionTexts.${position}`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="vetting-heading">
        <SectionHeading id="vetting-heading" title={t(`${base}.vetting.title`)} lead={t(`${base}.vetting.lead`)} />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <StepNumber n={index + 1} />
              <h3 className="mt-4 text-lg font-semibold text-ink">{t(`${base}.vetting.steps.${step}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`${base}.vetting.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section tone="tint" labelledBy="audience-heading">
        <SectionHeading id="audience-heading" title={t(`${base}.audience.title`)} lead={t(`${base}.audience.lead`)} />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {AUDIENCES.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <IconBadge icon={Icon} size={11} className="mb-4" />
              <h3 className="text-lg font-semibold text-ink">{t(`audiences.${id}`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`${base}.audience.items.${id}`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="talents-cta-heading" t={t} keys={`${base}.cta`} secondaryTo="/pricing" />
    </>
  );
}
