/**
 * Requests counted and timed by the route that answered them (decision 0020). Every label is drawn
 * from a bounded set whatever visitors send: the route is a handler's name, a route id of the build
 * or "unmatched"; the method is one the server serves or "other"; the status is the server's own.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, Histogram, type Registry } from "prom-client";
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
  /** Times `res` from now; counts it once it is finished, by the route its handlers labelled it with. */
  observe(req: IncomingMessage, res: ServerResponse): void;
}

export function requestMetrics(registry: Registry, routeOf: RouteOfPath): RequestMetrics {
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route, method and status code.",
    labelNames: ["route", "method", "status"],
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route and status class.",
    labelNames: ["route", "status_class"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // prom-client hashes the label values on every call; the children are kept per combination
  // instead (bounded, since every label is), so counting a request is two map lookups.
  const counted = new Map<string, Counter.Internal>();
  const timed = new Map<string, Histogram.Internal<string>>();

  const record = (route: string, method: string | undefined, statusCode: number, seconds: number) => {
    const status = validStatus(statusCode) ? String(statusCode) : "other";
    const verb = methodLabel(method);
    const countKey = `${route} ${verb} ${status}`;
    let counter = counted.get(countKey);
    if (!counter) {
      counter = requests.labels(route, verb, status);
      counted.set(countKey, counter);
    }
    counter.inc();
    const statusClass = status === "other" ? status : `${status[0]}xx`;
    const timeKey = `${route} ${statusClass}`;
    let timer = timed.get(timeKey);
    if (!timer) {
      timer = durations.labels(route, statusClass);
      timed.set(timeKey, timer);
    }
    timer.observe(seconds);
  };

  return {
    observe(req, res) {
      const started = performance.now();
      res.on("finish", () => {
        const label = routeLabelOf(res);
        const route = label === undefined ? UNMATCHED_ROUTE : isPathLabel(label) ? routeOf(label) : label;
        record(route, req.method, res.statusCode, (performance.now() - started) / 1000);
      });
    },
  };
}
