type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` when the browser is idle (requestIdleCallback, else a setTimeout fallback). Returns a cancel function. */
export function whenIdle(task: () => void, fallbackDelayMs = 1500): () => void {
  const w = window as IdleWindow;
  if (typeof w.requestIdleCallback === 'function') {
    const handle = w.requestIdleCallback(task, { timeout: 5000 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = window.setTimeout(task, fallbackDelayMs);
  return () => window.clearTimeout(timer);
}

/** Schedules the preload of the given remotes' `routes` modules for an idle moment. */
export function schedulePreload(preload: (names: string[]) => Promise<void>, names: string[]): () => void {
  const unique = [...new Set(names)];
  if (unique.length === 0) return () => undefined;
  return whenIdle(() => {
    void preload(unique);
  });
}
