import { ArrowUp, Mail, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LEGAL_LAST_UPDATED, type LegalBlock, type LegalDocumentId, legalDocuments } from "~/content/legal";
import { useRootData, useSiteDetails } from "~/lib/public-config";

/** "2026-11-22" in the visitor's own date format, the same on the server and in the browser. */
export function useLastUpdated(): string {
  const { t, i18n } = useTranslation("legal");
  const [year, month, day] = LEGAL_LAST_UPDATED.split("-").map(Number);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 2026, (month ?? 1) - 1, day ?? 1)),
  );
  return t("updated", { date });
}

function Block({ block, prefix }: { block: LegalBlock; prefix: string }) {
  const { t } = useTranslation("legal");
  if (typeof block === "string") return <p>{t(`${prefix}.${block}`)}</p>;
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
        {block.list.map((item) => (
          <li key={item}>{t(`${prefix}.${item}`)}</li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-700">
      {block.terms.map((item) => (
        <li key={item}>
          <strong className="font-semibold text-ink">{t(`${prefix}.${item}.term`)}</strong> {t(`${prefix}.${item}.text`)}
        </li>
      ))}
    </ul>
  );
}

function CompanyAddress() {
  const { t } = useTranslation("legal");
  const { contact } = useSiteDetails();
  const { siteName } = useRootData();
  return (
    <address className="rounded-2xl border border-slate-200 bg-brand-50 p-5 not-italic">
      <p className="font-semibold text-ink">{siteName}</p>
      <p className="mt-2 flex gap-2">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>{contact.address}</span>
      </p>
      <p className="mt-1 flex gap-2">
        <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>
          <span className="sr-only">{t("contactEmail")}: </span>
          <a href={`mailto:${contact.email}`} className="font-medium break-all text-brand-700 hover:underline">
            {contact.email}
          </a>
        </span>
      </p>
    </address>
  );
}

/**
 * A policy page body: a table of contents with anchor links beside numbered h2 sections.
 * `sectionEnds` adds what a page shows after a section's text, by section id (the privacy page's
 * link to the request page): the text is staff's to edit, the link stays whatever they write.
 */
export function LegalDocument({
  document,
  sectionEnds = {},
}: {
  document: LegalDocumentId;
  sectionEnds?: Partial<Record<string, ReactNode>>;
}) {
  const { t } = useTranslation("legal");
  const sections = legalDocuments[document];
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-4 pb-20 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-14">
      <nav aria-labelledby={`${document}-toc`} className="lg:sticky lg:top-28 lg:self-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id={`${document}-toc`} className="text-sm font-semibold tracking-wider text-ink uppercase">
            {t("toc")}
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span aria-hidden="true" className="w-5 shrink-0 text-right text-ink-muted tabular-nums">
                  {index + 1}.
                </span>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {t(`${document}.${section.id}.title`)}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <article className="min-w-0 space-y-12 leading-relaxed text-ink-muted" data-testid={`legal-${document}`}>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="space-y-4">
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-ink">
              <span className="mr-2 text-brand-700">{index + 1}.</span>
              {t(`${document}.${section.id}.title`)}
            </h2>
            {section.blocks.map((block) => (
              <Block
                key={typeof block === "string" ? block : JSON.stringify(block)}
                block={block}
                prefix={`${document}.${section.id}`}
              />
            ))}
            {sectionEnds[section.id] ?? null}
            {section.contact ? <CompanyAddress /> : null}
          </section>
        ))}
        <p>
          <a href="#main" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
            <ArrowUp aria-hidden="true" className="size-4" />
            {t("backToTop")}
          </a>
        </p>
      </article>
    </div>
  );
}
