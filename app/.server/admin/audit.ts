/**
 * The audit log page's query string (?q=&action=&from=&to=&before=&after=), read leniently:
 * anything malformed is left out, never an error (decision 0014). The page and its export read it
 * here and hand the audit service plain values.
 */
import { isAuditAction } from "~/lib/admin/audit-actions";
import { EMAIL_MAX_LENGTH } from "~/lib/validation/limits";
import { parseDay } from "../services/analytics";
import { type AuditQuery, parseCursor } from "../services/operations";

/** A real UTC day as YYYY-MM-DD, or "" (open). */
const dayOrOpen = (value: string | null) => parseDay(value ?? "") ?? "";

export function readAuditQuery(request: Request): AuditQuery {
  const params = new URL(request.url).searchParams;
  const action = params.get("action");
  return {
    person: (params.get("q") ?? "").trim().toLowerCase().slice(0, EMAIL_MAX_LENGTH),
    action: isAuditAction(action) ? action : "",
    from: dayOrOpen(params.get("from")),
    to: dayOrOpen(params.get("to")),
    before: parseCursor(params.get("before")),
    after: parseCursor(params.get("after")),
  };
}
