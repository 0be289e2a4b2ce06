import { applyContentIntent, contentEditorData, contentTabOf } from "~/.server/admin/content";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { auditActor } from "~/.server/services/operations";
import { ContentEditorPage } from "~/components/admin/content/ContentEditorPage";
import { can } from "~/lib/admin/permissions";
import type { RouteHandle } from "~/lib/route-handle";
import { contentActionSchema } from "~/lib/validation/content";
import type { Route } from "./+types/content";

export const handle: RouteHandle = { i18n: ["admin", "admin-content"] };
const FILE = "routes/admin/content.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const params = new URL(request.url).searchParams;
  const data = await contentEditorData(context.database, contentTabOf(params.get("kind")));
  return { ...data, edit: params.get("edit"), canManage: can(user.role, "content.manage") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, contentActionSchema);
  if (!posted.ok) return posted.response;
  const { user, value, reply } = posted;
  const answer = await applyContentIntent(context.database, auditActor(user, context), form, value, reply);
  // This instance's cached pages show the change at once; other instances within their check.
  context.pageCache?.clear();
  return answer;
}

export default function AdminContentPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentEditorPage page={loaderData} result={actionData} />;
}
