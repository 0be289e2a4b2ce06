/**
 * One email from the bounce mailbox, read and recorded (decision 0026): each event its report
 * holds goes through the one way in (decision 0022), which keeps a report read twice from counting
 * twice. Anything that is not a report records nothing, and neither does a report about an address
 * the site never sent to: anyone can mail the mailbox a report, and none may list a stranger.
 */
import { sql } from "kysely";
import type { DB } from "../../../db";
import { type ReportReading, readReport } from "./dsn";
import { recordDeliveryEvent } from "./events";
import { normalizeAddress } from "./suppressed";

export interface ReportOutcome {
  kind: ReportReading["kind"];
  /** Events kept now; a repeated one (same report, same recipient) is not. */
  recorded: number;
  /** Of those, the ones whose address is on the suppression list afterwards. */
  suppressed: number;
  /** Events about addresses the site never sent to, kept nowhere. */
  strangers: number;
}

export const isReport = (kind: ReportReading["kind"]) => kind === "delivery-status" || kind === "feedback-report";

export async function recordReport(db: DB, raw: Buffer | string): Promise<ReportOutcome> {
  const reading = await readReport(raw);
  const outcome: ReportOutcome = { kind: reading.kind, recorded: 0, suppressed: 0, strangers: 0 };
  if (reading.kind === "none" || reading.kind === "unreadable") return outcome;
  for (const event of reading.events) {
    const email = normalizeAddress(event.email);
    if (email && !(await wasMailed(db, email))) {
      outcome.strangers++;
      continue;
    }
    const result = await recordDeliveryEvent(db, event);
    if (!result.recorded) continue;
    outcome.recorded++;
    if (result.suppressed) outcome.suppressed++;
  }
  return outcome;
}

/** Whether the site sent this address a campaign or any other email (one the outbox still keeps). */
async function wasMailed(db: DB, email: string): Promise<boolean> {
  const delivery = await db
    .selectFrom("campaign_deliveries")
    .select("campaign_id")
    .where("email", "=", email)
    .where("status", "=", "sent")
    .limit(1)
    .executeTakeFirst();
  if (delivery) return true;
  // Outbox addresses are kept as typed; the outbox holds only recent emails (the retention).
  const outboxEmail = await db
    .selectFrom("email_outbox")
    .select("id")
    .where(sql<string>`lower(recipient)`, "=", email)
    .where("status", "=", "sent")
    .limit(1)
    .executeTakeFirst();
  return outboxEmail !== undefined;
}
