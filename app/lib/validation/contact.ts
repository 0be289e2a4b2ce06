/**
 * The contact form (docs/product.md sections 3 and 4): name, email address, subject and message, each
 * required. Messages are i18n keys of the `contact` namespace.
 */
import * as z from "zod";
import { CONTACT_MAX_LENGTH } from "./limits";
import { emailAddress, requiredText } from "./rules";

const messagesOf = (field: keyof typeof CONTACT_MAX_LENGTH) => ({
  required: `contact:form.errors.${field}.required`,
  tooLong: `contact:form.errors.${field}.tooLong`,
});

export const contactSchema = z.object({
  name: requiredText(CONTACT_MAX_LENGTH.name, messagesOf("name")),
  email: emailAddress({ required: "contact:form.errors.email.required", invalid: "contact:form.errors.email.invalid" }),
  subject: requiredText(CONTACT_MAX_LENGTH.subject, messagesOf("subject")),
  message: requiredText(CONTACT_MAX_LENGTH.message, messagesOf("message")),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
