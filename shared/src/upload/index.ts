export type { ImageUploadPath, UploadOptions, UploadedFile, UploadedImage, VideoCredentials, VideoPath } from './types';
export { IMAGE_REENCODE_QUALITY, IMAGE_REENCODE_TYPE, reencodeImageAsPng } from './reencode';
export { sniffImage, type SniffedImage } from './sniff';
export {
  IMAGE_ACCEPT,
  IMAGE_TYPES,
  UPLOAD_FILE_URL,
  UPLOAD_IMAGE_URL,
  UploadError,
  checkImageType,
  uploadErrorMessage,
  uploadFile,
  uploadImage,
} from './upload';
export {
  VIDEO_CHUNK_SIZE,
  VIDEO_HASH_BYTES,
  VIDEO_MAX_PARTS,
  VIDEO_PARALLEL_UPLOADS,
  VIDEO_POLL_MS,
  VIDEO_RETRY_DELAYS,
  VIDEO_STATE_TEXT,
  VIDEO_UPLOAD_ENDPOINT,
  VideoUploader,
  forgetVideoCredentials,
  getVideoCredentials,
  isVideoFile,
  videoFingerprint,
  videoUploadPlan,
  waitForVideoPath,
  type VideoUploadPlan,
  type VideoUploadState,
  type VideoUploaderOptions,
} from './video';
export { localStorageUrlStorage, setVideoUploadTransport, type VideoUploadTransport } from './video';
export { byteArrayFileReader, fetchHttpStack, enableFetchVideoTransport } from './fetch-transport';
