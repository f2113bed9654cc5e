/**
 * Replay files (已播列表 下载回放) on the job queue (plugins/app/jobs.ts, queue `replay-file`): a new request sends a
 * job (`wake()`), and the node that takes it claims the oldest queued row of live_replay_files (SKIP LOCKED, so API
 * nodes share the rows), makes the MP4 (replay-file.ts) in a temporary folder, stores it through the media storage
 * and records it as a media row. While it works it renews its lease with the progress every few seconds; a node that
 * stops leaves a lease that runs out and a job that expires, and pg-boss gives the job again to another node (or to
 * this one after a restart), which claims the row again. On a graceful stop the row is given back at once and the
 * job fails, to be retried. One file at a time per node; `runOnce()` makes now, on this node, every file left
 * queued (tests); at start a job is sent when rows wait and no job does. The worker of the queue is `jobs`
 * (plugins/app/workers.ts wires it, starts it when ready and stops it before the database closes).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReplayFileClaim } from '../repositories/live-replay-files.js';
import { newStorageKey, type MediaStorage } from '../storage/index.js';
import { JOB } from './job-queues.js';
import { serialRuns, type QueueHandler } from './queue-worker.js';
import { REPLAY_FILE_MSG } from 'shared/rules';
import { buildReplayMp4, createReplayReader, REPLAY_FILE_LIMITS, ReplayFileError } from './replay-file.js';

export interface ReplayFileWorker {
  /** Makes queued files until none is left (after the file in progress); resolves with the number made. */
  runOnce(): Promise<number>;
  /** Sends a job for a new request (errors are logged). */
  wake(): void;
  /** The handler of the `replay-file` queue: when the node stops, a file in progress is given back. */
  readonly jobs: QueueHandler<Record<string, never>>;
  /** Sends a job when rows wait and no job does (an older version, a job lost); at start. */
  sendMissing(): Promise<void>;
  readonly storage: MediaStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    replayFiles: ReplayFileWorker;
  }
}

/** A claim lasts this long unless renewed; renewed every LEASE_MS / 4. */
export const REPLAY_FILE_LEASE_MS = 60_000;
/** Media `use` of the MP4 files (not 'live_replay': that is an uploaded replay video). */
export const REPLAY_FILE_USE = 'live_replay_file';

const safeName = (title: string) => `${title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 180)}-回放.mp4`;

