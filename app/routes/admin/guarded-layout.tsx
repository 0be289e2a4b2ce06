import { Outlet } from "react-router";
import { AdminShell } from "~/components/admin/AdminShell";
import { ADMIN_SECTIONS, can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { requirePermission } from "~/server/auth/guard";
import type { Route } from "./+types/guarded-layout";

export const handle: RouteHandle = { i18n: ["admin"] };

/**
 * The frame of the guarded admin pages. Its loader decides what the sidebar shows; each page's own
 * loader and action still check the session and the role themselves (see ~/server/auth/guard).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "dashboard.view");
  return {
    user: { name: user.name, email: user.email, role: user.role },
    sections: ADMIN_SECTIONS.filter((section) => can(user.role, section.permission)).map(({ path, key }) => ({ path, key })),
  };
}

export default function GuardedAdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell user={loaderData.user} sections={loaderData.sections}>
      <Outlet />
    </AdminShell>
  );
}
