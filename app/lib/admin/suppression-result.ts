/** What the Suppressed addresses page's action answers, shared by the route and its view. */
import type { ActionResult } from "./action-result";

/** The one admin result (decision 0010) with the address added or removed, for the toast's words. */
export type SuppressionResult = ActionResult<{ email: string }>;