export function createReplayFileWorker(
  app: FastifyInstance,
  options: { leaseMs?: number; storage?: MediaStorage; allowAddress?: (address: string) => boolean } = {},
): ReplayFileWorker {
  const leaseMs = options.leaseMs ?? REPLAY_FILE_LEASE_MS;
  const storage = options.storage ?? app.media.storage;
  const repo = () => app.repos.liveReplayFiles;
  let current: AbortController | null = null;

  /** Media a replay of this room may read from the storage: ready videos of the replay's own institution or uploader. */
  const keyReader = (institutionId: number, sourceKey: string | null) => {
    let anchor: { institutionId: number | null; ownerUserId: number | null } | null | undefined;
    return async (key: string) => {
      const row = await repo().mediaByKey(key);
      if (!row || row.kind !== 'video' || row.status !== 'ready' || row.hidden) return false;
      if (anchor === undefined) {
        const top = sourceKey ? await repo().mediaByKey(sourceKey) : undefined;
        anchor = top ? { institutionId: top.institutionId, ownerUserId: top.ownerUserId } : null;
      }
      if (key === sourceKey) return true;
      const owner = anchor ?? { institutionId, ownerUserId: null };
      return (owner.institutionId !== null && row.institutionId === owner.institutionId) || (owner.ownerUserId !== null && row.ownerUserId === owner.ownerUserId);
    };
  };

  const make = async (claim: ReplayFileClaim) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'saishi-replay-'));
    const abort = new AbortController();
    current = abort;
    const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(REPLAY_FILE_LIMITS.jobTimeoutMs)]);
    let progress = 0;
    let written = 0;
    let writtenAt = 0;
    let writing = false;
    // progress (at most once a second) and the lease (every LEASE_MS / 4) in one write; a lost claim (taken over,
    // discarded, asked again) stops the work
    const report = () => {
      if (writing) return;
      writing = true;
      written = progress;
      writtenAt = Date.now();
      repo()
        .heartbeat(claim, progress, leaseMs)
        .then((mine) => {
          if (!mine) abort.abort(new Error('claim lost'));
        })
        .catch((error: unknown) => app.log.warn({ err: error, file: claim.id }, 'replay file heartbeat failed'))
        .finally(() => {
          writing = false;
        });
    };
    const beat = setInterval(report, Math.max(250, Math.floor(leaseMs / 4)));
    beat.unref();
    const onProgress = (p: number) => {
      progress = p;
      if (p !== written && Date.now() - writtenAt >= 1000) report();
    };
    try {
      const room = await app.repos.live.room(claim.roomId);
      if (!room) throw new ReplayFileError(REPLAY_FILE_MSG.failed, 'room gone');
      const mediaKey = /^\/api\/media\/([^/?#]+)$/.exec(claim.sourceUrl)?.[1] ?? null;
      const reader = createReplayReader({ storage, canReadKey: keyReader(room.institution_id, mediaKey), signal, allowAddress: options.allowAddress });
      const out = path.join(dir, 'replay.mp4');
      const built = await buildReplayMp4(claim.sourceUrl, out, { reader, signal, onProgress });
      const key = newStorageKey('file', 'mp4');
      await storage.putFile(key, out, 'video/mp4');
      const done = await app.database.db.transaction((tx) => repo().finish(tx, claim, {
        key,
        name: safeName(room.title),
        size: built.size,
        duration: built.duration,
        width: built.width,
        height: built.height,
        ownerUserId: claim.requestedBy,
        institutionId: room.institution_id,
        use: REPLAY_FILE_USE,
      }));
      // the claim was lost or the replay changed meanwhile: the file is nobody's
      if (!done) await storage.delete(key);
      return done;
    } catch (error) {
      if (abort.signal.aborted) {
        // stopping (given back) or the claim was lost (someone else has the row): write nothing else
        if (stopped) await repo().release(claim);
        return false;
      }
      const message = error instanceof ReplayFileError ? error.message : signal.aborted ? REPLAY_FILE_MSG.timeout : REPLAY_FILE_MSG.failed;
      app.log.warn({ err: error, detail: error instanceof ReplayFileError ? error.detail : undefined, file: claim.id }, 'replay file failed');
      await repo().fail(claim, message);
      return false;
    } finally {
      clearInterval(beat);
      current = null;
      await rm(dir, { recursive: true, force: true });
    }
  };

  const drain = async () => {
    let made = 0;
    while (!stopped) {
      const claim = await repo().claim(leaseMs, REPLAY_FILE_MSG.failed);
      if (!claim) break;
      if (await make(claim)) made += 1;
    }
    return made;
  };

  /** One job: the oldest claimable row (none: made meanwhile by another node or by runOnce()). */
  const handle = async () => {
    if (stopped) throw new Error('replay file worker stopped before the job started');
    const claim = await repo().claim(leaseMs, REPLAY_FILE_MSG.failed);
    if (!claim) return;
    await make(claim);
    // given back because this node stops: the job fails and is retried (here after a restart, or elsewhere)
    if (stopped) throw new Error('replay file given back: the node stopped');
  };

  // files of one node are made one at a time: a runOnce() waits for the job in progress, then drains what is left;
  // stopping aborts the file in progress, which is given back
  const runs = serialRuns();
  let stopped = false;

  const wake = () => {
    if (stopped) return;
    app.jobs.send(JOB.replayFile, {}).catch((error: unknown) => app.log.error({ err: error }, 'replay file job not sent'));
  };

  return {
    storage,
    runOnce: () => runs.serial(drain),
    wake,
    jobs: {
      handle: () => runs.serial(handle),
      onStart: () => {
        stopped = false;
      },
      onStop: () => {
        stopped = true;
        current?.abort(new Error('stopping'));
      },
      afterStop: () => runs.idle(),
    },
    async sendMissing() {
      if ((await repo().waiting()) > 0 && (await app.jobs.pending(JOB.replayFile)).length === 0) wake();
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('replayFiles', createReplayFileWorker(app));
  },
  { name: 'replay-file-worker', dependencies: ['repositories', 'media', 'jobs'] },
);
