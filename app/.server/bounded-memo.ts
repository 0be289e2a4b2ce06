/**
 * A function's answers remembered per key, for keys that come from visitors (user agents, paths):
 * they repeat, and the work per call (a pattern, a parser) costs more than a map lookup. Bounded,
 * since visitors choose the keys: once full, everything is forgotten rather than tracked by age.
 */
export function boundedMemo<T>(compute: (key: string) => T, limit: number): (key: string) => T {
  const remembered = new Map<string, T>();
  return (key) => {
    let answer = remembered.get(key);
    if (answer === undefined && !remembered.has(key)) {
      answer = compute(key);
      if (remembered.size >= limit) remembered.clear();
      remembered.set(key, answer);
    }
    return answer as T;
  };
}
