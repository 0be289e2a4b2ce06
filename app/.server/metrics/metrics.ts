/**
 * The instance's metrics in Prometheus's text format (decision 0020): one registry per server,
 * created at start and handed to the request listener like the other services, never a module
 * singleton (two servers in one process, as in the tests, keep their own figures).
 */
import { Counter, collectDefaultMetrics, Registry } from "prom-client";
import type { LimitedAction } from "../http/rate-limit";
import { liveGauge } from "./live-gauge";
import { type OperationsOptions, operationsMetrics } from "./operations";
import { type RequestMetrics, type RouteOfPath, requestMetrics } from "./requests";

export interface Metrics {
  /** The Content-Type of `render`'s answer. */
  readonly contentType: string;
  /** Every metric as Prometheus reads it; the database figures at most `cacheMs` old. */
  render(): Promise<string>;
  /** The request counts and timings, with the route table that names pages. */
  requests(routeOf: RouteOfPath): RequestMetrics;
  /** Counts one look into the page cache. */
  pageCacheLookup(hit: boolean): void;
  /** Reports what the page cache holds at each scrape. */
  watchPageCache(cache: { readonly size: number; readonly bytes: number }): void;
  /** Counts one request refused by the rate limit `action`. */
  rateLimitRefused(action: LimitedAction): void;
}

export function createMetrics(options: OperationsOptions): Metrics {
  const registry = new Registry();
  // Memory, CPU, event-loop lag, garbage collection, open handles: read at each scrape.
  collectDefaultMetrics({ register: registry });
  // Totals of the per-type gauges beside them (`sum(nodejs_active_handles)` gives the same), named
  // like counters though gauges: `promtool check metrics` refuses them.
  for (const total of ["nodejs_active_handles_total", "nodejs_active_requests_total", "nodejs_active_resources_total"]) {
    registry.removeSingleMetric(total);
  }
  const refreshOperations = operationsMetrics(registry, options);
  const lookups = new Counter({
    name: "page_cache_lookups_total",
    help: "Anonymous page requests answered from the page cache (hit) or rendered (miss).",
    labelNames: ["result"],
    registers: [registry],
  });
  const hits = lookups.labels("hit");
  const misses = lookups.labels("miss");
  const refusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused because a rate limit was spent, by limit.",
    labelNames: ["limit"],
    registers: [registry],
  });

  return {
    contentType: registry.contentType,
    async render() {
      await refreshOperations();
      return registry.metrics();
    },
    requests: (routeOf) => requestMetrics(registry, routeOf),
    pageCacheLookup(hit) {
      (hit ? hits : misses).inc();
    },
    watchPageCache(cache) {
      liveGauge(registry, "page_cache_entries", "Pages the page cache holds.", () => cache.size);
      liveGauge(registry, "page_cache_bytes", "What the stored pages weigh, their three encodings together.", () => cache.bytes);
    },
    rateLimitRefused(action) {
      refusals.labels(action).inc();
    },
  };
}
