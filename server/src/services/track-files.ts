/**
 * Track files as 打卡 evidence (issue 24): reads an uploaded GPX, TCX or FIT file and parses it in a thread of its own
 * (worker_threads with resource limits and a timeout), so a corrupt, hostile or huge file gives the participant a
 * Chinese message (轨迹文件无法解析, 轨迹文件过大 …) and never stops the server. What the points say (distance,
 * duration, start, the route kept for its picture) is shared/rules `trackSummary`.
 */
import { Worker } from 'node:worker_threads';
import { CHECK_IN_MSG, trackSummary } from 'shared/rules';
import { badInput } from '../errors.js';
import type { ParsedTrack } from './check-ins.js';
import { sniffTrackFormat, unpackTrackResult, type PackedTrackResult, type TrackFormat, type TrackParseResult } from './track-file-parse.js';

export const TRACK_FILE_MAX_MB = 10;
export const TRACK_FILE_MAX_BYTES = TRACK_FILE_MAX_MB * 1024 * 1024;
/** A day's recording at one point a second is 86 400 points. */
export const TRACK_MAX_POINTS = 200_000;

export interface TrackParseLimits {
  maxPoints: number;
  timeoutMs: number;
  /** the thread's heap (MB) */
  heapMb: number;
}

export const TRACK_PARSE_LIMITS: TrackParseLimits = { maxPoints: TRACK_MAX_POINTS, timeoutMs: 30_000, heapMb: 256 };

/** In the compiled server (scripts/bundle.ts), the URL of the thread's own bundle beside it; not defined under tsx. */
declare const __TRACK_THREAD_BUNDLE__: string | undefined;

/**
 * The parsing thread's entry: in the compiled server, the thread's bundle; when the server runs its TypeScript
 * through tsx (which Node 20 does not carry into a worker's entry), a two-line loader that registers tsx in the
 * thread first.
 */
const threadEntry: { code: string | URL; eval: boolean } =
  typeof __TRACK_THREAD_BUNDLE__ === 'string'
    ? { code: new URL(__TRACK_THREAD_BUNDLE__), eval: false }
    : {
        code: `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./track-file-thread.ts', import.meta.url).href)}); });`,
        eval: true,
      };

type ThreadResult = TrackParseResult | { ok: false; problem: 'timeout' | 'unknown-format' };

interface Task {
  bytes: Uint8Array;
  format: TrackFormat;
  maxPoints: number;
  resolve: (result: ThreadResult) => void;
  /** the file's time, counted from when it was given to the pool (waiting in line included) */
  timer: ReturnType<typeof setTimeout>;
}

/** How long after a served site's start its parsing threads are started ahead of the first file. */
export const TRACK_PARSE_WARM_AFTER_MS = 10_000;

/** The threads kept per heap limit: two (a file that runs to its timeout leaves the other thread to the rest). */
export const TRACK_PARSE_THREADS = 2;

/**
 * A few parsing threads of one heap limit, started on demand (or ahead, `warm`) and kept for the next files: a
 * thread costs hundreds of milliseconds to start (it loads tsx, the parser and saxes), a marathon's parse tens.
 * Each thread parses one file at a time; the others wait in line. A file's time counts from when it is given, so
 * no upload waits longer than the timeout however many come at once: one still in line then answers `timeout`, a
 * thread still parsing it is ended. A thread that dies (out of memory, a crash) answers `unreadable`; a thread
 * that ends either way is replaced, and the server's thread never runs the parser. Idle threads do not keep the
 * process alive.
 */
class TrackParsePool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  /** threads started and not yet ended */
  private threads = 0;
  /** threads kept started even while no file comes (`warm`) */
  private keep = 0;

  constructor(
    private readonly heapMb: number,
    private readonly size: number,
  ) {}

  run(bytes: Uint8Array, format: TrackFormat, maxPoints: number, timeoutMs: number): Promise<ThreadResult> {
    return new Promise((resolve) => {
      const task: Task = { bytes, format, maxPoints, resolve, timer: setTimeout(() => this.expire(task), timeoutMs) };
      this.queue.push(task);
      this.pump();
    });
  }

  /** Threads started and not yet ended. */
  get started() {
    return this.threads;
  }

  /** Starts `count` threads now (at most the pool's size), so that the first files do not wait for one. */
  warm(count = this.size) {
    this.keep = Math.min(this.size, count);
    while (this.threads < this.keep) this.idle.push(this.start());
  }

  /** Ends every thread; files in progress or waiting answer `unreadable`. The pool may be used again after. */
  async close() {
    this.keep = 0;
    const ending = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    for (const task of [...this.busy.values(), ...this.queue.splice(0)]) {
      clearTimeout(task.timer);
      task.resolve({ ok: false, problem: 'unreadable' });
    }
    this.busy.clear();
    this.threads = 0;
    await Promise.all(ending.map((worker) => worker.terminate()));
  }

  private start(): Worker {
    const worker = new Worker(threadEntry.code, {
      eval: threadEntry.eval,
      resourceLimits: { maxOldGenerationSizeMb: this.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: false,
      stderr: true,
    });
    this.threads++;
    worker.unref();
    worker.on('message', (packed: PackedTrackResult) => this.finish(worker, unpackTrackResult(packed), false));
    // out of memory, a crash, or ended: the file in progress (if any) is unreadable
    worker.on('error', () => this.finish(worker, { ok: false, problem: 'unreadable' }, true));
    worker.on('exit', () => this.finish(worker, { ok: false, problem: 'unreadable' }, true));
    return worker;
  }

  private pump() {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.threads < this.size ? this.start() : null);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      // a file in progress keeps the process alive (as its request does)
      worker.ref();
      worker.postMessage({ bytes: task.bytes, format: task.format, maxPoints: task.maxPoints });
    }
  }

  /** A file out of time: taken out of line, or its thread ended. */
  private expire(task: Task) {
    const waiting = this.queue.indexOf(task);
    if (waiting >= 0) {
      this.queue.splice(waiting, 1);
      task.resolve({ ok: false, problem: 'timeout' });
      return;
    }
    const worker = [...this.busy].find(([, running]) => running === task)?.[0];
    if (worker) this.finish(worker, { ok: false, problem: 'timeout' }, true);
  }

  /** The thread's answer to its file, or its end (`ended`: it is dropped, and terminated if still running). */
  private finish(worker: Worker, result: ThreadResult, ended: boolean) {
    const job = this.busy.get(worker);
    const idleAt = this.idle.indexOf(worker);
    // a thread already dropped (its exit after an error, its late answer after a timeout, after close): nothing to do
    if (!job && (idleAt < 0 || !ended)) return;
    if (job) {
      clearTimeout(job.timer);
      this.busy.delete(worker);
      job.resolve(result);
    }
    if (ended) {
      if (idleAt >= 0) this.idle.splice(idleAt, 1);
      this.threads--;
      void worker.terminate();
      // replaced at once when a file ended it; a thread that dies idle (it could not start) is replaced by the next
      // file only, never in a loop
      if (job) while (this.threads < this.keep) this.idle.push(this.start());
    } else {
      worker.unref();
      this.idle.push(worker);
    }
    this.pump();
  }
}

