/**
 * Demo live data (直播): the package catalogue, paid packages of the demo organisers (with their finance orders),
 * rooms live now / upcoming / ended with replays, one hidden room, and a pre-roll video ad.
 *
 * Streams: the demo rooms play an HLS stream the server serves itself. The seed adds the media rows of that stream
 * (a playlist and its single byte-ranged segment, an MP4 replay and a short ad clip) in state `processing`; on start the live routes
 * generate the files with ffmpeg into the media storage and mark the rows ready (routes/live/demo-stream.ts).
 */
import { asc, eq } from 'drizzle-orm';
import { DEMO_LIVE_AD, DEMO_LIVE_MEDIA, DEMO_LIVE_PACKAGES, DEMO_LIVE_PURCHASES, DEMO_LIVE_ROOMS, DEMO_LIVE_STREAM_URL, livePurchaseTimes, livePushUrl, liveRoomCreated, MINUTE } from 'shared/demo';
import type { Db } from './client.js';
import { postDemoPayments } from './seed-finance.js';
import { competitions, liveAds, livePackages, livePurchases, liveRooms, media, orderItems, orders, orderStatusHistory } from './schema/index.js';
import { bannerImage } from './seed-images.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Storage keys of the demo media generated at start (shared/src/demo/live.ts). */
export { DEMO_LIVE_MEDIA };
export const DEMO_LIVE_USE = 'live_demo';

/** The rooms live now went on air a few minutes after their scheduled start (the mocks start them on time). */
const ON_AIR_AFTER: Record<string, number> = {
  '2026浙江省青少年田径联赛 · 决赛日直播': 2 * MINUTE,
  '杭州市全民健身羽毛球公开赛 · 半决赛': 5 * MINUTE,
};

export async function seedLive(tx: Tx, byAccount: Record<string, number>) {
  const now = Date.now();
  const packages = await tx.insert(livePackages).values(DEMO_LIVE_PACKAGES).returning();

  // paid packages for the demo organisers (institution 1: org_gov, institution 2: org_multi), one unpaid order
  for (const [i, p] of DEMO_LIVE_PURCHASES.entries()) {
    const pkg = packages[p.packageIndex];
    const user = byAccount[p.account];
    const times = livePurchaseTimes(p);
    const created = new Date(now + times.created);
    const paidAt = times.paid === null ? null : new Date(now + times.paid);
    const day = created.toISOString().slice(0, 10).replace(/-/g, '');
    const subject = `直播套餐 · ${pkg.name}`;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: `ZB${day}${String(900001 + i)}`,
        institutionId: p.institutionId,
        userId: user,
        kind: 'live_package',
        subject,
        amountCents: pkg.priceCents,
        status: paidAt ? '已支付' : '待支付',
        payChannel: paidAt ? 'wechat' : '',
        paidAt,
        createdAt: created,
      })
      .returning({ id: orders.id, orderNo: orders.orderNo });
    await tx.insert(orderItems).values({ orderId: order.id, name: subject, quantity: 1, unitPriceCents: pkg.priceCents, createdAt: created });
    if (paidAt) {
      const paid = { ...order, kind: 'live_package', institutionId: p.institutionId, userId: user, amountCents: pkg.priceCents, status: '已支付', channel: 'wechat' } as const;
      await postDemoPayments(tx, [{ ...paid, createdAt: new Date(paidAt.getTime() - 5 * 60_000) }]);
    }
    await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: '', toStatus: '待支付', note: '购买直播套餐', createdAt: created });
    if (paidAt) await tx.insert(orderStatusHistory).values({ orderId: order.id, fromStatus: '待支付', toStatus: '已支付', note: '微信支付', createdAt: paidAt });
    await tx.insert(livePurchases).values({
      institutionId: p.institutionId,
      packageId: pkg.id,
      orderId: order.id,
      requestId: p.requestId,
      roomQuota: pkg.roomQuota,
      validDays: pkg.validDays,
      createdBy: user,
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

  const compOf = async (institutionId: number) =>
    (await tx.select({ id: competitions.id }).from(competitions).where(eq(competitions.institutionId, institutionId)).orderBy(asc(competitions.id)).limit(1))[0]?.id ?? null;
  const comps: Record<number, number | null> = { 1: await compOf(1), 2: await compOf(2) };

  const inserted = await tx
    .insert(liveRooms)
    .values(
      DEMO_LIVE_ROOMS.map((r, i) => {
        const [name, phase] = r.title.split(' · ');
        const ended = r.status === '已结束';
        return {
          institutionId: r.institutionId,
          competitionId: comps[r.institutionId],
          title: r.title,
          description: r.description,
          status: r.status,
          visibility: r.hidden ? ('hidden' as const) : ('public' as const),
          scheduledStart: new Date(now + r.start),
          scheduledEnd: new Date(now + r.end),
          startedAt: r.status === '未开始' ? null : new Date(now + r.start + (ON_AIR_AFTER[r.title] ?? 0)),
          endedAt: ended ? new Date(now + r.end) : null,
          replayUrl: r.replay ? `/api/media/${DEMO_LIVE_MEDIA[r.replay]}` : '',
          replayMediaId: r.replay ? mediaId(DEMO_LIVE_MEDIA[r.replay]) : null,
          cover: bannerImage(name, phase ?? '赛事直播', i, 640, 360),
          streamUrl: DEMO_LIVE_STREAM_URL,
          pushUrl: livePushUrl(i),
          createdBy: r.institutionId === 1 ? byAccount.org_gov : byAccount.org_multi,
          createdAt: new Date(now + liveRoomCreated(r)),
        };
      }),
    )
    .returning({ id: liveRooms.id });

  await tx.insert(liveAds).values([
    {
      institutionId: DEMO_LIVE_AD.institutionId,
      roomId: null,
      title: DEMO_LIVE_AD.title,
      kind: 'video',
      mediaId: mediaId(DEMO_LIVE_MEDIA.adClip),
      mediaUrl: `/api/media/${DEMO_LIVE_MEDIA.adClip}`,
      link: DEMO_LIVE_AD.link,
      durationSeconds: DEMO_LIVE_AD.durationSeconds,
      enabled: true,
    },
  ]);
  return inserted.length;
}
