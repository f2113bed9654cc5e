/**
 * Video uploads over tus (docs/uploads.md): the tus server with its file store in DATA_DIR/tus, what happens when an
 * upload finishes (a video goes to processing, a partial upload waits for its final POST), and the jobs of the media
 * plugin (src/plugins/app/media.ts): resuming processing after a restart, releasing interrupted joins, and the
 * expiry of unfinished uploads (the scheduled job `upload-cleanup`).
 */
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { MediaRepository } from './media.js';
import type { VideoProcessor } from './media-video.js';

export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/**
 * Unfinished tus uploads (and partial uploads of a video) expire after a day; the clean-up is the scheduled job
 * `upload-cleanup` (hourly, UPLOAD_CLEANUP_MINUTES; plugins/app/media.ts `cleanUpUploads`).
 */
export const TUS_EXPIRY_MS = 24 * 60 * 60 * 1000;
export const TUS_PATH = '/api/upload/video';
export const UPLOAD_ID_HEADER = 'x-saishi-upload-id';

/** What the tus jobs work with: the media rows, the video processing and the folder of tus uploads. */
export interface TusUploads {
  repo: MediaRepository;
  videos: VideoProcessor;
  tusDir: string;
}

/** Queues again the videos left in `processing` whose uploaded file this node has; resolves with their count. */
export async function resumeVideoProcessing(services: TusUploads): Promise<number> {
  let queued = 0;
  for (const row of await services.repo.processing()) {
    const file = path.join(services.tusDir, row.uploadId ?? '');
    if (!row.uploadId || !(await stat(file).catch(() => null))) continue;
    void services.videos.process(row, file);
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
    await removeTusFile(services.tusDir, id);
  }
}

/**
 * At start: parts left `joining` by a stopped process go back to `uploaded` when this node has their files, so the
 * client's retried final POST can join them (a half-written final file is overwritten then, or expires).
 */
export async function releaseInterruptedJoins(services: TusUploads): Promise<number> {
  let released = 0;
  for (const part of await services.repo.partsIn('joining')) {
    if (!(await stat(path.join(services.tusDir, part.uploadId!)).catch(() => null))) continue;
    released += (await services.repo.moveParts(part.ownerUserId!, [part.uploadId!], ['joining'], 'uploaded')).length;
  }
  return released;
}

/**
 * The tus server of /api/upload/video. The FileStore keeps every upload — single, partial or final — as a file named
 * by its id in DATA_DIR/tus. It has no concatenation (and @tus/server's PostHandler refuses Upload-Concat): partial
 * uploads are plain uploads to it and the final POST is answered by the media routes (routes/media/tus.ts,
 * createFinal). Advertised in Tus-Extension (OPTIONS) all the same.
 */
export function createTusServer({ repo, videos, tusDir }: TusUploads): { tus: TusServer; datastore: FileStore } {
  const datastore = new FileStore({ directory: tusDir, expirationPeriodInMilliseconds: TUS_EXPIRY_MS });
  datastore.extensions = [...datastore.extensions, 'concatenation'];
  const tus = new TusServer({
    path: TUS_PATH,
    datastore,
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
        void videos.process({ ...row, status: 'processing' }, path.join(tusDir, upload.id));
      }
      return {};
    },
  });
  return { tus, datastore };
}
