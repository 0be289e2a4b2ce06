/**
 * One entry in the page's language, changed in place (decision 0017): its name, the English it is
 * translated from, its state, and its text. The form posts the `save` intent of the entry's admin
 * page with a fetcher, checked first in the browser with the same schema; the placeholders and
 * markup the English uses are named while typing.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { type ResultWords, useActionToast } from "~/components/admin/action-outcome";
import { type DetailItem, DetailList } from "~/components/admin/list/DetailList";
import type { SchemaLoader } from "~/components/forms/FormValidation";
import { FormAlert, StatusButton, TextareaField } from "~/components/forms/fields";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { buttonClasses } from "~/components/ui/button";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { type ActionResult, resultOf } from "~/lib/admin/action-result";
import { type InPageText, inPageTextPath } from "~/lib/admin/in-page-text";
import { textEntryPath } from "~/lib/admin/texts";
import { succeeded } from "~/lib/forms/result";
import { useRootData } from "~/lib/public-config";
import { entryName, TEXT_VALUE_MAX, type TextEntryId } from "~/lib/texts/model";
import { structureProblems } from "~/lib/texts/structure";

/** The form's messages: the text's, and the entry's (it may have gone since the page loaded). */
const FIELDS = ["value", "key", "language"] as const;

const WORDS: ResultWords<ActionResult> = {
  success: () => ({ title: "text-editor:saved.title", text: "text-editor:saved.text" }),
  failure: { title: "text-editor:failed" },
};

/** The entry in the page's language as the server has it now, "failed" when it cannot be read, undefined while it loads. */
export function useInPageText(entry: TextEntryId): InPageText | "failed" | undefined {
  const { language } = useRootData();
  const [text, setText] = useState<InPageText | "failed">();
  const address = inPageTextPath(entry, language);
  useEffect(() => {
    const controller = new AbortController();
    fetch(address, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<InPageText>) : Promise.reject(response.status)))
      .then(setText, () => {
        if (!controller.signal.aborted) setText("failed");
      });
    return () => controller.abort();
  }, [address]);
  return text;
}

/** The shared schema of the entry's page, with this entry's English as the reference. */
function schemaOf(text: InPageText): SchemaLoader {
  const referenceOf = (namespace: string, key: string) =>
    namespace === text.namespace && key === text.key ? text.reference : undefined;
  return () => import("~/lib/validation/texts").then((module) => module.textActionSchema(referenceOf));
}

export function TextEntryForm({
  text,
  close,
  onSaved,
}: {
  text: InPageText;
  close: () => void;
  onSaved: (text: InPageText, value: string) => void;
}) {
  // The schema's messages are the text editor's (admin-texts).
  const { t } = useTranslation(["text-editor", "admin-texts"]);
  const fetcher = useFetcher<ActionResult>();
  const schema = useMemo(() => schemaOf(text), [text]);
  const form = useFormLayer({ schema, fields: FIELDS, lastResult: fetcher.data });
  const [draft, setDraft] = useState(text.own);
  const posted = useRef(draft);
  useActionToast(resultOf(fetcher.data, "save"), WORDS);

  const saved = fetcher.state === "idle" && succeeded(resultOf(fetcher.data, "save"));
  useEffect(() => {
    if (saved) onSaved(text, posted.current);
  }, [saved, onSaved, text]);

  const translation = text.language !== DEFAULT_LANGUAGE;
  const { missing, unknown } = structureProblems(text.reference, draft);
  const details: DetailItem[] = [
    { label: t("entry.key"), value: <code>{entryName(text)}</code>, wide: !translation },
    ...(translation ? [{ label: t("entry.status"), value: t(`status.${text.status}`) }] : []),
    { label: t("entry.english"), value: <span lang="en">{text.english}</span>, wide: true },
  ];
  const refusal = form.messageOf("") ?? form.messageOf("key") ?? form.messageOf("language");
  return (
    <fetcher.Form
      method="post"
      action={textEntryPath(text)}
      className="mt-4 space-y-4"
      {...form.props}
      onSubmit={(event) => {
        posted.current = draft;
        form.props.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="namespace" value={text.namespace} />
      <input type="hidden" name="key" value={text.key} />
      <input type="hidden" name="language" value={text.language} />
      <DetailList items={details} />
      <TextareaField
        label={t("entry.value", { language: t(`languages.${text.language}`) })}
        name="value"
        lang={text.language}
        rows={4}
        maxLength={TEXT_VALUE_MAX}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        error={form.field("value").error}
        hint={translation ? t("entry.emptyShowsEnglish") : undefined}
      />
      {draft !== "" && (missing.length > 0 || unknown.length > 0) ? (
        <div role="status" className="text-sm text-red-700">
          {missing.length > 0 ? <p>{t("entry.keepTokens", { tokens: missing.join(" ") })}</p> : null}
          {unknown.length > 0 ? <p>{t("entry.unknownTokens", { tokens: unknown.join(" ") })}</p> : null}
        </div>
      ) : null}
      {refusal ? <FormAlert tone="error">{t(refusal)}</FormAlert> : null}
      {form.validation}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to={textEntryPath(text)} className="text-sm font-semibold text-brand-700 underline">
          {t("dialog.openEditor")}
        </Link>
        <button type="button" className={buttonClasses("outline")} onClick={close}>
          {t("cancel")}
        </button>
        <StatusButton
          status={fetcher.state === "submitting" ? "pending" : "idle"}
          labels={{ idle: t("save"), pending: t("saving") }}
          size="md"
          className=""
        />
      </div>
    </fetcher.Form>
  );
}
