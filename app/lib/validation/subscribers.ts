/**
 * The change staff make on the Newsletter subscribers page: delete one, by its id (decision 0010).
 * One intent today, in the same `intent` union as every admin page, so another joins as a line.
 */
import * as z from "zod";
import { recordId } from "./records";
import { INTENT_UNKNOWN } from "./rules";

export const subscriberChangeSchema = z.discriminatedUnion(
  "intent",
  [z.object({ intent: z.literal("delete"), id: recordId })],
  INTENT_UNKNOWN,
);
