/**
 * The one wait of the integration suites: for something a background worker (or another process)
 * does to become true. A condition that throws ends the wait with its error (a process that
 * exited has nothing more to wait for); a timeout fails with what was awaited.
 */
export async function until(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  what = "a condition",
  intervalMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
