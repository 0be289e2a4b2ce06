import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  type ContactErrors,
  type ContactField,
  contactFieldError,
  contactInput,
  validateContact,
} from "~/lib/validation/contact";
import { Honeypot, TextAreaField, TextField } from "./fields";

/** What the contact route's action answers: `ok` once stored, or the messages of the fields it refused. */
export interface ContactActionData {
  ok?: boolean;
  /** A form-wide message key in namespace common (rate limit, oversized or unreadable form, storage down). */
  formError?: string;
  errors?: ContactErrors;
}

const isContactField = (name: string): name is ContactField => (CONTACT_FIELDS as readonly string[]).includes(name);

/**
 * The contact form (spec sections 3 and 4): name, email address, subject and message. The browser
 * checks the fields first (app/lib/validation/contact.ts) and the route's action has the last word.
 * The button reads Send Message, then Sending... while in flight, then Message Sent!.
 */
export function ContactForm() {
  const { t } = useTranslation("contact");
  const fetcher = useFetcher<ContactActionData>();
  // Without JavaScript the form posts as a page; the route's action data then holds the answer.
  const pageResult = useActionData() as ContactActionData | undefined;
  const result = fetcher.data ?? pageResult;
  const form = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const statusId = useId();
  const sending = fetcher.state !== "idle";
  const sent = !sending && result?.ok === true;
  const errors: ContactErrors = { ...result?.errors, ...clientErrors };
  const hasErrors = CONTACT_FIELDS.some((field) => errors[field]);

  useEffect(() => {
    if (sent) {
      form.current?.reset();
      setAttempted(false);
      setClientErrors({});
    }
  }, [sent]);

  function validate(event: FormEvent<HTMLFormElement>) {
    const found = validateContact(contactInput(new FormData(event.currentTarget)));
    setAttempted(true);
    setClientErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) {
      event.preventDefault();
      const control = event.currentTarget.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
    }
  }

  /** Once a submit has shown the messages, each field's message follows what the visitor types. */
  function revalidate(event: ChangeEvent<HTMLFormElement>) {
    const { name, value } = event.target as unknown as HTMLInputElement;
    if (attempted && isContactField(name)) {
      setClientErrors((previous) => ({ ...previous, [name]: contactFieldError(name, value) }));
    }
  }

  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      onSubmit={validate}
      onChange={revalidate}
      className="space-y-5"
      data-testid="contact-form"
    >
      <p className="text-sm text-ink-muted">{t("form.required")}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t("form.name")}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_MAX_LENGTH.name}
          error={errors.name}
        />
        <TextField
          label={t("form.email")}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          maxLength={CONTACT_MAX_LENGTH.email}
          error={errors.email}
        />
      </div>
      <TextField
        label={t("form.subject")}
        name="subject"
        required
        maxLength={CONTACT_MAX_LENGTH.subject}
        placeholder={t("form.subjectPlaceholder")}
        error={errors.subject}
      />
      <TextAreaField
        label={t("form.message")}
        name="message"
        rows={6}
        required
        maxLength={CONTACT_MAX_LENGTH.message}
        hint={t("form.messageHint")}
        error={errors.message}
      />
      <Honeypot />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          aria-describedby={statusId}
          className={buttonClasses("primary", "lg", "w-full disabled:cursor-wait sm:w-auto")}
          data-testid="contact-submit"
        >
          {sending ? t("form.sending") : sent ? t("form.sent") : t("form.send")}
        </button>
        <p
          id={statusId}
          role="status"
          className={`text-sm font-medium ${hasErrors || result?.formError ? "text-red-700" : "text-brand-700"}`}
          data-testid="contact-status"
        >
          {sent
            ? t("form.thanks")
            : result?.formError
              ? t(result.formError, { ns: "common" })
              : hasErrors
                ? t("form.errors.summary")
                : null}
        </p>
      </div>
    </fetcher.Form>
  );
}
