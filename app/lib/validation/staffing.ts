/**
 * The forms of a request's staffing page (decision 0038): make the openings of a won request,
 * shortlist a candidate on a line, take one off while undecided, place one with their dates. The
 * same schema in the browser and on the server; messages are keys of `admin-staffing`.
 */
import * as z from "zod";
import { calendarDay, INTENT_UNKNOWN, optionalCalendarDay, recordId } from "./rules";

const ns = (key: string) => `admin-staffing:errors.${key}`;

export const staffingActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("makeOpenings") }),
    z.object({ intent: z.literal("shortlist"), line: recordId(ns("line")), application: recordId(ns("application")) }),
    z.object({ intent: z.literal("unshortlist"), entry: recordId(ns("entry")) }),
    z
      .object({
        intent: z.literal("place"),
        line: recordId(ns("line")),
        application: recordId(ns("application")),
        startsOn: calendarDay(ns("date")),
        endsOn: optionalCalendarDay(ns("date")),
      })
      .refine((value) => value.endsOn === null || value.endsOn >= value.startsOn, {
        path: ["endsOn"],
        message: ns("endBeforeStart"),
      }),
  ],
  INTENT_UNKNOWN,
);

export type StaffingAction = z.output<typeof staffingActionSchema>;
