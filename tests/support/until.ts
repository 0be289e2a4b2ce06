/** Waits for something a background worker (or another process) does to become true. */
export async function until(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
  what = "a condition",
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
