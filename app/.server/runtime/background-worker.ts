/**
 * The run loop of a background worker (the email outbox, the campaign sender): a pass on a timer,
 * a `kick` that asks for one soon, and a `stop` that lets the pass under way end at its next check
 * of `stopping`. Passes never overlap: a kick during a pass runs another pass right after it.
 */
export abstract class BackgroundWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private wakeSleeper: (() => void) | undefined;
  /** Set by stop(): a pass checks it between units of work and returns early. */
  protected stopping = false;

  constructor(private readonly intervalMs: number) {}

  /** One pass over the work that is due. */
  protected abstract pass(): Promise<unknown>;

  start(): void {
    this.stopped = false;
    this.stopping = false;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    // The schedule alone never keeps the process alive (shutdown, tests).
    this.timer.unref();
    this.kick();
  }

  /** Runs a pass soon; cheap to call after every change that gives the worker work. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then(() => undefined)
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** The pass under way ends at its next check; what is left waits in the database for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearInterval(this.timer);
    this.wakeSleeper?.();
    await this.running;
  }

  /** Waits inside a pass; stop() ends the wait at once. */
  protected sleep(ms: number): Promise<void> {
    if (this.stopping || ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeSleeper = done;
    });
  }
}
