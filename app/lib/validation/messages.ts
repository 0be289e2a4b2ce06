/**
 * The actions of the Messages page on one or several messages (decision 0010): one union on the
 * intent each button posts. The ids (`id`, or the bulk form's `ids`) are read by the messages
 * service's own rule once the intent is known, since their refusals name the bulk limit.
 */
import * as z from "zod";
import { INTENT_UNKNOWN } from "./rules";

const on = <const Intent extends string>(intent: Intent) => z.object({ intent: z.literal(intent) });

export const messageActionSchema = z.discriminatedUnion(
  "intent",
  [on("markRead"), on("markUnread"), on("archive"), on("restore"), on("delete"), on("markSpam"), on("notSpam")],
  INTENT_UNKNOWN,
);

export type MessageAction = z.output<typeof messageActionSchema>;
