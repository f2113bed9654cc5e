/**
 * The blocks of the official home page (官网首页管理, spec §2.5), for the server, the back office and the mocks:
 * route prefixes (spec §7 /admin/headline*, /admin/recommend_*; the server registers its routes once per block),
 * the key in GET /official/home, and the checks of an item with their Chinese messages. One table (home_items)
 * holds every block.
 */
export type HomeBlock =
  | 'headline'
  | 'recommend_column'
  | 'recommended_event'
  | 'event_video'
  | 'event_photo'
  | 'brand_event'
  | 'partner'
  | 'friendly_link';

export type HomeKey =
  | 'headlines'
  | 'recommended_columns'
  | 'recommended_events'
  | 'event_videos'
  | 'event_photos'
  | 'brand_events'
  | 'partners'
  | 'friendly_links';

export interface HomeBlockDef {
  block: HomeBlock;
  /** Chinese name of the block (its menu title without 管理). */
  title: string;
  /** Route name of the back-office page (spec §2.5). */
  routeName: string;
  /**
   * API prefix: `${api}_list`, `${api}_info`, `${api}` (POST/PUT/DELETE), `${api}_show`, `${api}_sort`. In
   * `HOME_BLOCK_DEFS` it is a literal, so these are paths of the generated OpenAPI types.
   */
  api: `/admin/${string}`;
  homeKey: HomeKey;
  /** Label of the image field ('' = the block has no image). */
  imageLabel: string;
  imageRequired: boolean;
  /** Label of the subtitle field ('' = none). */
  subtitleLabel: string;
  linkRequired: boolean;
  /** The item may (or, for 推荐赛事, must) link to a published competition. */
  competition: 'none' | 'optional' | 'required';
  /** 赛事视频: a video address or a link is needed. */
  video: boolean;
  /** Recommended image size shown beside the upload. */
  imageHint: string;
}

/**
 * The blocks, `as const`: `HOME_BLOCK_DEFS[block].api` is the literal prefix (`'/admin/headline' | …`), so the
 * client and the mocks call `${api}_list` etc. as typed paths without an assertion; `satisfies` keeps every entry a
 * `HomeBlockDef`.
 */
export const HOME_BLOCK_DEFS = {
  headline: {
    block: 'headline',
    title: '头条',
    routeName: 'HeadLineList',
    api: '/admin/headline',
    homeKey: 'headlines',
    imageLabel: '头条图片',
    imageRequired: true,
    subtitleLabel: '副标题',
    linkRequired: false,
    competition: 'optional',
    video: false,
    imageHint: '建议尺寸 1200×480',
  },
  recommend_column: {
    block: 'recommend_column',
    title: '推荐栏目',
    routeName: 'recommendCoList',
    api: '/admin/recommend_column',
    homeKey: 'recommended_columns',
    imageLabel: '栏目图片',
    imageRequired: false,
    subtitleLabel: '栏目简介',
    linkRequired: true,
    competition: 'none',
    video: false,
    imageHint: '建议尺寸 480×270',
  },
  recommended_event: {
    block: 'recommended_event',
    title: '推荐赛事',
    routeName: 'RecommendedEventsList',
    api: '/admin/recommend_event',
    homeKey: 'recommended_events',
    imageLabel: '赛事封面',
    imageRequired: false,
    subtitleLabel: '推荐语',
    linkRequired: false,
    competition: 'required',
    video: false,
    imageHint: '不上传则使用赛事封面，建议尺寸 600×340',
  },
  event_video: {
    block: 'event_video',
    title: '赛事视频',
    routeName: 'EventVideo',
    api: '/admin/recommend_video',
    homeKey: 'event_videos',
    imageLabel: '视频封面',
    imageRequired: true,
    subtitleLabel: '视频简介',
    linkRequired: false,
    competition: 'optional',
    video: true,
    imageHint: '建议尺寸 640×360',
  },
  event_photo: {
    block: 'event_photo',
    title: '赛事图片',
    routeName: 'EventPhotoList',
    api: '/admin/recommend_photo',
    homeKey: 'event_photos',
    imageLabel: '图片',
    imageRequired: true,
    subtitleLabel: '图片说明',
    linkRequired: false,
    competition: 'optional',
    video: false,
    imageHint: '建议尺寸 640×427',
  },
  brand_event: {
    block: 'brand_event',
    title: '品牌赛事',
    routeName: 'BrandEvents',
    api: '/admin/recommend_brand',
    homeKey: 'brand_events',
    imageLabel: '品牌图片',
    imageRequired: true,
    subtitleLabel: '品牌介绍',
    linkRequired: false,
    competition: 'optional',
    video: false,
    imageHint: '建议尺寸 600×300',
  },
  partner: {
    block: 'partner',
    title: '合作伙伴',
    routeName: 'CooperativePartners',
    api: '/admin/recommend_partner',
    homeKey: 'partners',
    imageLabel: '合作伙伴标志',
    imageRequired: true,
    subtitleLabel: '',
    linkRequired: false,
    competition: 'none',
    video: false,
    imageHint: '建议尺寸 240×96，透明或白色背景',
  },
  friendly_link: {
    block: 'friendly_link',
    title: '友情链接',
    routeName: 'FriendlyLink',
    api: '/admin/recommend_link',
    homeKey: 'friendly_links',
    imageLabel: '',
    imageRequired: false,
    subtitleLabel: '',
    linkRequired: true,
    competition: 'none',
    video: false,
    imageHint: '',
  },
} as const satisfies Readonly<Record<HomeBlock, HomeBlockDef>>;

