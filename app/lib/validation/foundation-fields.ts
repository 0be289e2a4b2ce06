/**
 * Field rules shared by the foundation's volunteer and donation forms. Plain functions, no schema
 * library: the browser runs them before submitting and the server applies the very same rules.
 * Messages are i18n keys in the `foundation` namespace, prefixed so any component can translate them.
 */
import { BASIC_EMAIL_PATTERN, EMAIL_MAX_LENGTH, normalizeEmail } from "./newsletter";

export const FULL_NAME_MAX_LENGTH = 100;
export const MESSAGE_MAX_LENGTH = 2000;
/** Digits with optional +, spaces, dots, dashes and parentheses; 7 to 15 digits (E.164 allows 15). */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export const errorKey = (name: string) => `foundation:form.errors.${name}` as const;

/** The trimmed text value of a form field ("" when absent or a file). */
export function textOf(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}

export function fullNameError(fullName: string): string | undefined {
  if (fullName === "") return errorKey("fullNameRequired");
  if (fullName.length > FULL_NAME_MAX_LENGTH) return errorKey("fullNameTooLong");
  return undefined;
}

export function emailError(email: string): string | undefined {
  const normalized = normalizeEmail(email);
  if (normalized === "") return errorKey("emailRequired");
  if (normalized.length > EMAIL_MAX_LENGTH || !BASIC_EMAIL_PATTERN.test(normalized)) return errorKey("emailInvalid");
  return undefined;
}

/** The phone number is optional; when given it must look like one. */
export function optionalPhoneError(phone: string): string | undefined {
  if (phone === "") return undefined;
  const digits = phone.replace(/\D/g, "").length;
  if (!PHONE_PATTERN.test(phone) || digits < 7 || digits > 15) return errorKey("phoneInvalid");
  return undefined;
}

export function messageLengthError(message: string): string | undefined {
  return message.length > MESSAGE_MAX_LENGTH ? errorKey("messageTooLong") : undefined;
}

/** Drops the fields without an error, so an empty object means the form is valid. */
export function compactErrors<Field extends string>(errors: Record<Field, string | undefined>): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const [field, error] of Object.entries(errors) as Array<[Field, string | undefined]>) {
    if (error) result[field] = error;
  }
  return result;
}
