import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FLASH_TOASTS, redirectWithToast } from "~/.server/http/toast";
import { createFirstAdmin, hasAdmin, signIn, withCookies } from "~/.server/services/accounts";
import { Field } from "~/components/forms/fields";
import { AdminAuthFrame } from "~/components/layout/AdminAuthFrame";
import { buttonClasses } from "~/components/ui/button";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/setup";

export const handle: RouteHandle = { i18n: ["admin"] };
export const meta = () => [{ name: "robots", content: "noindex" }];

/** design.md item 4: the page works only while no admin exists; afterwards it says setup is complete. */
export async function loader({ context }: Route.LoaderArgs) {
  return { complete: await hasAdmin(context.db) };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const limit = await context.rateLimits.consume("form", context.clientIp);
  if (!limit.allowed) return data({ complete: false, errors: { form: "forms.errors.rateLimited" } }, { status: 429 });
  const form = await request.formData();
  const input = { name: text(form, "name"), email: text(form, "email"), password: text(form, "password") };
  const result = await createFirstAdmin(context.auth, context.db, input);
  if (!result.ok && result.reason === "setup-complete") return data({ complete: true, errors: {} }, { status: 409 });
  if (!result.ok) return data({ complete: false, errors: result.errors as Record<string, string> }, { status: 400 });
  // The new administrator is signed in straight away.
  const session = await signIn(context.auth, request, input.email, input.password);
  if (!session.ok) throw redirect("/admin/login");
  throw await redirectWithToast(context.config, "/admin/dashboard", FLASH_TOASTS.adminLogin, withCookies(session.headers));
}

export default function AdminSetupPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const complete = loaderData.complete || actionData?.complete;
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};

  if (complete) {
    return (
      <AdminAuthFrame title={t("setup.completeTitle")}>
        <title>{t("shell.documentTitle", { title: t("setup.completeTitle") })}</title>
        <p className="mt-3 text-ink-muted">{t("setup.completeText")}</p>
        <Link to="/admin/login" className={buttonClasses("primary", "md", "mt-6")}>
          {t("setup.toLogin")}
        </Link>
      </AdminAuthFrame>
    );
  }
  return (
    <AdminAuthFrame title={t("setup.title")}>
      <title>{t("shell.documentTitle", { title: t("setup.title") })}</title>
      <p className="mt-3 text-ink-muted">{t("setup.text")}</p>
      {errors.form ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t(`common:${errors.form}`)}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <Field label={t("setup.name")} name="name" autoComplete="name" maxLength={100} required error={errors.name} />
        <Field label={t("setup.email")} name="email" type="email" autoComplete="username" required error={errors.email} />
        <Field
          label={t("setup.password")}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          hint={t("password.rule")}
          error={errors.password}
        />
        <button type="submit" className={buttonClasses("primary", "md", "w-full")} disabled={submitting}>
          {submitting ? t("setup.submitting") : t("setup.submit")}
        </button>
      </Form>
    </AdminAuthFrame>
  );
}
