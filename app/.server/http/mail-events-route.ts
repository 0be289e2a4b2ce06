/**
 * POST /api/mail-events/{ses,sendgrid,postmark,mailgun}: the providers' bounce and complaint
 * webhooks (decision 0025), served in front of Express (see ./app.ts) since they need no routing
 * or rendering and must read the exact bytes their signatures are over. Each body is read once,
 * bounded, and handed to the receiver (services/mail/events), which verifies it by its provider's
 * scheme and keeps its events. A provider left unconfigured is absent: 404. Answers: 200 for a
 * verified post (with or without an event in it), 401 without a signature or credentials, 403 with
 * a wrong, stale or replayed one, 400 for a body that cannot be read, 413 over the limit, 405 for
 * another method, 503 only while the database is away; nothing of a refused post is kept.
 * Refusals count against the client's address (RATE_LIMIT_MAIL_EVENTS); accepted posts never
 * do, so a provider's burst of bounces after a large campaign is not turned away.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppServices } from "../context";
import type { SnsRemote } from "../services/mail";
import { isMailEventProvider, type MailEventProvider, mailEventReceiver, type Refusal } from "../services/mail";
import { WebhookRuns } from "../services/operations";
import { HttpError } from "./boundary";
import { sendJson as reply } from "./node-io";
import { readBody } from "./request-body";

export const MAIL_EVENTS_PATH = "/api/mail-events/";
/** An SNS message is at most 256 KB; SendGrid posts its batches at up to 768 KB. */
export const MAIL_EVENT_BODY_LIMIT_BYTES = 1024 * 1024;

export interface MailEventsOptions {
  clientIpOf: (req: IncomingMessage) => string;
  /** Where SNS's certificates and confirmations are fetched; tests supply their own. */
  sns?: SnsRemote;
  /** The clock signatures' freshness is judged by. */
  now?: () => Date;
}

const REFUSAL_WORDS: Record<Refusal["status"], string> = {
  400: "The body could not be read",
  401: "A signature or credentials are required",
  403: "The signature or credentials are not valid",
  413: "The body is too large",
};

export function mailEventsEndpoint(
  services: Pick<AppServices, "config" | "database" | "rateLimits" | "logger">,
  { clientIpOf, sns, now }: MailEventsOptions,
) {
  const { config, database, rateLimits, logger } = services;
  const receiver = mailEventReceiver({ db: database.db, settings: config.mailEvents, sns, now });
  const runs = new WebhookRuns(database.db, logger);

  async function refuse(res: ServerResponse, provider: MailEventProvider, ip: string, { status, reason }: Refusal) {
    // Not above debug: forged posts could flood the log; the system page keeps the last refusal.
    logger.debug({ provider, status, reason }, "Mail event post refused");
    await rateLimits.penalize("mailEvent", ip);
    await runs.note(provider, reason);
    // Postmark posts its credentials when asked for them, as browsers do.
    const challenge: HeadersInit =
      status === 401 && provider === "postmark" ? { "WWW-Authenticate": 'Basic realm="mail-events"' } : {};
    reply(res, status, { error: REFUSAL_WORDS[status] }, challenge);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, provider: MailEventProvider) {
    const ip = clientIpOf(req);
    const { allowed, retryAfterSeconds } = await rateLimits.check("mailEvent", ip);
    if (!allowed) {
      req.resume();
      return reply(res, 429, { error: "Too many refused requests" }, { "Retry-After": String(retryAfterSeconds) });
    }
    let body: Buffer;
    try {
      body = await readBody(req, MAIL_EVENT_BODY_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof HttpError && error.status === 413)
        return refuse(res, provider, ip, { status: 413, reason: "tooLarge" });
      throw error;
    }
    const outcome = await receiver.receive(provider, { headers: req.headers, body });
    if (!outcome.accepted) return refuse(res, provider, ip, outcome.refusal);
    await runs.note(provider, outcome.failure);
    reply(res, 200, { accepted: true, recorded: outcome.recorded });
  }

  /** Takes the paths of the four providers and returns true; false for any other request, and reads of an unconfigured one. */
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (!pathname.startsWith(MAIL_EVENTS_PATH)) return false;
    const provider = pathname.slice(MAIL_EVENTS_PATH.length);
    if (!isMailEventProvider(provider)) return false;
    if (!receiver.configured(provider)) {
      // Absent: a read gets the not-found page any unknown path gets; a post, 404 without its body read.
      if (req.method !== "POST") return false;
      req.resume();
      reply(res, 404, { error: "Not found" });
      return true;
    }
    if (req.method !== "POST") {
      reply(res, 405, { error: "Method not allowed" }, { Allow: "POST" });
      return true;
    }
    handle(req, res, provider).catch((error: unknown) => {
      logger.error({ err: error, provider }, "A mail event webhook could not be stored");
      if (!res.headersSent) reply(res, 503, { error: "The events could not be stored" }, { "Retry-After": "5" });
    });
    return true;
  };
}
