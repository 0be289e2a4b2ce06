/**
 * The actions of the Messages page on one or several messages, by intent. Apart from the messages
 * service (./messages.ts) because "not spam" renders the staff notification (./spam.ts): the
 * daily housekeeping, loaded at server start, imports the messages service and must not load React.
 */
import { deleteMessages, setMessagesArchived, setMessagesRead } from "./messages";
import { markNotSpam, markSpam } from "./spam";
import type { SubmissionContext } from "./submissions";

export const MESSAGE_INTENTS = ["markRead", "markUnread", "archive", "restore", "delete", "markSpam", "notSpam"] as const;
export type MessageIntent = (typeof MESSAGE_INTENTS)[number];

export function isMessageIntent(value: string): value is MessageIntent {
  return (MESSAGE_INTENTS as readonly string[]).includes(value);
}

/**
 * One action of the Messages page on one or several messages; answers how many it found. "Not
 * spam" queues each moved message's staff notification (./spam.ts), hence the public address.
 */
export function applyMessageIntent(context: SubmissionContext, intent: MessageIntent, ids: readonly number[]): Promise<number> {
  const { db } = context.database;
  switch (intent) {
    case "markRead":
      return setMessagesRead(db, ids, true);
    case "markUnread":
      return setMessagesRead(db, ids, false);
    case "archive":
      return setMessagesArchived(db, ids, true);
    case "restore":
      return setMessagesArchived(db, ids, false);
    case "delete":
      return deleteMessages(db, ids);
    case "markSpam":
      return markSpam(db, "contacts", ids);
    case "notSpam":
      return markNotSpam(context, "contacts", ids);
  }
}
