/**
 * Requests counted and timed by the route that answered them (decision 0020). Every label is drawn
 * from a bounded set whatever visitors send: the route is a handler's name, a route id of the build
 * or "unmatched"; the method is one the server serves or "other"; the status is the server's own.
 *
 * Counting is on every request's path, so it is tallied in plain numbers per label set (a string key
 * and a map lookup, tens of nanoseconds) and turned into Prometheus's values only when scraped:
 * prom-client's own counters and histograms check and hash their labels on every call, a microsecond
 * per request.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Metric, Registry } from "prom-client";
import { isPathLabel, routeLabelOf } from "../http/route-label";
import { UNMATCHED_ROUTE } from "../http/route-match";

/** From a cached page (about a millisecond) to a slow render or a stuck database. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);
const methodLabel = (method: string | undefined) => (method && METHODS.has(method) ? method : "other");
const validStatus = (status: number) => Number.isInteger(status) && status >= 100 && status <= 599;

/** Calls a request's route by its canonical path (the route table's answer), or by UNMATCHED_ROUTE. */
export type RouteOfPath = (path: string) => string;

export interface RequestMetrics {
  /**
   * Counts `res`, timed from `started`, by the route its handlers labelled it with: at once when its
   * answer is already written, otherwise once it finishes. Called after routing.
   */
  observe(req: IncomingMessage, res: ServerResponse, started: number): void;
}

type Labels = Record<string, string | number>;

const STARTED = Symbol("request started");
type TimedResponse = ServerResponse & { [STARTED]?: number };

interface Count {
  labels: Labels;
  value: number;
}

interface Timing {
  labels: Labels;
  /** Observations per bucket (not cumulative), in the order of LATENCY_BUCKETS. */
  buckets: number[];
  sum: number;
  count: number;
}

interface Sample {
  labels: Labels;
  value: number;
  metricName?: string;
}

/** A metric prom-client's registry prints: its name, help, type, and its samples when scraped. */
function tallied(name: string, help: string, type: "counter" | "histogram", samples: () => Sample[]): Metric {
  const metric = {
    name,
    help,
    type,
    aggregator: "sum",
    get: async () => ({ name, help, type, aggregator: "sum", values: samples() }),
    reset: () => {},
  };
  return metric as unknown as Metric;
}

export function requestMetrics(registry: Registry, routeOf: RouteOfPath): RequestMetrics {
  // Bounded, as every label is.
  const counts = new Map<string, Count>();
  const timings = new Map<string, Timing>();

  registry.registerMetric(
    tallied("http_requests_total", "Requests answered, by route, method and status code.", "counter", () =>
      [...counts.values()].map(({ labels, value }) => ({ labels, value })),
    ),
  );
  const histogram = "http_request_duration_seconds";
  registry.registerMetric(
    tallied(histogram, "Time from a request's arrival to the end of its answer, by route and status class.", "histogram", () =>
      [...timings.values()].flatMap(({ labels, buckets, sum, count }) => {
        let below = 0;
        return [
          ...LATENCY_BUCKETS.map((le, i) => {
            below += buckets[i] ?? 0;
            return { metricName: `${histogram}_bucket`, labels: { ...labels, le }, value: below };
          }),
          { metricName: `${histogram}_bucket`, labels: { ...labels, le: "+Inf" }, value: count },
          { metricName: `${histogram}_sum`, labels, value: sum },
          { metricName: `${histogram}_count`, labels, value: count },
        ];
      }),
    ),
  );

  const record = (route: string, method: string | undefined, statusCode: number, seconds: number) => {
    const status = validStatus(statusCode) ? String(statusCode) : "other";
    const verb = methodLabel(method);
    const countKey = `${route} ${verb} ${status}`;
    const count = counts.get(countKey);
    if (count) count.value++;
    else counts.set(countKey, { labels: { route, method: verb, status }, value: 1 });

    const statusClass = status === "other" ? status : `${status[0]}xx`;
    const timeKey = `${route} ${statusClass}`;
    let timing = timings.get(timeKey);
    if (!timing) {
      timing = { labels: { route, status_class: statusClass }, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
      timings.set(timeKey, timing);
    }
    const bucket = LATENCY_BUCKETS.findIndex((le) => seconds <= le);
    // Slower than the last bound: counted in +Inf (the count) alone.
    if (bucket !== -1) timing.buckets[bucket] = (timing.buckets[bucket] ?? 0) + 1;
    timing.sum += seconds;
    timing.count++;
  };

  // One listener for every response, reading its start from the response: no closure per request.
  function finished(this: TimedResponse) {
    const label = routeLabelOf(this);
    const route = label === undefined ? UNMATCHED_ROUTE : isPathLabel(label) ? routeOf(label) : label;
    record(route, this.req.method, this.statusCode, (performance.now() - (this[STARTED] ?? 0)) / 1000);
  }

  return {
    observe(_req, res, started) {
      (res as TimedResponse)[STARTED] = started;
      if (res.writableEnded) finished.call(res);
      else res.on("finish", finished);
    },
  };
}
