/**
 * POST /api/clicks: the beacon endpoint of link-click analytics. Served in front of Express (see
 * ./app.ts): it is on the hot path of every click and needs neither routing nor rendering.
 * Answers 204 once a batch is stored, and for bots, whose clicks are not recorded but counted per
 * day for the dashboard's filtered traffic.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppServices } from "../context";
import { clickBatchSchema, createClickRecorder, filteredCounter } from "../services/analytics";
import { parseBeacon, readBeaconText } from "./beacon-body";
import { botJudge } from "./bot-judge";
import { sendJson as reply } from "./node-io";

export const CLICK_BODY_LIMIT_BYTES = 8 * 1024;

export const CLICKS_PATH = "/api/clicks";

export function clickBeacon(
  { database, rateLimits, logger }: Pick<AppServices, "database" | "rateLimits" | "logger">,
  clientIpOf: (req: IncomingMessage) => string,
) {
  const recorder = createClickRecorder(database.db);
  const isBot = botJudge();
  const botClicks = filteredCounter(database.db, logger);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const read = await readBeaconText(req, CLICK_BODY_LIMIT_BYTES, "Click batch too large");
    if ("refusal" in read) return reply(res, read.refusal.status, read.refusal.body);
    const userAgent = req.headers["user-agent"] ?? "";
    if (isBot(userAgent)) {
      await botClicks.count("botClick");
      return reply(res, 204);
    }
    const ip = clientIpOf(req);
    const { allowed, retryAfterSeconds } = await rateLimits.consume("click", ip);
    if (!allowed) return reply(res, 429, { error: "Too many requests" }, { "Retry-After": String(retryAfterSeconds) });
    const parsed = parseBeacon(read.text, clickBatchSchema, "Invalid click batch");
    if ("refusal" in parsed) return reply(res, parsed.refusal.status, parsed.refusal.body);
    try {
      await recorder.record(parsed.data, { ip, userAgent });
      reply(res, 204);
    } catch (error) {
      logger.error({ err: error }, "Could not record clicks");
      reply(res, 503, { error: "Clicks could not be stored" });
    }
  }

  /** Takes POST /api/clicks and returns true; returns false for any other request. */
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (pathname !== CLICKS_PATH || req.method !== "POST") return false;
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error }, "Click beacon failed");
      if (!res.headersSent) reply(res, 500, { error: "Unexpected error" });
    });
    return true;
  };
}
