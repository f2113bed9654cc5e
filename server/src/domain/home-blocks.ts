/**
 * The blocks of the official home page (官网首页管理, spec §2.5) and what each one needs. One table
 * (home_items) holds them all; the admin routes are registered once per block under its route prefix
 * (spec §7: /admin/headline*, /admin/recommend_*).
 */
export const HOME_BLOCKS = [
  'headline',
  'recommend_column',
  'recommended_event',
  'event_video',
  'event_photo',
  'brand_event',
  'partner',
  'friendly_link',
] as const;

export type HomeBlock = (typeof HOME_BLOCKS)[number];

export interface HomeBlockDef {
  /** Chinese name (menu title of its back-office page). */
  title: string;
  /** Route prefix under /api: `${route}_list`, `${route}_info`, `${route}` (POST/PUT/DELETE), `${route}_sort`, `${route}_show`. */
  route: string;
  /** Key of the block in GET /official/home. */
  homeKey: string;
  /** Fields that must not be empty, with the Chinese message. */
  required: readonly { field: 'image' | 'link' | 'video_url' | 'competition_id'; msg: string }[];
  /** Whether an item may link to a competition. */
  competition: boolean;
  /** The item needs a video address or a link (赛事视频). */
  videoOrLink?: boolean;
}

export const HOME_BLOCK_DEFS: Readonly<Record<HomeBlock, HomeBlockDef>> = {
  headline: { title: '头条', route: '/admin/headline', homeKey: 'headlines', required: [{ field: 'image', msg: '请上传头条图片' }], competition: true },
  recommend_column: {
    title: '推荐栏目',
    route: '/admin/recommend_column',
    homeKey: 'recommended_columns',
    required: [{ field: 'link', msg: '请填写跳转链接' }],
    competition: false,
  },
  recommended_event: {
    title: '推荐赛事',
    route: '/admin/recommend_event',
    homeKey: 'recommended_events',
    required: [{ field: 'competition_id', msg: '请选择推荐的赛事' }],
    competition: true,
  },
  event_video: {
    title: '赛事视频',
    route: '/admin/recommend_video',
    homeKey: 'event_videos',
    required: [{ field: 'image', msg: '请上传视频封面' }],
    videoOrLink: true,
    competition: true,
  },
  event_photo: { title: '赛事图片', route: '/admin/recommend_photo', homeKey: 'event_photos', required: [{ field: 'image', msg: '请上传图片' }], competition: true },
  brand_event: { title: '品牌赛事', route: '/admin/recommend_brand', homeKey: 'brand_events', required: [{ field: 'image', msg: '请上传品牌赛事图片' }], competition: true },
  partner: { title: '合作伙伴', route: '/admin/recommend_partner', homeKey: 'partners', required: [{ field: 'image', msg: '请上传合作伙伴标志' }], competition: false },
  friendly_link: { title: '友情链接', route: '/admin/recommend_link', homeKey: 'friendly_links', required: [{ field: 'link', msg: '请填写跳转链接' }], competition: false },
};

/** Most items one block may hold (the whole block is reordered at once). */
export const HOME_BLOCK_MAX_ITEMS = 100;

/** Is an item shown at `now`: enabled and inside its schedule window [show_from, show_until). */
export function isShowing(item: { enabled: boolean; showFrom: Date | null; showUntil: Date | null }, now: Date): boolean {
  if (!item.enabled) return false;
  if (item.showFrom && item.showFrom.getTime() > now.getTime()) return false;
  if (item.showUntil && item.showUntil.getTime() <= now.getTime()) return false;
  return true;
}

/** Is the requested order a permutation of exactly the block's ids. */
export function isSameIdSet(current: readonly number[], requested: readonly number[]): boolean {
  if (current.length !== requested.length) return false;
  const set = new Set(requested);
  return set.size === requested.length && current.every((id) => set.has(id));
}
