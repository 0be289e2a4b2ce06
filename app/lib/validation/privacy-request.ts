/**
 * The privacy request form (decision 0041): an address and what is asked for it, a copy or an
 * erasure. The same schema in the browser and on the server; messages are keys of the
 * `privacy-request` namespace.
 */
import * as z from "zod";
import { PRIVACY_REQUEST_KINDS } from "~/lib/privacy/requests";
import { emailAddress, oneOf } from "./rules";

const message = (key: string) => `privacy-request:errors.${key}`;

export const privacyRequestSchema = z.object({
  email: emailAddress({ required: message("emailRequired"), invalid: message("emailInvalid") }),
  kind: oneOf(PRIVACY_REQUEST_KINDS, message("kindRequired")),
});

export type PrivacyRequestForm = z.output<typeof privacyRequestSchema>;
