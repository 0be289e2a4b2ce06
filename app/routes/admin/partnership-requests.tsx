import { useTranslation } from "react-i18next";
import { AdminPageHeader } from "~/components/admin/AdminPageHeader";
import { requireLoader } from "~/server/auth/guard";
import type { Route } from "./+types/partnership-requests";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, "routes/admin/partnership-requests.tsx");
  return null;
}

export default function AdminPartnershipRequestsPage() {
  const { t } = useTranslation("admin");
  return <AdminPageHeader title={t("sections.partnershipRequests")} />;
}