export const HOME_BLOCKS = Object.keys(HOME_BLOCK_DEFS) as HomeBlock[];

/** Most items one block may hold (the whole block is reordered at once). */
export const HOME_BLOCK_MAX_ITEMS = 100;

/** Chinese messages of the item checks (same texts as the server). */
export const HOME_ITEM_MESSAGES = {
  title: '请填写标题',
  link: '跳转链接格式错误，请填写以 / 开头的站内路径或 http(s) 地址',
  video: '视频地址格式错误，请填写以 / 开头的站内路径或 http(s) 地址',
  image: '图片地址格式错误，请重新上传图片',
  videoOrLink: '请填写视频地址或跳转链接',
  linkRequired: '请填写跳转链接',
  competitionRequired: '请选择推荐的赛事',
  window: '结束展示时间必须晚于开始展示时间',
  stale: '内容已变化，请刷新后重新排序',
} as const;

/** Refusals about the block rather than the item's fields (same texts as the server). */
export const homeBlockMessages = {
  /** 42200: the block links no competition. */
  noCompetition: (d: HomeBlockDef) => `${d.title}不能关联赛事`,
  /** 40000: the competition is missing or not published. */
  unpublished: '只能关联已发布的赛事',
  /** 40000: another item of the block links the competition. */
  competitionTaken: (d: HomeBlockDef) => `该赛事已在${d.title}中`,
  /** 40000: the block holds `HOME_BLOCK_MAX_ITEMS` items. */
  full: (d: HomeBlockDef) => `${d.title}最多${HOME_BLOCK_MAX_ITEMS}条`,
} as const;

const IMAGE_MESSAGES: Partial<Record<HomeBlock, string>> = {
  headline: '请上传头条图片',
  event_video: '请上传视频封面',
  event_photo: '请上传图片',
  brand_event: '请上传品牌赛事图片',
  partner: '请上传合作伙伴标志',
};

/** Message when the block's image is missing (same texts as the server). */
export const imageRequiredMessage = (d: HomeBlockDef): string => IMAGE_MESSAGES[d.block] ?? `请上传${d.imageLabel}`;

/** Site path (`/…`, not `//…`) or an http(s) address; never javascript:, data: or other schemes. */
export const isSafeLink = (link: string): boolean => /^\/(?!\/)\S*$/.test(link) || /^https?:\/\/[^\s/]+\S*$/i.test(link);

/** Images: uploaded media, site paths, http(s) addresses or inline raster/SVG data images (seeded demo images). */
export const isSafeImage = (image: string): boolean => isSafeLink(image) || /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/.test(image);

export interface HomeItemDraft {
  title: string;
  image?: string;
  link?: string;
  video_url?: string;
  competition_id?: number | null;
  show_from?: string | null;
  show_until?: string | null;
}

/** An item as a create or update request sends it (the route schema has checked the types and lengths). */
export interface HomeItemBody extends HomeItemDraft {
  subtitle?: string;
  is_show?: boolean;
}

/**
 * The item of a request with every field present: texts trimmed, and what it leaves out empty, without a competition,
 * shown, without a display window.
 */
/** What an item shows: its texts, picture, link, video and competition. */
export interface HomeItemContent {
  title: string;
  subtitle: string;
  image: string;
  link: string;
  video_url: string;
  competition_id: number | null;
}

/** Writable fields of a home item (API names): what it shows and when. */
export interface HomeItemInput extends HomeItemContent {
  is_show: boolean;
  show_from: string | null;
  show_until: string | null;
}

export function homeItemOfBody(body: HomeItemBody): HomeItemInput {
  return {
    title: body.title.trim(),
    subtitle: (body.subtitle ?? '').trim(),
    image: (body.image ?? '').trim(),
    link: (body.link ?? '').trim(),
    video_url: (body.video_url ?? '').trim(),
    competition_id: body.competition_id ?? null,
    is_show: body.is_show ?? true,
    show_from: body.show_from ?? null,
    show_until: body.show_until ?? null,
  };
}

