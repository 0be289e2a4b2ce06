import { data, redirect } from "react-router";
import { parseForm } from "~/.server/http/parse-form";
import { postedForm } from "~/.server/http/request-body";
import { FLASH_TOASTS, redirectWithToast } from "~/.server/http/toast";
import { createFirstAdmin, hasAdmin, signIn, withCookies } from "~/.server/services/accounts";
import { auditActor, recordAudit } from "~/.server/services/operations";
import { type AdminSetupResult, AdminSetupView } from "~/components/auth/AdminAuthViews";
import { formRefusal } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { firstAdminSchema } from "~/lib/validation/auth";
import type { Route } from "./+types/setup";

export const handle: RouteHandle = { i18n: ["admin"] };
export const meta = () => [{ name: "robots", content: "noindex" }];

/** docs/architecture.md, improvement 4: the page works only while no admin exists; afterwards it says setup is complete. */
export async function loader({ context }: Route.LoaderArgs) {
  return { complete: await hasAdmin(context.database.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const limit = await context.rateLimits.consume("form", context.clientIp);
  if (!limit.allowed) {
    return data<AdminSetupResult>(formRefusal("common:forms.errors.rateLimited"), {
      status: 429,
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const parsed = parseForm(postedForm(context), firstAdminSchema);
  if (!parsed.ok) return parsed.response;
  const account = parsed.value;
  const result = await createFirstAdmin(context.auth, context.database.db, account);
  if (!result.ok && result.reason === "setup-complete") return data<AdminSetupResult>({ complete: true }, { status: 409 });
  if (!result.ok) {
    return data<AdminSetupResult>(parsed.reply({ fieldErrors: { email: ["admin:setup.errors.emailTaken"] } }), { status: 400 });
  }
  // The first administrator's account is the log's first entry, made by that administrator.
  const actor = auditActor({ id: result.userId, email: account.email, role: "admin" }, context);
  const after = { name: account.name, email: account.email, role: "admin" };
  await recordAudit(context.database.db, { actor, action: "user.create", target: { type: "user", id: result.userId }, after });
  // The new administrator is signed in straight away.
  const session = await signIn(context.auth, request.headers, account.email, account.password);
  if (!session.ok) throw redirect("/admin/login");
  throw await redirectWithToast(context.config, "/admin/dashboard", FLASH_TOASTS.adminLogin, withCookies(session.headers));
}

export default function AdminSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminSetupView complete={loaderData.complete} result={actionData} />;
}
