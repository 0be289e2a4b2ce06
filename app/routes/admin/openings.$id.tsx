import { data } from "react-router";
import { applyOpeningIntent, openingIdOf } from "~/.server/admin/openings";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { getOpening } from "~/.server/services/careers";
import { OpeningPage } from "~/components/admin/openings/OpeningPage";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { openingActionSchema } from "~/lib/validation/opening";
import type { Route } from "./+types/openings.$id";

export const handle: RouteHandle = { i18n: ["admin", "admin-openings", "careers", "markets", "services"] };
const FILE = "routes/admin/openings.$id.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const opening = await getOpening(context.database, openingIdOf(params.id));
  if (!opening) throw data({ error: "notFound" }, { status: 404 });
  return { opening, canManage: can(user.role, "openings.manage") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const posted = await requireAction(request, context, FILE, postedForm(context), openingActionSchema);
  if (!posted.ok) return posted.response;
  const typed = () => posted.reply().initialValue ?? {};
  return applyOpeningIntent(context, posted.user, openingIdOf(params.id), posted.value, typed, request.url);
}

export default function AdminOpeningPage({ loaderData, actionData }: Route.ComponentProps) {
  return <OpeningPage opening={loaderData.opening} canManage={loaderData.canManage} result={actionData} />;
}
