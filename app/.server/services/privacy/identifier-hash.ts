/**
 * A keyed hash of a person's identifier (decision 0040): HMAC-SHA256 over the normalized email
 * address or phone, under a key derived by HKDF from the server's AUTH_SECRET with an info string
 * of its own. The key lives only in the environment, never in the database a backup holds, so a
 * stolen backup's hashes cannot be tested against guessed addresses. Rotating AUTH_SECRET changes
 * the key: the ledger and hashed suppressions then match nobody until re-keyed (docs/operations.md).
 */
import { createHmac, hkdfSync } from "node:crypto";

export type IdentifierKind = "email" | "phone";

/** Separates this key from every other use of AUTH_SECRET (sessions, cookies). */
const KEY_INFO = "crestway/privacy/identifier-hash/v1";
const KEY_BYTES = 32;

/** The HMAC key, derived from the server's secret; held in memory only. */
export interface IdentifierKey {
  readonly bytes: Buffer;
}

export function identifierKey(authSecret: string): IdentifierKey {
  if (!authSecret) throw new Error("The identifier hash needs AUTH_SECRET.");
  return { bytes: Buffer.from(hkdfSync("sha256", authSecret, Buffer.alloc(0), KEY_INFO, KEY_BYTES)) };
}

/** Hex HMAC of an identifier already normalized (normalizeIdentifier); the kind is hashed too. */
export function hashIdentifier(key: IdentifierKey, kind: IdentifierKind, normalized: string): string {
  return createHmac("sha256", key.bytes).update(`${kind}:${normalized}`).digest("hex");
}

/**
 * The server's key, installed once where the configuration is read (the server's start, the
 * restore command, the tests' setup), for the checks that run deep inside the mail senders.
 */
let installed: IdentifierKey | undefined;

export function installIdentifierKey(authSecret: string): IdentifierKey {
  installed = identifierKey(authSecret);
  return installed;
}

/** The installed key; a process that never installed one fails loudly rather than mail an erased address. */
export function installedIdentifierKey(): IdentifierKey {
  if (!installed) throw new Error("No identifier key is installed: call installIdentifierKey(config.authSecret) at start.");
  return installed;
}
