/**
 * A small in-process cache with a time to live, for aggregates that may be a few seconds old (the official 数据
 * page). The server has no shared cache helper (Redis is used only by the rate limiter), so each API node keeps its
 * own copy: with several nodes a visitor may see numbers up to `ttlMs` apart, which is fine for statistics.
 * Concurrent misses share one computation.
 */
export function ttlCache<T>(ttlMs: number, compute: () => Promise<T>, now: () => number = Date.now) {
  let value: { at: number; data: T } | null = null;
  let running: Promise<T> | null = null;
  return {
    async get(): Promise<T> {
      if (value && now() - value.at < ttlMs) return value.data;
      if (!running) {
        running = compute()
          .then((data) => {
            value = { at: now(), data };
            return data;
          })
          .finally(() => {
            running = null;
          });
      }
      return running;
    },
    clear() {
      value = null;
    },
  };
}
