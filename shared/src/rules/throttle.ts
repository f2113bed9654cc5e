/** Spec §9: the throttle wrapper (500 ms) for buttons that must not fire twice (submit, send code…). */
export const THROTTLE_MS = 500;

/**
 * Leading-edge throttle: the first call runs, further calls within `waitMs` are dropped.
 * `cancel()` resets the window.
 */
export function throttle<A extends unknown[], R>(fn: (...args: A) => R, waitMs: number = THROTTLE_MS) {
  let last = Number.NEGATIVE_INFINITY;
  const throttled = (...args: A): R | undefined => {
    const now = Date.now();
    if (now - last < waitMs) return undefined;
    last = now;
    return fn(...args);
  };
  throttled.cancel = () => {
    last = Number.NEGATIVE_INFINITY;
  };
  return throttled;
}
