/** How the bench's in-process rows are timed (bench/scale.ts, bench/texts-scale.ts). */
import type { Timer } from "./traffic-scale";

/** The p95 and median of `samples` runs, each after `before` (untimed). */
export const timings: Timer = async (run, samples, before) => {
  await before?.();
  await run(); // warm the page cache of the database, as a running server would be
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    await before?.();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(times.length * share) - 1)] ?? Number.NaN;
  return { p95: at(0.95), median: at(0.5) };
};
