/**
 * The shared sign-in page (spec section 2: /auth, /confirm-password, /reset-password,
 * /accept-invite) in its mode, with the outcome of the last form: notices in the page, and the
 * spec's toasts (section 8) once scripts run.
 */
import { useTranslation } from "react-i18next";
import {
  type AuthErrors,
  CodeForm,
  ForgotForm,
  SetPasswordForm,
  SignedInPanel,
  SignInForm,
  SignUpForm,
} from "~/components/auth/AuthForms";
import { useResultToast } from "~/lib/toast";

export type SignInMode = "signIn" | "signUp" | "forgot" | "reset" | "invite";
type Notice = "signUpSuccess" | "linkSent" | "tokenInvalid" | "signUpClosed";
export interface SignInResult {
  errors?: AuthErrors;
  error?: "invalidCredentials" | "unverified" | "rateLimited";
  rateLimitedMinutes?: number;
  notice?: Notice;
  step?: "code";
}

export interface SignInPageState {
  mode: SignInMode;
  token: string;
  allowSignUp: boolean;
  signedIn: { email: string; isStaff: boolean } | null;
  verified: boolean | null;
  passwordSet: boolean;
}

function NoticeText({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  const classes = tone === "success" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800";
  return (
    <p role={tone === "error" ? "alert" : "status"} className={`mb-6 rounded-lg px-4 py-3 text-sm font-medium ${classes}`}>
      {children}
    </p>
  );
}

export function SignInView({ page, result }: { page: SignInPageState; result: SignInResult | undefined }) {
  const { t } = useTranslation("auth");
  const { mode, token, allowSignUp, signedIn, verified, passwordSet } = page;
  const errors = result?.errors ?? {};
  // Spec section 8: sign-in failures are toasts titled "Sign In Error"; sign-up success likewise.
  useResultToast(result, ({ error, notice }) =>
    error === "invalidCredentials" || error === "unverified"
      ? { kind: "error", title: t("messages.signInErrorTitle"), text: t(`errors.${error}`) }
      : notice === "signUpSuccess"
        ? { kind: "success", title: t("messages.signUpSuccessTitle"), text: t("messages.signUpSuccess") }
        : undefined,
  );

  const showCode = result?.step === "code";
  const heading = signedIn ? t("titles.signedIn") : t(`titles.${mode}`);
  return (
    <section className="bg-slate-50 px-4 py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-ink">{heading}</h1>
        {signedIn ? null : <p className="mt-2 mb-6 text-ink-muted">{showCode ? t("messages.twoFactor") : t(`intro.${mode}`)}</p>}
        {verified === true ? <NoticeText tone="success">{t("messages.verified")}</NoticeText> : null}
        {verified === false ? <NoticeText tone="error">{t("messages.verifyFailed")}</NoticeText> : null}
        {passwordSet ? <NoticeText tone="success">{t("messages.passwordSet")}</NoticeText> : null}
        {result?.error === "rateLimited" ? (
          <NoticeText tone="error">{t("errors.rateLimited", { minutes: result.rateLimitedMinutes ?? 1 })}</NoticeText>
        ) : null}
        {result?.error === "invalidCredentials" || result?.error === "unverified" ? (
          <NoticeText tone="error">{t(`errors.${result.error}`)}</NoticeText>
        ) : null}
        {result?.notice === "signUpSuccess" || result?.notice === "linkSent" ? (
          <NoticeText tone="success">{t(`messages.${result.notice}`)}</NoticeText>
        ) : null}
        {result?.notice === "tokenInvalid" || result?.notice === "signUpClosed" ? (
          <NoticeText tone="error">{t(`messages.${result.notice}`)}</NoticeText>
        ) : null}

        {signedIn ? (
          <SignedInPanel email={signedIn.email} isStaff={signedIn.isStaff} />
        ) : showCode ? (
          <CodeForm errors={errors} />
        ) : mode === "signUp" ? (
          <SignUpForm errors={errors} />
        ) : mode === "forgot" ? (
          <ForgotForm errors={errors} />
        ) : mode === "reset" || mode === "invite" ? (
          token ? (
            <SetPasswordForm errors={errors} token={token} />
          ) : (
            <NoticeText tone="error">{t("messages.tokenInvalid")}</NoticeText>
          )
        ) : (
          <SignInForm errors={errors} allowSignUp={allowSignUp} />
        )}
      </div>
    </section>
  );
}
