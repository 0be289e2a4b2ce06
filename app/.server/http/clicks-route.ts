/**
 * POST /api/clicks: the beacon endpoint of link-click analytics, handled as ./beacon-route.ts
 * handles both beacons. Answers 204 once a batch is stored, and for bots, whose clicks are not
 * recorded but counted per day for the dashboard's filtered traffic.
 */
import type { IncomingMessage } from "node:http";
import type { AppServices } from "../context";
import { clickBatchSchema, createClickRecorder, filteredCounter } from "../services/analytics";
import { beaconRoute } from "./beacon-route";
import { botJudge } from "./bot-judge";

export const CLICK_BODY_LIMIT_BYTES = 8 * 1024;

export const CLICKS_PATH = "/api/clicks";

export function clickBeacon(
  { database, rateLimits, logger }: Pick<AppServices, "database" | "rateLimits" | "logger">,
  clientIpOf: (req: IncomingMessage) => string,
) {
  const recorder = createClickRecorder(database.db);
  const isBot = botJudge();
  const botClicks = filteredCounter(database.db, logger);

  return beaconRoute({ rateLimits, logger }, clientIpOf, {
    path: CLICKS_PATH,
    bodyLimitBytes: CLICK_BODY_LIMIT_BYTES,
    async skip(_req, userAgent) {
      if (!isBot(userAgent)) return false;
      await botClicks.count("botClick");
      return true;
    },
    limit: "click",
    schema: clickBatchSchema,
    store: (_req, batch) => recorder.record(batch),
    errors: { tooLarge: "Click batch too large", tooMany: "Too many requests", invalid: "Invalid click batch" },
    storeFailed: { log: "Could not record clicks", error: "Clicks could not be stored" },
    failed: { log: "Click beacon failed", status: 500, error: "Unexpected error" },
  });
}
