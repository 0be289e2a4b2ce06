/**
 * Reading Prometheus's text format in tests, and Prometheus's own checker (`promtool`, from Debian's
 * prometheus package, which scripts/setup-test.sh installs).
 */
import { spawnSync } from "node:child_process";

export const PROMTOOL = process.env.PROMTOOL ?? "/usr/bin/promtool";

/** Every sample of an exposition, keyed by its series as written (`name{label="value",...}`). */
export function samplesOf(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const split = line.lastIndexOf(" ");
    samples.set(line.slice(0, split), Number(line.slice(split + 1)));
  }
  return samples;
}

/** The value of one series, its labels given in the order the exposition writes them; undefined when absent. */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const pairs = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  return samplesOf(text).get(pairs.length ? `${name}{${pairs.join(",")}}` : name);
}

/** Runs `promtool` with `args` (and `input` on stdin); its exit status and what it printed. */
export function promtool(args: string[], input?: string): { status: number | null; output: string } {
  const result = spawnSync(PROMTOOL, args, { input, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}${result.error ?? ""}` };
}
