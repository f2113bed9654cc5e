/**
 * Media (docs/uploads.md): the storage of uploaded media (created once, from the validated config: `<dataDir>/media`
 * or the S3 bucket of MEDIA_S3_*), the media rows, the video processing (ffprobe/ffmpeg, one video at a time, as
 * jobs of this node's queue on `app.jobs`, or of the queue of all nodes when uploads are in S3) and
 * the tus server of video uploads (its uploads in `<dataDir>/tus`, or in the bucket under `<MEDIA_S3_PREFIX>tus/`,
 * locked through Redis when there is one). Decorates the app with `app.media`; the media routes (src/routes/media), the
 * video, live and album routes and the replay-file worker use it.
 *
 * This node's video queue is created at registration; the workers plugin (plugins/app/workers.ts) works it and the
 * scheduled `upload-cleanup` (`cleanUpUploads`: expired unfinished uploads and parts removed, the rows of unfinished
 * videos marked failed), and stops them before the database closes (running video jobs are waited for). Start
 * (onReady): videos that were being processed are processed again (when their upload is there: on this node's disk,
 * or in S3), parts whose copy into a final upload was cut off can be joined again.
 */
import path from 'node:path';
import type { DataStore, Server as TusServer } from '@tus/server';
import fp from 'fastify-plugin';
import jobsPlugin from './jobs.js';
import { mediaRepository, type MediaRepository } from '../../services/media.js';
import { createVideoProcessor, type VideoProcessor } from '../../services/media-video.js';
import { videoQueueOf, videoQueues } from '../../services/job-queues.js';
import {
  createTusServer,
  createTusStore,
  expireVideoUploads,
  releaseInterruptedJoins,
  resumeVideoProcessing,
  type TusFiles,
} from '../../services/media-tus.js';
import { createStorage, type MediaStorage } from '../../storage/index.js';
import { databaseOf } from '../../config.js';

export interface MediaServices {
  storage: MediaStorage;
  repo: MediaRepository;
  /** Tests wait for `videos.idle()`. */
  videos: VideoProcessor;
  /** DATA_DIR/tus: the files of tus uploads (without MEDIA_S3_BUCKET; the demo videos are generated there). */
  tusDir: string;
  tus: TusServer;
  /** A FileStore in `tusDir`, or the TusS3Store (storage/tus-s3.ts) with MEDIA_S3_BUCKET. */
  datastore: DataStore;
  /** The finished uploads, on disk or in S3 (joined, processed, removed). */
  files: TusFiles;
  /**
   * The job of `upload-cleanup` (scheduled hourly, one run across all nodes): the tus datastore's expired unfinished
   * uploads (this node's DATA_DIR/tus, or the bucket) and the stale video uploads and parts (services/media-tus.ts
   * expireVideoUploads).
   */
  cleanUpUploads(): Promise<void>;
}

export default fp(
  async (app) => {
    // the app registers the job queue before media; a test that registers media alone gets it here
    if (!app.hasDecorator('jobs')) await app.register(jobsPlugin);
    const storage = createStorage(app.config);
    const repo = mediaRepository(app.database.db);
    const tusDir = path.join(app.config.dataDir, 'tus');
    const redis = app.hasDecorator('redis') ? app.redis : null;
    const { datastore, files, locker } = createTusStore({ tusDir, s3: app.config.mediaS3, redis, database: databaseOf(app.config) });
    // uploads in S3 are every node's: so is their queue
    const nodeKey = files.kind === 's3' ? null : app.jobs.nodeKey;
    const videos = createVideoProcessor(repo, storage, app.log, app.jobs, files, videoQueueOf(nodeKey));
    const tus = createTusServer({ repo, videos, datastore, locker });
    for (const q of videoQueues(nodeKey)) await app.jobs.define(q);
    if (locker.close) app.addHook('onClose', () => locker.close!());
    const media: MediaServices = {
      storage,
      repo,
      videos,
      tusDir,
      tus,
      datastore,
      files,
      async cleanUpUploads() {
        const failures: unknown[] = [];
        await tus.cleanUpExpiredUploads().catch((error: unknown) => failures.push(error));
        await expireVideoUploads(media).catch((error: unknown) => failures.push(error));
        for (const error of failures) app.log.error({ err: error }, 'upload clean-up failed');
        if (failures.length > 0) throw failures[0];
      },
    };
    app.decorate('media', media);

    // the video queue's worker starts after this (workers plugin): a resumed video waits in the queue until then
    app.addHook('onReady', async function resumeInterruptedVideos() {
      await resumeVideoProcessing(media);
      await releaseInterruptedJoins(media);
    });
  },
  { name: 'media', dependencies: ['db'] },
);
