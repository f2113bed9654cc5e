/**
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
