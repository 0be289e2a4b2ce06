import { data } from "react-router";
import { campaignPath } from "~/.server/admin/campaign-page";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { parseForm } from "~/.server/http/parse-form";
import { postedForm } from "~/.server/http/request-body";
import { redirectWithToast } from "~/.server/http/toast";
import { auditActor } from "~/.server/services/audit";
import { createCampaign } from "~/.server/services/campaigns";
import { NewCampaignPage } from "~/components/admin/campaigns/NewCampaignPage";
import type { CampaignActionResult } from "~/components/admin/campaigns/types";
import type { RouteHandle } from "~/lib/route-handle";
import { campaignDraftSchema } from "~/lib/validation/campaign";
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
  const intent = String(form.get("intent") ?? "");
  const user = await requireAction(request, context, FILE, intent);
  const parsed = parseForm(form, campaignDraftSchema);
  if (!parsed.ok) return data<CampaignActionResult>({ ...parsed.result, done: intent }, { status: 400 });
  const id = await createCampaign(context.database, auditActor(user, context), parsed.value);
  return redirectWithToast(context.config, campaignPath(id), {
    kind: "success",
    title: "admin-campaigns:toast.created.title",
    text: "admin-campaigns:toast.created.text",
  });
}

export default function AdminNewCampaignPage({ actionData }: Route.ComponentProps) {
  return <NewCampaignPage result={actionData} />;
}
