import { data, redirect } from "react-router";
import { currentUser } from "~/.server/auth/guard";
import { auditFailedSignIn, auditSession } from "~/.server/auth/sign-in-audit";
import { minutesOf, safeAdminRedirect, signInWithForm } from "~/.server/auth/sign-in-flow";
import type { ReplyMessages } from "~/.server/http/parse-form";
import { postedForm } from "~/.server/http/request-body";
import { FLASH_TOASTS, redirectWithToast } from "~/.server/http/toast";
import { endNewSession, hasAdmin, withCookies } from "~/.server/services/accounts";
import { type AdminLoginResult, AdminLoginView } from "~/components/auth/AdminAuthViews";
import { STAFF_ROLES } from "~/lib/admin/permissions";
import type { FormResult } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/login";

export const handle: RouteHandle = { i18n: ["admin", "auth"] };
export const meta = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (user && (STAFF_ROLES as readonly string[]).includes(user.role)) throw redirect(redirectTo);
  return { adminExists: await hasAdmin(context.database.db) };
}

const answer = (result: AdminLoginResult, status = 200, headers?: HeadersInit) =>
  data<AdminLoginResult>(result, { status, headers });

/** Spec section 8: success only for staff roles; anything else reads "Invalid username or password." */
export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const step = form.get("intent") === "verifyCode" ? "code" : "password";
  const outcome = await signInWithForm(context, request, form, step);
  const failed = (reply: (messages: ReplyMessages) => FormResult) => ({
    ...reply({ formErrors: ["admin:login.failed"] }),
    step: "password" as const,
  });
  switch (outcome.kind) {
    case "invalidInput":
      return answer({ ...outcome.result, step }, 400);
    case "success": {
      if (!(STAFF_ROLES as readonly string[]).includes(outcome.role ?? "user")) {
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
