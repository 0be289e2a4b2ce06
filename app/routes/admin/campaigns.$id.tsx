import { applyCampaignIntent, campaignIdOf, campaignPageData } from "~/.server/admin/campaigns";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { CampaignPage } from "~/components/admin/campaigns/CampaignPage";
import { isLanguage } from "~/i18n/languages";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { campaignActionSchema } from "~/lib/validation/campaign";
import type { Route } from "./+types/campaigns.$id";

export const handle: RouteHandle = { i18n: ["admin", "admin-campaigns"] };
const FILE = "routes/admin/campaigns.$id.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const canManage = can(user.role, "campaigns.manage");
  const page = await campaignPageData(context.database, campaignIdOf(params.id), canManage);
  const preview = new URL(request.url).searchParams.get("preview");
  return { ...page, canManage, email: user.email, preview: isLanguage(preview) ? preview : "en" };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, campaignActionSchema);
  if (!posted.ok) return posted.response;
  return applyCampaignIntent(context, posted.user, campaignIdOf(params.id), posted.value);
}

export default function AdminCampaignPage({ loaderData, actionData }: Route.ComponentProps) {
  return <CampaignPage page={loaderData} result={actionData} />;
}
