/**
 * The audit log page's query string (?q=&action=&from=&to=&before=&after=), read leniently:
 * anything malformed is left out, never an error (decision 0014). The page and its export read it
 * here and hand the audit service plain values.
 */
import { isAuditAction } from "~/lib/admin/audit-actions";
import { EMAIL_MAX_LENGTH } from "~/lib/validation/limits";
import { type AuditQuery, parseCursor } from "../services/audit";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A UTC day as YYYY-MM-DD that exists in the calendar, or "" (open). */
function parseDay(value: string | null): string {
  if (!value || !DAY.test(value)) return "";
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

export function readAuditQuery(request: Request): AuditQuery {
  const params = new URL(request.url).searchParams;
  const action = params.get("action");
  return {
    person: (params.get("q") ?? "").trim().toLowerCase().slice(0, EMAIL_MAX_LENGTH),
    action: isAuditAction(action) ? action : "",
    from: parseDay(params.get("from")),
    to: parseDay(params.get("to")),
    before: parseCursor(params.get("before")),
    after: parseCursor(params.get("after")),
  };
}
