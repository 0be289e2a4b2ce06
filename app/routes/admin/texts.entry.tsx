import { data } from "react-router";
import { applyTextIntent, shippedReference, textAnswer, textEntryData } from "~/.server/admin/texts/editor";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { auditActor } from "~/.server/services/operations";
import { TextEntryPage } from "~/components/admin/texts/TextEntryPage";
import { can } from "~/lib/admin/permissions";
import { entryOfAddress } from "~/lib/admin/texts";
import { succeeded } from "~/lib/forms/result";
import type { RouteHandle } from "~/lib/route-handle";
import { textActionSchema } from "~/lib/validation/texts";
import type { Route } from "./+types/texts.entry";

export const handle: RouteHandle = { i18n: ["admin", "admin-texts"] };
const FILE = "routes/admin/texts.entry.tsx";

/** One entry (decision 0017): its three languages side by side, their states and its history. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, FILE);
  const entry = entryOfAddress(request.url);
  const page = entry ? await textEntryData(context.database, entry) : undefined;
  if (!page) throw data({ error: "notFound" }, { status: 404 });
  return { ...page, canManage: can(user.role, "texts.manage") };
}

/**
 * Saves, restores and confirms; the entry is the posted one, so the in-page editor posts here from
 * any public page (a fetcher) and reads the same answer. No redirect: the result is the answer.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, textActionSchema(shippedReference));
  if (!posted.ok) return posted.response;
  const answer = await applyTextIntent(context.database, auditActor(posted.user, context), posted.value, posted.reply);
  // This instance's cached pages show the change at once; other instances within their check.
  if (succeeded(answer.result)) context.pageCache?.clear();
  return textAnswer(answer);
}

export default function AdminTextEntryPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TextEntryPage page={loaderData} result={actionData} />;
}