/** The first problem of an item of `d` (the server's message), or null. 推荐赛事 titles may stay empty (taken from the competition). */
export function homeItemProblem(d: HomeBlockDef, item: HomeItemDraft): string | null {
  const has = (v: string | undefined) => Boolean(v && v.trim());
  if (d.competition === 'required' && !item.competition_id) return HOME_ITEM_MESSAGES.competitionRequired;
  if (!has(item.title) && d.competition !== 'required') return HOME_ITEM_MESSAGES.title;
  if (d.imageRequired && !has(item.image)) return imageRequiredMessage(d);
  if (d.linkRequired && !has(item.link)) return HOME_ITEM_MESSAGES.linkRequired;
  if (d.video && !has(item.video_url) && !has(item.link)) return HOME_ITEM_MESSAGES.videoOrLink;
  if (has(item.link) && !isSafeLink(item.link!.trim())) return HOME_ITEM_MESSAGES.link;
  if (has(item.video_url) && !isSafeLink(item.video_url!.trim())) return HOME_ITEM_MESSAGES.video;
  if (has(item.image) && !isSafeImage(item.image!.trim())) return HOME_ITEM_MESSAGES.image;
  if (item.show_from && item.show_until && new Date(item.show_from) >= new Date(item.show_until)) return HOME_ITEM_MESSAGES.window;
  return null;
}

/** The competition an item links, as the checks read it (the server's row, the mocks' competition). */
export interface HomeItemCompetition {
  id: number;
  name: string;
  status: string;
  cover?: string | null;
}

/** An item accepted (推荐赛事 completed from its competition), or its refusal: 42200 when `badInput`, else 40000. */
export type HomeItemVerdict<T> = { item: T; refusal?: undefined } | { refusal: string; badInput: boolean };

/**
 * The decision on an item of `d` in the server's order: a competition in a block without competitions, a missing or
 * unpublished one, one that another item of the block (`linkedItemId`, not `currentId`) links; a 推荐赛事 item takes
 * the competition's name, cover and page where it leaves them empty; then the item's own checks (homeItemProblem).
 * `competition` is the row of `item.competition_id` (undefined when there is none or it was not looked up).
 */
export function homeItemVerdict<T extends HomeItemDraft & { title: string; image: string; link: string; competition_id: number | null }>(
  d: HomeBlockDef,
  item: T,
  competition: HomeItemCompetition | undefined,
  linkedItemId: number | undefined,
  currentId?: number,
): HomeItemVerdict<T> {
  const done = { ...item };
  if (done.competition_id !== null) {
    if (d.competition === 'none') return { refusal: homeBlockMessages.noCompetition(d), badInput: true };
    if (!competition || competition.status !== 'approved') return { refusal: homeBlockMessages.unpublished, badInput: false };
    if (linkedItemId !== undefined && linkedItemId !== currentId) return { refusal: homeBlockMessages.competitionTaken(d), badInput: false };
    if (d.block === 'recommended_event') {
      done.title ||= competition.name;
      done.image ||= competition.cover ?? '';
      done.link ||= `/match/${competition.id}`;
    }
  }
  const problem = homeItemProblem(d, done);
  return problem ? { refusal: problem, badInput: true } : { item: done };
}

/** 40000 when the block already holds `count` ≥ HOME_BLOCK_MAX_ITEMS items, else null. */
export const homeBlockFullRefusal = (d: HomeBlockDef, count: number): string | null => (count >= HOME_BLOCK_MAX_ITEMS ? homeBlockMessages.full(d) : null);

/** 40000 when the requested order is not exactly the block's ids (the list changed meanwhile), else null. */
export const homeSortRefusal = (current: readonly number[], requested: readonly number[]): string | null =>
  isSameIdSet(current, requested) ? null : HOME_ITEM_MESSAGES.stale;

/** Shown at `now`: enabled and inside [show_from, show_until). */
export function isHomeItemShowing(item: { is_show: boolean; show_from: string | null; show_until: string | null }, now: Date): boolean {
  const at = (value: string | null) => (value ? new Date(value) : null);
  return isShowing({ enabled: item.is_show, showFrom: at(item.show_from), showUntil: at(item.show_until) }, now);
}

/** Shown at `now`, for a stored item (the server's rows): enabled and inside [showFrom, showUntil). */
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

/** Display state of an item in the back office. */
export function homeItemState(item: { is_show: boolean; show_from: string | null; show_until: string | null }, now: Date): '展示中' | '已停用' | '未到展示时间' | '已过期' {
  if (!item.is_show) return '已停用';
  if (item.show_from && new Date(item.show_from).getTime() > now.getTime()) return '未到展示时间';
  if (item.show_until && new Date(item.show_until).getTime() <= now.getTime()) return '已过期';
  return '展示中';
}

/** The list with the element at `from` moved to `to` (drag to reorder). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** An item of GET /official/home: its content and its competition's time, place and sport. */
export interface HomePageItem extends HomeItemContent {
  id: number;
  start_at: string | null;
  location: string;
  sport: string;
}

/** GET /official/home (the server's and the mocks'): every block under its key, from the items shown now in display order. */
export function homePageOf(items: (HomePageItem & { block: string })[]): Record<HomeKey, HomePageItem[]> {
  const home = Object.fromEntries(HOME_BLOCKS.map((b) => [HOME_BLOCK_DEFS[b].homeKey, [] as HomePageItem[]])) as Record<HomeKey, HomePageItem[]>;
  for (const { block, ...item } of items) if (block in HOME_BLOCK_DEFS) home[HOME_BLOCK_DEFS[block as HomeBlock].homeKey].push(item);
  return home;
}
