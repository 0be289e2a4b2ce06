import { data } from "react-router";
import { applyStaffingIntent } from "~/.server/admin/partnership-requests/staffing";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { staffingView } from "~/.server/services/requests";
import { StaffingPage } from "~/components/admin/requests/StaffingPage";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { readRecordId } from "~/lib/validation/rules";
import { staffingActionSchema } from "~/lib/validation/staffing";
import type { Route } from "./+types/partnership-requests.$id.staffing";

export const handle: RouteHandle = { i18n: ["admin", "admin-requests", "admin-staffing", "services"] };
const FILE = "routes/admin/partnership-requests.$id.staffing.tsx";

/** A request's id from the URL; anything but a positive whole number that fits the column answers 404. */
function requestIdOf(param: string | undefined): number {
  const id = readRecordId(param);
  if (id === undefined) throw data({ error: "notFound" }, { status: 404 });
  return id;
}

/** One request's staffing (decision 0038): lines with progress, openings, shortlists, placements. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const view = await staffingView(context.database, requestIdOf(params.id));
  if (!view) throw data({ error: "notFound" }, { status: 404 });
  return { view, canManage: can(user.role, "placements.manage") };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const posted = await requireAction(request, context, FILE, postedForm(context), staffingActionSchema);
  if (!posted.ok) return posted.response;
  return applyStaffingIntent(context, posted.user, requestIdOf(params.id), posted.value);
}

export default function AdminRequestStaffingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffingPage view={loaderData.view} canManage={loaderData.canManage} result={actionData} />;
}
