import type { MessageIntent } from "~/.server/services/message-actions";
import type { IdsResult } from "~/.server/services/messages";

/** What the messages action answers: the count it changed, or why it refused. */
export type ActionError = Extract<IdsResult, { ok: false }>["error"] | "notFound";
export type ActionResult =
  | { ok: true; intent: MessageIntent; count: number }
  | { ok: false; intent: string; error: ActionError; max: number };
