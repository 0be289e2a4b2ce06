/**
 * /admin/privacy-requests/:id (decision 0041): one request, what the register holds for its
 * address (rows per table with what they are, the CVs to download), and staff's three answers as
 * forms that work without JavaScript: send the copy, erase everything (after ticking that it
 * cannot be undone), or refuse with a reason the person reads.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import type { PrivacyRequestDetail } from "~/.server/services/privacy";
import { CheckboxField, TextareaField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { type ActionResult, resultOf } from "~/lib/admin/action-result";
import { PRIVACY_REQUESTS_PATH, PRIVACY_WARNING_DAYS, REFUSAL_REASON_MAX } from "~/lib/privacy/requests";
import { loadEraseSchema, loadRefuseSchema } from "~/lib/validation/privacy-requests";
import { AdminPageHeader } from "../AdminPageHeader";
import { ActionNotice, type ResultWords, useActionToast } from "../action-outcome";
import { BackLink } from "../list/BackLink";
import { Badge } from "../list/Badge";
import { DateTime } from "../list/DateTime";
import { DetailList } from "../list/DetailList";
import { useNumbers } from "../list/numbers";
import { Panel } from "../list/Panel";
import { cellClass, linkClass } from "../list/styles";
import { DeadlineBadge } from "./DeadlineBadge";

const WORDS: ResultWords<ActionResult> = {
  success: ({ intent }) => ({ title: `admin-privacy:done.${intent}.title`, text: `admin-privacy:done.${intent}.text` }),
  failure: { title: "admin-privacy:errors.title" },
};

const loadNoSchema = async () => (await import("~/lib/validation/privacy-requests")).privacyAnswerSchema;

function Body({ children }: { children: ReactNode }) {
  return <div className="mt-4 space-y-4">{children}</div>;
}

function Details({ detail }: { detail: PrivacyRequestDetail }) {
  const { t } = useTranslation("admin-privacy");
  const { request } = detail;
  return (
    <DetailList
      items={[
        { label: t("details.kind"), value: t(`kinds.${request.kind}`) },
        {
          label: t("details.status"),
          value: <Badge strong={request.status === "open"}>{t(`statuses.${request.status}`)}</Badge>,
        },
        { label: t("details.address"), value: request.email ?? <Badge>{t("addressErased")}</Badge> },
        { label: t("details.language"), value: t(`languages.${request.language}`, { defaultValue: request.language }) },
        { label: t("details.confirmed"), value: <DateTime value={request.confirmedAt} /> },
        {
          label: t("details.deadline"),
          value: (
            <span className="flex flex-wrap items-baseline gap-2">
              <DateTime value={request.deadline} />
              {request.status === "open" ? (
                <DeadlineBadge daysLeft={request.daysLeft} late={request.late} warningDays={PRIVACY_WARNING_DAYS} />
              ) : null}
            </span>
          ),
        },
        ...(request.handledAt ? [{ label: t("details.handled"), value: <DateTime value={request.handledAt} /> }] : []),
        ...(request.copyExpiresAt
          ? [
              { label: t("details.copyExpires"), value: <DateTime value={request.copyExpiresAt} /> },
              {
                label: t("details.copyDownloaded"),
                value: <DateTime value={request.copyDownloadedAt} fallback={t("details.never")} />,
              },
            ]
          : []),
        ...(request.refusalReason ? [{ label: t("details.refusalReason"), value: request.refusalReason, wide: true }] : []),
      ]}
    />
  );
}

function Found({ detail }: { detail: PrivacyRequestDetail }) {
  const { t } = useTranslation("admin-privacy");
  const numbers = useNumbers();
  if (!detail.request.email) return <p className="text-sm text-ink-muted">{t("found.gone")}</p>;
  const others = detail.found.filter((entry) => entry.table !== "privacy_requests");
  if (others.length === 0) return <p className="text-sm text-ink-muted">{t("found.none")}</p>;
  return (
    <>
      <p className="text-sm text-ink-muted">{t("found.lead")}</p>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">{t("found.caption")}</caption>
          <thead className="bg-slate-50 text-ink">
            <tr>
              <th scope="col" className="px-4 py-3 text-left font-semibold">
                {t("found.table")}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t("found.count")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 text-ink">
            {detail.found.map((entry) => (
              <tr key={entry.table}>
                <td className={cellClass}>
                  {entry.meaning} <code className="text-xs text-ink-muted">{entry.table}</code>
                </td>
                <td className={`${cellClass} text-right tabular-nums`}>{numbers.number(entry.count)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="px-4 py-3 text-left font-semibold">
                {t("found.total")}
              </th>
              <td className={`${cellClass} text-right font-semibold tabular-nums`}>{numbers.number(detail.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

function Cvs({ detail }: { detail: PrivacyRequestDetail }) {
  const { t } = useTranslation("admin-privacy");
  const numbers = useNumbers();
  if (detail.cvs.length === 0) return <p className="text-sm text-ink-muted">{t("cvs.none")}</p>;
  return (
    <ul className="space-y-2 text-sm">
      {detail.cvs.map((cv) => (
        <li key={cv.id}>
          {/* The admin CV route serves it as an attachment, audited, and refuses one not yet scanned clean. */}
          <a href={`/admin/cv/${cv.id}`} className={linkClass} download>
            {t("cvs.download", { name: cv.fileName })}
          </a>{" "}
          <span className="text-ink-muted">({t("cvs.size", { size: numbers.decimal(cv.sizeBytes / 1024) })})</span>
        </li>
      ))}
    </ul>
  );
}

