import { Quote } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TitledSection } from "~/components/ui/section";
import { testimonials } from "~/content/testimonials";

/** The three testimonials; each author is a role title at a property, never a named person. */
export function TestimonialsSection({ tone = "white", children }: { tone?: "white" | "tint"; children?: ReactNode }) {
  const { t } = useTranslation("company");
  return (
    <TitledSection headingId="testimonials-heading" keys="testimonials" t={t} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map(({ id }) => (
          <li key={id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              <Quote aria-hidden="true" className="size-8 text-gold-600" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                <p>{t(`testimonials.${id}.content`)}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-200 pt-4 text-sm">
                <span className="block font-semibold text-ink">{t(`testimonials.${id}.author`)}</span>
                <span className="block text-ink-muted">{t(`testimonials.${id}.position`)}</span>
                <span className="block text-brand-700">{t(`testimonials.${id}.location`)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {children ? <div className="mt-12 text-center">{children}</div> : null}
    </TitledSection>
  );
}
