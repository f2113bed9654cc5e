/**
 * 直播 (live) rooms, packages and pre-roll ads (docs/api.md, "Live"): a room's statuses and the moves between them
 * (未开始 → 直播中 → 已结束, a 未开始 room past its scheduled end counts as 已结束), what an ended or running room
 * still allows, the room quota of paid packages, the public sections, the addresses a room and an ad accept — with
 * their Chinese refusals. Stated once for the server (routes/live/**, repositories/live*.ts) and the mocks;
 * dependency-free.
 */
import { isSafeLink } from './home-blocks.ts';
import { isSafeUrl } from './safe-url.ts';
import { NOTHING_TO_CHANGE } from './validation-message.ts';

export type LiveStatus = '未开始' | '直播中' | '已结束';
export const LIVE_STATUSES = ['未开始', '直播中', '已结束'] as const satisfies readonly LiveStatus[];

/** The 直播管理 pages' phases: plan = 未开始 + 直播中 (PlanLiveList), played = 已结束 (PlayedLiveList). */
export const LIVE_PHASES: Readonly<Record<'plan' | 'played', readonly LiveStatus[]>> = { plan: ['未开始', '直播中'], played: ['已结束'] };

/** The public sections of /official/lives and the status each lists. */
export const LIVE_SECTION_STATUS: Readonly<Record<'live' | 'upcoming' | 'replay', LiveStatus>> = { live: '直播中', upcoming: '未开始', replay: '已结束' };

/** Chinese refusals of the live routes. */
export const LIVE_MSG = {
  quotaExhausted: '直播场次额度不足，请先购买并支付直播套餐',
  endedOnlyVisibility: '直播已结束，只能设置公开或隐藏',
  deleteWhileLive: '直播进行中，请先结束直播',
  alreadyEnded: '直播已结束',
  alreadyStarted: '直播已开始',
  notStarted: '直播尚未开始',
  replayBeforeEnd: '直播结束后才能设置回放',
  replayFileBeforeEnd: '直播结束后才能下载回放',
  noReplay: '请先设置回放',
  replayNotHls: '回放不是 HLS 地址，可直接下载',
  replayVideoMissing: '回放视频不存在或尚未处理完成',
  replayAddress: '回放地址必须以 http:// 或 https:// 开头',
  titleEmpty: '直播标题不能为空',
  coverInvalid: '封面图片地址无效',
  streamUrl: '播放地址必须是以 http:// 或 https:// 开头的 HLS 地址（.m3u8）',
  pushUrl: '推流地址必须以 rtmp:// 或 rtmps:// 开头',
  endBeforeStart: '结束时间必须晚于开始时间',
  competitionMissing: '赛事不存在',
  competitionOfOther: '只能关联本机构的赛事',
  nothingToChange: NOTHING_TO_CHANGE,
  packageMissing: '直播套餐不存在或已下架',
  requestIdReused: '请求号已被使用，请刷新后重试',
  adTitleEmpty: '广告名称不能为空',
  adMedia: (kind: 'image' | 'video') => (kind === 'video' ? '请上传广告视频' : '请上传广告图片'),
  adLink: '链接格式错误，请填写以 http:// 或 https:// 开头的地址',
  adRoomMissing: '直播不存在',
} as const;

/** The note of a purchase's order. */
export const LIVE_ORDER_NOTE = '购买直播套餐';
export const livePackageSubject = (packageName: string) => `直播套餐 · ${packageName}`;

/** A room's effective status: a 未开始 room whose scheduled end has passed is 已结束 (repositories/live.ts says it in SQL). */
export function liveStatusAt(status: LiveStatus, scheduledEnd: Date | string, now: Date = new Date()): LiveStatus {
  return status === '未开始' && new Date(scheduledEnd).getTime() < now.getTime() ? '已结束' : status;
}

/** 开始直播 (未开始 → 直播中) or 结束直播 (直播中 → 已结束) from `status`: the refusal, or null. */
export function liveMoveRefusal(status: LiveStatus, to: '直播中' | '已结束'): string | null {
  if (to === '直播中') return status === '未开始' ? null : status === '已结束' ? LIVE_MSG.alreadyEnded : LIVE_MSG.alreadyStarted;
  return status === '直播中' ? null : status === '未开始' ? LIVE_MSG.notStarted : LIVE_MSG.alreadyEnded;
}

