/**
 * What a page view keeps of the user-agent string (decision 0016): the device class and the
 * browser's name, from ua-parser-js 1.x. The string itself is never stored.
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
