import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/section";
import type { FaqEntryView } from "~/lib/site-content";

/** The pricing questions as native disclosures: keyboard-usable and readable without JavaScript. */
export function PricingFaq({ entries }: { entries: FaqEntryView[] }) {
  const { t } = useTranslation("pricing");
  return (
    <TitledSection headingId="faq-heading" keys="faqSection" t={t} tone="tint">
      <div className="mx-auto max-w-3xl space-y-4">
        {entries.map((entry) => (
          <details key={entry.id} className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-6 font-semibold text-ink marker:hidden hover:text-brand-700 [&::-webkit-details-marker]:hidden">
              <h3 className="text-lg">{entry.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-6 pb-6 leading-relaxed text-ink-muted">{entry.answer}</p>
          </details>
        ))}
      </div>
    </TitledSection>
  );
}
