import { requireLoader } from "~/.server/auth/guard";
import { listCampaigns } from "~/.server/services/campaigns";
import { CampaignList } from "~/components/admin/campaigns/CampaignList";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/campaigns";

export const handle: RouteHandle = { i18n: ["admin", "admin-campaigns"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/campaigns.tsx");
  return { campaigns: await listCampaigns(context.database), canManage: can(user.role, "campaigns.manage") };
}

export default function AdminCampaignsPage({ loaderData }: Route.ComponentProps) {
  return <CampaignList campaigns={loaderData.campaigns} canManage={loaderData.canManage} />;
}
