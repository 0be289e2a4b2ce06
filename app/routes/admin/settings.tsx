import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { requireLoader } from "~/server/auth/guard";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/settings.tsx");
  return null;
}

export default function AdminSettingsPage() {
  const { t } = useTranslation("admin");
  return <AdminPageHeader title={t("sections.settings")} />;
}
