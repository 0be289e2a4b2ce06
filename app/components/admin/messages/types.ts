import type { ActionResult } from "~/lib/admin/action-result";

/** What the messages action answers: the one admin result, with the count it changed and the bulk limit. */
export type MessagesResult = ActionResult<{ count: number; max: number }>;
