import { campaignPath } from "~/.server/admin/campaigns";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { redirectWithToast } from "~/.server/http/toast";
import { createCampaign } from "~/.server/services/campaigns";
import { auditActor } from "~/.server/services/operations";
import { NewCampaignPage } from "~/components/admin/campaigns/NewCampaignPage";
import { unhandledIntent } from "~/lib/admin/action-result";
import type { RouteHandle } from "~/lib/route-handle";
import { newCampaignSchema } from "~/lib/validation/campaign";
import type { Route } from "./+types/campaigns.new";

export const handle: RouteHandle = { i18n: ["admin", "admin-campaigns"] };
const FILE = "routes/admin/campaigns.new.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, FILE);
  return null;
}

/** Saves a new draft and opens its page, where it is previewed, tested and sent. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, newCampaignSchema);
  if (!posted.ok) return posted.response;
  const change = posted.value;
  switch (change.intent) {
    case "save": {
      const id = await createCampaign(context.database, auditActor(posted.user, context), change.draft);
      return redirectWithToast(context.config, campaignPath(id), {
        kind: "success",
        title: "admin-campaigns:toast.created.title",
        text: "admin-campaigns:toast.created.text",
      });
    }
    default:
      return unhandledIntent(change.intent);
  }
}

export default function AdminNewCampaignPage({ actionData }: Route.ComponentProps) {
  return <NewCampaignPage result={actionData} />;
}
