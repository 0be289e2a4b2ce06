import { readSuppressionsQuery } from "~/.server/admin/suppressions/query";
import { requireLoader } from "~/.server/auth/guard";
import { csvResponse } from "~/.server/http/csv";
import { SUPPRESSION_CSV_HEADER, suppressionCsvRows } from "~/.server/services/mail";
import { auditActor, recordAudit } from "~/.server/services/operations";
import type { Route } from "./+types/suppressions.export";

/**
 * The suppression list as CSV, streamed (decision 0022): each address with its reason, source, the
 * server's words, the campaign and when it was added; `?q=`, `?reason=`, `?source=` and `?campaign=`
 * narrow it exactly as they narrow the page. The download is audited with the filter it used.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/suppressions.export.ts", "data");
  const { search, reason, source, campaignId } = readSuppressionsQuery(request);
  const filter = { search, reason, source, campaignId };
  await recordAudit(context.database.db, { actor: auditActor(user, context), action: "export.suppressions", after: filter });
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`suppressed-addresses-${day}.csv`, SUPPRESSION_CSV_HEADER, suppressionCsvRows(context.database, filter));
}
