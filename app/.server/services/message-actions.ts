/**
 * The actions of the Messages page on one or several messages, by intent, each with its audit
 * entry. Apart from the messages service (./messages.ts) because "not spam" renders the staff
 * notification (./spam.ts): the daily housekeeping, loaded at server start, imports the messages
 * service and must not load React.
 */
import type { AuditActor } from "./audit";
import { changeMessageFlags, changeMessages, MESSAGE_FLAG_INTENTS } from "./messages";
import { markNotSpam, markSpam } from "./spam";
import type { SubmissionContext } from "./submissions";

export const MESSAGE_INTENTS = [...MESSAGE_FLAG_INTENTS, "markSpam", "notSpam"] as const;
export type MessageIntent = (typeof MESSAGE_INTENTS)[number];

export function isMessageIntent(value: string): value is MessageIntent {
  return (MESSAGE_INTENTS as readonly string[]).includes(value);
}

/**
 * One action of the Messages page on one or several messages; answers how many it found. "Not
 * spam" queues each moved message's staff notification (./spam.ts), hence the public address.
 */
export function applyMessageIntent(
  context: SubmissionContext,
  actor: AuditActor,
  intent: MessageIntent,
  ids: readonly number[],
): Promise<number> {
  if (intent === "notSpam") return markNotSpam(context, actor, "contacts", ids);
  if (intent === "markSpam") {
    return changeMessages(
      context.database,
      actor,
      { action: "message.spam", apply: (db, found) => markSpam(db, "contacts", found) },
      ids,
    );
  }
  return changeMessageFlags(context.database, actor, intent, ids);
}
