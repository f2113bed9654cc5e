/**
 * Media (docs/uploads.md): the storage of uploaded media (created once, from the validated config: `<dataDir>/media`
 * or the S3 bucket of MEDIA_S3_*), the media rows, the video processing (ffprobe/ffmpeg, one video at a time, as
 * jobs of this node's queue on `app.jobs`) and
 * the tus server of video uploads. Decorates the app with `app.media`; the media routes (src/routes/media), the
 * video, live and album routes and the replay-file worker use it.
 *
 * Start (onReady): videos that were being processed are processed again (when this node has their file), parts
 * whose copy into a final upload was cut off can be joined again, and every hour expired unfinished uploads and
 * parts are removed and the rows of unfinished videos marked failed. Stop (preClose, before the database closes):
 * the hourly clean-up stops and running video jobs are waited for.
 */
import path from 'node:path';
import type { FileStore } from '@tus/file-store';
import type { Server as TusServer } from '@tus/server';
import fp from 'fastify-plugin';
import jobsPlugin from './jobs.js';
import { mediaRepository, type MediaRepository } from '../../services/media.js';
import { createVideoProcessor, type VideoProcessor } from '../../services/media-video.js';
import {
  TUS_CLEANUP_MS,
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
    const media: MediaServices = { storage, repo, videos, tusDir, tus, datastore };
    app.decorate('media', media);

    let cleanup: NodeJS.Timeout | null = null;
    const cleanUp = async () => {
      await tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.error({ err: error }, 'tus clean-up failed'));
      await expireVideoUploads(media).catch((error: unknown) => app.log.error({ err: error }, 'video upload clean-up failed'));
    };
    app.addHook('onReady', async () => {
      await videos.start();
      await resumeVideoProcessing(media);
      await releaseInterruptedJoins(media);
      cleanup = setInterval(() => void cleanUp(), TUS_CLEANUP_MS);
      cleanup.unref();
    });
    app.addHook('preClose', async () => {
      if (cleanup) clearInterval(cleanup);
      await videos.idle();
      await videos.stop();
    });
  },
  { name: 'media', dependencies: ['db'] },
);
