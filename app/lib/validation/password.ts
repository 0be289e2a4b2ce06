/**
 * The password strength rule for every password a person chooses (setup, invitations, resets,
 * changes): at least 10 characters with a letter and a digit, and not the email address itself.
 * Messages are i18n keys of the `admin` namespace.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordErrorKey =
  | "admin:password.required"
  | "admin:password.tooShort"
  | "admin:password.tooLong"
  | "admin:password.needsLetterAndDigit"
  | "admin:password.sameAsEmail";

export function passwordError(password: string, email = ""): PasswordErrorKey | undefined {
  if (password === "") return "admin:password.required";
  if (password.length < PASSWORD_MIN_LENGTH) return "admin:password.tooShort";
  if (password.length > PASSWORD_MAX_LENGTH) return "admin:password.tooLong";
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return "admin:password.needsLetterAndDigit";
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return "admin:password.sameAsEmail";
  return undefined;
}
