/**
 * The form of one language of one entry (decision 0017): its text in a labelled textarea, checked in
 * the browser by the same schema as the server (decision 0010) with the English reference this page
 * shows. Under it, while typing and after a refusal, the placeholders and markup the text lacks or
 * adds, named one by one; the server refuses such a text with the same reason.
 */
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { FormAlert, TextareaField } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import type { TextActionResult } from "~/lib/admin/texts";
import { FORM_WIDE, succeeded } from "~/lib/forms/result";
import { TEXT_VALUE_MAX, type TextEntryId } from "~/lib/texts/model";
import { structureOf, structureProblems } from "~/lib/texts/structure";
import { useNumbers } from "../list/numbers";

const FIELDS = ["value", "key", "language"];

/** A label and tokens of a text as code, each once, in the order they come; nothing without tokens. */
function TokenLine({ label, tokens, className }: { label: string; tokens: string[]; className?: string }) {
  if (tokens.length === 0) return null;
  return (
    <p className={className}>
      <span className="mr-1.5 font-medium">{label}</span>
      {[...new Set(tokens)].map((token) => (
        <code key={token} className="mr-1.5 inline-block rounded bg-slate-100 px-1 font-mono text-xs break-all text-ink">
          {token}
        </code>
      ))}
    </p>
  );
}

/** What the typed text lacks or adds of the reference's structure; nothing when it keeps it. */
function StructureNote({ reference, text }: { reference: string; text: string }) {
  const { t } = useTranslation("admin-texts");
  const { missing, unknown } = text.trim() === "" ? { missing: [], unknown: [] } : structureProblems(reference, text);
  return (
    <div aria-live="polite" className="mt-1 space-y-1 text-sm text-red-700">
      <TokenLine label={t("entry.structureMissing")} tokens={missing} />
      <TokenLine label={t("entry.structureUnknown")} tokens={unknown} />
    </div>
  );
}

export function TextValueForm({
  entry,
  reference,
  language,
  saved,
  result,
}: {
  entry: TextEntryId;
  /** The shipped English, whose placeholders and markup the text must keep. */
  reference: string;
  language: Language;
  /** The language's own text now ("" when it has none). */
  saved: string;
  /** The last answer of this language's save, if it was the last post. */
  result?: TextActionResult;
}) {
  const { t } = useTranslation("admin-texts");
  const navigation = useNavigation();
  const { number } = useNumbers();
  const { namespace, key } = entry;
  // The browser checks against the reference it shows; the server against its own (decision 0010).
  const schema = useMemo(
    () => () =>
      import("~/lib/validation/texts").then(({ textActionSchema }) =>
        textActionSchema((ns, k) => (ns === namespace && k === key ? reference : undefined)),
      ),
    [namespace, key, reference],
  );
  const form = useFormLayer({ schema, fields: FIELDS, lastResult: result });
  const refused = result !== undefined && !succeeded(result);
  const initial = refused ? (form.field("value").defaultValue ?? "") : saved;
  const [typed, setTyped] = useState(initial);
  useEffect(() => setTyped(initial), [initial]);

  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "save" &&
    navigation.formData?.get("language") === language;
  const name = t(`languagesInText.${language}`);
  const hint = [
    t(language === DEFAULT_LANGUAGE ? "entry.hintEnglish" : "entry.hintFallback"),
    t("entry.hintMax", { max: number(TEXT_VALUE_MAX) }),
  ].join(" ");
  const formWide = form.messageOf(FORM_WIDE) ?? form.messageOf("key") ?? form.messageOf("language");

  return (
    <IntentForm
      intent="save"
      form={form}
      busy={busy}
      className="mt-3 space-y-2"
      formKey={`${language}:${saved}`}
      submit={{ idle: t("entry.save", { language: name }), pending: t("entry.saving") }}
    >
      <input type="hidden" name="namespace" value={namespace} />
      <input type="hidden" name="key" value={key} />
      <input type="hidden" name="language" value={language} />
      {formWide ? <FormAlert tone="error">{t(formWide)}</FormAlert> : null}
      <TokenLine label={t("entry.keeps")} tokens={structureOf(reference)} className="text-sm text-ink-muted" />
      <TextareaField
        {...form.field("value")}
        label={t("entry.value", { language: name })}
        hint={hint}
        lang={language}
        rows={Math.min(12, Math.max(3, Math.ceil(initial.length / 45)))}
        maxLength={TEXT_VALUE_MAX}
        required={language === DEFAULT_LANGUAGE}
        defaultValue={initial}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <StructureNote reference={reference} text={typed} />
    </IntentForm>
  );
}
