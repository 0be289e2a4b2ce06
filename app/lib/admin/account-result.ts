/** What My account's action answers, shared by the route, its server code and its view. */
import type { ActionResult } from "./action-result";

/**
 * The one admin result (decision 0010), with a new two-factor setup once `enableTwoFactor` went
 * through, how many sessions an `endSession` or `endOtherSessions` ended, and a new passkey's
 * challenge once `passkeyOptions` did (decision 0023).
 */
export type AccountResult = ActionResult<{
  setup: { totpURI: string; secret: string; backupCodes: string[] };
  ended: number;
  passkeyOptions: unknown;
}>;
