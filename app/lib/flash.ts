/**
 * One-shot messages that survive a redirect (a successful login lands on another page): the
 * server sets a short-lived cookie naming the message, the next page shows it as a toast and
 * clears it. Texts live in the `common` namespace, which every page loads.
 */
import { readCookie } from "~/i18n/languages";

export const FLASH_COOKIE = "flash";
export const FLASH_MESSAGES = ["adminLogin", "signedIn", "signedOut"] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

export function flashCookie(message: FlashMessage): string {
  return `${FLASH_COOKIE}=${message}; Path=/; Max-Age=60; SameSite=Lax`;
}

/** Reads and clears the flash cookie in the browser. */
export function takeFlash(): FlashMessage | undefined {
  const value = readCookie(document.cookie, FLASH_COOKIE);
  if (!value) return undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: clearing our own one-shot cookie; the Cookie Store API is not in every supported browser.
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return (FLASH_MESSAGES as readonly string[]).includes(value) ? (value as FlashMessage) : undefined;
}
