/**
 * Media (docs/uploads.md): the storage of uploaded media (created once, from the validated config: `<dataDir>/media`
 * or the S3 bucket of MEDIA_S3_*), the media rows, the video processing (ffprobe/ffmpeg, one video at a time, as
 * jobs of this node's queue on `app.jobs`) and
 * the tus server of video uploads. Decorates the app with `app.media`; the media routes (src/routes/media), the
 * video, live and album routes and the replay-file worker use it.
 *
 * This node's video queue is created at registration; the workers plugin (plugins/app/workers.ts) works it and the
 * scheduled `upload-cleanup` (`cleanUpUploads`: expired unfinished uploads and parts removed, the rows of unfinished
 * videos marked failed), and stops them before the database closes (running video jobs are waited for). Start
 * (onReady): videos that were being processed are processed again (when this node has their file), parts whose copy
 * into a final upload was cut off can be joined again.
 */
import path from 'node:path';
import type { FileStore } from '@tus/file-store';
import type { Server as TusServer } from '@tus/server';
import fp from 'fastify-plugin';
import jobsPlugin from './jobs.js';
import { mediaRepository, type MediaRepository } from '../../services/media.js';
import { createVideoProcessor, type VideoProcessor } from '../../services/media-video.js';
import { videoQueues } from '../../services/job-queues.js';
import {
  createTusServer,
  expireVideoUploads,
  releaseInterruptedJoins,
  resumeVideoProcessing,
} from '../../services/media-tus.js';
import { createStorage, type MediaStorage } from '../../storage/index.js';

export interface MediaServices {
  storage: MediaStorage;
  repo: MediaRepository;
  /** Tests wait for `videos.idle()`. */
  videos: VideoProcessor;
  /** DATA_DIR/tus: the files of tus uploads. */
  tusDir: string;
  tus: TusServer;
  datastore: FileStore;
  /**
   * The job of `upload-cleanup` (scheduled hourly, one run across all nodes): the tus FileStore's expired unfinished
   * files in this node's DATA_DIR/tus and the stale video uploads and parts (services/media-tus.ts expireVideoUploads).
   */
  cleanUpUploads(): Promise<void>;
}

export default fp(
  async (app) => {
    // the app registers the job queue before media; a test that registers media alone gets it here
    if (!app.hasDecorator('jobs')) await app.register(jobsPlugin);
    const storage = createStorage(app.config);
    const repo = mediaRepository(app.database.db);
    const videos = createVideoProcessor(repo, storage, app.log, app.jobs);
    const tusDir = path.join(app.config.dataDir, 'tus');
    const { tus, datastore } = createTusServer({ repo, videos, tusDir });
    for (const q of videoQueues(app.jobs.nodeKey)) await app.jobs.define(q);
    const media: MediaServices = {
      storage,
      repo,
      videos,
      tusDir,
      tus,
      datastore,
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
    app.addHook('onReady', async () => {
      await resumeVideoProcessing(media);
      await releaseInterruptedJoins(media);
    });
  },
  { name: 'media', dependencies: ['db'] },
);
