import { useTranslation } from "react-i18next";
import { IconBadge } from "~/components/ui/badge";
import { TitledSection } from "~/components/ui/section";
import { companyValues } from "~/content/values";

/** The ten company values (docs/product.md section 1), each with its icon. */
export function ValuesSection({ tone = "white" }: { tone?: "white" | "tint" }) {
  const { t } = useTranslation("about");
  return (
    <TitledSection headingId="values-heading" keys="values" t={t} tone={tone}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {companyValues.map(({ id, icon: Icon }) => (
          <li key={id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <IconBadge icon={Icon} size={11} className="mb-4" />
            <h3 className="font-semibold text-ink">{t(`values.items.${id}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{t(`values.items.${id}.description`)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
