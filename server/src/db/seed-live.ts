/**
 * Demo live data (直播): the package catalogue, paid packages of the demo organisers (with their finance orders),
 * rooms live now / upcoming / ended with replays, one hidden room, and a pre-roll video ad.
 *
 * Streams: the demo rooms play an HLS stream the server serves itself. The seed adds the media rows of that stream
 * (a playlist and its single byte-ranged segment, an MP4 replay and a short ad clip) in state `processing`; on start the live routes
 * generate the files with ffmpeg into the media storage and mark the rows ready (routes/live/demo-stream.ts).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { competitions, liveAds, livePackages, livePurchases, liveRooms, media, orderItems, orders, orderStatusHistory } from './schema/index.js';
import { bannerImage } from './seed-images.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Storage keys of the demo media generated at start (fixed so a reseeded database finds files already made). */
export const DEMO_LIVE_MEDIA = {
  playlist: 'video-1fe0000000000000000000000000a001.m3u8',
  segment: 'video-1fe0000000000000000000000000a002.ts',
  adClip: 'video-1fe0000000000000000000000000a003.mp4',
  /** a replay as one MP4 file (downloadable from 已播列表) */
  replayFile: 'video-1fe0000000000000000000000000a004.mp4',
} as const;
export const DEMO_LIVE_USE = 'live_demo';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const LIVE_PACKAGES = [
  { name: '10场直播', description: '适合单项赛事，10 场直播，支付后 90 天内有效', roomQuota: 10, validDays: 90, priceCents: 199_900, sort: 10 },
  { name: '50场直播', description: '适合系列赛、联赛，50 场直播，支付后 180 天内有效', roomQuota: 50, validDays: 180, priceCents: 799_900, sort: 20 },
  { name: '年度套餐', description: '全年 300 场直播，支付后 365 天内有效', roomQuota: 300, validDays: 365, priceCents: 1_999_900, sort: 30 },
];

