/**
 * A client's link sent again on request (decision 0038): the client types the address they asked
 * with, and optionally the reference; when requests with that contact address exist, a fresh link
 * to the named one (or the newest) goes to that address in the request's language. The page answers
 * the same either way, so it never tells whether a request exists.
 */
import { normalizeEmail } from "~/lib/careers/applications";
import { parseRequestReference } from "~/lib/staff-requests/model";
import type { Database } from "../../db";
import { clientEmailFrame, queueClientLinkEmail } from "./client-emails";

/** Answers whether a link was queued: for tests and logs, never for the page. */
export async function sendClientLink(database: Database, publicUrl: string, email: string, reference = ""): Promise<boolean> {
  const { db } = database;
  const id = reference.trim() === "" ? null : parseRequestReference(reference);
  let query = db
    .selectFrom("partnership_requests")
    .select(["id", "email", "contact_name", "language"])
    .where("email", "=", normalizeEmail(email))
    .where("spam", "=", 0)
    .orderBy("id", "desc");
  if (id !== null) query = query.where("id", "=", id);
  const request = await query.executeTakeFirst();
  if (!request) return false;
  const frame = await clientEmailFrame(database);
  await db.transaction().execute((trx) => queueClientLinkEmail(trx, frame, publicUrl, request, "link"));
  return true;
}
