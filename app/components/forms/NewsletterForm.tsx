import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { showToast } from "~/lib/toast";
import { newsletterEmailError } from "~/lib/validation/newsletter";

/** Without JavaScript the form posts to the page; with it, to the JSON endpoint in the fast lane. */
export const NEWSLETTER_ACTION = "/newsletter";
export const NEWSLETTER_API = "/api/newsletter";

type Result = { ok: true } | { ok: false; error?: string; formError?: string };

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
 * Newsletter sign-up (spec sections 4, 5, 8). Validates in the browser first; the server has the
 * last word. With JavaScript it posts to /api/newsletter in place and answers with a toast; without,
 * the /newsletter page shows the answer (`useActionData`, light tone).
 */
export function NewsletterForm({ tone = "dark" }: { tone?: keyof typeof TONES }) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [answer, setAnswer] = useState<Result | undefined>();
  const pageResult = useActionData() as Result | undefined;
  const [clientError, setClientError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const messageId = useId();
  const result = answer ?? (tone === "light" ? pageResult : undefined);
  const serverError = result && !result.ok ? (result.error ?? result.formError) : undefined;
  const error = clientError ?? serverError;
  const styles = TONES[tone];

  // Spec section 8: success and error toasts, one at a time.
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      form.current?.reset();
      void showToast("success", t("newsletter.successTitle"), t("newsletter.success"));
    } else {
      const key = answer.error ?? answer.formError ?? "newsletter.errors.unexpected";
      void showToast("error", t("newsletter.errorTitle"), t(key));
    }
  }, [answer, t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const message = newsletterEmailError(String(fields.get("email") ?? ""));
    setClientError(message);
    if (message || submitting) return;
    setSubmitting(true);
    try {
      const response = await fetch(NEWSLETTER_API, {
        method: "POST",
        body: new URLSearchParams(fields as unknown as Record<string, string>),
      });
      setAnswer((await response.json()) as Result);
    } catch {
      setAnswer({ ok: false, error: "newsletter.errors.unexpected" });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      ref={form}
      method="post"
      action={NEWSLETTER_ACTION}
      noValidate
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
          maxLength={254}
          placeholder={t("footer.newsletter.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className={`min-w-0 flex-1 rounded-full border px-4 py-2.5 ${styles.input}`}
        />
        {/* Honeypot: people never see or fill it; bots that fill every field are turned away. */}
        <input type="text" name="company_website" tabIndex={-1} autoComplete="off" aria-hidden="true" className="hidden" />
        <button
          type="submit"
          disabled={submitting}
          className={`rounded-full px-5 py-2.5 font-semibold disabled:cursor-wait disabled:opacity-80 ${styles.button}`}
        >
          {submitting ? t("footer.newsletter.subscribing") : t("footer.newsletter.subscribe")}
        </button>
      </div>
      <p id={messageId} role="status" className={`mt-2 min-h-5 text-sm ${error ? styles.message : styles.label}`}>
        {error ? t(error) : tone === "light" && result?.ok ? t("newsletter.success") : null}
      </p>
    </form>
  );
}
