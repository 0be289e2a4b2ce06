/**
 * The Reply-To of a staff notification: the visitor's address, or nothing. One plain address only:
 * no display name, no list, no line break or other control character, nothing a mail program could
 * read as a second address or a second header. The form schemas already refuse most of this; this
 * is the last check before the outbox stores it, and nodemailer encodes the field itself.
 */
import { EMAIL_MAX_LENGTH } from "~/lib/validation/limits";

/** Characters of an address that are never part of one the forms accept (spaces and controls included). */
const ADDRESS_PART = String.raw`[^\s\x00-\x1f\x7f@,;:<>()\[\]\\"]+`;
const SINGLE_ADDRESS = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`, "u");

export function replyToAddress(value: string | null | undefined): string | undefined {
  if (typeof value !== "string" || value.length > EMAIL_MAX_LENGTH) return undefined;
  return SINGLE_ADDRESS.test(value) ? value : undefined;
}
