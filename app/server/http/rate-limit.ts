/**
 * Per-IP limits for the visitor write paths (design.md item 9). In memory for one instance; in
 * Redis when REDIS_URL is set, so every instance counts against the same budget.
 */
import type { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";

export type LimitedAction = "form" | "click" | "signIn";

export interface RateLimits {
  /** Counts one request of `action` from `ip`; false when the budget is spent. */
  consume(action: LimitedAction, ip: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export interface RateLimitBudget {
  points: number;
  durationSeconds: number;
}

export function createRateLimits(budgets: Record<LimitedAction, RateLimitBudget>, redis?: Redis): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(budgets).map(([action, budget]) => {
      const options = { keyPrefix: `rl:${action}`, points: budget.points, duration: budget.durationSeconds };
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      return [action, limiter];
    }),
  ) as Record<LimitedAction, RateLimiterAbstract>;

  return {
    async consume(action, ip) {
      try {
        await limiters[action].consume(ip || "unknown");
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { allowed: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
        throw rejection;
      }
    },
  };
}
