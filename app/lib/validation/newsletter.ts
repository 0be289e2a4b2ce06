/**
 * The newsletter sign-up (docs/product.md section 5): one email address. Messages are i18n keys of the
 * `common` namespace whose English text is docs/product.md's exact wording.
 */
import * as z from "zod";
import { emailAddress } from "./rules";

export const newsletterSchema = z.object({
  email: emailAddress({ required: "newsletter.errors.required", invalid: "newsletter.errors.invalid" }),
});

export type NewsletterSignUp = z.output<typeof newsletterSchema>;
