/**
 * A client's request for staff as the public form sends it (decision 0038). What no transaction
 * should wait for (settings, texts, the staff notification) is read first; then ONE transaction
 * writes it all or nothing: the request's row with the summary of its lines in the old columns
 * (positions, headcount, placement type, start date: the list, the search and the export read
 * them), its lines, the `received` event, an owner in turn with its `owner` event, the client's
 * private link, the client's acknowledgement in their language and the staff notification.
 *
 * Caught as spam (decision 0015), the request and its lines are kept, marked, with the `received`
 * event only: no owner takes a turn for it, no link is made and nobody is emailed, as for every
 * other visitor form; "not spam" notifies staff, and the client's acknowledgement is not sent late.
 *
 * Privacy (docs/product.md, "Staff requests"): the contact person (`contact_name`, `email`,
 * `phone`, `message`) is found by `email` and erased with the request's lines, events and tokens.
 */
import { createElement } from "react";
import type { Language } from "~/i18n/languages";
import { requestReference } from "~/lib/staff-requests/model";
import type { PartnershipRequest, RequestLineInput } from "~/lib/validation/partnership";
import type { DB } from "../../db";
import { enqueueEmail } from "../../mail/outbox";
import { type EmailText, emailText, renderEmail } from "../../mail/render";
import { RequestAcknowledgement } from "../../mail/templates/RequestAcknowledgement";
import { queueStaffNotification, staffNotificationMessage } from "../records/staff-notification";
import { partnershipNotice } from "../records/submission-notices";
import { notificationContext, type SubmissionContext, type SubmitOptions } from "../records/submissions";
import { clientPageUrl, issueClientToken } from "./client-tokens";
import { recordRequestEvent } from "./events";
import { ownerInTurn } from "./owners";

export interface SubmittedRequest {
  id: number;
  /** What the client quotes ("REQ-000042"), shown on the page and in the acknowledgement. */
  reference: string;
}

const orNull = (value: string) => (value === "" ? null : value);

/** The request's row: its own fields, and its lines summed up in the columns the spec's list reads. */
function requestRow(input: PartnershipRequest, language: Language, now: string) {
  const starts = input.lines.map((line) => line.start_date).sort();
  return {
    organization: input.organization,
    organization_type: input.organization_type,
    contact_name: input.contact_name,
    email: input.email,
    phone: orNull(input.phone),
    country: input.country,
    city: input.city,
    positions: JSON.stringify([...new Set(input.lines.map((line) => line.position))]),
    headcount: input.lines.reduce((sum, line) => sum + line.headcount, 0),
    placement_type: input.lines[0]?.placement ?? "longTerm",
    start_date: starts[0] ?? null,
    languages: JSON.stringify(input.languages),
    housing: input.housing ? (1 as const) : (0 as const),
    meals: input.meals ? (1 as const) : (0 as const),
    plan: input.plan,
    message: orNull(input.message),
    language,
    created_at: now,
    updated_at: now,
    touched_at: now,
  };
}

async function insertLines(trx: DB, requestId: number, lines: readonly RequestLineInput[]): Promise<void> {
  await trx
    .insertInto("staff_request_lines")
    .values(
      lines.map((line, index) => ({
        request_id: requestId,
        line_order: index,
        position: line.position,
        headcount: line.headcount,
        placement: line.placement,
        start_date: line.start_date,
        end_date: line.end_date,
        duration_weeks: line.duration_weeks,
        shift: line.shift,
      })),
    )
    .execute();
}

/** A day in the reader's language ("1 June 2027"), read as the calendar day it names. */
const dayIn = (language: Language) => {
  const format = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};

/** One line as the client reads it back: "12 × Housekeeping attendants: seasonal, from 1 June 2027 to ..., day shifts". */
export function lineSummary(t: EmailText, language: Language, line: RequestLineInput): string {
  const day = dayIn(language);
  const when = line.end_date
    ? t("acknowledgement.line.until", { start: day(line.start_date), end: day(line.end_date) })
    : line.duration_weeks !== null
      ? t("acknowledgement.line.forWeeks", { start: day(line.start_date), count: line.duration_weeks })
      : t("acknowledgement.line.from", { start: day(line.start_date) });
  return t("acknowledgement.line.summary", {
    headcount: line.headcount,
    position: t(`contact:partnership.options.positions.${line.position}`),
    placement: t(`contact:partnership.options.placementType.${line.placement}`),
    when,
    shift: t(`contact:partnership.options.shift.${line.shift}`),
  });
}

export async function submitStaffRequest(
  context: SubmissionContext,
  input: PartnershipRequest,
  language: Language,
  options: SubmitOptions = {},
  now = new Date(),
): Promise<SubmittedRequest> {
  const stamp = now.toISOString();
  const row = requestRow(input, language, stamp);
  const { database } = context;
  if (options.spam) {
    const id = await database.db.transaction().execute(async (trx) => {
      const stored = await trx
        .insertInto("partnership_requests")
        .values({ ...row, spam: 1, spam_reason: options.spam, spam_at: stamp })
        .returning("id")
        .executeTakeFirstOrThrow();
      await insertLines(trx, stored.id, input.lines);
      await recordRequestEvent(trx, { requestId: stored.id, kind: "received", detail: { spam: options.spam } }, stamp);
      return stored.id;
    });
    return { id, reference: requestReference(id) };
  }

  const staff = await notificationContext(context);
  const notification = await staffNotificationMessage(staff, partnershipNotice(row));
  const t = await emailText(language, staff.texts, "request-email");
  const lines = input.lines.map((line) => lineSummary(t, language, line));
  const linkDays = staff.settings.clientLinkDays;

  const id = await database.db.transaction().execute(async (trx) => {
    const owner = (await ownerInTurn(database, trx)) ?? null;
    const stored = await trx
      .insertInto("partnership_requests")
      .values({ ...row, owner_id: owner })
      .returning("id")
      .executeTakeFirstOrThrow();
    const requestId = stored.id;
    await insertLines(trx, requestId, input.lines);
    await recordRequestEvent(trx, { requestId, kind: "received", detail: { lines: input.lines.length } }, stamp);
    // Assigned by the system: no actor, so the request is not marked as touched by staff.
    if (owner) await recordRequestEvent(trx, { requestId, kind: "owner", detail: { to: owner, inTurn: true } }, stamp);
    const link = clientPageUrl(context.publicUrl, await issueClientToken(trx, requestId, linkDays, now), language);
    const reference = requestReference(requestId);
    // Rendered here, once the reference exists: a few milliseconds, with everything it reads fetched before.
    const rendered = await renderEmail(
      createElement(RequestAcknowledgement, {
        t,
        language,
        siteName: staff.settings.siteName,
        address: staff.address,
        name: input.contact_name,
        organization: input.organization,
        reference,
        lines,
        link,
        linkDays,
      }),
    );
    await enqueueEmail(trx, { to: input.email, subject: t("acknowledgement.subject", { reference }), ...rendered });
    await recordRequestEvent(trx, { requestId, kind: "email", detail: { template: "acknowledgement" } }, stamp);
    await queueStaffNotification(trx, notification);
    return requestId;
  });
  return { id, reference: requestReference(id) };
}
