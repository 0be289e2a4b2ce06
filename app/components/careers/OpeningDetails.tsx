/**
 * One opening's page (decision 0032): its title and reference, the facts a job seeker decides on,
 * the description, duties and requirements (Markdown rendered and made safe by the server), and
 * how to apply. A closed or expired opening says so and points to similar open ones (decision 0033).
 */
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/languages";
import { LocalLink } from "~/i18n/links";
import type { OpeningCardData } from "~/lib/careers";
import { ApplyOnWhatsApp } from "./ApplyOnWhatsApp";
import { useCareersFormat } from "./format";
import { useOpeningLabels } from "./labels";
import { OpeningCards } from "./OpeningCard";

export interface OpeningPageData extends OpeningCardData {
  employerName: string | null;
  employerDescription: string;
  textLanguage: Language;
  seasonEnd: string | null;
  peopleWanted: number;
  html: { description: string; duties: string; requirements: string };
}

/** Staff's Markdown as the page shows it: lists, headings and paragraphs spaced like the site's text. */
const markdownClass =
  "space-y-3 leading-relaxed text-ink [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_h3]:mt-4 [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6";

export function OpeningDetails({
  opening,
  open,
  similar,
}: {
  opening: OpeningPageData;
  open: boolean;
  similar: OpeningCardData[];
}) {
  const { t } = useTranslation("careers");
  const labels = useOpeningLabels();
  const format = useCareersFormat();
  const offered = (["housing", "meals", "transport"] as const).filter((benefit) => opening[benefit]);
  const facts = [
    { label: t("opening.position"), value: labels.position(opening.position) },
    { label: t("opening.kind"), value: labels.placement(opening.placement) },
    { label: t("opening.place"), value: labels.place(opening.country, opening.city) },
    {
      label: t("opening.employer"),
      value: opening.employerName ?? (opening.employerDescription || t("opening.confidential")),
    },
    { label: t("opening.start"), value: format.day(opening.startDate) },
    ...(opening.seasonEnd ? [{ label: t("opening.seasonEnd"), value: format.day(opening.seasonEnd) }] : []),
    { label: t("opening.people"), value: String(opening.peopleWanted) },
    { label: t("opening.pay"), value: opening.pay ? format.pay(opening.pay) : t("opening.payOnRequest") },
    {
      label: t("opening.offered"),
      value: offered.length > 0 ? offered.map((benefit) => t(`benefits.${benefit}`)).join(", ") : t("opening.nothingOffered"),
    },
    { label: t("opening.closes"), value: format.day(opening.closesOn) },
  ];
  return (
    <article className="bg-white">
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
          <AllOpeningsLink label={t("opening.allOpenings")} />
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl" lang={opening.textLanguage}>
            {opening.title}
          </h1>
          <p className="mt-2 text-ink-muted">
            {t("opening.reference")} <span data-testid="opening-reference">{opening.reference}</span>
          </p>
          {open ? null : (
            <p
              role="status"
              className="mt-6 rounded-lg border border-amber-700 bg-amber-50 px-4 py-3 font-medium text-ink"
              data-testid="opening-closed"
            >
              {t("opening.closedNotice")}
            </p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-4xl space-y-10 px-4 pb-16 sm:px-6">
        <dl className="grid gap-x-6 gap-y-4 rounded-2xl bg-brand-50 p-5 sm:grid-cols-2">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-semibold text-ink-muted">{fact.label}</dt>
              <dd className="mt-0.5 text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Part
          id="opening-description"
          heading={t("opening.description")}
          html={opening.html.description}
          language={opening.textLanguage}
        />
        <Part id="opening-duties" heading={t("opening.duties")} html={opening.html.duties} language={opening.textLanguage} />
        <Part
          id="opening-requirements"
          heading={t("opening.requirements")}
          html={opening.html.requirements}
          language={opening.textLanguage}
        />
        {open ? (
          <section aria-labelledby="opening-apply" className="rounded-2xl p-5 ring-1 ring-slate-200">
            <h2 id="opening-apply" className="text-xl font-semibold text-ink">
              {t("opening.apply")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("apply:link.text", { reference: opening.reference })}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              {/* Applying happens on the site (decision 0035); WhatsApp stays the other way in. */}
              <LocalLink
                to={`${opening.path}/apply`}
                data-testid="apply-link"
                className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                {t("apply:link.apply")}
              </LocalLink>
              <ApplyOnWhatsApp
                reference={opening.reference}
                title={opening.title}
                className="inline-flex min-h-11 items-center rounded-full px-5 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50"
              />
            </div>
          </section>
        ) : (
          <section aria-labelledby="opening-similar">
            <h2 id="opening-similar" className="text-xl font-semibold text-ink">
              {t("opening.similar")}
            </h2>
            {similar.length > 0 ? (
              <OpeningCards openings={similar} className="mt-4 grid gap-6 sm:grid-cols-2" testId="similar-openings" />
            ) : (
              <p className="mt-2 text-ink-muted">{t("opening.noSimilar")}</p>
            )}
          </section>
        )}
      </div>
    </article>
  );
}

/** A Markdown part under its heading; nothing when staff left it empty. */
function Part({ id, heading, html, language }: { id: string; heading: string; html: string; language: Language }) {
  if (!html) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-ink">
        {heading}
      </h2>
      {/* Rendered on the server from staff's Markdown with raw HTML dropped (services/careers/markdown.ts). */}
      <div className={`mt-3 ${markdownClass}`} lang={language} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/** Back to the careers list, in the page's language. */
function AllOpeningsLink({ label }: { label: string }) {
  return (
    <p className="text-sm font-medium text-brand-800">
      <LocalLink to="/careers" className="underline">
        {label}
      </LocalLink>
    </p>
  );
}
