/** Image and file uploads through the one http client (docs/uploads.md). */
import { isCancel, type AxiosProgressEvent } from 'axios';
import { isApiError } from '../http/api-error';
import type { Result } from '../http/api-types';
import { http } from '../http/default-client';
import {
  EmptyFileError,
  MSG_UPLOAD_FAILED,
  checkFileReaderSupport,
  checkFileUpload,
  checkImageUpload,
  imageTooLargeMessage,
  IMAGE_MAX_MB,
  MB,
  UPLOAD_MSG,
} from '../rules/upload-checks';
import { reencodeImageAsPng } from './reencode';
import type { ImageUploadPath, UploadOptions, UploadedFile, UploadedImage } from './types';

export const UPLOAD_IMAGE_URL = '/upload/image' as const;
export const UPLOAD_FILE_URL = '/upload/file' as const;
/** Types the server accepts (checked there by magic bytes). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** A refused upload; `message` is the Chinese text to show. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
}

function refuse(message: string): never {
  if (message === new EmptyFileError().message) throw new EmptyFileError();
  throw new UploadError(message);
}

/** Null when `file` looks like an image the server takes (by its browser-reported type), else the message. */
export function checkImageType(file: { type: string; name: string }): string | null {
  if ((IMAGE_TYPES as readonly string[]).includes(file.type)) return null;
  if (!file.type && /\.(png|jpe?g|gif|webp)$/i.test(file.name)) return null;
  return UPLOAD_MSG.imageType;
}

function progressHandler(onProgress?: (percent: number) => void) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    const total = event.total ?? 0;
    if (total > 0) onProgress(Math.min(100, Math.round((event.loaded / total) * 100)));
  };
}

/** The bytes of a file (through FileReader where Blob#arrayBuffer is missing). */
export function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error(MSG_UPLOAD_FAILED));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The multipart body. A File from another realm than FormData (jsdom's File beside Node's FormData in page tests)
 * is copied into a Blob of this realm; in a browser the file goes as it is.
 */
async function formOf(file: File, use?: string): Promise<FormData> {
  const form = new FormData();
  if (use) form.append('use', use);
  const body = file instanceof Blob ? file : new Blob([await readBytes(file)], { type: (file as File).type });
  form.append('file', body, file.name);
  return form;
}

/** A multipart POST (see `HttpClient.upload`: the generated types describe the result, not the form). */
async function post<P extends ImageUploadPath | typeof UPLOAD_FILE_URL>(url: P, form: FormData, options: UploadOptions): Promise<Result<P, 'post'>> {
  return http.upload(url, form, {
    headers: { ...options.headers, 'Content-Type': 'multipart/form-data' },
    onUploadProgress: progressHandler(options.onProgress),
    silent: options.silent,
    signal: options.signal,
    timeout: 0,
  });
}

/**
 * Spec §4/§5/§9: checks file reading support, emptiness, 1 MB and the type, re-encodes as PNG 0.92 when the
 * browser can, then posts to /api/upload/image. Rejects with the Chinese message (EmptyFileError for 0 bytes).
 */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  const problem = checkFileReaderSupport() ?? checkImageUpload(file) ?? checkImageType(file);
  if (problem) refuse(problem);
  let body = await reencodeImageAsPng(file);
  // A PNG can be larger than the JPEG it came from: send the original then (the server re-encodes it anyway).
  if (body.size > IMAGE_MAX_MB * MB) body = file;
  if (body.size > IMAGE_MAX_MB * MB) refuse(imageTooLargeMessage(file.name));
  options.onProgress?.(0);
  const result: UploadedImage = await post(options.url ?? UPLOAD_IMAGE_URL, await formOf(body, options.use), options);
  options.onProgress?.(100);
  return result;
}

/** Spec §5: generic files up to 20 MB (文件超过20M,请重新上传), never empty. Posts to /api/upload/file. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  const problem = checkFileReaderSupport() ?? checkFileUpload(file);
  if (problem) refuse(problem);
  options.onProgress?.(0);
  const result = await post(UPLOAD_FILE_URL, await formOf(file, options.use), options);
  options.onProgress?.(100);
  return result;
}

/** The Chinese message of a failed upload (上传失败 when the error has none). */
export function uploadErrorMessage(error: unknown): string {
  if (isCancel(error)) return UPLOAD_MSG.canceled;
  if (isApiError(error) || error instanceof UploadError || error instanceof EmptyFileError) {
    return error.message || MSG_UPLOAD_FAILED;
  }
  return MSG_UPLOAD_FAILED;
}
