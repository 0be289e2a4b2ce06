/**
 * The contact form's rules, as a plain function so the form can run them in the browser without a
 * schema library; the server applies the very same function. Messages are i18n keys (namespace
 * `contact`, with its prefix, so the form fields can translate them as they are).
 */
import { BASIC_EMAIL_PATTERN, EMAIL_MAX_LENGTH } from "./newsletter";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 150,
  message: 5000,
};

export type ContactInput = Record<ContactField, string>;
export type ContactErrorKey =
  | `contact:form.errors.${ContactField}.${"required" | "tooLong"}`
  | "contact:form.errors.email.invalid";
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** The submitted values, trimmed; a missing field reads as empty. */
export function contactInput(form: FormData): ContactInput {
  const read = (field: ContactField) => {
    const value = form.get(field);
    return typeof value === "string" ? value.trim() : "";
  };
  return { name: read("name"), email: read("email"), subject: read("subject"), message: read("message") };
}

/** The first message of one field, or undefined when it is valid. */
export function contactFieldError(field: ContactField, rawValue: string): ContactErrorKey | undefined {
  const value = rawValue.trim();
  if (value === "") return `contact:form.errors.${field}.required`;
  if (value.length > CONTACT_MAX_LENGTH[field]) return `contact:form.errors.${field}.tooLong`;
  if (field === "email" && !BASIC_EMAIL_PATTERN.test(value)) return "contact:form.errors.email.invalid";
  return undefined;
}

/** Every field's first message; an empty object means the message can be sent. */
export function validateContact(input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = contactFieldError(field, input[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
