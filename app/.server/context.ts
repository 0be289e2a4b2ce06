import type { Auth } from "./auth/auth";
import type { Config } from "./config";
import type { Database } from "./db";
import type { RateLimits } from "./http/rate-limit";
import type { PostedForm } from "./http/request-body";
import type { Logger } from "./logger";
import type { RedisStatus } from "./redis-status";

/** What every loader and action receives from the Express entry (no module-level singletons). */
export interface AppServices {
  config: Config;
  database: Database;
  logger: Logger;
  rateLimits: RateLimits;
  auth: Auth;
  /** Wakes the email outbox worker after a request has queued mail. */
  kickOutbox: () => void;
  /** Wakes the campaign sender after a send was started, resumed or scheduled. */
  kickCampaigns: () => void;
  /** How this instance's Redis connection stands now (the system page). */
  redisStatus: () => RedisStatus;
}

export interface AppRequestContext extends AppServices {
  /** The anonymous public page cache (production only); cleared when settings change. */
  pageCache?: { clear(): void };
  /** The request's id, as its X-Request-Id header and its log lines carry it. */
  requestId: string;
  /** Per-request Content-Security-Policy nonce for the inline scripts React Router emits. */
  nonce: string;
  /** The visitor's address (behind trusted proxies, the forwarded one). Never stored raw. */
  clientIp: string;
  /** A POST's form, read and decoded once at the edge (http/request-body.ts); actions take it from here. */
  posted?: PostedForm;
}

declare module "react-router" {
  interface AppLoadContext extends AppRequestContext {}
}
