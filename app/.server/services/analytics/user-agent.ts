/**
 * What a page view keeps of the user-agent string (decision 0016): the device class and the
 * browser's name, from ua-parser-js 1.x. The string itself is never stored. A signed-in session's
 * browser and system, as My account lists them (decision 0024), are read the same way.
 */
import UAParser from "ua-parser-js";
import type { Device } from "~/lib/traffic/model";
import { boundedMemo } from "../../bounded-memo";

/** The browsers named in the traffic view; every other one is "Other". */
export const BROWSERS = ["Chrome", "Safari", "Firefox", "Edge", "Opera", "Samsung Internet", "Other"] as const;
export type Browser = (typeof BROWSERS)[number];

export interface AgentTraits {
  device: Device;
  browser: Browser;
}

/** ua-parser's names (mobile and web-view variants included) of the browsers named above. */
function browserOf(name: string | undefined): Browser {
  if (!name) return "Other";
  if (name === "Chrome" || name === "Mobile Chrome" || name === "Chrome WebView" || name === "Chromium") return "Chrome";
  if (name === "Safari" || name === "Mobile Safari") return "Safari";
  if (name.startsWith("Firefox") || name === "Mobile Firefox") return "Firefox";
  if (name === "Edge") return "Edge";
  if (name.startsWith("Opera")) return "Opera";
  if (name === "Samsung Internet") return "Samsung Internet";
  return "Other";
}

/** Systems of desktop and laptop computers: ua-parser names no device type for them. */
const DESKTOP_SYSTEMS = new Set(["Windows", "Mac OS", "macOS", "Linux", "Ubuntu", "Debian", "Fedora", "Chromium OS", "FreeBSD"]);

/** Mobile and tablet as ua-parser says; no type on a desktop system is a desktop; consoles, TVs, watches and the unknown are other. */
function deviceOf(type: string | undefined, system: string | undefined): Device {
  if (type === "mobile" || type === "tablet") return type;
  if (type === undefined && system !== undefined && DESKTOP_SYSTEMS.has(system)) return "desktop";
  return "other";
}

function parse(userAgent: string): AgentTraits {
  const { browser, device, os } = new UAParser(userAgent).getResult();
  return { device: deviceOf(device.type, os.name), browser: browserOf(browser.name) };
}

/** Traits remembered per user agent: visitors' agents repeat, and a parse costs about 40 µs. */
const REMEMBERED_AGENTS = 1_000;

/** The device class and browser of a user-agent string (empty: "other" and "Other"). */
export const agentTraitsOf: (userAgent: string) => AgentTraits = boundedMemo(parse, REMEMBERED_AGENTS);

/** A browser and a system as people name them ("Chrome 124", "Android"), either unknown (null). */
export interface AgentNames {
  browser: string | null;
  system: string | null;
}

/**
 * The browser (by the traffic view's names where it has one) with its major version, and the
 * system without one: browsers freeze the system's version they send (every Mac says 10.15.7,
 * Windows 11 says 10), so it would mislead.
 */
export function agentNamesOf(userAgent: string): AgentNames {
  const { browser, os } = new UAParser(userAgent).getResult();
  const grouped = browserOf(browser.name);
  const name = grouped === "Other" ? browser.name : grouped;
  const major = browser.version?.split(".")[0];
  return {
    browser: name ? [name, major].filter(Boolean).join(" ") : null,
    system: os.name === "Mac OS" ? "macOS" : (os.name ?? null),
  };
}
