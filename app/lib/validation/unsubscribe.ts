/**
 * The newsletter's token forms (docs/product.md section 4, docs/architecture.md, improvement 7): the unsubscribe page's button and
 * the double opt-in confirmation post the token of their emailed link in a hidden field. A token is
 * 32 URL-safe characters; anything longer than SUBSCRIPTION_TOKEN_MAX_LENGTH is no token of ours.
 */
import * as z from "zod";
import { requiredText } from "./rules";

export const SUBSCRIPTION_TOKEN_MAX_LENGTH = 100;

/** The message of a missing, malformed or unknown unsubscribe token (the page's "link no longer valid"). */
export const UNSUBSCRIBE_INVALID = "subscription:unsubscribe.invalid";
export const CONFIRM_INVALID = "subscription:confirm.invalid";

const token = (message: string) => requiredText(SUBSCRIPTION_TOKEN_MAX_LENGTH, { required: message, tooLong: message });

export const unsubscribeSchema = z.object({ token: token(UNSUBSCRIBE_INVALID) });
export const confirmSubscriptionSchema = z.object({ token: token(CONFIRM_INVALID) });

export type SubscriptionToken = z.output<typeof unsubscribeSchema>;
