import { CalendarDays, type LucideIcon, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { TitledSection } from "~/components/ui/section";
import { positionsOf, serviceKey } from "~/content/services";
import { LocalLink } from "~/i18n/links";
import { PositionList } from "./PositionList";

const TALENTS: { id: string; icon: LucideIcon; href: string }[] = [
  { id: "long-term-talents", icon: Users, href: "/services/long-term-talents" },
  { id: "seasonal-talents", icon: CalendarDays, href: "/services/seasonal-talents" },
];

/** Vetted long-term and seasonal talents side by side, each with its positions and its page. */
export function TalentsSection() {
  const { t } = useTranslation("services");
  return (
    <TitledSection headingId="talents-heading" keys="talents" t={t} tone="tint">
      <div className="grid gap-8 lg:grid-cols-2">
        {TALENTS.map(({ id, icon: Icon, href }) => {
          const key = serviceKey(id);
          return (
            <article
              key={id}
              aria-labelledby={`talents-${id}`}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div className="flex items-center gap-4">
                <IconBadge icon={Icon} />
                <h3 id={`talents-${id}`} className="text-xl font-semibold text-ink">
                  {t(`common:services.${key}.title`)}
                </h3>
              </div>
              <p className="mt-4 text-ink-muted">{t(`talents.${key}.text`)}</p>
              <h4 className="mt-6 text-sm font-semibold tracking-wide text-ink uppercase">{t("talents.positionsTitle")}</h4>
              <div className="mt-3 flex-1">
                <PositionList positions={positionsOf(id)} />
              </div>
              <LocalLink
                to={href}
                className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t(`talents.${key}.cta`)} <span aria-hidden="true">→</span>
              </LocalLink>
            </article>
          );
        })}
      </div>
    </TitledSection>
  );
}
