/**
 * One email from the bounce mailbox, read and recorded (decision 0026): each event its report
 * holds goes through the one way in (decision 0022), which keeps a report read twice from counting
 * twice. Anything that is not a report records nothing.
 */
import type { DB } from "../../db";
import { type ReportReading, readReport } from "./dsn";
import { recordDeliveryEvent } from "./events";

export interface ReportOutcome {
  kind: ReportReading["kind"];
  /** Events kept now; a repeated one (same report, same recipient) is not. */
  recorded: number;
  /** Of those, the ones whose address is on the suppression list afterwards. */
  suppressed: number;
}

export const isReport = (kind: ReportReading["kind"]) => kind === "delivery-status" || kind === "feedback-report";

export async function recordReport(db: DB, raw: Buffer | string): Promise<ReportOutcome> {
  const reading = await readReport(raw);
  const outcome: ReportOutcome = { kind: reading.kind, recorded: 0, suppressed: 0 };
  if (reading.kind === "none" || reading.kind === "unreadable") return outcome;
  for (const event of reading.events) {
    const result = await recordDeliveryEvent(db, event);
    if (!result.recorded) continue;
    outcome.recorded++;
    if (result.suppressed) outcome.suppressed++;
  }
  return outcome;
}
