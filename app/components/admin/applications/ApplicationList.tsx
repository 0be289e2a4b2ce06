/**
 * The list of applications (`?view=list`): searched by name, email, phone and CV text, filtered
 * in the address, paged; the checked rows can be rejected together with one reason and, if staff
 * choose, one kind email to each candidate. Everything works without JavaScript: the checkboxes
 * belong to the bulk form and post with it.
 */
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { ApplicationCard, ApplicationPage } from "~/.server/services/careers";
import { CheckboxField, SelectField } from "~/components/forms/fields";
import { buttonClasses } from "~/components/ui/button";
import { REJECTION_REASONS } from "~/lib/careers/applications";
import { candidateAdminPath, type PipelineResult } from "~/lib/careers/pipeline";
import { messageOf } from "~/lib/forms/result";
import { Badge } from "../list/Badge";
import { DateTime } from "../list/DateTime";
import { ListSummary, shownRange } from "../list/ListSummary";
import { Pagination } from "../list/Pagination";
import { type Column, OpenLink, RecordTable } from "../list/RecordTable";
import { useRowSelection } from "../list/selection";
import { usePipelineLabels } from "./labels";

const BULK_FORM = "bulk-reject";

function BulkReject({ selected, result }: { selected: number; result?: PipelineResult | null }) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  const navigation = useNavigation();
  const own = result?.intent === "bulkReject" ? result : undefined;
  return (
    <Form
      method="post"
      id={BULK_FORM}
      aria-label={t("bulk.label")}
      className="flex flex-wrap items-end gap-3 border-b border-slate-200 px-4 py-3"
    >
      <input type="hidden" name="intent" value="bulkReject" />
      <div className="min-w-56">
        <SelectField
          label={t("bulk.reason")}
          name="reason"
          placeholder={t("move.noReason")}
          defaultValue=""
          error={messageOf(own, "reason")}
          options={REJECTION_REASONS.map((value) => ({ value, label: labels.reason(value) }))}
        />
      </div>
      <CheckboxField label={t("bulk.notify")} hint={t("bulk.notifyHint")} name="notify" defaultChecked className="mb-2" />
      <button type="submit" className={buttonClasses("danger")} disabled={navigation.state === "submitting"}>
        {t("bulk.submit")}
      </button>
      <p aria-live="polite" className="basis-full text-sm text-ink-muted">
        {selected > 0 ? t("bulk.selected", { count: selected }) : t("bulk.hint")}
      </p>
    </Form>
  );
}

export function ApplicationList({
  list,
  canManage,
  result,
}: {
  list: ApplicationPage;
  canManage: boolean;
  result?: PipelineResult | null;
}) {
  const { t } = useTranslation("admin-applications");
  const labels = usePipelineLabels();
  const selection = useRowSelection(list.rows, result);
  const columns: Column<ApplicationCard>[] = [
    {
      header: t("list.name"),
      cell: (row, open) => (
        <>
          <OpenLink open={open}>{row.name}</OpenLink>
          <span className="block text-xs text-ink-muted">{row.reference}</span>
        </>
      ),
    },
    {
      header: t("list.opening"),
      cell: (row) => (
        <>
          {row.openingTitle ?? t("board.talentPool")}
          <span className="block text-xs text-ink-muted">{row.positions.map(labels.position).join(", ")}</span>
        </>
      ),
    },
    {
      header: t("list.stage"),
      cell: (row) => (
        <>
          <Badge strong={row.stage === "new"}>{labels.stage(row.stage)}</Badge>
          {row.reason ? <span className="block text-xs text-ink-muted">{labels.reason(row.reason)}</span> : null}
        </>
      ),
    },
    { header: t("list.languages"), cell: (row) => row.languages.map(labels.spoken).join(", "), hideOnMobile: true },
    { header: t("list.country"), cell: (row) => labels.country(row.country), hideOnMobile: true },
    {
      header: t("list.available"),
      cell: (row) => row.availableFrom ?? t("card.availableNow"),
      className: "whitespace-nowrap",
      hideOnMobile: true,
    },
    {
      header: t("list.flags"),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          {row.disqualified ? <Badge problem>{t("card.disqualified")}</Badge> : null}
          {row.hasCv ? <Badge>{t("card.cv")}</Badge> : null}
        </span>
      ),
    },
    { header: t("list.applied"), cell: (row) => <DateTime value={row.createdAt} />, hideOnMobile: true },
  ];
  return (
    <>
      <ListSummary {...shownRange(list.page, list.pageSize, list.rows.length)} total={list.total} />
      <RecordTable
        caption={t("list.caption")}
        rows={list.rows}
        columns={columns}
        openHref={(row) => candidateAdminPath(row.candidateId)}
        selection={canManage ? { formId: BULK_FORM, ...selection } : undefined}
        rowLabel={(row) => `${row.name} (${row.reference})`}
        toolbar={canManage ? <BulkReject selected={selection.selected.length} result={result} /> : null}
        empty={t("list.empty")}
      />
      <Pagination page={list.page} pageCount={list.pageCount} />
    </>
  );
}
