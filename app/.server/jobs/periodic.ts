/**
 * The schedule of the in-process jobs (roll-ups, housekeeping, the weekly summary, the salt
 * rotation): a run at start, so whatever accumulated while no instance ran is caught up, then one
 * after each delay. Runs never overlap (a slow database does not double them), a failed run is the
 * job's to report and the next one tries again, and the timer alone never keeps the process alive.
 */

export interface PeriodicJob {
  /** One run; it reports its own failures (a rejection is dropped so the schedule goes on). */
  run: () => Promise<void>;
  /** Milliseconds to the next run, asked after each run (a fixed interval, or the next midnight). */
  nextDelay: () => number;
}

/** Starts the job; the returned function stops it and waits for a run in progress. */
export function startPeriodic({ run, nextDelay }: PeriodicJob): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    running = run()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        if (stopped) return;
        timer = setTimeout(tick, nextDelay());
        timer.unref();
      });
  };
  tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** A fixed interval between runs. */
export const every = (intervalMs: number) => () => intervalMs;

/**
 * A periodic job that may also be woken between runs (an opening published, a follow-up due
 * today): a wake during a run asks for one more run right after it, so runs still never overlap.
 */
export function startWakeable(job: PeriodicJob): { wake: () => void; stop: () => Promise<void> } {
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = job.run().finally(() => {
      current = undefined;
      if (again) {
        again = false;
        void run();
      }
    });
    return current;
  };
  const stopSchedule = startPeriodic({ run, nextDelay: job.nextDelay });
  return {
    wake: () => void run(),
    stop: async () => {
      stopped = true;
      await stopSchedule();
      await current;
    },
  };
}
