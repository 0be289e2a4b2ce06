/**
 * The seeds' random numbers: deterministic, so two runs make the same data and their figures compare.
 */

/** mulberry32: small, fast and deterministic. */
export function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A picker of values in proportion to their weights (a binary search over the running totals). */
export function weighted<T>(entries: ReadonlyArray<readonly [T, number]>): (random: () => number) => T {
  const values = entries.map(([value]) => value);
  const totals: number[] = [];
  let sum = 0;
  for (const [, weight] of entries) {
    sum += weight;
    totals.push(sum);
  }
  return (random) => {
    const target = random() * sum;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((totals[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return values[low] as T;
  };
}

/** Weights falling as 1 / rank^exponent: a few values take most picks, a long tail the rest. */
export function zipf<T>(values: readonly T[], exponent = 1): Array<readonly [T, number]> {
  return values.map((value, rank) => [value, 1 / (rank + 1) ** exponent] as const);
}
