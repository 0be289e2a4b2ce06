import { data, redirect } from "react-router";
import { currentUser } from "~/.server/auth/guard";
import { auditFailedSignIn, auditFailedSignInOf, auditSession } from "~/.server/auth/sign-in-audit";
import {
  attemptPasskeySignIn,
  minutesOf,
  passkeyChallenge,
  safeAdminRedirect,
  signInWithForm,
} from "~/.server/auth/sign-in-flow";
import { parseForm, type ReplyMessages } from "~/.server/http/parse-form";
import { postedForm } from "~/.server/http/request-body";
import { FLASH_TOASTS, redirectWithToast } from "~/.server/http/toast";
import { endNewSession, hasAdmin, withCookies } from "~/.server/services/accounts";
import { type AdminLoginResult, AdminLoginView } from "~/components/auth/AdminAuthViews";
import { isStaffRole } from "~/lib/admin/permissions";
import { type FormResult, formRefusal } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { passkeySignInSchema } from "~/lib/validation/passkeys";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { i18n: ["admin", "auth"] };
export const meta = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (user && isStaffRole(user.role)) throw redirect(redirectTo);
  return { adminExists: await hasAdmin(context.database.db) };
}

const answer = (result: AdminLoginResult, status = 200, headers?: HeadersInit) =>
  data<AdminLoginResult>(result, { status, headers });

const rateLimited = (result: FormResult, retryAfterSeconds: number) =>
  answer({ ...result, step: "password", rateLimitedMinutes: minutesOf(retryAfterSeconds) }, 429, {
    "Retry-After": String(retryAfterSeconds),
  });

/**
 * Signing in with a passkey (decision 0023): the browser asks for a challenge (its cookie comes
 * back with it), then posts the authenticator's signed answer; staff land where they were going.
 */
async function passkeyStep(request: Request, context: Route.ActionArgs["context"], form: FormData, intent: string) {
  if (intent === "passkeyOptions") {
    const challenge = await passkeyChallenge(context, request);
    if (challenge.kind === "rateLimited") return rateLimited(formRefusal("admin:login.rateLimited"), challenge.retryAfterSeconds);
    return answer({ step: "password", passkeyOptions: challenge.options }, 200, withCookies(challenge.headers));
  }
  const parsed = parseForm(form, passkeySignInSchema);
  if (!parsed.ok) return answer({ ...formRefusal("auth:passkey.notAccepted"), step: "password" }, 400);
  const outcome = await attemptPasskeySignIn(context, request, parsed.value.response);
  if (outcome.kind === "rateLimited") return rateLimited(formRefusal("admin:login.rateLimited"), outcome.retryAfterSeconds);
  if (outcome.kind === "refused") {
    if (outcome.owner) await auditFailedSignInOf(context, outcome.owner.email);
    return answer({ ...formRefusal("auth:passkey.notAccepted"), step: "password" }, 401);
  }
  if (!isStaffRole(outcome.role)) {
    const cleared = await endNewSession(context.auth, outcome.headers);
    return answer({ ...formRefusal("admin:login.failed"), step: "password" }, 401, withCookies(cleared));
  }
  await auditSession(context, "auth.passkey_sign_in", outcome.userId);
  const to = safeAdminRedirect(form.get("redirectTo"));
  throw await redirectWithToast(context.config, to, FLASH_TOASTS.adminLogin, withCookies(outcome.headers));
}

/** docs/product.md section 8: success only for staff roles; anything else reads "Invalid username or password." */
export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const intent = form.get("intent");
  if (intent === "passkeyOptions" || intent === "passkeySignIn") return passkeyStep(request, context, form, intent);
  const step = intent === "verifyCode" ? "code" : "password";
  const outcome = await signInWithForm(context, request, form, step);
  const failed = (reply: (messages: ReplyMessages) => FormResult) => ({
    ...reply({ formErrors: ["admin:login.failed"] }),
    step: "password" as const,
  });
  switch (outcome.kind) {
    case "invalidInput":
      return answer({ ...outcome.result, step }, 400);
    case "success": {
      if (!isStaffRole(outcome.role)) {
        await auditFailedSignIn(context, form);
        const cleared = await endNewSession(context.auth, outcome.headers);
        return answer(failed(outcome.reply), 401, withCookies(cleared));
      }
      await auditSession(context, "auth.sign_in", outcome.userId);
      const to = safeAdminRedirect(form.get("redirectTo"));
      throw await redirectWithToast(context.config, to, FLASH_TOASTS.adminLogin, withCookies(outcome.headers));
    }
    case "twoFactor":
      return answer({ step: "code" }, 200, withCookies(outcome.headers));
    case "wrongCode":
      await auditFailedSignIn(context, form);
      return answer({ ...outcome.reply({ fieldErrors: { code: ["auth:errors.codeInvalid"] } }), step }, 400);
    case "passkeyRequired":
      return answer({ ...outcome.reply({ formErrors: ["auth:passkey.required"] }), step: "password" }, 403);
    case "rateLimited":
      return answer(
        {
          ...outcome.reply({ formErrors: ["admin:login.rateLimited"] }),
          step,
          rateLimitedMinutes: minutesOf(outcome.retryAfterSeconds),
        },
        429,
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    default:
      await auditFailedSignIn(context, form);
      return answer(failed(outcome.reply), 401);
  }
}

export default function AdminLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminLoginView adminExists={loaderData.adminExists} result={actionData} />;
}
