import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { HeadingTexts, Section } from "~/components/ui/section";
import { advantages } from "~/content/advantages";

/** What sets the agency apart: a heading column beside four advantages (home and /why-choose-us). */
export function AdvantagesSection({
  tone = "white",
  className = "",
  children,
}: {
  tone?: "white" | "tint";
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("company");
  return (
    <Section tone={tone} labelledBy="advantages-heading" className={className}>
      <div className="grid gap-12 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <HeadingTexts
            id="advantages-heading"
            eyebrow={t("advantages.eyebrow")}
            title={t("advantages.title")}
            lead={t("advantages.lead")}
          />
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:col-span-3">
          {advantages.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <IconBadge icon={Icon} className="mb-4" />
              <h3 className="text-lg font-semibold text-ink">{t(`advantages.items.${id}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`advantages.items.${id}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
