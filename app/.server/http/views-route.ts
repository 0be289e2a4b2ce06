/**
 * POST /api/views: the beacon of visitor analytics (decision 0016), handled as ./beacon-route.ts
 * handles both beacons. The browser posts the page it shows after each render; this checks it is a
 * public page of the site, derives what a view keeps (the daily visitor id, device, browser,
 * country, source) and stores it with the views of the same turn. The address and the user-agent
 * string are used here and never stored. Bots and signed-in staff are answered 204 and not counted.
 * Refusals are 4xx with a JSON `{error}`; a failure to store is 503.
 */
import type { IncomingMessage } from "node:http";
import { isPreferencePath } from "~/i18n/paths";
import { carriesSession, sessionCookieName } from "../auth/auth";
import type { AppServices } from "../context";
import {
  agentTraitsOf,
  countryOfHeader,
  countryOfIp,
  createPageViewRecorder,
  type PageView,
  pageViewRow,
  pageViewSchema,
  siteHostOf,
  todaySalt,
  visitorIdOf,
} from "../services/analytics";
import { beaconRoute } from "./beacon-route";
import { botJudge } from "./bot-judge";
import { HttpError } from "./boundary";
import { canonicalPath } from "./canonical-path";

export const VIEWS_PATH = "/api/views";
/** A view is a path, a query and a referrer: far less than this. */
export const VIEW_BODY_LIMIT_BYTES = 2 * 1024;

export interface ViewBeaconOptions {
  clientIpOf: (req: IncomingMessage) => string;
  /** True for a page of the public site (route-match.ts `publicPagesOf`); in development it awaits the current build. */
  isPublicPage: (path: string) => boolean | Promise<boolean>;
  /** The clock; tests move it across midnight. */
  now?: () => Date;
}

type Services = Pick<AppServices, "config" | "database" | "rateLimits" | "logger" | "auth">;

/** The host part of a Host header (`example.com:8080` -> `example.com`, `[::1]:80` -> `[::1]`). */
const hostnameOf = (host: string | undefined) => host?.replace(/:\d*$/, "").toLowerCase() ?? "";

/** Whether a path is canonical and a public page: not the admin area, the API, nor one only the not-found page matches. */
async function isCountedPage(path: string, isPublicPage: ViewBeaconOptions["isPublicPage"]): Promise<boolean> {
  try {
    if (canonicalPath(path) !== path) return false;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
  return !isPreferencePath(path) && (await isPublicPage(path));
}

export function viewBeacon(services: Services, { clientIpOf, isPublicPage, now = () => new Date() }: ViewBeaconOptions) {
  const { config, database, rateLimits, logger } = services;
  const recorder = createPageViewRecorder(database.db);
  const isBot = botJudge();
  const sessionCookie = sessionCookieName(services.auth);
  const siteHost = siteHostOf(config.publicUrl);
  const countryHeader = config.analytics.countryHeader;
  let countryFailureLogged = false;

  /** Signed-in staff browsing their own site are not visitors. */
  const isStaff = (cookies: string | undefined) => carriesSession(cookies, sessionCookie);

  function countryOf(req: IncomingMessage, ip: string): string | null {
    if (countryHeader) {
      const value = req.headers[countryHeader];
      return countryOfHeader(Array.isArray(value) ? value[0] : value);
    }
    try {
      return countryOfIp(ip);
    } catch (error) {
      // The views are worth more than their country: stored without it, and said once.
      if (!countryFailureLogged)
        logger.error({ err: error }, "The country database could not be read; views are stored without a country");
      countryFailureLogged = true;
      return null;
    }
  }

  async function store(req: IncomingMessage, view: PageView, ip: string, userAgent: string) {
    const at = now();
    const salt = await todaySalt(database.db, at);
    const traits = agentTraitsOf(userAgent);
    const visitor = {
      visitorId: visitorIdOf(salt, siteHost, ip, userAgent),
      device: traits.device,
      browser: traits.browser,
      country: countryOf(req, ip),
    };
    const siteHosts = [siteHost, hostnameOf(req.headers.host)];
    await recorder.record(pageViewRow(view, visitor, siteHosts, at));
  }

  return beaconRoute({ rateLimits, logger }, clientIpOf, {
    path: VIEWS_PATH,
    bodyLimitBytes: VIEW_BODY_LIMIT_BYTES,
    skip: (req, userAgent) => isBot(userAgent) || isStaff(req.headers.cookie),
    limit: "view",
    schema: pageViewSchema,
    refuse: async (view) => ((await isCountedPage(view.path, isPublicPage)) ? undefined : "Not a page of the site"),
    store: (req, view, { ip, userAgent }) => store(req, view, ip, userAgent),
    errors: { tooLarge: "Page view too large", tooMany: "Too many page views", invalid: "Invalid page view" },
    storeFailed: { log: "Could not record a page view", error: "The page view could not be stored" },
    failed: { log: "View beacon failed", status: 503, error: "The page view could not be stored" },
  });
}
