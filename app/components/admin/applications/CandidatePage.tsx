/**
 * /admin/candidates/:id (decision 0035): one person and everything staff do with them: their
 * details, every application with the answers as asked and its move form, their CVs, a rating,
 * notes, emails from templates (previewed first), the timeline, and merging a duplicate. Every form
 * posts without JavaScript and comes back with its result beside it.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { CandidateCv, CandidateMatch, CandidateProfile } from "~/.server/services/careers";
import { Field, SelectField, TextareaField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { applicationReference } from "~/lib/careers/applications";
import {
  APPLICATIONS_PATH,
  CANDIDATE_MESSAGE_TEMPLATES,
  CUSTOM_MESSAGE_MAX,
  candidateAdminPath,
  NOTE_MAX,
  type PipelineResult,
  RATINGS,
} from "~/lib/careers/pipeline";
import { messageOf } from "~/lib/forms/result";
import { AdminPageHeader } from "../AdminPageHeader";
import { ActionNotice, type ResultWords, useActionToast } from "../action-outcome";
import { ConfirmDialog, DANGER_TRIGGER_CLASS } from "../ConfirmDialog";
import { BackLink } from "../list/BackLink";
import { Badge } from "../list/Badge";
import { DateTime } from "../list/DateTime";
import { DetailList } from "../list/DetailList";
import { Panel } from "../list/Panel";
import { linkClass } from "../list/styles";
import { usePipelineLabels } from "./labels";
import { MoveForm } from "./MoveForm";
import { Timeline } from "./Timeline";

const WORDS: ResultWords<PipelineResult> = {
  success: ({ intent }) => ({ title: `admin-applications:done.${intent}.title`, text: `admin-applications:done.${intent}.text` }),
  failure: { title: "admin-applications:errors.title" },
};

/** The email's preview, with what was chosen and typed for it. */
type Preview = { template: string; applicationId: string; body: string } & (
  | { ok: true; subject: string; text: string }
  | { ok: false; reason: "notFound" | "noEmail" }
);

/** A panel's content, below its heading. */
function Body({ children }: { children: ReactNode }) {
  return <div className="mt-4">{children}</div>;
}

function Submit({ children, variant = "secondary" }: { children: ReactNode; variant?: "primary" | "secondary" | "danger" }) {
  const navigation = useNavigation();
  return (
    <button type="submit" className={buttonClasses(variant)} disabled={navigation.state === "submitting"}>
      {children}
    </button>
  );
}

