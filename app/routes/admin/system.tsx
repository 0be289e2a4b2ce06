import { useTranslation } from "react-i18next";
import { requireLoader } from "~/.server/auth/guard";
import { systemStatus } from "~/.server/services/operations";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { SystemStatusView } from "~/components/admin/system/SystemStatusView";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/system";

export const handle: RouteHandle = { i18n: ["admin", "admin-system"] };

/** The system page (administrators only): every figure read anew on each load. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/system.tsx");
  const { database, config, redisStatus } = context;
  return { status: await systemStatus({ database, config, redisStatus }) };
}

export default function AdminSystemPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-system");
  return (
    <div>
      <AdminPageHeader title={t("admin:sections.system")} description={t("intro")} />
      <SystemStatusView status={loaderData.status} />
    </div>
  );
}
