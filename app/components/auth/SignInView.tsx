import { useTranslation } from "react-i18next";
import { ForgotForm, SetPasswordForm, SignedInPanel, SignInForm, SignUpForm } from "~/components/auth/AuthForms";
import { FORM_WIDE, type FormResult, messageOf } from "~/lib/forms/result";
import { useResultToast } from "~/lib/toast";

export type SignInMode = "signIn" | "signUp" | "forgot" | "reset" | "invite";
/**
 * The action's answer: the form's result (decision 0010), whose form-wide message is a refusal
 * (wrong credentials, unverified address, rate limit, an invalid link, sign-up closed), with the
 * notice of a request that went through and the step the sign-in is at.
 */
export type SignInResult = FormResult & {
  notice?: "signUpSuccess" | "linkSent";
  step?: "code";
  rateLimitedMinutes?: number;
};

/** Refusals that docs/product.md section 8 also announces as a "Sign In Error" toast. */
const SIGN_IN_ERRORS = ["auth:errors.invalidCredentials", "auth:errors.unverified"];

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
  const refusal = messageOf(result, FORM_WIDE);
  // docs/product.md section 8: sign-in failures are toasts titled "Sign In Error"; sign-up success likewise.
  useResultToast(result, (answer) => {
    const refused = messageOf(answer, FORM_WIDE);
    if (refused && SIGN_IN_ERRORS.includes(refused))
      return { kind: "error", title: t("messages.signInErrorTitle"), text: t(refused) };
    if (answer.notice === "signUpSuccess")
      return { kind: "success", title: t("messages.signUpSuccessTitle"), text: t("messages.signUpSuccess") };
    return undefined;
  });

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
        {refusal ? <NoticeText tone="error">{t(refusal, { minutes: result?.rateLimitedMinutes ?? 1 })}</NoticeText> : null}
        {result?.notice ? <NoticeText tone="success">{t(`messages.${result.notice}`)}</NoticeText> : null}

        {signedIn ? (
          <SignedInPanel email={signedIn.email} isStaff={signedIn.isStaff} />
        ) : showCode ? (
          <SignInForm result={result} step="code" allowSignUp={false} />
        ) : mode === "signUp" ? (
          <SignUpForm result={result} />
        ) : mode === "forgot" ? (
          <ForgotForm result={result} />
        ) : mode === "reset" || mode === "invite" ? (
          token ? (
            <SetPasswordForm result={result} token={token} />
          ) : (
            <NoticeText tone="error">{t("messages.tokenInvalid")}</NoticeText>
          )
        ) : (
          <SignInForm result={result} step="password" allowSignUp={allowSignUp} />
        )}
      </div>
    </section>
  );
}