function CvList({ cvs, canCv }: { cvs: CandidateCv[]; canCv: boolean }) {
  const { t } = useTranslation("admin-applications");
  if (cvs.length === 0) return <p className="text-sm text-ink-muted">{t("candidate.noCv")}</p>;
  return (
    <ul className="space-y-2 text-sm">
      {cvs.map((cv) => {
        const openable = cv.scanState === "clean" || cv.scanState === "unscanned";
        return (
          <li key={cv.id} className="flex flex-wrap items-center gap-2">
            {canCv && openable ? (
              <a href={`/admin/cv/${cv.id}`} className={linkClass} download>
                {t("candidate.downloadCv", { name: cv.displayName })}
              </a>
            ) : (
              <span>{cv.displayName}</span>
            )}
            <Badge problem={cv.scanState === "infected"} strong={cv.scanState === "clean"}>
              {t(`scan.${cv.scanState}`)}
            </Badge>
            <span className="text-xs text-ink-muted">
              {cv.applicationId ? `${applicationReference(cv.applicationId)} · ` : null}
              <DateTime value={cv.createdAt} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Applications({
  profile,
  canManage,
  result,
}: {
  profile: CandidateProfile;
  canManage: boolean;
  result?: PipelineResult | null;
}) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  if (profile.applications.length === 0) return <p className="text-sm text-ink-muted">{t("candidate.noApplications")}</p>;
  return (
    <div className="space-y-6">
      {profile.applications.map((application) => (
        <article
          key={application.id}
          aria-labelledby={`application-${application.id}`}
          className="border-t border-slate-200 pt-4"
        >
          <h3 id={`application-${application.id}`} className="font-semibold text-ink">
            {application.openingTitle ?? t("board.talentPool")}{" "}
            <span className="text-sm text-ink-muted">{application.reference}</span>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <Badge strong>{labels.stage(application.stage)}</Badge>
            {application.reason ? <span>{labels.reason(application.reason)}</span> : null}
            {application.disqualified ? <Badge problem>{t("card.disqualified")}</Badge> : null}
            <span className="text-ink-muted">
              {t("candidate.appliedIn", { language: labels.spoken(application.language) })} ·{" "}
              <DateTime value={application.createdAt} />
            </span>
          </p>
          {application.answers.length > 0 ? (
            <dl className="mt-3 space-y-2 text-sm">
              {application.answers.map((answer, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: answers are kept in the order asked and never reordered.
                <div key={index}>
                  <dt className="font-medium text-ink" lang={application.language}>
                    {answer.prompt}
                  </dt>
                  <dd className="flex flex-wrap items-center gap-2">
                    <span lang={application.language}>
                      {answer.kind === "yesNo"
                        ? t(`candidate.${answer.answer === "yes" ? "yes" : "no"}`)
                        : (answer.choice ?? answer.answer)}
                    </span>
                    {answer.disqualifying ? <Badge problem>{t("candidate.disqualifyingAnswer")}</Badge> : null}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {application.note ? (
            <div className="mt-3 text-sm">
              <p className="font-medium text-ink">{t("candidate.note")}</p>
              <p className="whitespace-pre-wrap" lang={application.language}>
                {application.note}
              </p>
            </div>
          ) : null}
          {canManage ? (
            <details
              className="mt-3 max-w-sm"
              open={result?.intent === "move" && result.applicationId === application.id && result.status === "error"}
            >
              <summary className={`${linkClass} cursor-pointer text-sm`}>
                {t("move.open", { name: application.reference })}
              </summary>
              <MoveForm applicationId={application.id} name={profile.fullName} stage={application.stage} result={result} />
            </details>
          ) : null}
        </article>
      ))}
    </div>
  );
}

function RatingForm({ rating, result }: { rating: number | null; result?: PipelineResult | null }) {
  const { t } = useTranslation("admin-applications");
  const error = result?.intent === "rate" ? messageOf(result, "rating") : undefined;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="intent" value="rate" />
      <fieldset aria-describedby={error ? "rating-error" : undefined}>
        <legend className="text-sm font-medium text-ink">{t("candidate.rating")}</legend>
        <div className="mt-1 flex gap-3">
          {RATINGS.map((value) => (
            <label key={value} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name="rating"
                value={value}
                defaultChecked={rating === value}
                className="size-4 accent-brand-700"
              />
              {t("candidate.ratingValue", { count: value })}
            </label>
          ))}
        </div>
        {error ? (
          <p id="rating-error" className="mt-1 text-sm font-medium text-red-700">
            {t(error)}
          </p>
        ) : null}
      </fieldset>
      <Submit>{t("candidate.saveRating")}</Submit>
    </Form>
  );
}

function EmailForm({
  profile,
  preview,
  result,
}: {
  profile: CandidateProfile;
  preview: Preview | null;
  result?: PipelineResult | null;
}) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  const own = result?.intent === "email" ? result : undefined;
  if (!profile.email) return <p className="text-sm text-ink-muted">{t("email.noAddress")}</p>;
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted">
        {t("email.intro", { email: profile.email, language: labels.spoken(profile.language) })}
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="email" />
        <SelectField
          label={t("email.template")}
          name="template"
          defaultValue={preview?.template ?? "received"}
          error={messageOf(own, "template")}
          options={CANDIDATE_MESSAGE_TEMPLATES.map((value) => ({ value, label: t(`templates.${value}`) }))}
        />
        <SelectField
          label={t("email.application")}
          name="applicationId"
          defaultValue={preview?.applicationId ?? ""}
          placeholder={t("email.latest")}
          options={profile.applications.map((application) => ({
            value: String(application.id),
            label: `${application.reference} · ${application.openingTitle ?? t("board.talentPool")}`,
          }))}
        />
        <TextareaField
          label={t("email.body")}
          hint={t("email.bodyHint")}
          name="body"
          rows={5}
          maxLength={CUSTOM_MESSAGE_MAX}
          error={messageOf(own, "body")}
          defaultValue={typedBody(own) ?? preview?.body}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" formMethod="get" name="preview" value="" className={buttonClasses("outline")}>
            {t("email.preview")}
          </button>
          <Submit variant="primary">{t("email.send")}</Submit>
        </div>
      </Form>
      {preview ? (
        <section aria-label={t("email.previewLabel")} className="mt-4 rounded-xl bg-slate-50 p-4 text-sm">
          {preview.ok ? (
            <>
              <p className="font-semibold">{t("email.subject", { subject: preview.subject })}</p>
              <p className="mt-2 whitespace-pre-wrap">{preview.text}</p>
            </>
          ) : (
            <p>{t(`errors.${preview.reason}`)}</p>
          )}
        </section>
      ) : null}
    </>
  );
}

const typedBody = (result: PipelineResult | undefined) => {
  const value = result?.initialValue?.body;
  return typeof value === "string" ? value : undefined;
};

function NoteForm({ result }: { result?: PipelineResult | null }) {
  const { t } = useTranslation("admin-applications");
  const own = result?.intent === "note" ? result : undefined;
  return (
    <Form method="post" className="mb-6 space-y-3" key={own?.status === "success" ? "sent" : "open"}>
      <input type="hidden" name="intent" value="note" />
      <TextareaField label={t("candidate.addNote")} name="text" rows={3} maxLength={NOTE_MAX} error={messageOf(own, "text")} />
      <Submit>{t("candidate.saveNote")}</Submit>
    </Form>
  );
}

function Merge({
  profile,
  search,
  matches,
  mergeWith,
}: {
  profile: CandidateProfile;
  search: string;
  matches: CandidateMatch[] | null;
  mergeWith: { id: number; fullName: string; email: string | null; phone: string | null; applications: number } | null;
}) {
  const { t } = useTranslation("admin-applications");
  const path = candidateAdminPath(profile.id);
  if (mergeWith)
    return (
      <section aria-label={t("merge.confirmLabel")} className="space-y-3 text-sm">
        <p>
          {t("merge.confirm", {
            other: mergeWith.fullName,
            otherId: mergeWith.id,
            name: profile.fullName,
            count: mergeWith.applications,
          })}
        </p>
        <p className="text-ink-muted">{[mergeWith.email, mergeWith.phone].filter(Boolean).join(" · ")}</p>
        <Form method="post" action={path} className="flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="otherId" value={mergeWith.id} />
          <Submit variant="danger">{t("merge.submit", { id: mergeWith.id })}</Submit>
          <Link to={path} className={buttonClasses("outline")}>
            {t("merge.cancel")}
          </Link>
        </Form>
      </section>
    );
  return (
    <>
      <Form method="get" role="search" aria-label={t("merge.searchLabel")} className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label={t("merge.search")} type="search" name="merge" defaultValue={search} maxLength={200} />
        </div>
        <button type="submit" className={buttonClasses("secondary")}>
          {t("merge.find")}
        </button>
      </Form>
      {matches ? (
        matches.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">{t("merge.none")}</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {matches.map((match) => (
              <li key={match.id}>
                <Link to={`${path}?mergeWith=${match.id}`} className={linkClass}>
                  {t("merge.pick", { name: match.fullName, id: match.id })}
                </Link>{" "}
                <span className="text-ink-muted">{[match.email, match.phone].filter(Boolean).join(" · ")}</span>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </>
  );
}

export function CandidatePage({
  profile,
  preview,
  mergeSearch,
  matches,
  mergeWith,
  canManage,
  canCv,
  result,
}: {
  profile: CandidateProfile;
  preview: Preview | null;
  mergeSearch: string;
  matches: CandidateMatch[] | null;
  mergeWith: { id: number; fullName: string; email: string | null; phone: string | null; applications: number } | null;
  canManage: boolean;
  canCv: boolean;
  result?: PipelineResult | null;
}) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  useActionToast(result, WORDS);
  const phone = profile.phone ? `${profile.phone}${profile.phoneWhatsapp ? ` (${t("candidate.whatsapp")})` : ""}` : "";
  return (
    <>
      <BackLink to={APPLICATIONS_PATH} label={t("candidate.back")} />
      <AdminPageHeader title={profile.fullName} description={t("candidate.since", { date: profile.createdAt.slice(0, 10) })} />
      <ActionNotice result={result} words={WORDS} />
      <Panel title={t("candidate.details")} id="details">
        <Body>
          <DetailList
            items={[
              { label: t("candidate.email"), value: profile.email ?? "" },
              { label: t("candidate.phone"), value: phone },
              { label: t("candidate.place"), value: `${profile.city}, ${labels.country(profile.country)}` },
              { label: t("candidate.languages"), value: profile.languages.map(labels.spoken).join(", ") },
              { label: t("candidate.positions"), value: profile.positions.map(labels.position).join(", ") },
              { label: t("candidate.available"), value: profile.availableFrom ?? t("card.availableNow") },
              { label: t("candidate.experience"), value: t("candidate.years", { count: profile.experienceYears }) },
              { label: t("candidate.writesIn"), value: labels.spoken(profile.language) },
              {
                label: t("candidate.talentPool"),
                value: profile.talentPoolUntil
                  ? t("candidate.until", { date: profile.talentPoolUntil })
                  : t("candidate.noTalentPool"),
              },
              {
                label: t("candidate.rating"),
                value: profile.rating ? t("candidate.ratingValue", { count: profile.rating }) : t("candidate.notRated"),
              },
            ]}
          />
          {canManage ? (
            <div className="mt-6">
              <RatingForm rating={profile.rating} result={result} />
            </div>
          ) : null}
        </Body>
      </Panel>
      <Panel title={t("candidate.applications")} id="applications">
        <Body>
          <Applications profile={profile} canManage={canManage} result={result} />
        </Body>
      </Panel>
      <Panel title={t("candidate.cvs")} id="cvs">
        <Body>
          <CvList cvs={profile.cvs} canCv={canCv} />
        </Body>
      </Panel>
      {canManage ? (
        <Panel title={t("email.title")} id="email">
          <Body>
            <EmailForm profile={profile} preview={preview} result={result} />
          </Body>
        </Panel>
      ) : null}
      <Panel title={t("timeline.title")} id="timeline">
        <Body>
          {canManage ? <NoteForm result={result} /> : null}
          <Timeline events={profile.timeline} />
        </Body>
      </Panel>
      {canManage ? (
        <Panel title={t("erase.title")} id="erase">
          <Body>
            <p className="mb-4 text-sm text-ink-muted">{t("erase.text")}</p>
            <ConfirmDialog
              trigger={t("erase.submit")}
              triggerClassName={DANGER_TRIGGER_CLASS}
              title={t("erase.confirmTitle", { name: profile.fullName })}
              text={t("erase.confirmText")}
              confirmLabel={t("erase.submit")}
            >
              <input type="hidden" name="intent" value="erase" />
            </ConfirmDialog>
          </Body>
        </Panel>
      ) : null}
      {canManage ? (
        <Panel title={t("merge.title")} id="merge">
          <Body>
            <Merge profile={profile} search={mergeSearch} matches={matches} mergeWith={mergeWith} />
          </Body>
        </Panel>
      ) : null}
    </>
  );
}
