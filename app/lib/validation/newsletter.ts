/**
 * The newsletter's email rule (spec section 5), as a plain function so the footer form can run it
 * in the browser without shipping a schema library; the server applies the very same function.
 * Messages are i18n keys (namespace common) whose English text is the spec's exact wording.
 */

/** No spaces, one @, a dot in the domain. */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export type NewsletterEmailError = "newsletter.errors.required" | "newsletter.errors.invalid";

/** Stored form of an address: trimmed and lowercased (spec section 3). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The first message for the email field, or undefined when it is valid. */
export function newsletterEmailError(email: string): NewsletterEmailError | undefined {
  const normalized = normalizeEmail(email);
  if (normalized === "") return "newsletter.errors.required";
  if (normalized.length > EMAIL_MAX_LENGTH || !BASIC_EMAIL_PATTERN.test(normalized)) return "newsletter.errors.invalid";
  return undefined;
}
