/**
 * Remembers what `load` answered for `ms`. Counting a million units takes a sizeable fraction of
 * a second; the answers it feeds are publicly cacheable for a minute anyway. Each app instance
 * keeps its own (nothing another instance would need), and a failed load is not remembered.
 */
export function memoFor<T>(ms: number, load: () => Promise<T>): (() => Promise<T>) & { forget(): void } {
  let kept: { until: number; value: Promise<T> } | undefined;
  const read = () => {
    const now = Date.now();
    if (kept && kept.until > now) return kept.value;
    const value = load();
    kept = { until: now + ms, value };
    value.catch(() => {
      kept = undefined;
    });
    return value;
  };
  /** After a write that changes what it counts: the next call loads again. */
  const forget = () => {
    kept = undefined;
  };
  return Object.assign(read, { forget });
}
