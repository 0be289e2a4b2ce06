import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import type { ClientCandidate, ClientLine, ClientView } from "~/.server/services/requests";
import { CheckboxField, Field, FormAlert, TextareaField } from "~/components/forms/fields";
import { useLanguage } from "~/i18n/links";
import { dateFormat } from "~/lib/intl-format";
import { CLIENT_COMMENT_MAX } from "~/lib/staff-requests/client-page";
import { LINE_HEADCOUNT_MAX } from "~/lib/staff-requests/model";

/** A calendar day (YYYY-MM-DD, UTC) in the page's language. */
function useDay() {
  const format = dateFormat(useLanguage(), { dateStyle: "long", timeZone: "UTC" });
  return (value: string) => format.format(new Date(`${value}T00:00:00Z`));
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * What every line and card of the page reads, looked up once for the page: a 30-line request
 * shows some ninety cards, and hooks in each would be ninety lookups more to hydrate.
 */
interface PageWords {
  t: TFunction<["client", "services"]>;
  day: (value: string) => string;
  pathname: string;
}

/** One shortlisted candidate: only what the client needs, and the answer forms while undecided. */
function CandidateCard({ candidate, words: { t, day, pathname } }: { candidate: ClientCandidate; words: PageWords }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-testid="client-candidate">
      <p className="font-semibold text-ink">{candidate.firstName}</p>
      <dl className="mt-2 grid grid-cols-1 gap-1 text-sm text-ink-muted sm:grid-cols-2">
        <div>
          <dt className="inline">{t("candidate.position")} </dt>
          <dd className="inline">{t(`services:positions.${candidate.position}.title`)}</dd>
        </div>
        <div>
          <dt className="inline">{t("candidate.experience")} </dt>
          <dd className="inline">{t("candidate.years", { count: candidate.experienceYears })}</dd>
        </div>
        <div>
          <dt className="inline">{t("candidate.languages")} </dt>
          <dd className="inline">{candidate.languages.map((code) => code.toUpperCase()).join(", ") || "—"}</dd>
        </div>
        <div>
          <dt className="inline">{t("candidate.available")} </dt>
          <dd className="inline">{candidate.availableFrom ? day(candidate.availableFrom) : t("candidate.now")}</dd>
        </div>
      </dl>
      {candidate.hasCv ? (
        <a
          className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
          href={`${pathname}/cv/${candidate.entryId}`}
          rel="noreferrer"
        >
          {t("candidate.cv")}
        </a>
      ) : null}
      {candidate.decision === "proposed" ? (
        <Form method="post" className="mt-4 space-y-3">
          <input type="hidden" name="entry" value={candidate.entryId} />
          <TextareaField label={t("candidate.comment")} name="comment" rows={2} maxLength={CLIENT_COMMENT_MAX} />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="approve"
              className={`${buttonClass} bg-brand-800 text-white hover:bg-brand-700`}
            >
              {t("candidate.approve")}
            </button>
            <button type="submit" name="intent" value="decline" className={`${buttonClass} border border-slate-300 text-ink`}>
              {t("candidate.decline")}
            </button>
          </div>
        </Form>
      ) : (
        <p className="mt-3 text-sm font-semibold text-ink" data-testid="client-decision">
          {t(`candidate.decided.${candidate.decision}`)}
          {candidate.comment ? ` — ${candidate.comment}` : ""}
        </p>
      )}
    </li>
  );
}

function LineSection({ line, words }: { line: ClientLine; words: PageWords }) {
  const { t, day } = words;
  return (
    <section className="rounded-xl border border-slate-200 p-5" aria-labelledby={`line-${line.id}`} data-testid="client-line">
      <h2 id={`line-${line.id}`} className="text-xl font-semibold text-ink">
        {t(`services:positions.${line.position}.title`)}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {t(`line.placement.${line.placement}`)}
        {line.startDate ? ` · ${t("line.from", { date: day(line.startDate) })}` : ""}
        {line.endDate ? ` · ${t("line.until", { date: day(line.endDate) })}` : ""}
      </p>
      <p className="mt-2 font-semibold text-ink" data-testid="client-progress">
        {t("line.progress", { count: line.placed, wanted: line.headcount })}
      </p>
      {line.candidates.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {line.candidates.map((candidate) => (
            <CandidateCard key={candidate.entryId} candidate={candidate} words={words} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t("line.noCandidates")}</p>
      )}
    </section>
  );
}

/** Next season's lines, prefilled a year on: headcounts and dates editable, lines removable. */
function NextSeasonForm({ lines }: { lines: NonNullable<ClientView["nextSeason"]> }) {
  const { t } = useTranslation(["client", "services"]);
  return (
    <section className="rounded-xl border-2 border-brand-700 p-5" aria-labelledby="next-season" data-testid="client-next-season">
      <h2 id="next-season" className="text-xl font-semibold text-ink">
        {t("season.heading")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("season.lead")}</p>
      <Form method="post" className="mt-4 space-y-4">
        {lines.map((line, index) => (
          <fieldset key={line.lineId} className="grid gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-3">
            <legend className="px-1 font-semibold text-ink">{t(`services:positions.${line.position}.title`)}</legend>
            <input type="hidden" name={`lines[${index}].id`} value={line.lineId} />
            <Field
              label={t("season.headcount")}
              name={`lines[${index}].headcount`}
              type="number"
              min={1}
              max={LINE_HEADCOUNT_MAX}
              defaultValue={line.headcount}
              required
            />
            <Field label={t("season.start")} name={`lines[${index}].start`} type="date" defaultValue={line.startDate} required />
            <Field label={t("season.end")} name={`lines[${index}].end`} type="date" defaultValue={line.endDate ?? ""} />
            <CheckboxField label={t("season.keep")} name={`lines[${index}].keep`} defaultChecked className="sm:col-span-3" />
          </fieldset>
        ))}
        <button
          type="submit"
          name="intent"
          value="season"
          className={`${buttonClass} bg-brand-800 text-white hover:bg-brand-700`}
        >
          {t("season.confirm")}
        </button>
      </Form>
    </section>
  );
}

export function ClientRequestView({ view, done, refusal }: { view: ClientView; done: boolean; refusal?: string }) {
  const { t } = useTranslation(["client", "services"]);
  const words: PageWords = { t, day: useDay(), pathname: useLocation().pathname };
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t("page.heading", { reference: view.reference })}</h1>
        <p className="mt-3 text-ink-muted">{t("page.lead", { organization: view.organization })}</p>
      </header>
      {done ? (
        <FormAlert tone="success" testId="client-done">
          {t("page.saved")}
        </FormAlert>
      ) : null}
      {refusal ? (
        <FormAlert tone="error" testId="client-refused">
          {t(refusal)}
        </FormAlert>
      ) : null}
      {view.nextSeason && view.nextSeason.length > 0 ? <NextSeasonForm lines={view.nextSeason} /> : null}
      {view.lines.map((line) => (
        <LineSection key={line.id} line={line} words={words} />
      ))}
    </div>
  );
}
