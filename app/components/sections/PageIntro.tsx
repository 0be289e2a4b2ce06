import { useTranslation } from "react-i18next";

/** The heading band every content page opens with: its one h1 and a lead paragraph. */
export function PageIntro({ page, children }: { page: string; children?: React.ReactNode }) {
  const { t } = useTranslation("pages");
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{t(`${page}.heading`)}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-ink-muted">{t(`${page}.lead`)}</p>
        {children}
      </div>
    </section>
  );
}
