import { useTranslation } from "react-i18next";
import { Field } from "~/components/forms/fields";
import { IntentForm } from "~/components/forms/IntentForm";
import { useFormLayer } from "~/components/forms/use-form-layer";
import { resultOf } from "~/lib/admin/action-result";
import type { SuppressionResult } from "~/lib/admin/suppression-result";
import { succeeded } from "~/lib/forms/result";
import { DETAIL_MAX_LENGTH } from "~/lib/mail-suppression";
import { EMAIL_MAX_LENGTH } from "~/lib/validation/limits";
import { useListHref } from "../list/href";
import { PanelHeading } from "../list/RecordPanel";
import { panelClass } from "../list/styles";

const FIELDS = ["email", "note"] as const;
/** Loads the page's schema when the form is first reached for (decision 0010): never on first load. */
const loadSchema = () => import("~/lib/validation/suppressions").then((module) => module.suppressionChangeSchema);

/** Staff add an address by hand (someone asked by phone never to be emailed), with a note for colleagues. */
export function AddSuppression({ result, busy }: { result?: SuppressionResult; busy: boolean }) {
  const { t } = useTranslation("admin-suppressions");
  const href = useListHref();
  const mine = resultOf(result, "add");
  // A fresh form after each address added, ready for the next one.
  const formKey = mine && succeeded(mine) ? `added-${mine.email}` : "add";
  return (
    <section aria-labelledby="add-suppression" className={panelClass}>
      <PanelHeading id="add-suppression" title={t("add.title")} closeHref={href({ add: null })} focusKey="add" />
      <p className="text-sm text-ink-muted">{t("add.intro")}</p>
      <AddForm key={formKey} failed={succeeded(mine) ? undefined : mine} busy={busy} />
    </section>
  );
}

function AddForm({ failed, busy }: { failed?: SuppressionResult; busy: boolean }) {
  const { t } = useTranslation("admin-suppressions");
  const form = useFormLayer({ schema: loadSchema, fields: FIELDS, lastResult: failed });
  return (
    <IntentForm
      intent="add"
      form={form}
      busy={busy}
      submit={{ idle: t("add.submit"), pending: t("add.pending") }}
      className="mt-4 grid gap-4 sm:grid-cols-2"
      footerClassName="sm:col-span-2"
    >
      <Field
        label={t("add.email")}
        type="email"
        required
        maxLength={EMAIL_MAX_LENGTH}
        autoComplete="off"
        {...form.field("email")}
      />
      <Field
        label={t("add.note")}
        hint={t("add.noteHint")}
        maxLength={DETAIL_MAX_LENGTH}
        autoComplete="off"
        {...form.field("note")}
      />
    </IntentForm>
  );
}
