/** Downloading an image or video from its storage URL (spec §8: 图片下载失败 / 视频下载失败). */
import type { DownloadedFile } from './client';
import { notifier } from './ports';

export type MediaKind = 'image' | 'video';

export const MSG_IMAGE_DOWNLOAD_FAILED = '图片下载失败';
export const MSG_VIDEO_DOWNLOAD_FAILED = '视频下载失败';

export function mediaDownloadFailedMessage(kind: MediaKind): string {
  return kind === 'image' ? MSG_IMAGE_DOWNLOAD_FAILED : MSG_VIDEO_DOWNLOAD_FAILED;
}

/**
 * Fetches a media file (object-storage URL, not /api) as a Blob. On any failure shows 图片下载失败 or
 * 视频下载失败 and rejects with that message.
 */
export async function downloadMedia(url: string, kind: MediaKind, filename?: string): Promise<DownloadedFile> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    const blob = await response.blob();
    const name = filename ?? decodeURIComponent(new URL(url, window.location.href).pathname.split('/').pop() || kind);
    return { blob, filename: name };
  } catch {
    const message = mediaDownloadFailedMessage(kind);
    notifier.error(message);
    throw new Error(message);
  }
}
