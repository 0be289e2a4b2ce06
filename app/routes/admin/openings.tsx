import { requireLoader } from "~/.server/auth/guard";
import { PAGE_SIZE, pageCount, readListQuery } from "~/.server/db/list-query";
import { listOpenings, OPENING_LIST_FILTERS } from "~/.server/services/careers";
import { OpeningList } from "~/components/admin/openings/OpeningList";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/openings";

export const handle: RouteHandle = { i18n: ["admin", "admin-openings", "careers", "markets", "services"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/openings.tsx");
  const query = readListQuery(request, OPENING_LIST_FILTERS, "all");
  const list = await listOpenings(context.database, query);
  return {
    ...list,
    ...query,
    pageSize: PAGE_SIZE,
    pageCount: pageCount(list.total),
    canManage: can(user.role, "openings.manage"),
  };
}

export default function AdminOpeningsPage({ loaderData }: Route.ComponentProps) {
  return <OpeningList {...loaderData} />;
}
