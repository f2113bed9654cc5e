/**
 * Videos (视频): the fixed categories of the library (视频分类), the refusals of the video routes and when a video
 * may be published — the same for the server (server/src/routes/video) and the mocks.
 *
 * The fixed categories of the video library (视频分类). The code is stored in videos.category; the public /video
 * page shows one tab per category in this order. Changing a name is a code change (the list is small and stable).
 */
export const VIDEO_CATEGORIES: readonly { id: number; name: string }[] = [
  { id: 1, name: '赛事集锦' },
  { id: 2, name: '精彩瞬间' },
  { id: 3, name: '赛事直播回放' },
  { id: 4, name: '教学训练' },
  { id: 5, name: '宣传片' },
];

export const videoCategoryName = (id: number): string => VIDEO_CATEGORIES.find((c) => c.id === id)?.name ?? '';

import { isSafeUrl } from './safe-url.ts';

/** The Chinese refusals of the video routes. */
export const VIDEO_MSG = {
  notProcessed: '视频正在上传或处理中，处理完成后才能发布',
  failed: '视频处理失败，请重新上传后再发布',
  adminHidden: '该视频已被平台管理员隐藏，不能发布',
  noVideo: '请上传视频',
  badVideo: '视频不存在，请重新上传',
  badCover: '封面图片地址无效',
  badCompetition: '赛事不存在',
  competitionRequired: '请选择视频所属的赛事',
  titleRequired: '标题不能为空',
} as const;

/** A video's own cover: a site path or an http(s) address (no protocol-relative or script address). */
export const isVideoCoverUrl = (url: string): boolean => /^(\/(?!\/)|https?:\/\/)/.test(url) && isSafeUrl(url);

/** Why a video whose media is in `mediaStatus` may not be published yet, or null when it may (only a processed video). */
export function videoPublishProblem(mediaStatus: string): string | null {
  if (mediaStatus === 'ready') return null;
  if (mediaStatus === 'failed' || mediaStatus === 'canceled') return VIDEO_MSG.failed;
  return VIDEO_MSG.notProcessed;
}

/**
 * 发布 / 隐藏 of a video (the server's POST /admin/video/status and the mocks): publishing refuses a video the platform
 * admin hid (unless the admin publishes it) and one not processed (videoPublishProblem), and clears the admin's hiding;
 * hiding keeps the video hidden from its institution when the platform admin hides an institution's video, or when it
 * already was and an institution hides it. The refusal, or whether the video is hidden by the admin afterwards.
 */
export function videoStatusMove(
  to: 'published' | 'hidden',
  video: { adminHidden: boolean; mediaStatus: string; institutionId: number | null },
  byPlatformAdmin: boolean,
): { refusal: string } | { adminHidden: boolean } {
  if (to === 'hidden') return { adminHidden: byPlatformAdmin ? video.institutionId !== null : video.adminHidden };
  if (video.adminHidden && !byPlatformAdmin) return { refusal: VIDEO_MSG.adminHidden };
  const problem = videoPublishProblem(video.mediaStatus);
  return problem ? { refusal: problem } : { adminHidden: false };
}

/** A video's create or edit as the API takes it (without the file, which each side looks up itself). */
export interface VideoInput {
  title?: string;
  description?: string;
  category?: number;
  cover?: string;
  competition_id?: number | null;
}

/**
 * Checks a video's fields, the server's and the mocks' one check: the fields to write (trimmed; a cover only when it
 * changed), or the Chinese problem (42200). `competitionOwner`: the institution of `competition_id`'s competition
 * (undefined: none), which must be the video's (`institutionId`; null: the platform's video, any); `viaCompetition`:
 * the caller manages the video through its competition only, so it must name another competition it manages
 * (`competitionManaged`).
 */
export function videoFieldChanges(
  b: VideoInput,
  ctx: { institutionId: number | null; currentCover?: string; competitionOwner?: number; viaCompetition?: boolean; competitionManaged?: boolean },
): { problem: string } | { changes: VideoInput } {
  const f: VideoInput = {};
  if (b.title !== undefined && !(f.title = b.title.trim())) return { problem: VIDEO_MSG.titleRequired };
  if (b.description !== undefined) f.description = b.description.trim();
  if (b.category !== undefined) f.category = b.category;
  if (b.cover !== undefined && b.cover.trim() !== ctx.currentCover) {
    f.cover = b.cover.trim();
    if (f.cover && !isVideoCoverUrl(f.cover)) return { problem: VIDEO_MSG.badCover };
  }
  if (b.competition_id !== undefined) {
    if (b.competition_id !== null) {
      if (ctx.competitionOwner === undefined || (ctx.institutionId !== null && ctx.competitionOwner !== ctx.institutionId)) return { problem: VIDEO_MSG.badCompetition };
      if (ctx.viaCompetition && !ctx.competitionManaged) return { problem: VIDEO_MSG.badCompetition };
    } else if (ctx.viaCompetition) return { problem: VIDEO_MSG.competitionRequired };
    f.competition_id = b.competition_id;
  }
  return { changes: f };
}
