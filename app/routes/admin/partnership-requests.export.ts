import { requireLoader } from "~/.server/auth/guard";
import { readRecordsQuery } from "~/.server/db/list-query";
import { csvResponse } from "~/.server/http/csv";
import { auditActor, recordAudit } from "~/.server/services/operations";
import { PARTNERSHIP_CSV_HEADER, partnershipCsvRows } from "~/.server/services/records";
import { readRequestFilter } from "~/lib/staff-requests/pipeline";
import type { Route } from "./+types/partnership-requests.export";

/**
 * The requests as CSV, streamed; `?status=`, `?owner=`, `?market=`, `?plan=` and `?q=` narrow it
 * exactly as they narrow the board and the list (decision 0038). The download is audited with the
 * filter it used.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/partnership-requests.export.ts", "data");
  const { status, search } = readRecordsQuery(request);
  const { owner, market, plan } = readRequestFilter(new URL(request.url).searchParams);
  const filter = { status, search, owner, market, plan };
  const actor = auditActor(user, context);
  await recordAudit(context.database.db, { actor, action: "export.partnerships", after: filter });
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`partnership-requests-${day}.csv`, PARTNERSHIP_CSV_HEADER, partnershipCsvRows(context.database, filter));
}
