import { createOpeningAnswer, reshapedForm } from "~/.server/admin/openings";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { NewOpeningPage } from "~/components/admin/openings/NewOpeningPage";
import { unhandledIntent } from "~/lib/admin/action-result";
import type { RouteHandle } from "~/lib/route-handle";
import { newOpeningSchema } from "~/lib/validation/opening";
import type { Route } from "./+types/openings.new";

export const handle: RouteHandle = { i18n: ["admin", "admin-openings", "careers", "markets", "services"] };
const FILE = "routes/admin/openings.new.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, FILE);
  return null;
}

/** Saves a new draft and opens its page; "Add a question" and "Remove" show the form again. */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await requireAction(request, context, FILE, postedForm(context), newOpeningSchema);
  if (!posted.ok) return posted.response;
  const change = posted.value;
  switch (change.intent) {
    case "save":
      return createOpeningAnswer(context, posted.user, change.draft);
    case "addQuestion":
    case "removeQuestion":
      return reshapedForm(change.intent, posted.reply().initialValue ?? {}, request.url);
    default:
      return unhandledIntent(change);
  }
}

export default function AdminNewOpeningPage({ actionData }: Route.ComponentProps) {
  return <NewOpeningPage result={actionData} />;
}
