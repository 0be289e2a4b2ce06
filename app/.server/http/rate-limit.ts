/**
 * Per-client limits for the visitor write paths and sign-in (docs/architecture.md, improvement 9). In memory for one
 * instance; in Redis when REDIS_URL is set, so every instance counts against the same budget.
 */
import type { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimitKeyOfIp } from "../services/analytics";

/**
 * `signInAddress` counts per email address; every other action per client IP. `mailEvent` counts
 * the refused posts to the provider webhooks (decision 0025).
 */
export type LimitedAction = "form" | "click" | "view" | "signIn" | "signInAddress" | "mailEvent";

export interface Verdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface RateLimits {
  /** Counts one request of `action` by `subject`; not allowed when that spent the budget. */
  consume(action: LimitedAction, subject: string): Promise<Verdict>;
  /** Whether one more request would be allowed, counting nothing. */
  check(action: LimitedAction, subject: string): Promise<Verdict>;
  /** Counts one request after the fact (a failure), whatever is left of the budget. */
  penalize(action: LimitedAction, subject: string): Promise<void>;
  /** Gives back one request counted by `consume` that turned out not to count (a success). */
  refund(action: LimitedAction, subject: string): Promise<void>;
}

export interface RateLimitBudget {
  points: number;
  durationSeconds: number;
}

/**
 * The key a subject is counted under. IPs are normalized here, so no caller can forget it: an
 * IPv6 client by its /64, an IPv4-mapped address as IPv4.
 */
function keyOf(action: LimitedAction, subject: string): string {
  return action === "signInAddress" ? subject.trim().toLowerCase() || "unknown" : rateLimitKeyOfIp(subject);
}

const retryAfter = (msBeforeNext: number) => Math.max(1, Math.ceil(msBeforeNext / 1000));

/** `keyPrefix` separates the counters of several apps (or test runs) sharing one Redis. */
export function createRateLimits(budgets: Record<LimitedAction, RateLimitBudget>, redis?: Redis, keyPrefix = "rl"): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(budgets).map(([action, budget]) => {
      const options = { keyPrefix: `${keyPrefix}:${action}`, points: budget.points, duration: budget.durationSeconds };
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
        : new RateLimiterMemory(options);
      return [action, limiter];
    }),
  ) as Record<LimitedAction, RateLimiterAbstract>;

  return {
    async consume(action, subject) {
      try {
        await limiters[action].consume(keyOf(action, subject));
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(rejection.msBeforeNext) };
        throw rejection;
      }
    },
    async check(action, subject) {
      const limiter = limiters[action];
      const state = await limiter.get(keyOf(action, subject));
      if (!state || state.consumedPoints < limiter.points) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: retryAfter(state.msBeforeNext) };
    },
    async penalize(action, subject) {
      await limiters[action].penalty(keyOf(action, subject));
    },
    async refund(action, subject) {
      await limiters[action].reward(keyOf(action, subject));
    },
  };
}

/**
 * The same limits, telling `onRefusal` of every request they refuse (the metrics count them by
 * limit, decision 0020). A refused check and a refused consume are each one refused request.
 */
export function reportingRefusals(limits: RateLimits, onRefusal: (action: LimitedAction) => void): RateLimits {
  const reported = (action: LimitedAction, verdict: Verdict) => {
    if (!verdict.allowed) onRefusal(action);
    return verdict;
  };
  return {
    ...limits,
    consume: async (action, subject) => reported(action, await limits.consume(action, subject)),
    check: async (action, subject) => reported(action, await limits.check(action, subject)),
  };
}
