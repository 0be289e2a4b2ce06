/**
 * /admin/texts/import (decision 0018): each language's export for a translator's tool, and the import
 * of a translated file: a preview of every change first, then one "Apply" for all of them, or the
 * list of what refuses the file. Every step is a form post, so the page works without JavaScript.
 */
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import type { TextImportResult } from "~/.server/admin/texts/files";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { ActionNotice, type ResultWords, useActionToast } from "~/components/admin/action-outcome";
import { Field, SelectField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { resultOf } from "~/lib/admin/action-result";
import { succeeded } from "~/lib/forms/result";
import { TEXT_FILE_LANGUAGES, TEXT_FILE_MAX_BYTES, type TextFileLanguage, textExportHref } from "~/lib/texts/files";
import { TEXT_FILE_FIELD } from "~/lib/validation/text-files";
import { linkClass } from "../list/styles";
import { ImportPreviewSection } from "./ImportPreview";
import { loadTextImportSchema, Panel } from "./parts";
import { fileRefusalText } from "./refusal-words";

const UPLOAD_FIELDS = ["language", TEXT_FILE_FIELD] as const;

/** An apply that went through is said by the page itself (AppliedNote); a refused one by a toast, or inline without JavaScript. */
const APPLY_WORDS: ResultWords<TextImportResult> = {
  success: () => undefined,
  failure: { title: "admin-text-files:apply.failedTitle" },
};

function ExportPanel({ pending }: { pending: Record<string, number> }) {
  const { t } = useTranslation("admin-text-files");
  return (
    <Panel id="export-heading" title={t("export.title")}>
      <p className="mt-2 text-sm text-ink-muted">{t("export.description")}</p>
      <ul className="mt-4 space-y-2 text-sm">
        {TEXT_FILE_LANGUAGES.map((language) => {
          const name = t(`languages.${language}`);
          return (
            <li key={language} className="flex flex-wrap gap-x-4 gap-y-1">
              <a href={textExportHref(language, "all")} download className={linkClass}>
                {t("export.all", { language: name })}
              </a>
              <a href={textExportHref(language, "pending")} download className={linkClass}>
                {t("export.pending", { language: name, count: pending[language] ?? 0 })}
              </a>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

function UploadForm({ result }: { result: TextImportResult | undefined }) {
  const { t, i18n } = useTranslation("admin-text-files");
  const navigation = useNavigation();
  const previewResult = resultOf(result, "preview");
  // A preview that went through keeps the form as it was (the language chosen, the file), so another
  // file is read in the same language: only a refusal is the form's result.
  const refused = previewResult && !succeeded(previewResult) ? previewResult : undefined;
  const form = useFormLayer({ schema: loadTextImportSchema, fields: UPLOAD_FIELDS, lastResult: refused });
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "preview";
  const language = form.field("language");
  const refusal = previewResult?.fileRefusal;
  return (
    <Panel id="import-heading" title={t("import.title")}>
      <p className="mt-2 text-sm text-ink-muted">{t("import.description")}</p>
      <IntentForm
        intent="preview"
        form={form}
        busy={busy}
        encType="multipart/form-data"
        submit={{ idle: t("import.preview"), pending: t("import.reading") }}
      >
        <SelectField
          label={t("import.language")}
          options={TEXT_FILE_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          required
          {...language}
          defaultValue={language.defaultValue ?? previewResult?.preview?.language ?? TEXT_FILE_LANGUAGES[0]}
        />
        <Field
          type="file"
          name={TEXT_FILE_FIELD}
          accept=".xlf,.xliff,.xml,application/x-xliff+xml,application/xliff+xml"
          required
          label={t("import.file")}
          hint={t("import.fileHint", { size: `${TEXT_FILE_MAX_BYTES / (1024 * 1024)} MB` })}
          error={form.field(TEXT_FILE_FIELD).error}
        />
      </IntentForm>
      {refusal ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-700 bg-white px-4 py-3 text-sm text-red-700">
          <p className="font-semibold">{t("file.refusedTitle")}</p>
          <p>{fileRefusalText(t, i18n.language, refusal)}</p>
        </div>
      ) : null}
    </Panel>
  );
}

/** What an applied import says, beside the toast: how many texts changed and where to see them. */
function AppliedNote({ count, language }: { count: number; language: TextFileLanguage }) {
  const { t } = useTranslation("admin-text-files");
  return (
    <p role="status" className="mb-6 rounded-lg border border-brand-700 bg-brand-50 px-4 py-3 text-sm text-brand-800">
      {t("apply.doneIn", { count, language: t(`languages.${language}`) })}{" "}
      <Link to="/admin/texts" className={linkClass}>
        {t("apply.seeTexts")}
      </Link>
    </p>
  );
}

export function TextFilesPage({ pending, result }: { pending: Record<string, number>; result: TextImportResult | undefined }) {
  const { t } = useTranslation("admin-text-files");
  const applied = resultOf(result, "apply");
  const preview = resultOf(result, "preview")?.preview;
  useActionToast(applied, APPLY_WORDS);
  return (
    <div className="max-w-5xl">
      <AdminPageHeader title={t("title")} description={t("description")} />
      <ActionNotice result={applied} words={APPLY_WORDS} />
      {applied?.appliedLanguage ? <AppliedNote count={applied.applied ?? 0} language={applied.appliedLanguage} /> : null}
      <ExportPanel pending={pending} />
      <UploadForm result={result} />
      {preview ? <ImportPreviewSection preview={preview} /> : null}
    </div>
  );
}
