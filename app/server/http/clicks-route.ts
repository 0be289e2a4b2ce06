/**
 * POST /api/clicks: the beacon endpoint of link-click analytics. A plain Express route (not a React
 * Router resource route): it is on the hot path of every click and needs no rendering machinery.
 * Answers 204 at once for stored batches and for bots (which are not recorded).
 */
import express, { type ErrorRequestHandler, type Router } from "express";
import { isbot } from "isbot";
import type { AppServices } from "../context";
import { clickBatchSchema, createClickRecorder } from "../services/clicks";

export const CLICK_BODY_LIMIT = "8kb";

export function clicksRouter({ db, rateLimits, logger }: AppServices): Router {
  const router = express.Router();
  const recorder = createClickRecorder(db);
  router.post(
    "/api/clicks",
    // sendBeacon posts text/plain (no CORS preflight); fetch posts JSON.
    express.json({ limit: CLICK_BODY_LIMIT, type: ["application/json", "text/plain"], strict: true }),
    async (req, res) => {
      const userAgent = req.get("User-Agent") ?? "";
      if (isbot(userAgent)) return void res.status(204).end();
      const { allowed, retryAfterSeconds } = await rateLimits.consume("click", req.ip ?? "");
      if (!allowed)
        return void res.status(429).set("Retry-After", String(retryAfterSeconds)).json({ error: "Too many requests" });
      const parsed = clickBatchSchema.safeParse(req.body);
      if (!parsed.success) {
        return void res.status(400).json({
          error: "Invalid click batch",
          issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`),
        });
      }
      try {
        await recorder.record(parsed.data, { ip: req.ip, userAgent });
        res.status(204).end();
      } catch (error) {
        logger.error({ err: error }, "Could not record clicks");
        res.status(503).json({ error: "Clicks could not be stored" });
      }
    },
  );
  const bodyErrors: ErrorRequestHandler = (error, _req, res, next) => {
    const status = (error as { status?: number }).status;
    if (status === 413) return void res.status(413).json({ error: "Click batch too large" });
    if (status === 400) return void res.status(400).json({ error: "Malformed JSON" });
    next(error);
  };
  router.use(bodyErrors);
  return router;
}