const pools = new Map<number, TrackParsePool>();
const poolOf = (heapMb: number) => {
  let pool = pools.get(heapMb);
  if (!pool) pools.set(heapMb, (pool = new TrackParsePool(heapMb, TRACK_PARSE_THREADS)));
  return pool;
};

/** Ends every parsing thread; a later file starts them again. */
export async function closeTrackParsing() {
  await Promise.all([...pools.values()].map((pool) => pool.close()));
}

/** Parsing threads started and not yet ended, over every heap limit. */
export function trackParseThreadsStarted(): number {
  return [...pools.values()].reduce((n, pool) => n + pool.started, 0);
}

/** Apps that use the parsing threads (a test process builds several): the threads end when the last one closes. */
let holders = 0;

/**
 * An app's hold on the parsing threads: `warmAfterMs` starts those of the default limits ahead of the first file,
 * that long after the server is ready (two threads cost about a second of CPU to start; at the start itself they
 * would compete with the server's own start for the cores, and a server that lives a few seconds — a crash test
 * round, a restart in a rolling deploy — would pay for them for nothing); `release` (the app's close) ends them all
 * once no other app of the process holds them.
 */
export function holdTrackParsing({ warmAfterMs }: { warmAfterMs: number | null }): { release(): Promise<void> } {
  holders++;
  const warming = warmAfterMs === null ? null : setTimeout(() => poolOf(TRACK_PARSE_LIMITS.heapMb).warm(), warmAfterMs);
  warming?.unref();
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      if (warming) clearTimeout(warming);
      if (--holders === 0) await closeTrackParsing();
    },
  };
}

/** Parses the bytes in a parsing thread; a crash, an out-of-memory or the timeout is `unreadable` / `timeout`, never a throw. */
export function parseInThread(bytes: Uint8Array, limits: TrackParseLimits = TRACK_PARSE_LIMITS): Promise<ThreadResult> {
  const format = sniffTrackFormat(bytes);
  if (!format) return Promise.resolve({ ok: false, problem: 'unknown-format' });
  return poolOf(limits.heapMb).run(bytes, format, limits.maxPoints, limits.timeoutMs);
}

/** What a track file says, or the Chinese refusal (42200) of a file that cannot be evidence. */
export async function trackOfBytes(bytes: Uint8Array, limits: TrackParseLimits = TRACK_PARSE_LIMITS): Promise<ParsedTrack> {
  if (bytes.length > TRACK_FILE_MAX_BYTES) throw badInput(CHECK_IN_MSG.trackTooLarge(TRACK_FILE_MAX_MB));
  const parsed = await parseInThread(bytes, limits);
  if (!parsed.ok) {
    if (parsed.problem === 'too-many-points') throw badInput(CHECK_IN_MSG.trackTooManyPoints(limits.maxPoints));
    if (parsed.problem === 'timeout') throw badInput(CHECK_IN_MSG.trackTimeout);
    throw badInput(CHECK_IN_MSG.trackUnreadable);
  }
  const summary = trackSummary(parsed.points);
  if (!summary) throw badInput(CHECK_IN_MSG.trackEmpty);
  return { sport: parsed.sport, ...summary, points: parsed.points };
}

/** The uploaded track file of a check-in (its media row), read from the storage and parsed. */
export async function parseTrackEvidence(
  app: { media: { storage: { get(key: string): Promise<{ stream: AsyncIterable<unknown>; total: number } | null> } } },
  m: { storageKey: string; size: number },
): Promise<ParsedTrack> {
  if (m.size > TRACK_FILE_MAX_BYTES) throw badInput(CHECK_IN_MSG.trackTooLarge(TRACK_FILE_MAX_MB));
  const stored = await app.media.storage.get(m.storageKey);
  if (!stored) throw badInput(CHECK_IN_MSG.evidenceMissing);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stored.stream) {
    size += (chunk as Buffer).length;
    if (size > TRACK_FILE_MAX_BYTES) throw badInput(CHECK_IN_MSG.trackTooLarge(TRACK_FILE_MAX_MB));
    chunks.push(chunk as Buffer);
  }
  return trackOfBytes(new Uint8Array(Buffer.concat(chunks)));
}
