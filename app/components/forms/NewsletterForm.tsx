import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useActionData, useFetcher } from "react-router";
import { showToast } from "~/lib/toast";
import { newsletterEmailError } from "~/lib/validation/newsletter";

export const NEWSLETTER_ACTION = "/newsletter";

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
 * last word. With JavaScript it submits in place and answers with a toast; without, the /newsletter
 * page shows the answer (`useActionData`, light tone).
 */
export function NewsletterForm({ tone = "dark" }: { tone?: keyof typeof TONES }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Result>();
  const pageResult = useActionData() as Result | undefined;
  const [clientError, setClientError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const messageId = useId();
  const submitting = fetcher.state !== "idle";
  const result = fetcher.data ?? (tone === "light" ? pageResult : undefined);
  const serverError = result && !result.ok ? (result.error ?? result.formError) : undefined;
  const error = clientError ?? serverError;
  const styles = TONES[tone];

  // Spec section 8: success and error toasts, one at a time.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) {
      form.current?.reset();
      void showToast("success", t("newsletter.successTitle"), t("newsletter.success"));
    } else {
      const key = fetcher.data.error ?? fetcher.data.formError ?? "newsletter.errors.unexpected";
      void showToast("error", t("newsletter.errorTitle"), t(key));
    }
  }, [fetcher.state, fetcher.data, t]);

  function validate(event: FormEvent<HTMLFormElement>) {
    const message = newsletterEmailError(String(new FormData(event.currentTarget).get("email") ?? ""));
    setClientError(message);
    if (message) event.preventDefault();
  }

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={NEWSLETTER_ACTION}
      noValidate
      onSubmit={validate}
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
    </fetcher.Form>
  );
}
