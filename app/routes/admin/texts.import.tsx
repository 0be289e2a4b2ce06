import { answerTextImport, refusedImportPost } from "~/.server/admin/texts/files";
import { requireAction, requireLoader } from "~/.server/auth/guard";
import { postedForm } from "~/.server/http/request-body";
import { textCatalog } from "~/.server/services/content";
import { auditActor } from "~/.server/services/operations";
import { TextFilesPage } from "~/components/admin/text-files/TextFilesPage";
import type { RouteHandle } from "~/lib/route-handle";
import { TEXT_FILE_LANGUAGES } from "~/lib/texts/files";
import { textImportSchema } from "~/lib/validation/text-files";
import type { Route } from "./+types/texts.import";

export const handle: RouteHandle = { i18n: ["admin", "admin-text-files"] };
const FILE = "routes/admin/texts.import.tsx";

/** The page of translators' files (decision 0018): each language's export, and the import with its preview. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLoader(request, context, FILE);
  const counts = (await textCatalog(context.database)).counts.get("");
  const pending = Object.fromEntries(
    TEXT_FILE_LANGUAGES.map((language) => [language, (counts?.[language].missing ?? 0) + (counts?.[language].outOfDate ?? 0)]),
  );
  return { pending };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = postedForm(context);
  const posted = await requireAction(request, context, FILE, form, textImportSchema);
  if (!posted.ok) return refusedImportPost(posted.response);
  const answer = await answerTextImport(context.database, auditActor(posted.user, context), posted.value, posted.reply);
  // An applied import shows on this instance's cached pages at once; other instances within their check.
  if (answer.data.applied) context.pageCache?.clear();
  return answer;
}

export default function AdminTextFilesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TextFilesPage pending={loaderData.pending} result={actionData} />;
}
