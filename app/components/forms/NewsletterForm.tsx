import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { useLanguage, useLocalizedPath } from "~/i18n/links";
import { FORM_WIDE, type FormResult, succeeded } from "~/lib/forms/result";
import { showToast } from "~/lib/toast";
import { EMAIL_MAX_LENGTH, NEWSLETTER_LANGUAGE_FIELD } from "~/lib/validation/limits";
import { Honeypot } from "./fields";
import { useFormLayer } from "./use-form-layer";

/** Without JavaScript the form posts to the page (in the page's language); with it, to the JSON endpoint in the fast lane. */
const NEWSLETTER_ACTION = "/newsletter";
export const NEWSLETTER_API = "/api/newsletter";

const NEWSLETTER_FIELDS = ["email"] as const;
const loadNewsletterSchema = () => import("~/lib/validation/newsletter").then((module) => module.newsletterSchema);

const TONES = {
  dark: {
    label: "text-white",
    input: "border-white/30 bg-white/10 text-white placeholder:text-slate-300",
    button: "bg-gold-400 text-navy hover:bg-white",
    message: "text-gold-400",
  },
  light: {
    label: "text-ink",
    input: "border-slate-300 bg-white text-ink placeholder:text-slate-500",
    button: "bg-brand-700 text-white hover:bg-brand-800",
    message: "text-red-700",
  },
};

/**
 * Newsletter sign-up (docs/product.md sections 4, 5, 8). Checked in the browser by the newsletter schema once
 * the visitor reaches for the form; the server has the last word. With JavaScript it posts to
 * /api/newsletter in place and answers with a toast; without, the /newsletter page shows the answer
 * (`useActionData`, light tone).
 */
export function NewsletterForm({ tone = "dark" }: { tone?: keyof typeof TONES }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localize = useLocalizedPath();
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<FormResult | undefined>();
  const pageResult = useActionData() as FormResult | undefined;
  const result = answer ?? (tone === "light" ? pageResult : undefined);
  const form = useFormLayer({ schema: loadNewsletterSchema, fields: NEWSLETTER_FIELDS, lastResult: result });
  const inputId = useId();
  const messageId = useId();
  const error = form.messageOf("email") ?? form.messageOf(FORM_WIDE);
  const styles = TONES[tone];

  // docs/product.md section 8: success and error toasts, one at a time.
  useEffect(() => {
    if (!answer) return;
    if (succeeded(answer)) void showToast("success", t("newsletter.successTitle"), t("newsletter.success"));
    else {
      const key = answer.error?.email?.[0] ?? answer.error?.[FORM_WIDE]?.[0] ?? "newsletter.errors.unexpected";
      void showToast("error", t("newsletter.errorTitle"), t(key));
    }
  }, [answer, t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    form.props.onSubmit(event);
    if (event.defaultPrevented || submitting) return event.preventDefault();
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    // The endpoint has no page address to read the language from: the thank-you email's language.
    fields.set(NEWSLETTER_LANGUAGE_FIELD, language);
    setSubmitting(true);
    try {
      const response = await fetch(NEWSLETTER_API, {
        method: "POST",
        body: new URLSearchParams(fields as unknown as Record<string, string>),
      });
      setAnswer((await response.json()) as FormResult);
    } catch {
      setAnswer({ status: "error", error: { [FORM_WIDE]: ["newsletter.errors.unexpected"] } });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      method="post"
      action={localize(NEWSLETTER_ACTION)}
      {...form.props}
      onSubmit={submit}
      className="w-full max-w-md"
      data-testid={`newsletter-form-${tone}`}
    >
      <label htmlFor={inputId} className={`mb-2 block text-sm font-medium ${styles.label}`}>
        {t("footer.newsletter.emailLabel")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          placeholder={t("footer.newsletter.placeholder")}
          defaultValue={form.field("email").defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className={`min-w-0 flex-1 rounded-full border px-4 py-2.5 ${styles.input}`}
        />
        <Honeypot />
        <button
          type="submit"
          disabled={submitting}
          className={`rounded-full px-5 py-2.5 font-semibold disabled:cursor-wait disabled:opacity-80 ${styles.button}`}
        >
          {submitting ? t("footer.newsletter.subscribing") : t("footer.newsletter.subscribe")}
        </button>
      </div>
      {form.validation}
      <p id={messageId} role="status" className={`mt-2 min-h-5 text-sm ${error ? styles.message : styles.label}`}>
        {error ? t(error) : tone === "light" && succeeded(result) ? t("newsletter.success") : null}
      </p>
    </form>
  );
}
