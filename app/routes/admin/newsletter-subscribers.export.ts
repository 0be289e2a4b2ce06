import { requireLoader } from "~/.server/auth/guard";
import { csvResponse } from "~/.server/http/csv";
import { auditActor, recordAudit } from "~/.server/services/operations";
import { SUBSCRIBER_CSV_HEADER, subscriberCsvRows } from "~/.server/services/records";
import type { Route } from "./+types/newsletter-subscribers.export";

/** Every subscriber as CSV, streamed in keyset batches; the tokens are never part of it. The download is audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLoader(request, context, "routes/admin/newsletter-subscribers.export.ts", "data");
  await recordAudit(context.database.db, { actor: auditActor(user, context), action: "export.subscribers" });
  const day = new Date().toISOString().slice(0, 10);
  return csvResponse(`newsletter-subscribers-${day}.csv`, SUBSCRIBER_CSV_HEADER, subscriberCsvRows(context.database));
}
