import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useActionData, useNavigation } from "react-router";
import { FORM_WIDE, type FormResult, succeeded } from "~/lib/forms/result";
import { Honeypot, StatusButton } from "./fields";
import { type FormLayer, type FormLayerOptions, useFormLayer } from "./use-form-layer";

const headingClass = "text-2xl font-bold tracking-tight text-ink sm:text-3xl";

/**
 * What the foundation's volunteer and donation forms share: they post as a page (the route's action
 * answers), thank the visitor in place of the form once it went through, and draw the same heading,
 * required-fields note, refusal line and submit button. `kind` names the form's texts
 * (`foundation:<kind>.form.*`) and test ids; `children` draws the fields.
 */
export function FoundationFormFrame({
  kind,
  schema,
  fields,
  children,
}: {
  kind: "volunteer" | "donate";
  schema: FormLayerOptions["schema"];
  fields: FormLayerOptions["fields"];
  children: (form: FormLayer) => ReactNode;
}) {
  const { t } = useTranslation("foundation");
  const result = useActionData() as FormResult | undefined;
  const form = useFormLayer({ schema, fields, lastResult: result });
  const submitting = useNavigation().state === "submitting";
  const refusal = form.messageOf(FORM_WIDE);
  const testId = kind === "donate" ? "donation" : kind;
  const headingId = `${testId}-form-heading`;

  if (succeeded(result)) {
    return (
      <div role="status" data-testid={`${testId}-thanks`}>
        <h2 className={headingClass}>{t(`${kind}.form.thanksTitle`)}</h2>
        <p className="mt-3 text-lg text-ink-muted">{t(`${kind}.form.thanks`)}</p>
      </div>
    );
  }

  return (
    <Form method="post" {...form.props} data-testid={`${testId}-form`} aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {t(`${kind}.form.title`)}
      </h2>
      <p className="mt-2 text-ink-muted">{t(`${kind}.form.lead`)}</p>
      <p className="mt-4 text-sm text-ink-muted">{t("form.requiredNote")}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">{children(form)}</div>
      <Honeypot />
      {form.validation}
      {result ? (
        <p role="alert" className="mt-6 text-sm font-medium text-red-700">
          {refusal ? t(refusal, { ns: "common" }) : t("form.submitError")}
        </p>
      ) : null}
      <StatusButton
        status={submitting ? "pending" : "idle"}
        labels={{ idle: t(`${kind}.form.submit`), pending: t(`${kind}.form.sending`) }}
        className="mt-8 w-full sm:w-auto"
      />
    </Form>
  );
}
