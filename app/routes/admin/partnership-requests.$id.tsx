import { data } from "react-router";
import { applyRequestAction } from "~/.server/admin/partnership-requests";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { cameFrom } from "~/.server/services/analytics";
import { auditActor } from "~/.server/services/operations";
import { submissionContextFor } from "~/.server/services/records";
import { listRequestOwners, loadStaffRequest } from "~/.server/services/requests";
import { getSettings } from "~/.server/settings";
import { RequestPage } from "~/components/admin/requests/RequestPage";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { isStale, staleBefore, utcDay } from "~/lib/staff-requests/pipeline";
import { requestActionSchema } from "~/lib/validation/request-pipeline";
import { readRecordId } from "~/lib/validation/rules";
import type { Route } from "./+types/partnership-requests.$id";

/** `contact` and `pricing` word the form's stored choices; `admin-traffic` where the client came from. */
export const handle: RouteHandle = {
  i18n: ["admin", "admin-records", "admin-requests", "contact", "pricing", "admin-traffic"],
};
const FILE = "routes/admin/partnership-requests.$id.tsx";

/** The request of the address; a malformed id is the same 404 as a missing request. */
function requestIdOf(param: string | undefined): number {
  const id = readRecordId(param);
  if (id === undefined) throw data({ error: "notFound" }, { status: 404 });
  return id;
}

/** One request's page (decision 0038): the request, its lines' progress, its pipeline and timeline. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const id = requestIdOf(params.id);
  const { database } = context;
  const [page, owners, settings, source] = await Promise.all([
    loadStaffRequest(database, id),
    listRequestOwners(database),
    getSettings(database.db),
    cameFrom(database, "partnership", id),
  ]);
  if (!page) throw data({ error: "notFound" }, { status: 404 });
  const now = new Date();
  const { request: stored } = page;
  return {
    ...page,
    owners: owners.map((owner) => ({ id: owner.id, name: owner.name })),
    today: utcDay(now),
    stale: isStale(stored.status, stored.touched_at, stored.created_at, staleBefore(now, settings.staleRequestDays)),
    staleDays: settings.staleRequestDays,
    cameFrom: source,
    canManage: can(user.role, "partnerships.manage"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, requestActionSchema);
  if (!posted.ok) return posted.response;
  const id = requestIdOf(params.id);
  return applyRequestAction(
    submissionContextFor(context),
    () => context.kickOutbox(),
    auditActor(posted.user, context),
    id,
    posted.value,
  );
}

export default function AdminPartnershipRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestPage view={loaderData} result={actionData} />;
}
