/**
 * The strength rule a chosen password passes, as the admin schemas call it. Until the password
 * rule of ./password.ts is a zod rule (being converted elsewhere), it delegates to `passwordError`;
 * at merge this module gives way to that rule.
 */
import { passwordError } from "./password";

/** The message (an i18n key of `admin`) that refuses `password`, or undefined when it passes. */
export const newPassword = (password: string, email = ""): string | undefined => passwordError(password, email);
