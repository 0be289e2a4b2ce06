import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useFetcher } from "react-router";
import { FORM_WIDE, type FormResult, succeeded } from "~/lib/forms/result";
import { CONTACT_MAX_LENGTH } from "~/lib/validation/limits";
import { Field, FormAlert, Honeypot, StatusButton, TextareaField } from "./fields";
import { useFormLayer } from "./use-form-layer";

const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
const loadContactSchema = () => import("~/lib/validation/contact").then((module) => module.contactSchema);

/**
 * The contact form (spec sections 3 and 4): name, email address, subject and message, checked by
 * the schema in app/lib/validation/contact.ts in the browser and again by the route's action.
 * The button reads Send Message, then Sending... while in flight, then Message Sent!.
 */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const fetcher = useFetcher<FormResult>();
  // Without JavaScript the form posts as a page; the route's action data then holds the answer.
  const pageResult = useActionData() as FormResult | undefined;
  const result = fetcher.data ?? pageResult;
  const form = useFormLayer({ schema: loadContactSchema, fields: CONTACT_FIELDS, lastResult: result });
  const statusId = useId();
  const sending = fetcher.state !== "idle";
  const sent = !sending && succeeded(result);
  const refusal = form.messageOf(FORM_WIDE);

  return (
    <fetcher.Form method="post" {...form.props} className="space-y-5" data-testid="contact-form">
      <p className="text-sm text-ink-muted">{t("form.required")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t("form.name")} autoComplete="name" required maxLength={CONTACT_MAX_LENGTH.name} {...form.field("name")} />
        <Field
          label={t("form.email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={CONTACT_MAX_LENGTH.email}
          {...form.field("email")}
        />
      </div>
      <Field
        label={t("form.subject")}
        required
        maxLength={CONTACT_MAX_LENGTH.subject}
        placeholder={t("form.subjectPlaceholder")}
        {...form.field("subject")}
      />
      <TextareaField
        label={t("form.message")}
        rows={6}
        required
        maxLength={CONTACT_MAX_LENGTH.message}
        hint={t("form.messageHint")}
        {...form.field("message")}
      />
      <Honeypot />
      {form.validation}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <StatusButton
          status={sending ? "pending" : sent ? "done" : "idle"}
          labels={{ idle: t("form.send"), pending: t("form.sending"), done: t("form.sent") }}
          aria-describedby={statusId}
          data-testid="contact-submit"
        />
        <FormAlert id={statusId} tone={form.hasMessages ? "error" : "success"} testId="contact-status">
          {sent ? t("form.thanks") : refusal ? t(refusal, { ns: "common" }) : form.hasMessages ? t("form.errors.summary") : null}
        </FormAlert>
      </div>
    </fetcher.Form>
  );
}
