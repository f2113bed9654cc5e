/** Results of the upload routes (docs/uploads.md), from the server's OpenAPI document. */
import type { Result } from '../http/api-types';

/** POST /api/upload/image; `url` is `/api/media/<key>` — store this string in your rows. */
export type UploadedImage = Result<'/upload/image', 'post'>;

/** POST /api/upload/file. */
export type UploadedFile = Result<'/upload/file', 'post'>;

/** GET /api/get_video_path: `path` stays '' while the server is still processing the video. */
export type VideoPath = Result<'/get_video_path', 'get'>;

/** GET /api/video_ks: credentials for the tus endpoint, bound to the session; `Expiration` is an ISO time. */
export type VideoCredentials = Result<'/video_ks', 'get'>;

/** The routes that take an image with the checks of `uploadImage`. */
export type ImageUploadPath = '/upload/image' | '/upload/enrolment_image';

export interface UploadOptions {
  /** Short purpose tag (`article`, `headline`, `partner`, `photo`, `cover`…). */
  use?: string;
  /** 0–100 while the bytes go out. */
  onProgress?: (percent: number) => void;
  /** No toast from the http client (the caller shows the error itself). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Another upload route with the same checks (e.g. `/upload/enrolment_image` of anonymous enrolment applicants). */
  url?: ImageUploadPath;
  /** Extra request headers (e.g. `X-Enrolment-Token`). */
  headers?: Record<string, string>;
}
