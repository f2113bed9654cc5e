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

/** The Chinese refusals of the video routes. */
export const VIDEO_MSG = {
  notProcessed: '视频正在上传或处理中，处理完成后才能发布',
  failed: '视频处理失败，请重新上传后再发布',
  adminHidden: '该视频已被平台管理员隐藏，不能发布',
  noVideo: '请上传视频',
  badVideo: '视频不存在，请重新上传',
  badCover: '封面图片地址无效',
  badCompetition: '赛事不存在',
  titleRequired: '标题不能为空',
} as const;

/** Why a video whose media is in `mediaStatus` may not be published yet, or null when it may (only a processed video). */
export function videoPublishProblem(mediaStatus: string): string | null {
  if (mediaStatus === 'ready') return null;
  if (mediaStatus === 'failed' || mediaStatus === 'canceled') return VIDEO_MSG.failed;
  return VIDEO_MSG.notProcessed;
}
