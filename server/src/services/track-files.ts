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
import { sniffTrackFormat, type TrackParseResult } from './track-file-parse.js';

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

/**
 * The parsing thread's entry: the compiled file beside this one, or, when the server runs its TypeScript through tsx
 * (which Node 20 does not carry into a worker's entry), a two-line loader that registers tsx in the thread first.
 */
const threadEntry: { code: string | URL; eval: boolean } = import.meta.url.endsWith('.ts')
  ? {
      code: `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./track-file-thread.ts', import.meta.url).href)}); });`,
      eval: true,
    }
  : { code: new URL('./track-file-thread.js', import.meta.url), eval: false };

/** Parses the bytes in a thread; a crash, an out-of-memory or the timeout is `unreadable` / `timeout`, never a throw. */
export function parseInThread(bytes: Uint8Array, limits: TrackParseLimits = TRACK_PARSE_LIMITS): Promise<TrackParseResult | { ok: false; problem: 'timeout' | 'unknown-format' }> {
  const format = sniffTrackFormat(bytes);
  if (!format) return Promise.resolve({ ok: false, problem: 'unknown-format' });
  return new Promise((resolve) => {
    const worker = new Worker(threadEntry.code, {
      eval: threadEntry.eval,
      workerData: { bytes, format, maxPoints: limits.maxPoints },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: false,
      stderr: true,
    });
    let settled = false;
    const settle = (result: TrackParseResult | { ok: false; problem: 'timeout' | 'unknown-format' }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ ok: false, problem: 'timeout' }), limits.timeoutMs);
    worker.once('message', (result: TrackParseResult) => settle(result));
    worker.once('error', () => settle({ ok: false, problem: 'unreadable' }));
    worker.once('exit', () => settle({ ok: false, problem: 'unreadable' }));
  });
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
