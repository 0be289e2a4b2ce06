/**
 * The handling both analytics beacons (link clicks, page views) share, served in front of Express
 * (see ./app.ts): they are on the hot path of every page and need neither routing nor rendering.
 * A POST to the beacon's path is read and bounded, answered 204 unstored when it is not to be
 * counted (bots, say), limited per address, parsed by the beacon's schema, then stored. Refusals are
 * 4xx with a JSON `{error}`; a failure to store is 503 and is logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { z } from "zod";
import type { AppServices } from "../context";
import { parseBeacon, readBeaconText } from "./beacon-body";
import { sendJson as reply } from "./node-io";
import type { LimitedAction } from "./rate-limit";

/** What the posting visitor is known by while the post is handled; neither is kept as it is. */
export interface BeaconVisitor {
  ip: string;
  userAgent: string;
}

/** A beacon's parts, in the order its handler uses them; then what it says when it refuses or fails. */
export interface Beacon<Schema extends z.ZodType> {
  path: string;
  bodyLimitBytes: number;
  /** True for a post that is answered 204 and not stored (it may be counted otherwise). */
  skip: (req: IncomingMessage, userAgent: string) => boolean | Promise<boolean>;
  /** The rate limit each address's posts count against. */
  limit: LimitedAction;
  schema: Schema;
  /** Why a valid body is refused all the same (a 400), if it is. */
  refuse?: (data: z.output<Schema>) => Promise<string | undefined>;
  store: (req: IncomingMessage, data: z.output<Schema>, visitor: BeaconVisitor) => Promise<void>;
  /** The `{error}` of an oversized body, of too many posts, of a body the schema refuses. */
  errors: { tooLarge: string; tooMany: string; invalid: string };
  /** What is logged and answered (503) when storing fails. */
  storeFailed: { log: string; error: string };
  /** What is logged and answered when anything else fails. */
  failed: { log: string; status: number; error: string };
}

/** The beacon's request handler: takes a POST to its path and returns true; returns false for any other request. */
export function beaconRoute<Schema extends z.ZodType>(
  { rateLimits, logger }: Pick<AppServices, "rateLimits" | "logger">,
  clientIpOf: (req: IncomingMessage) => string,
  beacon: Beacon<Schema>,
) {
  const { errors } = beacon;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const read = await readBeaconText(req, beacon.bodyLimitBytes, errors.tooLarge);
    if ("refusal" in read) return reply(res, read.refusal.status, read.refusal.body);
    const userAgent = req.headers["user-agent"] ?? "";
    if (await beacon.skip(req, userAgent)) return reply(res, 204);
    const ip = clientIpOf(req);
    const { allowed, retryAfterSeconds } = await rateLimits.consume(beacon.limit, ip);
    if (!allowed) return reply(res, 429, { error: errors.tooMany }, { "Retry-After": String(retryAfterSeconds) });
    const parsed = parseBeacon(read.text, beacon.schema, errors.invalid);
    if ("refusal" in parsed) return reply(res, parsed.refusal.status, parsed.refusal.body);
    const refused = await beacon.refuse?.(parsed.data);
    if (refused) return reply(res, 400, { error: refused });
    try {
      await beacon.store(req, parsed.data, { ip, userAgent });
      reply(res, 204);
    } catch (error) {
      logger.error({ err: error }, beacon.storeFailed.log);
      reply(res, 503, { error: beacon.storeFailed.error });
    }
  }

  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (pathname !== beacon.path || req.method !== "POST") return false;
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error }, beacon.failed.log);
      if (!res.headersSent) reply(res, beacon.failed.status, { error: beacon.failed.error });
    });
    return true;
  };
}
