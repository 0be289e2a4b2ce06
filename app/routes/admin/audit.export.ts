import { readAuditQuery } from "~/.server/admin/audit";
import { requireLoader } from "~/.server/auth/guard";
import { csvResponse } from "~/.server/http/csv";
import { AUDIT_CSV_HEADER, auditActor, auditCsvRows, recordAudit } from "~/.server/services/operations";
import type { Route } from "./+types/audit.export";

/** The audit log as CSV, narrowed by the page's filters (not its page), streamed; the download is itself audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/audit.export.ts", "data");
  const { person, action, from, to } = readAuditQuery(request);
  const filter = { person, action, from, to };
  await recordAudit(context.database.db, { actor: auditActor(user, context), action: "export.audit", after: filter });
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`audit-log-${day}.csv`, AUDIT_CSV_HEADER, auditCsvRows(context.database, filter));
}
