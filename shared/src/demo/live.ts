/**
 * Demo live data (直播): the package catalogue, the packages the demo organisers bought, the rooms (live now,
 * upcoming, ended with replays, one hidden) and the pre-roll ad. The server seed (server/src/db/seed-live.ts) writes
 * them to the database, the mocks (shared/src/mocks/fixtures/live.ts) answer them; each side adds its own ids,
 * pictures and media.
 */
import { DAY, HOUR, MINUTE } from './time.ts';

export type DemoLiveStatus = '未开始' | '直播中' | '已结束';

/** Storage keys of the demo stream's media, which the server generates at start (fixed so a reseeded database finds its files). */
export const DEMO_LIVE_MEDIA = {
  playlist: 'video-1fe0000000000000000000000000a001.m3u8',
  segment: 'video-1fe0000000000000000000000000a002.ts',
  adClip: 'video-1fe0000000000000000000000000a003.mp4',
  /** a replay as one MP4 file (downloadable from 已播列表) */
  replayFile: 'video-1fe0000000000000000000000000a004.mp4',
} as const;

/** The stream every demo room plays (the HLS playlist above). */
export const DEMO_LIVE_STREAM_URL = `/api/media/${DEMO_LIVE_MEDIA.playlist}`;

export const DEMO_LIVE_PACKAGES = [
  { name: '10场直播', description: '适合单项赛事，10 场直播，支付后 90 天内有效', roomQuota: 10, validDays: 90, priceCents: 199_900, sort: 10 },
  { name: '50场直播', description: '适合系列赛、联赛，50 场直播，支付后 180 天内有效', roomQuota: 50, validDays: 180, priceCents: 799_900, sort: 20 },
  { name: '年度套餐', description: '全年 300 场直播，支付后 365 天内有效', roomQuota: 300, validDays: 365, priceCents: 1_999_900, sort: 30 },
];

export interface DemoLivePurchase {
  institutionId: number;
  /** the demo account that bought it */
  account: 'org_gov' | 'org_multi';
  /** index in DEMO_LIVE_PACKAGES */
  packageIndex: number;
  requestId: string;
  /** null: ordered a day ago and not paid */
  paidDaysAgo: number | null;
}

/** Paid packages of institutions 1 (org_gov) and 2 (org_multi), and one unpaid order. */
export const DEMO_LIVE_PURCHASES: DemoLivePurchase[] = [
  { institutionId: 1, account: 'org_gov', packageIndex: 0, requestId: 'seed-live-1', paidDaysAgo: 12 },
  { institutionId: 2, account: 'org_multi', packageIndex: 1, requestId: 'seed-live-2', paidDaysAgo: 30 },
  { institutionId: 2, account: 'org_multi', packageIndex: 2, requestId: 'seed-live-3', paidDaysAgo: null },
];

/** When a purchase's order was created and paid, as offsets from now in ms (the order an hour before the payment). */
export function livePurchaseTimes(p: DemoLivePurchase): { created: number; paid: number | null } {
  return { created: -((p.paidDaysAgo ?? 1) * DAY + HOUR), paid: p.paidDaysAgo === null ? null : -p.paidDaysAgo * DAY };
}

export interface DemoLiveRoom {
  institutionId: number;
  title: string;
  description: string;
  status: DemoLiveStatus;
  /** scheduled start and end, offsets from now in ms */
  start: number;
  end: number;
  /** the replay of an ended room: the demo stream, or the MP4 file */
  replay?: 'playlist' | 'replayFile';
  hidden?: boolean;
}

/** Rooms 1, 3, 5, 7 belong to institution 2, rooms 2, 4, 6 to institution 1. */
export const DEMO_LIVE_ROOMS: DemoLiveRoom[] = [
  { institutionId: 2, title: '2026浙江省青少年田径联赛 · 决赛日直播', description: '男子100米、女子400米栏决赛与颁奖仪式全程直播。', status: '直播中', start: -40 * MINUTE, end: 3 * HOUR },
  { institutionId: 1, title: '杭州市全民健身羽毛球公开赛 · 半决赛', description: '钱江新城体育馆 1 号场，男单、女单半决赛。', status: '直播中', start: -20 * MINUTE, end: 2 * HOUR },
  { institutionId: 2, title: '浙江省中学生篮球联赛 · 八强赛', description: '杭州二中 vs 宁波效实中学，赛前 30 分钟开播。', status: '未开始', start: DAY + 2 * HOUR, end: DAY + 5 * HOUR },
  { institutionId: 1, title: '2026杭州城市定向赛 · 出发仪式', description: '武林广场出发区，定向赛出发仪式与前 30 分钟赛况。', status: '未开始', start: 3 * DAY, end: 3 * DAY + 2 * HOUR },
  { institutionId: 2, title: '浙江省游泳锦标赛 · 第一比赛日', description: '预赛与决赛全程回放。', status: '已结束', start: -6 * DAY, end: -6 * DAY + 4 * HOUR, replay: 'playlist' },
  { institutionId: 1, title: '西湖国际马拉松 · 精彩回顾', description: '起跑、半程与冲线时刻回放。', status: '已结束', start: -14 * DAY, end: -14 * DAY + 5 * HOUR, replay: 'replayFile' },
  { institutionId: 2, title: '联赛技术官员培训（内部）', description: '仅供内部观看，不在官网展示。', status: '已结束', start: -3 * DAY, end: -3 * DAY + 2 * HOUR, hidden: true },
];

/** The push address of the room at `index` in DEMO_LIVE_ROOMS. */
export const livePushUrl = (index: number) => `rtmp://push.live.saishi.example/live/room${1001 + index}`;

/** A room was created five days before its start (or before now, for rooms still to come), as an offset from now. */
export const liveRoomCreated = (room: DemoLiveRoom) => Math.min(0, room.start) - 5 * DAY;

/** The pre-roll ad of institution 2 (all its rooms); each side adds the clip or picture. */
export const DEMO_LIVE_AD = { institutionId: 2, title: '联赛赞助商片头', link: '/official/information', durationSeconds: 5 };
