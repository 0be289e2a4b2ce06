import { Quote } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ContentImage } from "~/components/ui/content-image";
import { TitledSection } from "~/components/ui/section";
import type { TestimonialView } from "~/lib/site-content";

/** The testimonials (staff edit them); each author is a role title at a property, never a named person. */
export function TestimonialsSection({
  testimonials,
  tone = "white",
  children,
}: {
  testimonials: TestimonialView[];
  tone?: "white" | "tint";
  children?: ReactNode;
}) {
  const { t } = useTranslation("company");
  return (
    <TitledSection headingId="testimonials-heading" keys="testimonials" t={t} tone={tone}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
              {testimonial.image ? (
                <ContentImage
                  image={testimonial.image}
                  width={64}
                  height={64}
                  sizes="64px"
                  className="size-16 rounded-full object-cover"
                />
              ) : (
                <Quote aria-hidden="true" className="size-8 text-gold-600" />
              )}
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-slate-200 pt-4 text-sm">
                <span className="block font-semibold text-ink">{testimonial.author}</span>
                <span className="block text-ink-muted">{testimonial.position}</span>
                <span className="block text-brand-700">{testimonial.location}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {children ? <div className="mt-12 text-center">{children}</div> : null}
    </TitledSection>
  );
}
