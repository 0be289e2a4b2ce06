/** What the users page's action answers, shared by the route and its view. */
import type { FieldErrors, ResetMode } from "~/.server/services/users";

/** What the person typed, shown again when the server refuses it (also without JavaScript). */
export interface Draft {
  name: string;
  email: string;
  role: string;
  active?: boolean;
  invite?: boolean;
}

export interface ActionResult {
  intent: string;
  ok: boolean;
  /** Shown once: a generated password for `email`. */
  generatedPassword?: string;
  email?: string;
  invited?: boolean;
  mode?: ResetMode;
  errors?: FieldErrors;
  /** An i18n key: why the change was refused. */
  error?: string;
  draft?: Draft;
}
