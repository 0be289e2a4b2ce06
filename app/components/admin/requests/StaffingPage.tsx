/** A request's staffing (decision 0038): each line's progress, its opening, shortlist and placements. */
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import type { StaffingView } from "~/.server/services/requests";
import { FormAlert } from "~/components/forms/fields";
import { type ActionResult, refusalOf } from "~/lib/admin/action-result";
import { requestReference } from "~/lib/staff-requests/model";
import { RequestTabs } from "./RequestTabs";

const buttonClass =
  "inline-flex min-h-9 items-center rounded-md bg-brand-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700";
const quietButton =
  "inline-flex min-h-9 items-center rounded-md px-3 py-1.5 text-sm font-semibold text-ink ring-1 ring-slate-300";
const inputClass = "rounded-md border border-slate-300 px-2 py-1.5 text-sm";

type Line = StaffingView["lines"][number];

function LineCard({ line, canManage }: { line: Line; canManage: boolean }) {
  const { t } = useTranslation(["admin-staffing", "services"]);
  const shortlisted = new Set(line.shortlist.map((entry) => entry.candidate_id));
  const placed = new Set(line.placements.map((placement) => placement.candidate_id));
  const toShortlist = line.choices.filter((choice) => !shortlisted.has(choice.candidateId));
  const toPlace = line.choices.filter((choice) => !placed.has(choice.candidateId));
  return (
    <section
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={`line-${line.id}`}
      data-testid="staffing-line"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`line-${line.id}`} className="text-lg font-semibold text-ink">
          {t(`services:positions.${line.position}.title`)}
        </h2>
        <p className="font-semibold text-ink" data-testid="staffing-progress">
          {t("line.progress", { count: line.placed, wanted: line.headcount })}
        </p>
      </div>
      <p className="text-sm text-ink-muted">
        {t(`line.placement.${line.placement}`)} · {line.startDate ?? "—"} → {line.endDate ?? "—"}
        {line.openingId ? (
          <>
            {" · "}
            <Link className="underline" to={`/admin/openings/${line.openingId}`}>
              {t("line.opening", { status: t(`line.openingStatus.${line.openingStatus ?? "draft"}`) })}
            </Link>
          </>
        ) : null}
      </p>

      <h3 className="mt-4 font-semibold text-ink">{t("shortlist.heading")}</h3>
      {line.shortlist.length === 0 ? <p className="text-sm text-ink-muted">{t("shortlist.empty")}</p> : null}
      <ul className="mt-2 space-y-2">
        {line.shortlist.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center gap-3 text-sm">
            <Link className="font-medium underline" to={`/admin/candidates/${entry.candidate_id}`}>
              {entry.full_name}
            </Link>
            <span>{t(`shortlist.decision.${entry.decision}`)}</span>
            {entry.client_comment ? <span className="text-ink-muted">“{entry.client_comment}”</span> : null}
            {canManage && entry.decision === "proposed" ? (
              <Form method="post">
                <input type="hidden" name="entry" value={entry.id} />
                <button type="submit" name="intent" value="unshortlist" className={quietButton}>
                  {t("shortlist.remove")}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage && toShortlist.length > 0 ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="line" value={line.id} />
          <label className="text-sm">
            <span className="block font-medium">{t("shortlist.choose")}</span>
            <select name="application" className={inputClass} required>
              {toShortlist.map((choice) => (
                <option key={choice.applicationId} value={choice.applicationId}>
                  {choice.fullName} · {t(choice.openingId ? "choice.applied" : "choice.pool")}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" name="intent" value="shortlist" className={buttonClass}>
            {t("shortlist.add")}
          </button>
        </Form>
      ) : null}

      <h3 className="mt-4 font-semibold text-ink">{t("placements.heading")}</h3>
      {line.placements.length === 0 ? <p className="text-sm text-ink-muted">{t("placements.empty")}</p> : null}
      <ul className="mt-2 space-y-1 text-sm">
        {line.placements.map((placement) => (
          <li key={placement.id}>
            <Link className="font-medium underline" to={`/admin/candidates/${placement.candidate_id}`}>
              {placement.full_name}
            </Link>{" "}
            {placement.starts_on} → {placement.ends_on ?? t("placements.open")}
          </li>
        ))}
      </ul>
      {canManage && toPlace.length > 0 ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="line" value={line.id} />
          <label className="text-sm">
            <span className="block font-medium">{t("placements.choose")}</span>
            <select name="application" className={inputClass} required>
              {toPlace.map((choice) => (
                <option key={choice.applicationId} value={choice.applicationId}>
                  {choice.fullName}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm">
            <span className="block font-medium">{t("placements.startsOn")}</span>
            <input type="date" name="startsOn" required defaultValue={line.startDate ?? ""} className={inputClass} />
          </label>
          <label className="text-sm">
            <span className="block font-medium">
              {t(line.placement === "longTerm" ? "placements.endsOnOptional" : "placements.endsOn")}
            </span>
            <input
              type="date"
              name="endsOn"
              required={line.placement !== "longTerm"}
              defaultValue={line.endDate ?? ""}
              className={inputClass}
            />
          </label>
          <button type="submit" name="intent" value="place" className={buttonClass}>
            {t("placements.add")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function StaffingPage({ view, canManage, result }: { view: StaffingView; canManage: boolean; result?: ActionResult }) {
  const { t } = useTranslation("admin-staffing");
  const refusal = refusalOf(result);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-ink">
          {t("heading", { reference: requestReference(view.request.id), organization: view.request.organization })}
        </h1>
      </header>
      <RequestTabs requestId={view.request.id} current="staffing" />
      {refusal ? (
        <FormAlert tone="error" testId="staffing-refused">
          {t(refusal)}
        </FormAlert>
      ) : result?.status === "success" ? (
        <FormAlert tone="success" testId="staffing-done">
          {t(`done.${result.intent}`)}
        </FormAlert>
      ) : null}
      {canManage && view.request.status === "won" && view.linesWithoutOpening > 0 ? (
        <Form method="post">
          <p className="mb-2 text-sm text-ink-muted">{t("openings.lead", { count: view.linesWithoutOpening })}</p>
          <button type="submit" name="intent" value="makeOpenings" className={buttonClass}>
            {t("openings.make")}
          </button>
        </Form>
      ) : null}
      {view.lines.map((line) => (
        <LineCard key={line.id} line={line} canManage={canManage} />
      ))}
    </div>
  );
}
