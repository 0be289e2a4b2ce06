import { data, redirect } from "react-router";
import { currentUser } from "~/.server/auth/guard";
import { auditFailedSignIn, auditSession, auditSignOut } from "~/.server/auth/sign-in-audit";
import { minutesOf, type SignInStep, signInWithForm } from "~/.server/auth/sign-in-flow";
import { parseForm } from "~/.server/http/parse-form";
import { postedForm } from "~/.server/http/request-body";
import { FLASH_TOASTS, redirectWithToast } from "~/.server/http/toast";
import { loadPageSeo } from "~/.server/seo";
import {
  requestPasswordReset,
  setPasswordWithToken,
  signOut,
  signUp,
  verifyEmail,
  withCookies,
} from "~/.server/services/accounts";
import { getSettings } from "~/.server/settings";
import { type SignInResult, SignInView } from "~/components/auth/SignInView";
import { signInModeOf } from "~/components/auth/sign-in-mode";
import { languageOfRequest, localizedPathFor } from "~/i18n/request-language.server";
import { isStaffRole } from "~/lib/admin/permissions";
import { formRefusal, formSuccess } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { seoMeta } from "~/lib/seo";
import { forgotPasswordSchema, setPasswordSchema, signUpSchema } from "~/lib/validation/auth";
import type { Route } from "./+types/auth";

export const handle: RouteHandle = { i18n: ["auth", "admin"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const [seo, settings, user] = await Promise.all([
    loadPageSeo(request, context, "signIn"),
    getSettings(context.database.db),
    currentUser(request, context),
  ]);
  const verifyToken = url.searchParams.get("verify");
  const verified = verifyToken === null ? null : await verifyEmail(context.auth, verifyToken);
  return {
    seo: { ...seo, noindex: true },
    mode: signInModeOf(url, settings.allowSignUp),
    token: url.searchParams.get("token") ?? "",
    allowSignUp: settings.allowSignUp,
    signedIn: user ? { email: user.email, isStaff: isStaffRole(user.role) } : null,
    verified,
    passwordSet: url.searchParams.has("passwordSet"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const answer = (result: SignInResult, status = 200, headers?: HeadersInit) => data<SignInResult>(result, { status, headers });

/** Who asks, as the account services take it: the headers Better Auth reads, and the page's language for the emails' links. */
const askerOf = (request: Request) => ({ headers: request.headers, language: languageOfRequest(request) });

const rateLimited = (retryAfterSeconds: number) =>
  answer({ ...formRefusal("auth:errors.rateLimited"), rateLimitedMinutes: minutesOf(retryAfterSeconds) }, 429, {
    "Retry-After": String(retryAfterSeconds),
  });

/** Sign-in and its authenticator step; staff go on to the admin area, others to the home page. */
async function signInStep(request: Request, context: Route.ActionArgs["context"], form: FormData, step: SignInStep) {
  const outcome = await signInWithForm(context, request, form, step);
  switch (outcome.kind) {
    case "invalidInput":
      return answer({ ...outcome.result, step: step === "code" ? "code" : undefined }, 400);
    case "success": {
      const staff = isStaffRole(outcome.role);
      // Staff go on to the admin area: that is a sign-in to it, as at /admin/login.
      if (staff) await auditSession(context, "auth.sign_in", outcome.userId);
      const to = staff ? "/admin/dashboard" : localizedPathFor(request, "/");
      throw await redirectWithToast(context.config, to, FLASH_TOASTS.signedIn, withCookies(outcome.headers));
    }
    case "twoFactor":
      return answer({ step: "code" }, 200, withCookies(outcome.headers));
    case "wrongCode":
      await auditFailedSignIn(context, form);
      return answer({ ...outcome.reply({ fieldErrors: { code: ["auth:errors.codeInvalid"] } }), step: "code" }, 400);
    case "passkeyRequired":
      return answer(outcome.reply({ formErrors: ["auth:passkey.required"] }), 403);
    case "rateLimited":
      return rateLimited(outcome.retryAfterSeconds);
    case "unverified":
      return answer(outcome.reply({ formErrors: ["auth:errors.unverified"] }), 403);
    default:
      await auditFailedSignIn(context, form);
      return answer(outcome.reply({ formErrors: ["auth:errors.invalidCredentials"] }), 401);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const intent = form.get("intent");

  if (intent === "signOut") {
    await auditSignOut(request, context);
    const cleared = await signOut(context.auth, request.headers);
    const signInPage = localizedPathFor(request, "/auth");
    throw await redirectWithToast(context.config, signInPage, FLASH_TOASTS.signedOut, withCookies(cleared));
  }
  if (intent === "signIn" || intent === "verifyCode")
    return signInStep(request, context, form, intent === "verifyCode" ? "code" : "password");

  // The other intents send email or create accounts: the visitor form budget applies.
  const limit = await context.rateLimits.consume("form", context.clientIp);
  if (!limit.allowed) return rateLimited(limit.retryAfterSeconds);

  if (intent === "signUp") {
    if (!(await getSettings(context.database.db)).allowSignUp) return answer(formRefusal("auth:messages.signUpClosed"), 403);
    const parsed = parseForm(form, signUpSchema);
    if (!parsed.ok) return parsed.response;
    await signUp(context.auth, askerOf(request), parsed.value);
    context.kickOutbox();
    return answer({ ...formSuccess(), notice: "signUpSuccess" });
  }
  if (intent === "forgot") {
    const parsed = parseForm(form, forgotPasswordSchema);
    if (!parsed.ok) return parsed.response;
    await requestPasswordReset(context.auth, askerOf(request), parsed.value.email);
    context.kickOutbox();
    return answer({ ...formSuccess(), notice: "linkSent" });
  }
  if (intent === "setPassword") {
    const parsed = parseForm(form, setPasswordSchema);
    if (!parsed.ok) return parsed.response;
    const result = await setPasswordWithToken(context.auth, parsed.value);
    if (!result.ok) return answer(formRefusal("auth:messages.tokenInvalid"), 400);
    throw redirect(localizedPathFor(request, "/auth?passwordSet=1"));
  }
  return answer(formRefusal("common:forms.errors.malformed"), 400);
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInView page={loaderData} result={actionData} />;
}