export async function seedLive(tx: Tx, byAccount: Record<string, number>) {
  const now = Date.now();
  const packages = await tx.insert(livePackages).values(LIVE_PACKAGES).returning();

  // paid packages for the demo organisers (institution 1: org_gov, institution 2: org_multi), one unpaid order
  const purchases = [
    { institutionId: 1, user: byAccount.org_gov, pkg: packages[0], paidDaysAgo: 12 as number | null },
    { institutionId: 2, user: byAccount.org_multi, pkg: packages[1], paidDaysAgo: 30 as number | null },
    { institutionId: 2, user: byAccount.org_multi, pkg: packages[2], paidDaysAgo: null },
  ];
  for (const [i, p] of purchases.entries()) {
    const created = new Date(now - ((p.paidDaysAgo ?? 1) * DAY + HOUR));
    const paidAt = p.paidDaysAgo === null ? null : new Date(now - p.paidDaysAgo * DAY);
    const day = created.toISOString().slice(0, 10).replace(/-/g, '');
    const subject = `直播套餐 · ${p.pkg.name}`;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: `ZB${day}${String(900001 + i)}`,
        institutionId: p.institutionId,
        userId: p.user,
        subject,
        amountCents: p.pkg.priceCents,
        status: paidAt ? '已支付' : '待支付',
        payChannel: paidAt ? 'wechat' : '',
        paidAt,
        createdAt: created,
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values({ orderId: order.id, name: subject, quantity: 1, unitPriceCents: p.pkg.priceCents, createdAt: created });
    await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: '', toStatus: '待支付', note: '购买直播套餐', createdAt: created });
    if (paidAt) await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: '待支付', toStatus: '已支付', note: '微信支付', createdAt: paidAt });
    await tx.insert(livePurchases).values({
      institutionId: p.institutionId,
      packageId: p.pkg.id,
      orderId: order.id,
      requestId: `seed-live-${i + 1}`,
      roomQuota: p.pkg.roomQuota,
      validDays: p.pkg.validDays,
      createdBy: p.user,
      createdAt: created,
    });
  }

  // the demo stream's media (files made at start, see the header)
  const demoMedia = await tx
    .insert(media)
    .values([
      { ownerUserId: byAccount.org_multi, institutionId: 2, kind: 'video', use: DEMO_LIVE_USE, storageKey: DEMO_LIVE_MEDIA.playlist, name: '演示直播流.m3u8', mime: 'application/vnd.apple.mpegurl', status: 'processing' },
      { ownerUserId: byAccount.org_multi, institutionId: 2, kind: 'video', use: DEMO_LIVE_USE, storageKey: DEMO_LIVE_MEDIA.segment, name: '演示直播流.ts', mime: 'video/mp2t', status: 'processing' },
      { ownerUserId: byAccount.org_multi, institutionId: 2, kind: 'video', use: DEMO_LIVE_USE, storageKey: DEMO_LIVE_MEDIA.adClip, name: '赞助商片头.mp4', mime: 'video/mp4', status: 'processing' },
      { ownerUserId: byAccount.org_gov, institutionId: 1, kind: 'video', use: DEMO_LIVE_USE, storageKey: DEMO_LIVE_MEDIA.replayFile, name: '西湖国际马拉松回放.mp4', mime: 'video/mp4', status: 'processing' },
    ])
    .returning({ id: media.id, key: media.storageKey });
  const mediaId = (key: string) => demoMedia.find((m) => m.key === key)!.id;
  const streamUrl = `/api/media/${DEMO_LIVE_MEDIA.playlist}`;

  const compOf = async (institutionId: number) =>
    (await tx.select({ id: competitions.id }).from(competitions).where(eq(competitions.institutionId, institutionId)).orderBy(asc(competitions.id)).limit(1))[0]?.id ?? null;
  const comp1 = await compOf(1);
  const comp2 = await compOf(2);

  const rooms: Omit<typeof liveRooms.$inferInsert, 'streamUrl'>[] = [
    {
      institutionId: 2,
      competitionId: comp2,
      title: '2026浙江省青少年田径联赛 · 决赛日直播',
      description: '男子100米、女子400米栏决赛与颁奖仪式全程直播。',
      status: '直播中',
      scheduledStart: new Date(now - 40 * 60_000),
      scheduledEnd: new Date(now + 3 * HOUR),
      startedAt: new Date(now - 38 * 60_000),
    },
    {
      institutionId: 1,
      competitionId: comp1,
      title: '杭州市全民健身羽毛球公开赛 · 半决赛',
      description: '钱江新城体育馆 1 号场，男单、女单半决赛。',
      status: '直播中',
      scheduledStart: new Date(now - 20 * 60_000),
      scheduledEnd: new Date(now + 2 * HOUR),
      startedAt: new Date(now - 15 * 60_000),
    },
    {
      institutionId: 2,
      competitionId: comp2,
      title: '浙江省中学生篮球联赛 · 八强赛',
      description: '杭州二中 vs 宁波效实中学，赛前 30 分钟开播。',
      scheduledStart: new Date(now + 1 * DAY + 2 * HOUR),
      scheduledEnd: new Date(now + 1 * DAY + 5 * HOUR),
    },
    {
      institutionId: 1,
      competitionId: comp1,
      title: '2026杭州城市定向赛 · 出发仪式',
      description: '武林广场出发区，定向赛出发仪式与前 30 分钟赛况。',
      scheduledStart: new Date(now + 3 * DAY),
      scheduledEnd: new Date(now + 3 * DAY + 2 * HOUR),
    },
    {
      institutionId: 2,
      competitionId: comp2,
      title: '浙江省游泳锦标赛 · 第一比赛日',
      description: '预赛与决赛全程回放。',
      status: '已结束',
      scheduledStart: new Date(now - 6 * DAY),
      scheduledEnd: new Date(now - 6 * DAY + 4 * HOUR),
      startedAt: new Date(now - 6 * DAY),
      endedAt: new Date(now - 6 * DAY + 4 * HOUR),
      replayUrl: streamUrl,
      replayMediaId: mediaId(DEMO_LIVE_MEDIA.playlist),
    },
    {
      institutionId: 1,
      competitionId: comp1,
      title: '西湖国际马拉松 · 精彩回顾',
      description: '起跑、半程与冲线时刻回放。',
      status: '已结束',
      scheduledStart: new Date(now - 14 * DAY),
      scheduledEnd: new Date(now - 14 * DAY + 5 * HOUR),
      startedAt: new Date(now - 14 * DAY),
      endedAt: new Date(now - 14 * DAY + 5 * HOUR),
      replayUrl: `/api/media/${DEMO_LIVE_MEDIA.replayFile}`,
      replayMediaId: mediaId(DEMO_LIVE_MEDIA.replayFile),
    },
    {
      institutionId: 2,
      competitionId: comp2,
      title: '联赛技术官员培训（内部）',
      description: '仅供内部观看，不在官网展示。',
      status: '已结束',
      visibility: 'hidden',
      scheduledStart: new Date(now - 3 * DAY),
      scheduledEnd: new Date(now - 3 * DAY + 2 * HOUR),
      startedAt: new Date(now - 3 * DAY),
      endedAt: new Date(now - 3 * DAY + 2 * HOUR),
    },
  ];
  const inserted = await tx
    .insert(liveRooms)
    .values(
      rooms.map((r, i) => ({
        ...r,
        cover: bannerImage(r.title.split(' · ')[0], r.title.split(' · ')[1] ?? '赛事直播', i, 640, 360),
        streamUrl,
        pushUrl: `rtmp://push.live.saishi.example/live/room${1001 + i}`,
        createdBy: r.institutionId === 1 ? byAccount.org_gov : byAccount.org_multi,
        createdAt: new Date(Math.min(now, (r.scheduledStart as Date).getTime()) - 5 * DAY),
      })),
    )
    .returning({ id: liveRooms.id });

  await tx.insert(liveAds).values([
    {
      institutionId: 2,
      roomId: null,
      title: '联赛赞助商片头',
      kind: 'video',
      mediaId: mediaId(DEMO_LIVE_MEDIA.adClip),
      mediaUrl: `/api/media/${DEMO_LIVE_MEDIA.adClip}`,
      link: '/official/information',
      durationSeconds: 5,
      enabled: true,
    },
  ]);
  return inserted.length;
}
