/**
 * The loop of a queue worker on one API node: drains the queue every `pollMs` (the rows themselves are claimed with
 * FOR UPDATE SKIP LOCKED by the caller, so nodes share the queue), one run at a time — `run()` waits for the run in
 * progress, then drains what is left — and stops polling on `stop()`. Used by the export tasks (下载任务) and the
 * replay files (下载回放).
 */
export interface PollingQueue {
  /** Drains the queue after the run in progress; resolves with what the drain returned. */
  run(): Promise<number>;
  /** Polls every `pollMs` until stop(). */
  start(): void;
  /** Stops polling; resolves when the run in progress has settled. */
  stop(): Promise<void>;
  /** True between stop() and start(): a drain checks it between two rows. */
  readonly stopped: boolean;
}

export function createPollingQueue(
  drain: () => Promise<number>,
  { pollMs, onError }: { pollMs: number; onError: (error: unknown) => void },
): PollingQueue {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let chain: Promise<number> = Promise.resolve(0);

  const run = () => {
    chain = chain.catch(() => 0).then(drain);
    return chain;
  };

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      run().catch(onError).finally(schedule);
    }, pollMs);
    timer.unref();
  };

  return {
    run,
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain.catch(() => 0);
    },
    get stopped() {
      return stopped;
    },
  };
}
