import type { StatusMap } from 'shared';
import type { Video, VideoStatus } from './types';

/** 已发布 / 已隐藏 (the public site shows only published videos whose file is processed). */
export const VIDEO_STATUS: StatusMap<VideoStatus> = {
  published: { text: '已发布', color: 'green' },
  hidden: { text: '已隐藏', color: 'default' },
};

/** The state of the uploaded file (table media). */
export const MEDIA_STATUS: StatusMap<Video['media_status']> = {
  uploading: { text: '上传中', color: 'blue' },
  processing: { text: '处理中', color: 'gold' },
  ready: { text: '可播放', color: 'green' },
  failed: { text: '处理失败', color: 'red' },
  canceled: { text: '已取消', color: 'default' },
};

/** 12:05 style duration of a video in seconds. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const mm = Math.floor(s / 60);
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
