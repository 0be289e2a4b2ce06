import type { MessageFilter } from "~/.server/services/messages";
import type { ActionResult } from "~/lib/admin/action-result";

/** What the messages action answers: the one admin result, with the count it changed and the bulk limit. */
export type MessagesResult = ActionResult<{ count: number; max: number }>;

/** The filter tabs, in their order on the page. */
export const FILTERS = ["all", "unread", "archived", "spam"] as const satisfies readonly MessageFilter[];
