/**
 * Video uploads over tus (docs/uploads.md): the tus server with its datastore — a FileStore in DATA_DIR/tus, or
 * @tus/s3-store under `<MEDIA_S3_PREFIX>tus/` when MEDIA_S3_BUCKET is set (storage/tus-s3.ts), locked across nodes
 * through Redis (services/tus-locker.ts) — what happens when an upload finishes (a video goes to processing, a
 * partial upload waits for its final POST), the finished uploads as the media routes and the video processing see
 * them (`TusFiles`), and the jobs of the media plugin (src/plugins/app/media.ts): resuming processing after a
 * restart, releasing interrupted joins, and the expiry of unfinished uploads (the scheduled job `upload-cleanup`).
 */
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server as TusServer, Upload, type DataStore, type Locker } from '@tus/server';
import type { Redis } from 'ioredis';
import type { S3Settings } from '../config.js';
import { RedisMetadataCache, TusS3Store } from '../storage/tus-s3.js';
import { databaseCacheKey } from './ttl-cache.js';
import { concatenateFiles } from './media-concat.js';
import type { MediaRepository } from './media.js';
import type { VideoProcessor } from './media-video.js';
import { RedisLocker } from './tus-locker.js';

export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/**
 * Unfinished tus uploads (and partial uploads of a video) expire after a day; the clean-up is the scheduled job
 * `upload-cleanup` (hourly, UPLOAD_CLEANUP_MINUTES; plugins/app/media.ts `cleanUpUploads`).
 */
export const TUS_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const TUS_PATH = '/api/upload/video';
export const UPLOAD_ID_HEADER = 'x-saishi-upload-id';

/**
 * The finished tus uploads (and the parts of a video), wherever the datastore keeps them: the files of DATA_DIR/tus
 * (`local`) or the objects of the bucket (`s3`). Ids are upload ids (32 hex).
 */
export interface TusFiles {
  readonly kind: 'local' | 's3';
  /** The size of a finished upload's bytes, or null when it is not there (in S3: not finished, or gone). */
  size(id: string): Promise<number | null>;
  /**
   * A local file of the upload's bytes for ffprobe/ffmpeg, or null when it is not there: the tus file itself, or (S3)
   * a download into a temporary folder that `done()` removes.
   */
  localCopy(id: string): Promise<{ file: string; done(): Promise<void> } | null>;
  /**
   * Writes the finished uploads `partIds` one after another into the new upload `id` (its record first, so that a
   * copy cut off by a stopped process expires like any unfinished upload); resolves with the bytes written.
   */
  join(partIds: string[], id: string, total: number, filename: string): Promise<number>;
  /** Removes an upload, finished or not, with its record; nothing when it is not there. */
  remove(id: string): Promise<void>;
  /** Stores bytes as the finished upload `id` (the demo videos). */
  putFinished(id: string, bytes: Buffer): Promise<void>;
}

/** The tus files of DATA_DIR/tus (FileStore: `<id>` and its record `<id>.json`). */
export function localTusFiles(tusDir: string, datastore: FileStore): TusFiles {
  const fileOf = (id: string) => path.join(tusDir, id);
  return {
    kind: 'local',
    async size(id) {
      return (await stat(fileOf(id)).catch(() => null))?.size ?? null;
    },
    async localCopy(id) {
      if (!(await stat(fileOf(id)).catch(() => null))) return null;
      return { file: fileOf(id), done: async () => undefined };
    },
    async join(partIds, id, total, filename) {
      await datastore.configstore.set(id, new Upload({ id, size: total, offset: 0, metadata: { filename }, creation_date: new Date().toISOString() }));
      return concatenateFiles(partIds.map(fileOf), fileOf(id));
    },
    remove: (id) => removeTusFile(tusDir, id),
    async putFinished(id, bytes) {
      await mkdir(tusDir, { recursive: true });
      await writeFile(fileOf(id), bytes);
    },
  };
}

/** The tus uploads in the bucket (storage/tus-s3.ts). */
export function s3TusFiles(store: TusS3Store): TusFiles {
  return {
    kind: 's3',
    size: (id) => store.finishedSize(id),
    async localCopy(id) {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'saishi-video-'));
      const done = () => rm(dir, { recursive: true, force: true });
      try {
        const file = path.join(dir, id);
        if (await store.download(id, file)) return { file, done };
      } catch (error) {
        await done();
        throw error;
      }
      await done();
      return null;
    },
    async join(partIds, id, total, filename) {
      // a copy cut off before is started again: a new multipart upload under the same id
      await store.create(new Upload({ id, size: total, offset: 0, metadata: { filename } }));
      return store.write(store.concatenated(partIds), id, 0);
    },
    remove: (id) => store.removeAll(id),
    putFinished: (id, bytes) => store.putFinished(id, bytes),
  };
}

/** What the tus jobs work with: the media rows, the video processing and the finished uploads. */
export interface TusUploads {
  repo: MediaRepository;
  videos: VideoProcessor;
  files: TusFiles;
}

/**
 * Queues again the videos left in `processing` whose upload is still there (locally: on this node's disk; in S3: for
 * every node); resolves with their count. In S3 mode a video whose job is still queued or running is not queued twice
 * (services/media-video.ts `process`: one job per video per hour).
 */
