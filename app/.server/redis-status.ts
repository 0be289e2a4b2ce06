/**
 * One log line when Redis goes away and one when it is back. ioredis reports an outage as a
 * 'close' and then an 'error' per reconnect attempt; meanwhile rate limits count in each
 * instance's memory (./http/rate-limit.ts) and return to Redis by themselves once it answers, so
 * the operator needs the two moments, not every attempt in between. The same state is read by
 * the system page (services/operations/system-status.ts).
 */
import type { Redis } from "ioredis";
import type { Logger } from "./logger";

/** How this instance's Redis connection stands; "off" when no REDIS_URL is set. */
export type RedisStatus = "off" | "connecting" | "up" | "down";

export interface RedisWatch {
  /** The connection's state now. */
  status: () => RedisStatus;
  /** Stops watching (before a deliberate disconnect at shutdown). */
  stop: () => void;
}

/** Starts watching the connection. */
export function watchRedisConnection(redis: Redis, logger: Logger): RedisWatch {
  let state: Exclude<RedisStatus, "off"> = "connecting";
  const lost = (error?: Error) => {
    if (state === "down") return;
    state = "down";
    logger.warn({ err: error }, "Redis unavailable; rate limits count in this instance's memory until it is back");
  };
  const onReady = () => {
    if (state === "down") logger.info("Redis reconnected; rate limits count in Redis again");
    state = "up";
  };
  const onError = (error: Error) => lost(error);
  const onClose = () => {
    if (state === "up") lost();
  };
  redis.on("ready", onReady);
  redis.on("error", onError);
  redis.on("close", onClose);
  return {
    status: () => state,
    stop: () => {
      redis.off("ready", onReady);
      redis.off("close", onClose);
      // An 'error' without a listener would throw: keep one that says nothing.
      redis.off("error", onError);
      redis.on("error", () => {});
    },
  };
}
