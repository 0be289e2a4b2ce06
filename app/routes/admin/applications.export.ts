import { requireLoader } from "~/.server/auth/guard";
import { csvResponse } from "~/.server/http/csv";
import { APPLICATION_CSV_HEADER, applicationCsvRows } from "~/.server/services/careers";
import { auditActor, recordAudit } from "~/.server/services/operations";
import { readApplicationFilter } from "~/lib/careers/pipeline";
import type { Route } from "./+types/applications.export";

/**
 * The applications as CSV, streamed, narrowed by the list's filters exactly as the list is. The
 * download is audited with the filters it used (no one's data: a search's words are staff's).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/applications.export.ts", "data");
  const filter = readApplicationFilter(new URL(request.url).searchParams);
  await recordAudit(context.database.db, { actor: auditActor(user, context), action: "export.applications", after: filter });
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`applications-${day}.csv`, APPLICATION_CSV_HEADER, applicationCsvRows(context.database, filter));
}
