import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  tone?: "white" | "tint" | "navy";
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/** A page band with the site's horizontal rhythm; `tone` alternates backgrounds between bands. */
export function Section({ id, tone = "white", labelledBy, className = "", children }: SectionProps) {
  const tones = { white: "bg-white", tint: "bg-brand-50", navy: "bg-navy text-white" };
  return (
    <section id={id} aria-labelledby={labelledBy} className={`${tones[tone]} py-16 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

interface HeadingTextsProps {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  inverted?: boolean;
}

/** An h2 with an optional eyebrow and lead, centred above a section's content. */
export function SectionHeading({
  align = "center",
  ...texts
}: HeadingTextsProps & {
  align?: "center" | "left";
}) {
  return (
    <div className={`mb-12 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
      <HeadingTexts {...texts} />
    </div>
  );
}

/** The eyebrow, h2 and lead of a heading, for a layout that places them itself (beside content, say). */
export function HeadingTexts({ id, eyebrow, title, lead, inverted = false }: HeadingTextsProps) {
  return (
    <>
      {eyebrow ? (
        <p className={`text-sm font-semibold tracking-widest uppercase ${inverted ? "text-gold-400" : "text-brand-700"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${inverted ? "text-white" : "text-ink"}`}>
        {title}
      </h2>
      {lead ? <p className={`mt-4 text-lg leading-relaxed ${inverted ? "text-slate-200" : "text-ink-muted"}`}>{lead}</p> : null}
    </>
  );
}

/**
 * A band led by its heading, whose texts are the `<keys>.eyebrow`, `<keys>.title` and `<keys>.lead`
 * entries of the caller's dictionary; the heading gets `headingId` and names the band.
 */
export function TitledSection({
  headingId,
  keys,
  t,
  inverted = false,
  align,
  children,
  ...band
}: Omit<SectionProps, "labelledBy"> & {
  headingId: string;
  keys: string;
  t: (key: string) => string;
  inverted?: boolean;
  align?: "center" | "left";
}) {
  return (
    <Section labelledBy={headingId} {...band}>
      <SectionHeading
        id={headingId}
        inverted={inverted}
        align={align}
        eyebrow={t(`${keys}.eyebrow`)}
        title={t(`${keys}.title`)}
        lead={t(`${keys}.lead`)}
      />
      {children}
    </Section>
  );
}
