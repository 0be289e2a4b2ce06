/**
 * The client's private page (decision 0038): an answer for a shortlisted candidate (approve or
 * decline, an optional comment), next season's lines confirmed, and a link asked for again by
 * email. The same schemas in the browser and on the server; messages are keys of the `client` namespace.
 */
import * as z from "zod";
import { CLIENT_COMMENT_MAX } from "~/lib/staff-requests/client-page";
import { LINE_HEADCOUNT_MAX, MAX_REQUEST_LINES } from "~/lib/staff-requests/model";
import { calendarDay, checkbox, emailAddress, optionalCalendarDay, optionalText, recordId, wholeNumber } from "./rules";

const ns = (key: string) => `client:errors.${key}`;

export const clientAnswerSchema = z.object({
  intent: z.enum(["approve", "decline"], { error: ns("unknown") }),
  entry: recordId(ns("entry")),
  comment: optionalText(CLIENT_COMMENT_MAX, ns("commentTooLong")),
});

const seasonLineSchema = z
  .object({
    id: recordId(ns("line")),
    keep: checkbox(),
    headcount: wholeNumber({ min: 1, max: LINE_HEADCOUNT_MAX }, ns("headcount")),
    start: calendarDay(ns("date")),
    end: optionalCalendarDay(ns("date")),
  })
  .refine((line) => line.end === null || line.end >= line.start, { path: ["end"], message: ns("endBeforeStart") });

export const seasonConfirmSchema = z.object({
  intent: z.literal("season"),
  lines: z.array(seasonLineSchema).max(MAX_REQUEST_LINES, ns("line")).default([]),
});

export const clientPageSchema = z.discriminatedUnion(
  "intent",
  [
    clientAnswerSchema.extend({ intent: z.literal("approve") }),
    clientAnswerSchema.extend({ intent: z.literal("decline") }),
    seasonConfirmSchema,
  ],
  { error: ns("unknown") },
);

export type ClientPageIntent = z.output<typeof clientPageSchema>;

/** Asking for the link again: the address the request was made with, and its reference if known. */
export const clientLinkSchema = z.object({
  email: emailAddress({ required: ns("emailRequired"), invalid: ns("emailInvalid") }),
  reference: optionalText(20, ns("reference")),
});
