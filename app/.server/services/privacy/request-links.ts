/**
 * The two private links of a privacy request (decision 0041): the confirmation link that proves
 * the address, and the link the copy is downloaded from. Each carries 32 random bytes in hex (page
 * paths are lower case); the database keeps only their sha256, so a copied database opens nothing.
 */
import { createHash, randomBytes } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { localizePath } from "~/i18n/paths";

/** The request page; the confirmation and download links live under it. */
export const PRIVACY_REQUEST_PATH = "/privacy/request";
export const PRIVACY_CONFIRM_PATH = `${PRIVACY_REQUEST_PATH}/confirm`;
export const PRIVACY_COPY_PATH = `${PRIVACY_REQUEST_PATH}/copy`;

/** The shape of a token a link may carry: 32 random bytes in hex. */
export const PRIVACY_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/** How long a confirmation link works: long enough for a slow inbox, short enough to be forgotten. */
export const CONFIRM_LINK_HOURS = 48;

/** How long the copy can be downloaded once staff send it (time-boxed, any number of downloads). */
export const COPY_LINK_DAYS = 7;

export const newPrivacyToken = (): string => randomBytes(32).toString("hex");

export const hashPrivacyToken = (token: string): string => createHash("sha256").update(token).digest("hex");

export function privacyConfirmUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizePath(`${PRIVACY_CONFIRM_PATH}/${token}`, language)}`;
}

export function privacyCopyUrl(publicUrl: string, token: string, language: Language): string {
  return `${publicUrl}${localizePath(`${PRIVACY_COPY_PATH}/${token}`, language)}`;
}
