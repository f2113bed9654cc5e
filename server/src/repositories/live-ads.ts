/** Pre-roll ads (片头广告) of live rooms: the back office list, one ad, and its writes (audited). */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { liveAds, liveRooms } from '../db/schema/index.js';
import { audit, type Actor } from './live-common.js';
import { iso, scopedList, type Page, type Scope } from './scope.js';
import { toFlag } from '../schemas/json-schema.js';

type AdRow = typeof liveAds.$inferSelect & { roomTitle: string | null };
const adDto = (a: AdRow) => ({
  id: a.id,
  institution_id: a.institutionId,
  room_id: a.roomId,
  room_title: a.roomTitle ?? '',
  title: a.title,
  kind: a.kind,
  media_url: a.mediaUrl,
  link: a.link,
  duration: a.durationSeconds,
  enabled: toFlag(a.enabled),
  created_at: iso(a.createdAt)!,
});

export interface AdFields {
  roomId?: number | null;
  title?: string;
  kind?: 'image' | 'video';
  mediaId?: number | null;
  mediaUrl?: string;
  link?: string;
  durationSeconds?: number;
  enabled?: boolean;
}

export function createLiveAdQueries(db: Db) {
  return {
    async ads(scope: Scope, page: Page) {
      const { list, total } = await scopedList({
        scope: [liveAds.institutionId, scope],
        page,
        rows: (where, p) =>
          db
            .select({ ...getAdColumns(), roomTitle: liveRooms.title })
            .from(liveAds)
            .leftJoin(liveRooms, eq(liveRooms.id, liveAds.roomId))
            .where(where)
            .orderBy(desc(liveAds.updatedAt), desc(liveAds.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(liveAds).where(where),
      });
      return { list: list.map((a) => adDto(a as AdRow)), total };
    },
    async ad(id: number) {
      const [row] = await db.select().from(liveAds).where(eq(liveAds.id, id)).limit(1);
      return row;
    },
    async createAd(institutionId: number, f: Required<AdFields>, actor: Actor) {
      const [row] = await db
        .insert(liveAds)
        .values({ ...f, institutionId })
        .returning({ id: liveAds.id });
      await audit(db, actor, 'live.ad.create', `live_ad:${row.id}`, { institution_id: institutionId });
      return row.id;
    },
    async updateAd(id: number, f: AdFields, actor: Actor) {
      await db.update(liveAds).set(f).where(eq(liveAds.id, id));
      await audit(db, actor, 'live.ad.update', `live_ad:${id}`, { fields: Object.keys(f) });
    },
    async removeAd(id: number, actor: Actor) {
      await db.delete(liveAds).where(eq(liveAds.id, id));
      await audit(db, actor, 'live.ad.delete', `live_ad:${id}`);
    },
  };
}

function getAdColumns() {
  return {
    id: liveAds.id,
    institutionId: liveAds.institutionId,
    roomId: liveAds.roomId,
    title: liveAds.title,
    kind: liveAds.kind,
    mediaId: liveAds.mediaId,
    mediaUrl: liveAds.mediaUrl,
    link: liveAds.link,
    durationSeconds: liveAds.durationSeconds,
    enabled: liveAds.enabled,
    createdAt: liveAds.createdAt,
    updatedAt: liveAds.updatedAt,
  };
}
