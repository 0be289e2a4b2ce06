import { useTranslation } from "react-i18next";
import { CONTACT_MAX_LENGTH } from "~/lib/validation/limits";
import { Field, TextareaField } from "./fields";
import { SubmitRow } from "./SubmitRow";
import { useInPlaceForm } from "./use-form-layer";

const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
const loadContactSchema = () => import("~/lib/validation/contact").then((module) => module.contactSchema);

/**
 * The contact form (docs/product.md sections 3 and 4): name, email address, subject and message, checked by
 * the schema in app/lib/validation/contact.ts in the browser and again by the route's action.
 * The button reads Send Message, then Sending... while in flight, then Message Sent!.
 */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const { fetcher, form, sending, sent } = useInPlaceForm({ schema: loadContactSchema, fields: CONTACT_FIELDS });

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
      <SubmitRow
        form={form}
        sending={sending}
        sent={sent}
        labels={{ idle: t("form.send"), pending: t("form.sending"), done: t("form.sent") }}
        thanks={t("form.thanks")}
        summary={t("form.errors.summary")}
        testId="contact"
      />
    </fetcher.Form>
  );
}
