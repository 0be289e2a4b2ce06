import { useTranslation } from "react-i18next";
import { Form, isRouteErrorResponse, Link, Outlet } from "react-router";
import { lacksSecondFactor, requirePermission } from "~/.server/auth/guard";
import { AdminShell } from "~/components/admin/AdminShell";
import { AdminAuthFrame } from "~/components/layout/AdminAuthFrame";
import { buttonClasses } from "~/components/ui/button";
import { ADMIN_SECTIONS, can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/guarded-layout";

export const handle: RouteHandle = { i18n: ["admin"] };
export const meta = () => [{ name: "robots", content: "noindex" }];

/**
 * The frame of the guarded admin pages. Its loader decides what the sidebar shows; each page's own
 * loader and action still check the session and the role themselves (see ~/.server/auth/guard).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "dashboard.view");
  // Staff who must add a second factor first reach only My account (decision 0023): no sections.
  const confined = await lacksSecondFactor(request, context);
  return {
    user: { name: user.name, email: user.email, role: user.role },
    sections: ADMIN_SECTIONS.filter((section) => !confined && can(user.role, section.permission)).map(({ path, key }) => ({
      path,
      key,
    })),
  };
}

export default function GuardedAdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} sections={loaderData.sections}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * A role without access to a page (403) sees why, in its language, instead of the site's error page;
 * any other failure (a form the server could not read, 400; our bug, 500) says so in the same
 * frame. Rethrowing here would end the server's render with an error instead of an answer.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("admin");
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const title = forbidden ? t("errors.forbiddenTitle") : t("common:errors.title");
  return (
    <AdminAuthFrame title={title}>
      <title>{t("shell.documentTitle", { title })}</title>
      <p className="mt-3 text-ink-muted">{forbidden ? t("errors.forbiddenText") : t("common:errors.text")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/admin/dashboard" className={buttonClasses()}>
          {t("errors.toDashboard")}
        </Link>
        <Form method="post" action="/admin/logout">
          <button type="submit" className={buttonClasses("secondary")}>
            {t("shell.logout")}
          </button>
        </Form>
      </div>
    </AdminAuthFrame>
  );
}
