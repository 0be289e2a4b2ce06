/**
 * The fields of the passkey forms (decision 0023): a passkey's name, which staff choose, and the
 * browser's answer to a ceremony, which travels as JSON in one field and whose shape only the
 * server judges (app/.server/services/passkeys.ts).
 */
import * as z from "zod";
import { requiredText } from "./rules";

export const PASSKEY_NAME_MAX_LENGTH = 60;
/** Far above a real answer ("none" attestation: a few hundred bytes), far below the body limit. */
const CEREMONY_ANSWER_MAX_LENGTH = 32_000;
/** Passkey ids are Better Auth's; anything longer is not one. */
const PASSKEY_ID_MAX_LENGTH = 100;

export const passkeyName = () =>
  requiredText(PASSKEY_NAME_MAX_LENGTH, {
    required: "admin-account:passkeys.errors.nameRequired",
    tooLong: "admin-account:passkeys.errors.nameTooLong",
  });

export const passkeyId = () =>
  z
    .string({ error: "admin-account:passkeys.errors.notFound" })
    .min(1, "admin-account:passkeys.errors.notFound")
    .max(PASSKEY_ID_MAX_LENGTH, "admin-account:passkeys.errors.notFound");

export const ceremonyAnswer = () =>
  z
    .string({ error: "auth:passkey.notAccepted" })
    .min(1, "auth:passkey.notAccepted")
    .max(CEREMONY_ANSWER_MAX_LENGTH, "auth:passkey.notAccepted");

/** /admin/login's passkey sign-in: the browser's signed answer to the challenge it was given. */
export const passkeySignInSchema = z.object({ response: ceremonyAnswer() });

/** My account's new passkey, as the browser checks it before the ceremony starts. */
export const passkeyNameSchema = z.object({ name: passkeyName() });
