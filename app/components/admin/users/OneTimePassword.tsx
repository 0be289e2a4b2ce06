import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFocusOnOpen } from "~/components/admin/list/RecordPanel";
import { buttonClasses } from "~/components/ui/button";
import { showToast } from "~/lib/toast";

/** A generated password, shown once, with a copy button once the page is interactive. */
export function OneTimePassword({ password, email }: { password: string; email: string }) {
  const { t } = useTranslation("admin-users");
  const [interactive, setInteractive] = useState(false);
  const [copied, setCopied] = useState(false);
  const ref = useFocusOnOpen<HTMLDivElement>(password);
  useEffect(() => setInteractive(true), []);
  const copy = async () => {
    await navigator.clipboard.writeText(password);
    setCopied(true);
    void showToast("success", t("password.copiedTitle"), t("password.copied"));
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-6 rounded-lg border border-brand-700 bg-brand-50 px-4 py-4 text-sm text-brand-800"
    >
      <p className="font-semibold">{t("password.generatedTitle", { email })}</p>
      <p className="mt-1">{t("password.generatedText")}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <code data-testid="generated-password" className="rounded bg-white px-3 py-2 font-mono text-base text-ink break-all">
          {password}
        </code>
        {interactive ? (
          <button type="button" onClick={copy} className={buttonClasses("secondary")}>
            {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
            {copied ? t("password.copiedButton") : t("password.copy")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
