/**
 * The browser's half of a passkey ceremony (decision 0023), loaded only when staff start one: the
 * WebAuthn call on the server's options, its answer as the JSON the server reads, or why it did
 * not happen in words staff can act on.
 */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";

/** `cancelled`: dismissed or timed out; `alreadyAdded`: this authenticator holds one for the account already. */
export type CeremonyFailure = "cancelled" | "alreadyAdded" | "unsupported" | "failed";

export type CeremonyOutcome = { ok: true; response: string } | { ok: false; failure: CeremonyFailure };

function failureOf(error: unknown): CeremonyFailure {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return "cancelled";
  if (name === "InvalidStateError") return "alreadyAdded";
  if (name === "NotSupportedError") return "unsupported";
  return "failed";
}

export async function runCeremony(
  ceremony: "register" | "authenticate",
  options: PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON,
): Promise<CeremonyOutcome> {
  try {
    const response =
      ceremony === "register"
        ? await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON })
        : await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
    return { ok: true, response: JSON.stringify(response) };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}
