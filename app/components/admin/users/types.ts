/** What the users page's action answers, shared by the route and its view. */
import type { ResetMode } from "~/.server/services/users";
import type { FormResult } from "~/lib/forms/result";

/**
 * Conform's result of the form that posted (field messages, a form-wide refusal under "", what was
 * typed) with the change it answers and, once through, what the page shows once: a generated password for
 * `email`, an invitation sent, a reset link sent.
 */
export type ActionResult = FormResult & {
  /** The intent of the form that posted (Conform's own `intent` field is another thing). */
  change: string;
  ok: boolean;
  generatedPassword?: string;
  email?: string;
  invited?: boolean;
  mode?: ResetMode;
};
