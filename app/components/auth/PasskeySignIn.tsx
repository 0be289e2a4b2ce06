/**
 * /admin/login's "Sign in with a passkey" (decision 0023), beside the password form: the browser's
 * WebAuthn ceremony on a challenge from the login's action, whose answer signs in on its own (the
 * action redirects, as the password form's does). It shows once the page is interactive and the
 * browser has passkeys; the password form stays.
 */
import { useTranslation } from "react-i18next";
import { buttonClasses } from "~/components/ui/button";
import { FORM_WIDE, messageOf } from "~/lib/forms/result";
import { browserHasPasskeys, usePasskeyCeremony } from "~/lib/passkeys/use-passkey-ceremony";
import { useHydrated } from "~/lib/use-hydrated";

export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const { start, busy, failure, refused, result } = usePasskeyCeremony({ ceremony: "authenticate", finish: "passkeySignIn" });
  if (!hydrated || !browserHasPasskeys()) return null;
  // A refused challenge (a spent budget) or a refused answer; a sign-in that went through navigates away.
  const refusal = busy ? undefined : (refused ?? result);
  const message = messageOf(refusal, FORM_WIDE);
  const minutes = refusal?.rateLimitedMinutes ?? 1;
  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      <button
        type="button"
        className={buttonClasses("secondary", "md", "w-full disabled:cursor-wait")}
        disabled={busy}
        onClick={() => start({ redirectTo })}
      >
        {busy ? t("passkey.signingIn") : t("passkey.signIn")}
      </button>
      {message ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {t(message, { minutes })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {t(`passkey.failures.${failure}`)}
        </p>
      ) : null}
    </div>
  );
}
