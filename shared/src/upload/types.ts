/** Results of the upload routes (docs/uploads.md). */

/** POST /api/upload/image. */
export interface UploadedImage {
  id: number;
  /** `/api/media/<key>` — store this string in your rows. */
  url: string;
  width: number;
  height: number;
  size: number;
}

/** POST /api/upload/file. */
export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  size: number;
  mime: string;
}

/** GET /api/get_video_path: `path` stays '' while the server is still processing the video. */
export interface VideoPath {
  path: string;
  poster?: string;
  duration?: number;
  width?: number;
  height?: number;
}

/** GET /api/video_ks: credentials for the tus endpoint, bound to the session. */
export interface VideoCredentials {
  keyId: string;
  ks: string;
  token: string;
  /** ISO time after which the credentials are refused. */
  Expiration: string;
}

export interface UploadOptions {
  /** Short purpose tag (`article`, `headline`, `partner`, `photo`, `cover`…). */
  use?: string;
  /** 0–100 while the bytes go out. */
  onProgress?: (percent: number) => void;
  /** No toast from the http client (the caller shows the error itself). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Another upload route with the same checks (e.g. `/upload/enrolment_image` of anonymous enrolment applicants). */
  url?: string;
  /** Extra request headers (e.g. `X-Enrolment-Token`). */
  headers?: Record<string, string>;
}
