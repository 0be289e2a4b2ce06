/**
 * POST /api/views: the beacon of visitor analytics (decision 0016), served in front of Express (see
 * ./app.ts) like the click beacon. The browser posts the page it shows after each render; this
 * checks it is a public page of the site, derives what a view keeps (the daily visitor id, device,
 * browser, country, source) and stores it with the views of the same turn. The address and the
 * user-agent string are used here and never stored. Bots and signed-in staff are answered 204 and
 * not counted. Refusals are 4xx with a JSON `{error}`; a failure to store is 503.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
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
import { parseBeacon, readBeaconText } from "./beacon-body";
import { botJudge } from "./bot-judge";
import { HttpError } from "./boundary";
import { canonicalPath } from "./canonical-path";
import { sendJson as reply } from "./node-io";

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

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const read = await readBeaconText(req, VIEW_BODY_LIMIT_BYTES, "Page view too large");
    if ("refusal" in read) return reply(res, read.refusal.status, read.refusal.body);
    const userAgent = req.headers["user-agent"] ?? "";
    if (isBot(userAgent) || isStaff(req.headers.cookie)) return reply(res, 204);
    const ip = clientIpOf(req);
    const { allowed, retryAfterSeconds } = await rateLimits.consume("view", ip);
    if (!allowed) return reply(res, 429, { error: "Too many page views" }, { "Retry-After": String(retryAfterSeconds) });
    const parsed = parseBeacon(read.text, pageViewSchema, "Invalid page view");
    if ("refusal" in parsed) return reply(res, parsed.refusal.status, parsed.refusal.body);
    if (!(await isCountedPage(parsed.data.path, isPublicPage))) {
      return reply(res, 400, { error: "Not a page of the site" });
    }
    try {
      await store(req, parsed.data, ip, userAgent);
      reply(res, 204);
    } catch (error) {
      logger.error({ err: error }, "Could not record a page view");
      reply(res, 503, { error: "The page view could not be stored" });
    }
  }

  /** Takes POST /api/views and returns true; returns false for any other request. */
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (pathname !== VIEWS_PATH || req.method !== "POST") return false;
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error }, "View beacon failed");
      if (!res.headersSent) reply(res, 503, { error: "The page view could not be stored" });
    });
    return true;
  };
}