/** An ended room changes only its visibility: the refusal for an edit of `fields`, or null. */
export const liveEditRefusal = (status: LiveStatus, fields: readonly string[]): string | null =>
  status === '已结束' && fields.some((k) => k !== 'visibility') ? LIVE_MSG.endedOnlyVisibility : null;

/** A running room is not deleted: the refusal, or null. */
export const liveDeleteRefusal = (status: LiveStatus): string | null => (status === '直播中' ? LIVE_MSG.deleteWhileLive : null);

/** 下载回放 of a room: ended, with a replay, and an HLS one (else it is downloaded as it is). The refusal, or null. */
export function replayFileRefusal(status: LiveStatus, replayUrl: string, isHls: boolean): string | null {
  if (status !== '已结束') return LIVE_MSG.replayFileBeforeEnd;
  if (!replayUrl) return LIVE_MSG.noReplay;
  if (!isHls) return LIVE_MSG.replayNotHls;
  return null;
}

/** An http(s) address with a host. */
export const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
/** An RTMP push address. */
export const RTMP_URL = /^rtmps?:\/\/[^\s/]+\S*$/i;
/** Whether an address (its path, without query or fragment) names an HLS playlist. */
export const hasM3u8Path = (url: string) => /\.m3u8$/i.test(url.split(/[?#]/)[0]);

/** A live room's fields as sent to 新建直播 / 修改直播 (an edit sends any of them). */
export interface LiveRoomInput {
  title?: string;
  description?: string;
  cover?: string;
  stream_url?: string;
  push_url?: string;
  scheduled_start?: string;
  scheduled_end?: string;
  visibility?: 'public' | 'hidden';
  competition_id?: number | null;
}

/** What a room check needs besides the input: the room being edited, the owner of the competition asked for, the HLS test of the side. */
export interface LiveRoomContext {
  institutionId: number;
  current?: { cover: string; scheduled_start: string; scheduled_end: string };
  /** the institution of `competition_id`'s competition (undefined: there is no such competition) */
  competitionOwner?: number;
  /** whether a play address is an HLS one this side plays (http(s) or this platform's media, a .m3u8 path) */
  isHls: (url: string) => boolean;
}

/**
 * Checks a room's create or edit, the server's and the mocks' one check: the fields to write (trimmed; the times as ISO
 * instants; only those sent, a cover only when it changed), or the Chinese problem (42200).
 */
export function liveRoomChanges(b: LiveRoomInput, ctx: LiveRoomContext): { problem: string } | { changes: LiveRoomInput } {
  const f: LiveRoomInput = {};
  if (b.title !== undefined && !(f.title = b.title.trim())) return { problem: LIVE_MSG.titleEmpty };
  if (b.description !== undefined) f.description = b.description.trim();
  if (b.cover !== undefined && b.cover.trim() !== ctx.current?.cover) {
    f.cover = b.cover.trim();
    if (f.cover && (f.cover.length > 512 || !isSafeUrl(f.cover))) return { problem: LIVE_MSG.coverInvalid };
  }
  if (b.stream_url !== undefined && !ctx.isHls((f.stream_url = b.stream_url.trim()))) return { problem: LIVE_MSG.streamUrl };
  if (b.push_url !== undefined && (f.push_url = b.push_url.trim()) && !RTMP_URL.test(f.push_url)) return { problem: LIVE_MSG.pushUrl };
  for (const key of ['scheduled_start', 'scheduled_end'] as const) if (b[key] !== undefined) f[key] = new Date(b[key]).toISOString();
  const start = f.scheduled_start ?? ctx.current?.scheduled_start;
  const end = f.scheduled_end ?? ctx.current?.scheduled_end;
  if (start && end && Date.parse(end) <= Date.parse(start)) return { problem: LIVE_MSG.endBeforeStart };
  if (b.visibility !== undefined) f.visibility = b.visibility;
  if (b.competition_id !== undefined) {
    if (b.competition_id !== null && ctx.competitionOwner === undefined) return { problem: LIVE_MSG.competitionMissing };
    if (b.competition_id !== null && ctx.competitionOwner !== ctx.institutionId) return { problem: LIVE_MSG.competitionOfOther };
    f.competition_id = b.competition_id;
  }
  return { changes: f };
}

const DAY_MS = 86_400_000;

/** When a paid purchase's rooms expire (null while unpaid). */
export const purchaseExpiresAt = (paidAt: Date | string | null, validDays: number): Date | null =>
  paidAt ? new Date(new Date(paidAt).getTime() + validDays * DAY_MS) : null;

/**
 * The room quota of an institution: the rooms of its paid purchases still within their validity; used = its rooms
 * not deleted plus the deleted ones that were started (a room that went live is spent).
 */
export function liveQuota(purchases: readonly { roomQuota: number; validDays: number; paidAt: Date | string | null }[], used: number, now: Date = new Date()) {
  const total = purchases.filter((p) => (purchaseExpiresAt(p.paidAt, p.validDays)?.getTime() ?? 0) > now.getTime()).reduce((n, p) => n + p.roomQuota, 0);
  return quotaSummary(total, used);
}

/** The quota as the API answers it; a new room needs `remaining` > 0. */
export const quotaSummary = (total: number, used: number) => ({ total, used, remaining: Math.max(0, total - used) });

/** Why a file could not be made (shown on 已播列表 under 下载回放; spec §8 says 视频下载失败 for a failed download). */
export const REPLAY_FILE_MSG = {
  address: '视频下载失败：回放地址指向内部网络，不能访问',
  unreachable: '视频下载失败：回放地址无法访问',
  notHls: '视频下载失败：回放地址不是有效的 HLS 播放列表',
  encrypted: '视频下载失败：不支持加密的 HLS 回放',
  tooLarge: '视频下载失败：回放超过 1 GB 或 6 小时，不能生成下载文件',
  convert: '视频下载失败：回放视频无法转换为 MP4',
  timeout: '视频下载失败：生成回放文件超时，请重试',
  failed: '视频下载失败：生成回放文件出错，请重试',
} as const;

/** A pre-roll ad's create or edit as the API takes it (片头广告). */
export interface LiveAdInput {
  title?: string;
  kind?: 'image' | 'video';
  media_url?: string;
  link?: string;
  duration?: number;
  enabled?: 0 | 1;
  room_id?: number | null;
}

/** The ad's media this change must check (a new file, or the old one under a new kind), or null when it keeps its media. */
export function liveAdMediaToCheck(b: LiveAdInput, current?: { kind: 'image' | 'video'; media_url: string }): { url: string; kind: 'image' | 'video' } | null {
  if (b.media_url === undefined && (b.kind === undefined || b.kind === current?.kind)) return null;
  return { url: (b.media_url ?? current?.media_url ?? '').trim(), kind: (b.kind ?? current?.kind)! };
}

/**
 * Checks an ad's create or edit, the server's and the mocks' one check, in this order: the title, the media
 * (`mediaUsable`: what liveAdMediaToCheck named is a usable file of the caller's), the link, the room (`roomOwner`: the
 * institution of `room_id`'s room, undefined when there is none). The fields to write (trimmed, only those sent), or
 * the Chinese problem (42200).
 */
export function liveAdChanges(b: LiveAdInput, ctx: { institutionId: number; current?: { kind: 'image' | 'video'; media_url: string }; mediaUsable: boolean; roomOwner?: number }): { problem: string } | { changes: LiveAdInput } {
  const f: LiveAdInput = {};
  if (b.title !== undefined && !(f.title = b.title.trim())) return { problem: LIVE_MSG.adTitleEmpty };
  if (b.kind !== undefined) f.kind = b.kind;
  const media = liveAdMediaToCheck(b, ctx.current);
  if (media) {
    if (!ctx.mediaUsable) return { problem: LIVE_MSG.adMedia(media.kind) };
    f.media_url = media.url;
  }
  if (b.link !== undefined && (f.link = b.link.trim()) && !isSafeLink(f.link)) return { problem: LIVE_MSG.adLink };
  if (b.duration !== undefined) f.duration = b.duration;
  if (b.enabled !== undefined) f.enabled = b.enabled;
  if (b.room_id !== undefined) {
    if (b.room_id !== null && ctx.roomOwner !== ctx.institutionId) return { problem: LIVE_MSG.adRoomMissing };
    f.room_id = b.room_id;
  }
  return { changes: f };
}
