import { readTextsQuery, textListData } from "~/.server/admin/texts/editor";
import { requireLoader } from "~/.server/auth/guard";
import { TextsPage } from "~/components/admin/texts/TextsPage";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import type { Route } from "./+types/texts";

export const handle: RouteHandle = { i18n: ["admin", "admin-texts"] };

/** Every text of the site (decision 0017): by section, searched and filtered by a language's status, in pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/texts.tsx");
  const query = readTextsQuery(request);
  const list = await textListData(context.database, query);
  return { ...list, query, canManage: can(user.role, "texts.manage") };
}

export default function AdminTextsPage({ loaderData }: Route.ComponentProps) {
  return <TextsPage page={loaderData} />;
}