function SendCopyForm({ result, copyDays }: { result: ActionResult | undefined; copyDays: number }) {
  const { t } = useTranslation("admin-privacy");
  const busy = useNavigation().state === "submitting";
  const form = useFormLayer({ schema: loadNoSchema, fields: [], lastResult: resultOf(result, "sendCopy") });
  return (
    <Panel id="privacy-send-copy" title={t("sendCopy.title")}>
      <IntentForm intent="sendCopy" form={form} busy={busy} submit={{ idle: t("sendCopy.submit") }}>
        <p className="text-sm text-ink-muted">{t("sendCopy.text", { days: copyDays })}</p>
      </IntentForm>
    </Panel>
  );
}

function EraseForm({ result }: { result: ActionResult | undefined }) {
  const { t } = useTranslation("admin-privacy");
  const busy = useNavigation().state === "submitting";
  const form = useFormLayer({ schema: loadEraseSchema, fields: ["confirm"], lastResult: resultOf(result, "erase") });
  return (
    <Panel id="privacy-erase" title={t("erase.title")}>
      <IntentForm intent="erase" form={form} busy={busy} variant="danger" submit={{ idle: t("erase.submit") }}>
        <p className="text-sm text-ink-muted">{t("erase.text")}</p>
        <CheckboxField label={t("erase.confirm")} required {...form.field("confirm")} />
      </IntentForm>
    </Panel>
  );
}

function RefuseForm({ result }: { result: ActionResult | undefined }) {
  const { t } = useTranslation("admin-privacy");
  const busy = useNavigation().state === "submitting";
  const form = useFormLayer({ schema: loadRefuseSchema, fields: ["reason"], lastResult: resultOf(result, "refuse") });
  return (
    <Panel id="privacy-refuse" title={t("refuse.title")}>
      <IntentForm intent="refuse" form={form} busy={busy} variant="secondary" submit={{ idle: t("refuse.submit") }}>
        <p className="text-sm text-ink-muted">{t("refuse.text")}</p>
        <TextareaField
          label={t("refuse.reason")}
          hint={t("refuse.reasonHint", { max: REFUSAL_REASON_MAX })}
          required
          maxLength={REFUSAL_REASON_MAX}
          rows={5}
          {...form.field("reason")}
        />
      </IntentForm>
    </Panel>
  );
}

export function PrivacyRequestPage({
  detail,
  copyDays,
  result,
}: {
  detail: PrivacyRequestDetail;
  copyDays: number;
  result: ActionResult | undefined;
}) {
  const { t } = useTranslation("admin-privacy");
  const { request } = detail;
  useActionToast(result, WORDS);
  return (
    <div className="max-w-4xl">
      <BackLink to={PRIVACY_REQUESTS_PATH} label={t("back")} />
      <AdminPageHeader title={t("title", { id: request.id })} />
      <ActionNotice result={result} words={WORDS} />
      <Panel id="privacy-details" title={t("details.title")}>
        <Body>
          <Details detail={detail} />
        </Body>
      </Panel>
      <Panel id="privacy-found" title={t("found.title")}>
        <Body>
          <Found detail={detail} />
        </Body>
      </Panel>
      <Panel id="privacy-cvs" title={t("cvs.title")}>
        <Body>
          <Cvs detail={detail} />
        </Body>
      </Panel>
      {request.status !== "open" ? (
        <p role="status" className="mb-8 text-sm text-ink-muted">
          {t("answer.handled")}
        </p>
      ) : (
        <>
          {request.kind === "copy" ? <SendCopyForm result={result} copyDays={copyDays} /> : <EraseForm result={result} />}
          <RefuseForm result={result} />
        </>
      )}
    </div>
  );
}
