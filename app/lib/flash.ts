/**
 * One-shot messages that survive a redirect (a successful login lands on another page): the
 * server sets a short-lived cookie naming the message, the next page shows it as a toast and
 * clears it. Texts live in the `common` namespace, which every page loads.
 */
export const FLASH_COOKIE = "flash";
export const FLASH_MESSAGES = ["adminLogin", "signedIn", "signedOut"] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

export function flashCookie(message: FlashMessage): string {
  return `${FLASH_COOKIE}=${message}; Path=/; Max-Age=60; SameSite=Lax`;
}

/**
 * The flash cookie's value in `document.cookie`. Its values are plain words, so a split does what
 * the `cookie` package does on the server, without shipping that package to the browser (decision 0009).
 */
function flashValue(): string | undefined {
  for (const pair of document.cookie.split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === FLASH_COOKIE) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/** Reads and clears the flash cookie in the browser. */
export function takeFlash(): FlashMessage | undefined {
  const value = flashValue();
  if (!value) return undefined;
  // biome-ignore lint/suspicious/noDocumentCookie: clearing our own one-shot cookie; the Cookie Store API is not in every supported browser.
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return (FLASH_MESSAGES as readonly string[]).includes(value) ? (value as FlashMessage) : undefined;
}