export async function resumeVideoProcessing(services: TusUploads): Promise<number> {
  let queued = 0;
  for (const row of await services.repo.processing()) {
    if (!row.uploadId || (await services.files.size(row.uploadId)) === null) continue;
    void services.videos.process(row);
    queued += 1;
  }
  return queued;
}

/** Removes a tus upload's file and its record (`<id>.json`), if there. */
export async function removeTusFile(tusDir: string, id: string): Promise<void> {
  await rm(path.join(tusDir, id), { force: true });
  await rm(path.join(tusDir, `${id}.json`), { force: true });
}

/**
 * The clean-up of video uploads (job `upload-cleanup`, hourly) (beside the tus server's own expiry of unfinished files): videos still
 * uploading a day after their creation are marked failed; partial uploads (tus concatenation) go a day after their
 * creation whatever their state — rows and files — except parts being joined, which wait a second day.
 */
export async function expireVideoUploads(services: TusUploads, now = Date.now()): Promise<void> {
  const before = new Date(now - TUS_EXPIRY_MS);
  await services.repo.failStaleUploads(before);
  for (const id of await services.repo.removeStaleParts(before, new Date(now - 2 * TUS_EXPIRY_MS))) {
    await services.files.remove(id);
  }
}

/**
 * At start: parts left `joining` by a stopped process go back to `uploaded` when their uploads are still there, so
 * the client's retried final POST can join them (a half-written final upload is written again then, or expires).
 * In S3 mode any node's start does this, also while another node is joining those parts: that join then still ends
 * (its video is made; the parts, already `uploaded` again, are not marked `joined` and go with the daily clean-up).
 */
export async function releaseInterruptedJoins(services: TusUploads): Promise<number> {
  let released = 0;
  for (const part of await services.repo.partsIn('joining')) {
    if ((await services.files.size(part.uploadId!)) === null) continue;
    released += (await services.repo.moveParts(part.ownerUserId!, [part.uploadId!], ['joining'], 'uploaded')).length;
  }
  return released;
}

/** Where tus uploads go: DATA_DIR/tus, or the bucket of MEDIA_S3_* (with Redis, when there, for records and locks). */
export interface TusStoreOptions {
  tusDir: string;
  s3: S3Settings | null;
  redis: Redis | null;
  /** The database of the deployment (DATABASE_URL, or PGlite's folder): its Redis keys and channel are its own. */
  database: string;
}

/**
 * The datastore, its finished uploads and the locker of the tus server. Locally: a FileStore and @tus/server's
 * MemoryLocker (one node, or nodes sharing DATA_DIR behind sticky sessions). In S3: the TusS3Store with its upload
 * records cached in Redis (else in memory: each node reads `<id>.info` itself) and the RedisLocker (else the
 * MemoryLocker: then requests of one upload on two nodes are not kept apart — run one node, or give them Redis).
 */
export function createTusStore({ tusDir, s3, redis, database }: TusStoreOptions): { datastore: DataStore; files: TusFiles; locker: Locker & { close?(): Promise<void> } } {
  if (s3) {
    const datastore = new TusS3Store({
      settings: s3,
      expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
      cache: redis ? new RedisMetadataCache(redis, `${databaseCacheKey(database, 'tus-info')}:`, 2 * TUS_EXPIRY_MS) : undefined,
    });
    // concatenation is ours (routes/media/tus.ts createFinal), as with the FileStore below
    datastore.extensions = [...datastore.extensions, 'concatenation'];
    return { datastore, files: s3TusFiles(datastore), locker: redis ? new RedisLocker(redis, { prefix: `${databaseCacheKey(database, 'tus-lock')}:` }) : new MemoryLocker() };
  }
  const datastore = new FileStore({ directory: tusDir, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
  datastore.extensions = [...datastore.extensions, 'concatenation'];
  return { datastore, files: localTusFiles(tusDir, datastore), locker: new MemoryLocker() };
}

/**
 * The tus server of /api/upload/video. The datastore keeps every upload — single, partial or final — under its id.
 * Neither store has concatenation (and @tus/server's PostHandler refuses Upload-Concat): partial uploads are plain
 * uploads to it and the final POST is answered by the media routes (routes/media/tus.ts, createFinal). Advertised in
 * Tus-Extension (OPTIONS) all the same.
 */
export function createTusServer({ repo, videos, datastore, locker }: { repo: MediaRepository; videos: VideoProcessor; datastore: DataStore; locker: Locker }): TusServer {
  return new TusServer({
    path: TUS_PATH,
    datastore,
    locker,
    maxSize: VIDEO_MAX_BYTES,
    relativeLocation: true,
    respectForwardedHeaders: false,
    namingFunction: (req) => {
      const id = req.headers.get(UPLOAD_ID_HEADER);
      if (!id || !/^[0-9a-f]{32}$/.test(id)) throw { status_code: 400, body: 'missing upload id' };
      return id;
    },
    onUploadFinish: async (_req, upload) => {
      const row = await repo.byUploadId(upload.id);
      if (row?.kind === 'part') {
        // a complete part waits for the final POST that joins it
        await repo.update(row.id, { size: upload.size ?? row.size });
        await repo.moveParts(row.ownerUserId!, [upload.id], ['uploading'], 'uploaded');
      } else if (row && row.status === 'uploading') {
        await repo.update(row.id, { status: 'processing', size: upload.size ?? row.size });
        void videos.process({ ...row, status: 'processing' });
      }
      return {};
    },
  });
}
