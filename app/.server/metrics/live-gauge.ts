import { Gauge, type Registry } from "prom-client";

/** A gauge whose value is read from the process at each scrape: nothing to keep up to date. */
export function liveGauge(registry: Registry, name: string, help: string, value: () => number): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(value());
    },
  });
}
