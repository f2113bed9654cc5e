/**
 * Media routes (docs/uploads.md): image and file uploads (upload.ts), GET /api/media/:key (serve.ts), video upload
 * credentials, the tus endpoint /api/upload/video/ and GET /api/get_video_path (tus.ts). The storage, the tus server
 * and the video processing are the media plugin's (src/plugins/app/media.ts, `app.media`).
 */
import multipart from '@fastify/multipart';
import { FILE_MAX_BYTES } from '../../services/media.js';
import { serveRoutes } from './serve.js';
import { tusRoutes } from './tus.js';
import { uploadRoutes } from './upload.js';
import type { ApiInstance } from '../../http/type-provider.js';

export default async function mediaRoutes(app: ApiInstance) {
  await app.register(multipart, {
    limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  uploadRoutes(app);
  serveRoutes(app);
  // ---- video: credentials, tus endpoint, processing state ----
  tusRoutes(app);
}
