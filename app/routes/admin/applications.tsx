import { useLocation } from "react-router";
import { applyBoardIntent } from "~/.server/admin/applications";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { readListQuery } from "~/.server/db/list-query";
import { postedForm } from "~/.server/http/request-body";
import { candidateCountries, listApplications, loadBoard, openingChoices } from "~/.server/services/careers";
import { ApplicationsPage } from "~/components/admin/applications/ApplicationsPage";
import { can } from "~/lib/admin/permissions";
import { readApplicationFilter } from "~/lib/careers/pipeline";
import type { RouteHandle } from "~/lib/route-handle";
import { boardActionSchema } from "~/lib/validation/applications";
import type { Route } from "./+types/applications";

export const handle: RouteHandle = { i18n: ["admin", "admin-applications", "careers", "services"] };
const FILE = "routes/admin/applications.tsx";

/** The board (the default) or the list (`?view=list`), each narrowed in the address (decision 0035). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") === "list" ? "list" : "board";
  const filter = readApplicationFilter(params);
  const { page } = readListQuery(request, [""], "");
  const [openings, board, list, countries] = await Promise.all([
    openingChoices(context.database),
    view === "board" ? loadBoard(context.database, filter.opening) : null,
    view === "list" ? listApplications(context.database, filter, page) : null,
    view === "list" ? candidateCountries(context.database) : [],
  ]);
  return {
    view,
    filter,
    openings,
    board,
    list,
    countries,
    canManage: can(user.role, "candidates.manage"),
    canExport: can(user.role, "candidates.export"),
  } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, boardActionSchema);
  if (!posted.ok) return posted.response;
  return applyBoardIntent(context, posted.user, posted.value, form);
}

export default function AdminApplicationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = useLocation();
  return <ApplicationsPage {...loaderData} search={search} result={actionData} />;
}
