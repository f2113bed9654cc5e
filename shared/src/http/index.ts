export { ApiError, isApiError, type ApiErrorKind, type EnvelopeError } from './api-error';
export { envelopeMessage, isEnvelope, type Envelope, type ErrorResult } from './envelope';
export {
  currentFullPath,
  navigateTo,
  notifier,
  setNavigator,
  setNotifier,
  type NavigateFn,
  type NavigateOptions,
  type Notifier,
} from './ports';
export {
  LOGOUT_DELAY_MS,
  LOGOUT_TOAST_SECONDS,
  MSG_NETWORK,
  MSG_TIMEOUT,
  type HttpSessionPort,
} from './interceptors';
export {
  API_BASE_URL,
  REQUEST_TIMEOUT_MS,
  createHttpClient,
  filenameFromDisposition,
  saveDownloadedFile,
  type DownloadedFile,
  type HttpClient,
  type RequestOptions,
} from './client';
export type { ApiPath, HttpMethod, Json, ListItem, Query, Result } from './api-types';
export { bindHttpSession, http } from './default-client';
export {
  MSG_IMAGE_DOWNLOAD_FAILED,
  MSG_VIDEO_DOWNLOAD_FAILED,
  downloadMedia,
  mediaDownloadFailedMessage,
  type MediaKind,
} from './media-download';
export { createSubmitAttempt, outcomeUnknown, useSubmitAttempt, type SubmitAttempt } from './submit-attempt';
export { followScores, SCORE_POLL_MS, scoreStreaming, STREAM_ATTEMPTS, type ScoreEvent, type ScoreFeedHandlers, type ScoreFeedMode } from './score-feed';
export { OFFLINE_WORKER_URL, clearOfflinePages, enableOfflinePage, type OfflineState } from './offline-page';
