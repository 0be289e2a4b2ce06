/**
 * The preview of an import (decision 0018): every change with the text before and after, and the
 * button that applies them all; or, when any unit is refused, each refusal with its reason and
 * nothing to apply. Texts are shown as text, whatever markup they hold.
 */
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { textEntryPath } from "~/lib/admin/texts";
import type { ImportChange, ImportPreview, RefusedUnit } from "~/lib/texts/files";
import { Badge } from "../list/Badge";
import { type Column, RecordTable } from "../list/RecordTable";
import { linkClass } from "../list/styles";
import { loadTextImportSchema, Panel } from "./parts";
import { unitRefusalTexts } from "./refusal-words";

const textClass = "whitespace-pre-wrap break-words";
const APPLY_FIELDS = ["importId"] as const;

function Text({ value }: { value: string }) {
  const { t } = useTranslation("admin-text-files");
  return value === "" ? <em className="text-ink-muted">{t("preview.none")}</em> : <span className={textClass}>{value}</span>;
}

function ChangesTable({ changes }: { changes: ImportChange[] }) {
  const { t } = useTranslation("admin-text-files");
  const rows = changes.map((change) => ({ ...change, id: `${change.namespace}:${change.key}` }));
  const columns: Column<(typeof rows)[number]>[] = [
    {
      header: t("preview.entry"),
      cell: (row) => (
        <Link to={textEntryPath(row)} className={`${linkClass} break-all`}>
          {row.id}
        </Link>
      ),
    },
    {
      header: t("preview.status"),
      cell: (row) => <Badge strong={row.status !== "translated"}>{t(`status.${row.status}`)}</Badge>,
    },
    { header: t("preview.current"), cell: (row) => <Text value={row.current} /> },
    { header: t("preview.next"), cell: (row) => <Text value={row.next} /> },
  ];
  return <RecordTable caption={t("preview.changesCaption")} rows={rows} columns={columns} empty={t("preview.nothing")} />;
}

function RefusalsTable({ refused }: { refused: RefusedUnit[] }) {
  const { t } = useTranslation("admin-text-files");
  // A file may repeat an id (that is one refusal): rows are numbered.
  const rows = refused.map(({ id, refusal }, index) => ({ id: index, unit: id, refusal }));
  const columns: Column<(typeof rows)[number]>[] = [
    {
      header: t("preview.unit"),
      cell: (row) => <span className="break-all">{row.unit === "" ? t("preview.noId") : row.unit}</span>,
    },
    {
      header: t("preview.reason"),
      cell: (row) => (
        <ul className="space-y-1">
          {unitRefusalTexts(t, row.refusal).map((text) => (
            <li key={text} className={textClass}>
              {text}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return <RecordTable caption={t("preview.refusalsCaption")} rows={rows} columns={columns} empty={null} />;
}

function ApplyForm({ importId, count }: { importId: string; count: number }) {
  const { t } = useTranslation("admin-text-files");
  const navigation = useNavigation();
  const form = useFormLayer({ schema: loadTextImportSchema, fields: APPLY_FIELDS });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "apply";
  return (
    <IntentForm
      intent="apply"
      form={form}
      busy={busy}
      submit={{ idle: t("preview.apply", { count }), pending: t("preview.applying") }}
    >
      <input type="hidden" name="importId" value={importId} />
    </IntentForm>
  );
}

export function ImportPreviewSection({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation("admin-text-files");
  const { changes, refused, unchanged, untranslated, importId } = preview;
  return (
    <Panel
      id="preview-heading"
      title={t("preview.title", { file: preview.fileName, language: t(`languages.${preview.language}`) })}
    >
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink">
        <li>{t("preview.changes", { count: changes.length })}</li>
        <li>{t("preview.unchanged", { count: unchanged })}</li>
        <li>{t("preview.untranslated", { count: untranslated })}</li>
        {refused.length > 0 ? (
          <li className="font-semibold text-red-700">{t("preview.refusedCount", { count: refused.length })}</li>
        ) : null}
      </ul>
      {refused.length > 0 ? (
        <>
          <div role="alert" className="my-4 rounded-lg border border-red-700 bg-white px-4 py-3 text-sm text-red-700">
            <p className="font-semibold">{t("preview.refusedTitle")}</p>
            <p>{t("preview.refusedText")}</p>
          </div>
          <RefusalsTable refused={refused} />
        </>
      ) : changes.length === 0 ? (
        <p role="status" className="mt-4 text-sm text-ink">
          {t("preview.nothing")}
        </p>
      ) : (
        <>
          <p role="status" className="mt-4 text-sm text-ink">
            {t("preview.ready", { count: changes.length })}
          </p>
          <div className="mt-4">
            <ChangesTable changes={changes} />
          </div>
          {importId ? <ApplyForm importId={importId} count={changes.length} /> : null}
        </>
      )}
    </Panel>
  );
}
