import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { LinkButton } from "~/components/ui/button";
import { TitledSection } from "~/components/ui/section";
import { waysToHelp } from "~/content/foundation";

/** Donate, volunteer, partner: each with its action button (docs/product.md section 2, /foundation). */
export function WaysToHelpSection() {
  const { t } = useTranslation("foundation");
  return (
    <TitledSection headingId="ways-to-help-heading" keys="waysToHelp" t={t} tone="tint">
      <ul className="grid gap-6 md:grid-cols-3">
        {waysToHelp.map(({ id, icon: Icon, href = "/" }, index) => (
          <li key={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
            <IconBadge icon={Icon} size={14} className="mb-5" />
            <h3 className="text-xl font-semibold text-ink">{t(`waysToHelp.${id}.title`)}</h3>
            <p className="mt-2 flex-1 text-ink-muted">{t(`waysToHelp.${id}.description`)}</p>
            <LinkButton to={href} variant={index === 0 ? "primary" : "secondary"} className="mt-6 self-start">
              {t(`waysToHelp.${id}.action`)}
            </LinkButton>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
