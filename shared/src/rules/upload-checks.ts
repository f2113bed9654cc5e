/** Upload checks of spec §4, §5, §8, §9 with the exact messages. */

export const MB = 1024 * 1024;
/** Spec §9: single images. */
export const IMAGE_MAX_MB = 1;
/** Spec §9: generic files. */
export const FILE_MAX_MB = 20;

export const MSG_UPLOAD_FAILED = '上传失败';
export const MSG_UNSUPPORTED_BROWSER = '当前浏览器不支持则该图片';
export const MSG_EMPTY_FILE = '文件大小为0，不能上传';
export const MSG_FILE_OVER_20M = '文件超过20M,请重新上传';

/** Spec §5: an empty file gives EmptyFile with 文件大小为0，不能上传. */
export class EmptyFileError extends Error {
  override readonly name = 'EmptyFile';
  constructor() {
    super(MSG_EMPTY_FILE);
  }
}

export interface FileLike {
  name: string;
  size: number;
}

export function imageTooLargeMessage(name: string): string {
  return `文件${name}超过1M,上传失败`;
}

/**
 * Every upload refusal, once: the server (services/media.ts, routes/media/**), the upload client
 * (shared/src/upload) and the mocks take their texts from here.
 */
export const UPLOAD_MSG = {
  empty: MSG_EMPTY_FILE,
  fileTooLarge: MSG_FILE_OVER_20M,
  imageTooLarge: imageTooLargeMessage,
  imageType: '只能上传PNG、JPG、GIF、WEBP格式的图片',
  noFile: '请选择要上传的文件',
  failed: MSG_UPLOAD_FAILED,
  videoFailed: '视频处理失败，请重新上传',
  videoType: '只能上传视频文件',
  ksExpired: '上传凭证已过期，请重新获取',
  canceled: '上传已取消',
} as const;

/** The refusals of the resumable video upload (tus) and of joining its parallel parts (Upload-Concat). */
export const VIDEO_UPLOAD_MSG = {
  invalid: '分片上传地址无效',
  notFound: '分片上传不存在或已过期，请重新上传',
  incomplete: '分片尚未上传完成',
  busy: '视频正在合并，请稍后重试',
  credentialInvalid: '上传凭证无效',
  done: '该视频已上传完成',
} as const;

/** Generic form: 文件超过{n}M (20 uses the full sentence of spec §5). */
export function fileTooLargeMessage(limitMb: number): string {
  return limitMb === FILE_MAX_MB ? MSG_FILE_OVER_20M : `文件超过${limitMb}M`;
}

/** Throws EmptyFileError for a 0-byte file. */
export function assertNotEmpty(file: FileLike): void {
  if (file.size === 0) throw new EmptyFileError();
}

/** Single image: null when fine, else the message (empty or over 1 MB). */
export function checkImageUpload(file: FileLike): string | null {
  if (file.size === 0) return MSG_EMPTY_FILE;
  if (file.size > IMAGE_MAX_MB * MB) return imageTooLargeMessage(file.name);
  return null;
}

/** Generic file: null when fine, else the message (empty or over `limitMb`, default 20). */
export function checkFileUpload(file: FileLike, limitMb: number = FILE_MAX_MB): string | null {
  if (file.size === 0) return MSG_EMPTY_FILE;
  if (file.size > limitMb * MB) return fileTooLargeMessage(limitMb);
  return null;
}

/** Null when the browser can read files, else 当前浏览器不支持则该图片. */
export function checkFileReaderSupport(scope: { FileReader?: unknown } = globalThis as { FileReader?: unknown }): string | null {
  return typeof scope.FileReader === 'function' ? null : MSG_UNSUPPORTED_BROWSER;
}

export interface UploadOutcome<F extends FileLike, R> {
  uploaded: { file: F; result: R }[];
  failed: { file: F; message: string }[];
}

/**
 * Spec §4: files go one after another; files failing `check` are skipped with their message, failures are
 * collected per file (an upload error without its own message counts as 上传失败).
 */
export async function uploadSequentially<F extends FileLike, R>(
  files: readonly F[],
  upload: (file: F) => Promise<R>,
  check: (file: F) => string | null = (f) => checkFileUpload(f),
): Promise<UploadOutcome<F, R>> {
  const outcome: UploadOutcome<F, R> = { uploaded: [], failed: [] };
  for (const file of files) {
    const problem = check(file);
    if (problem) {
      outcome.failed.push({ file, message: problem });
      continue;
    }
    try {
      outcome.uploaded.push({ file, result: await upload(file) });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : MSG_UPLOAD_FAILED;
      outcome.failed.push({ file, message });
    }
  }
  return outcome;
}
