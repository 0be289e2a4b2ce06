/** What the users page's action answers, shared by the route and its view. */
import type { ResetMode } from "~/.server/services/accounts";
import type { ActionResult } from "~/lib/admin/action-result";

/**
 * The one admin result (decision 0010) with what the page shows once, once through: a generated
 * password for `email`, an invitation sent, a reset link sent, how many sessions were ended.
 */
export type UsersResult = ActionResult<{
  generatedPassword: string;
  email: string;
  invited: boolean;
  mode: ResetMode;
  ended: number;
}>;
