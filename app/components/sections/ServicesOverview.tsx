import { CalendarDays, Check, GraduationCap, type LucideIcon, Sparkles, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { buttonClasses } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { type Service, SPECIAL_PROJECT_ITEMS, serviceKey, services } from "~/content/services";
import { LocalLink } from "~/i18n/links";
import { PositionList } from "./services/PositionList";
import { SPECIAL_PROJECT_ICONS } from "./services/specialProjectIcons";

const SERVICE_ICONS: Record<string, LucideIcon> = {
  "long-term-talents": Users,
  "seasonal-talents": CalendarDays,
  "special-projects": Sparkles,
  "training-onboarding": GraduationCap,
};

/** Where each service's "learn more" link goes, when it has a page of its own. */
const MORE_LINKS: Record<string, { to: string; label: string } | undefined> = {
  "long-term-talents": { to: "/services/long-term-talents", label: "services:talents.longTermTalents.cta" },
  "seasonal-talents": { to: "/services/seasonal-talents", label: "services:talents.seasonalTalents.cta" },
  "special-projects": { to: "/partnership#request", label: "common:cta.customQuote" },
  "training-onboarding": { to: "/our-process", label: "servicePages:overview.trainingOnboarding.cta" },
};

const POINTS = ["one", "two", "three"] as const;

/** The right-hand panel of a service: its positions, its project list or what training covers. */
function ServiceDetail({ service }: { service: Service }) {
  const { t } = useTranslation("servicePages");
  const panel = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8";
  if (service.positions.length > 0) {
    return (
      <div className={panel}>
        <h3 className="mb-4 text-lg font-semibold text-ink">{t("services:talents.positionsTitle")}</h3>
        <PositionList positions={service.positions} />
      </div>
    );
  }
  if (service.id === "special-projects") {
    return (
      <div className={panel}>
        <h3 className="mb-4 text-lg font-semibold text-ink">{t("overview.specialProjects.listTitle")}</h3>
        <ul className="grid gap-4">
          {SPECIAL_PROJECT_ITEMS.map((id) => {
            const Icon = SPECIAL_PROJECT_ICONS[id];
            return (
              <li key={id} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-medium text-ink">
                    {t(`services:specialProjects.items.${serviceKey(id)}.title`)}
                  </span>
                  <span className="block text-sm text-ink-muted">
                    {t(`services:specialProjects.items.${serviceKey(id)}.text`)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }
  return (
    <div className={panel}>
      <h3 className="mb-4 text-lg font-semibold text-ink">{t("overview.trainingOnboarding.listTitle")}</h3>
      <ul className="grid gap-3">
        {(["one", "two", "three", "four"] as const).map((point) => (
          <li key={point} className="flex items-start gap-2 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{t(`overview.trainingOnboarding.list.${point}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The services, each under its own #id: the targets of the footer's /services#{id} links. */
export function ServicesOverview() {
  const { t } = useTranslation("servicePages");
  return (
    <>
      <nav aria-label={t("common:services.jumpTo")} className="mx-auto -mt-4 max-w-5xl px-4 pb-4 sm:px-6">
        <ul className="flex flex-wrap justify-center gap-2">
          {services.map((service) => (
            <li key={service.id}>
              <LocalLink
                to={`#${service.id}`}
                className="inline-block rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {t(`common:services.${serviceKey(service.id)}.title`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {services.map((service, index) => {
        const key = serviceKey(service.id);
        const Icon = SERVICE_ICONS[service.id] ?? Sparkles;
        const more = MORE_LINKS[service.id];
        return (
          <Section key={service.id} id={service.id} tone={index % 2 === 0 ? "white" : "tint"} labelledBy={`${service.id}-title`}>
            <div className="grid items-start gap-10 lg:grid-cols-2 lg:gap-16">
              <div>
                <IconBadge icon={Icon} tone="solid" />
                <h2 id={`${service.id}-title`} className="mt-5 text-3xl font-bold tracking-tight text-ink">
                  {t(`common:services.${key}.title`)}
                </h2>
                <p className="mt-4 text-lg leading-relaxed text-ink-muted">{t(`overview.${key}.description`)}</p>
                <ul className="mt-6 grid gap-3">
                  {POINTS.map((point) => (
                    <li key={point} className="flex items-start gap-2 text-ink">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
                      <span>{t(`overview.${key}.points.${point}`)}</span>
                    </li>
                  ))}
                </ul>
                {more ? (
                  <LocalLink to={more.to} className={buttonClasses("secondary", "md", "mt-8")}>
                    {t(more.label)}
                  </LocalLink>
                ) : null}
              </div>
              <ServiceDetail service={service} />
            </div>
          </Section>
        );
      })}
    </>
  );
}
