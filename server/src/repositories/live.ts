/**
 * Live rooms (直播) with their pre-roll ads (live-ads.ts), the package catalogue and purchases (live-packages.ts)
 * (docs/data-model.md, "Live").
 * The effective status of a room: its stored status, except that a 未开始 room whose scheduled end has passed is
 * 已结束. Quota: rooms of paid (已支付) purchases still within their validity; used: rooms not deleted plus deleted
 * rooms that were ever started.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { quotaSummary, type LiveStatus } from 'shared/rules';
import type { Db } from '../db/client.js';
import {
  competitions,
  institutions,
  liveAds,
  livePurchases,
  liveRooms,
  media,
  orders,
} from '../db/schema/index.js';
import { createLiveAdQueries } from './live-ads.js';
import { audit, type Actor, type Tx } from './live-common.js';
import { createLivePackageQueries } from './live-packages.js';
import { iso, likePattern, scopedList, type Page, type Scope } from './scope.js';
import { toFlag } from '../schemas/json-schema.js';
import { institutionOpen } from './institution-status.js';

/** The effective status as SQL (liveStatusAt of shared/rules, live-rules.ts, says it for one room). */
export const effectiveStatus = sql<LiveStatus>`(case when ${liveRooms.status} = '未开始' and ${liveRooms.scheduledEnd} < now() then '已结束' else ${liveRooms.status} end)`;

/** A room the official site shows: public, not hidden by the platform, of an institution not 停用. */
const isPublic = and(isNull(liveRooms.deletedAt), eq(liveRooms.visibility, 'public'), eq(liveRooms.adminHidden, false), institutionOpen(liveRooms.institutionId));

const roomColumns = {
  id: liveRooms.id,
  institutionId: liveRooms.institutionId,
  institutionName: institutions.name,
  competitionId: liveRooms.competitionId,
  competitionName: competitions.name,
  title: liveRooms.title,
  cover: liveRooms.cover,
  description: liveRooms.description,
  streamUrl: liveRooms.streamUrl,
  pushUrl: liveRooms.pushUrl,
  scheduledStart: liveRooms.scheduledStart,
  scheduledEnd: liveRooms.scheduledEnd,
  status: effectiveStatus,
  startedAt: liveRooms.startedAt,
  endedAt: liveRooms.endedAt,
  visibility: liveRooms.visibility,
  adminHidden: liveRooms.adminHidden,
  replayUrl: liveRooms.replayUrl,
  replayMediaId: liveRooms.replayMediaId,
  createdAt: liveRooms.createdAt,
};

type RoomRow = {
  id: number;
  institutionId: number;
  institutionName: string;
  competitionId: number | null;
  competitionName: string | null;
  title: string;
  cover: string;
  description: string;
  streamUrl: string;
  pushUrl: string;
  scheduledStart: Date;
  scheduledEnd: Date;
  status: LiveStatus;
  startedAt: Date | null;
  endedAt: Date | null;
  visibility: 'public' | 'hidden';
  adminHidden: boolean;
  replayUrl: string;
  replayMediaId: number | null;
  createdAt: Date;
};

/** What a room is about, in the back office and on the official site alike (roomContentProps). */
const toRoomContent = (r: RoomRow) => ({
  competition_id: r.competitionId,
  competition_name: r.competitionName ?? '',
  title: r.title,
  cover: r.cover,
  description: r.description,
});

const roomDto = (r: RoomRow) => ({
  id: r.id,
  institution_id: r.institutionId,
  institution_name: r.institutionName,
  ...toRoomContent(r),
  stream_url: r.streamUrl,
  push_url: r.pushUrl,
  scheduled_start: iso(r.scheduledStart)!,
  scheduled_end: iso(r.scheduledEnd)!,
  status: r.status,
  started_at: iso(r.startedAt),
  ended_at: iso(r.endedAt),
  visibility: r.visibility,
  admin_hidden: toFlag(r.adminHidden),
  replay_url: r.replayUrl,
  replay_media_id: r.replayMediaId,
  created_at: iso(r.createdAt)!,
});
export type LiveRoomDto = ReturnType<typeof roomDto>;

/** What a public visitor sees of a room: no push address, the play URL only while live, the replay once ended. */
const publicDto = (r: RoomRow) => ({
  id: r.id,
  institution_name: r.institutionName,
  ...toRoomContent(r),
  scheduled_start: iso(r.scheduledStart)!,
  scheduled_end: iso(r.scheduledEnd)!,
  status: r.status,
  play_url: r.status === '直播中' ? r.streamUrl : '',
  replay_url: r.status === '已结束' ? r.replayUrl : '',
});
export interface RoomFields {
  competitionId?: number | null;
  title?: string;
  cover?: string;
  description?: string;
  streamUrl?: string;
  pushUrl?: string;
  scheduledStart?: Date;
  scheduledEnd?: Date;
  visibility?: 'public' | 'hidden';
}
export interface RoomFilter extends Page {
  scope: Scope;
  /** one status, or several (PlanLiveList: 未开始 and 直播中) */
  statuses?: LiveStatus[];
  keyword?: string;
  hidden?: boolean;
}

export type PublicSection = 'live' | 'upcoming' | 'replay';

export function createLiveRepo(db: Db) {
  const rooms = () =>
    db
      .select(roomColumns)
      .from(liveRooms)
      .innerJoin(institutions, eq(institutions.id, liveRooms.institutionId))
      .leftJoin(competitions, eq(competitions.id, liveRooms.competitionId));

  /** Quota of an institution's paid, valid purchases. */
  const quotaTotal = async (exec: Db | Tx, institutionId: number) => {
    const [row] = await exec
      .select({ n: sql<number>`coalesce(sum(${livePurchases.roomQuota}), 0)::int` })
      .from(livePurchases)
      .innerJoin(orders, eq(orders.id, livePurchases.orderId))
      .where(
        and(
          eq(livePurchases.institutionId, institutionId),
          eq(orders.status, '已支付'),
          sql`${orders.paidAt} + (${livePurchases.validDays} * interval '1 day') > now()`,
        ),
      );
    return Number(row?.n ?? 0);
  };
  const quotaUsed = async (exec: Db | Tx, institutionId: number) => {
    const [row] = await exec
      .select({ n: count() })
      .from(liveRooms)
      .where(and(eq(liveRooms.institutionId, institutionId), or(isNull(liveRooms.deletedAt), isNotNull(liveRooms.startedAt))));
    return row?.n ?? 0;
  };

  return {
    /** The demo live stream's media rows (seed-live.ts) among `keys`: generated at start while they are processing. */
    async demoMedia(use: string, keys: string[]) {
      return db.select({ id: media.id, key: media.storageKey, status: media.status }).from(media).where(and(eq(media.use, use), inArray(media.storageKey, keys)));
    },
    async markDemoMediaReady(id: number, values: { size: number; width: number; height: number; duration: number }) {
      await db.update(media).set({ status: 'ready', ...values }).where(eq(media.id, id));
    },

    // ---------- rooms ----------
    async list(f: RoomFilter) {
      const conditions: (SQL | undefined)[] = [isNull(liveRooms.deletedAt)];
      if (f.statuses?.length) conditions.push(inArray(effectiveStatus, f.statuses));
      if (f.keyword) conditions.push(ilike(liveRooms.title, likePattern(f.keyword)));
      if (f.hidden !== undefined) conditions.push(f.hidden ? or(eq(liveRooms.visibility, 'hidden'), eq(liveRooms.adminHidden, true)) : isPublic);
      const ended = f.statuses?.length === 1 && f.statuses[0] === '已结束';
      const { list, total } = await scopedList({
        scope: [liveRooms.institutionId, f.scope],
        where: conditions,
        page: f,
        rows: (where, p) =>
          rooms()
            .where(where)
            .orderBy(ended ? desc(liveRooms.scheduledStart) : asc(liveRooms.scheduledStart), desc(liveRooms.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(liveRooms).where(where),
      });
      return { list: list.map((r) => roomDto(r as RoomRow)), total };
    },
    async room(id: number) {
      const [row] = await rooms().where(and(eq(liveRooms.id, id), isNull(liveRooms.deletedAt))).limit(1);
      return row ? roomDto(row as RoomRow) : undefined;
    },
    async competitionOwner(id: number) {
      const [row] = await db.select({ institutionId: competitions.institutionId }).from(competitions).where(eq(competitions.id, id)).limit(1);
      return row?.institutionId;
    },
    /** Quota total and used of an institution inside `tx` (the caller holds the institution row's lock). */
    async quotaIn(tx: Tx, institutionId: number) {
      return { total: await quotaTotal(tx, institutionId), used: await quotaUsed(tx, institutionId) };
    },
    async quota(institutionId: number) {
      const [total, used] = await Promise.all([quotaTotal(db, institutionId), quotaUsed(db, institutionId)]);
      return quotaSummary(total, used);
    },
    /**
     * Creates a room when the institution has quota left; the check and the insert run under a lock on the
     * institution row so two concurrent creations cannot both take the last slot. Returns null when over quota.
     */
    async createRoom(tx: Tx, institutionId: number, f: Required<Omit<RoomFields, 'competitionId'>> & { competitionId: number | null }, actor: Actor) {
      await tx.execute(sql`select id from ${institutions} where ${institutions.id} = ${institutionId} for update`);
      const [total, used] = await Promise.all([quotaTotal(tx, institutionId), quotaUsed(tx, institutionId)]);
      if (quotaSummary(total, used).remaining <= 0) return null;
      const [row] = await tx
        .insert(liveRooms)
        .values({ ...f, institutionId, createdBy: actor.userId })
        .returning({ id: liveRooms.id });
      await audit(tx, actor, 'live.create', `live:${row.id}`, { institution_id: institutionId });
      return row.id;
    },
    async updateRoom(id: number, f: RoomFields, actor: Actor) {
      await db.update(liveRooms).set(f).where(eq(liveRooms.id, id));
      await audit(db, actor, 'live.update', `live:${id}`, { fields: Object.keys(f) });
    },
    async removeRoom(id: number, actor: Actor) {
      const rows = await db
        .update(liveRooms)
        .set({ deletedAt: new Date() })
        .where(and(eq(liveRooms.id, id), isNull(liveRooms.deletedAt), sql`${effectiveStatus} <> '直播中'`))
        .returning({ id: liveRooms.id });
      if (rows.length) await audit(db, actor, 'live.delete', `live:${id}`);
      return rows.length > 0;
    },
    /** 开始直播 (未开始 → 直播中) or 结束直播 (直播中 → 已结束); false when the room is no longer in the `from` state. */
    async move(id: number, to: '直播中' | '已结束', actor: Actor) {
      const now = new Date();
      const rows = await db
        .update(liveRooms)
        .set(to === '直播中' ? { status: to, startedAt: now } : { status: to, endedAt: now })
        .where(and(eq(liveRooms.id, id), isNull(liveRooms.deletedAt), sql`${effectiveStatus} = ${to === '直播中' ? '未开始' : '直播中'}`))
        .returning({ id: liveRooms.id });
      if (rows.length) await audit(db, actor, to === '直播中' ? 'live.start' : 'live.end', `live:${id}`);
      return rows.length > 0;
    },
    async setAdminHidden(id: number, hidden: boolean, actor: Actor) {
      await db.update(liveRooms).set({ adminHidden: hidden }).where(eq(liveRooms.id, id));
      await audit(db, actor, hidden ? 'live.hide' : 'live.restore', `live:${id}`);
    },
    async setReplay(id: number, replayUrl: string, replayMediaId: number | null, actor: Actor) {
      await db.update(liveRooms).set({ replayUrl, replayMediaId }).where(eq(liveRooms.id, id));
      await audit(db, actor, 'live.replay', `live:${id}`, { media_id: replayMediaId });
    },

    // ---------- public ----------
    async publicList(section: PublicSection, page: Page) {
      const status: LiveStatus = section === 'live' ? '直播中' : section === 'upcoming' ? '未开始' : '已结束';
      const conditions: (SQL | undefined)[] = [isPublic, eq(effectiveStatus, status)];
      // replays: only rooms with something to play
      if (section === 'replay') conditions.push(sql`${liveRooms.replayUrl} <> ''`);
      const { list, total } = await scopedList({
        where: conditions,
        page,
        rows: (where, p) =>
          rooms()
            .where(where)
            .orderBy(section === 'replay' ? desc(liveRooms.scheduledStart) : asc(liveRooms.scheduledStart), desc(liveRooms.id))
            .offset(p.start)
            .limit(p.count),
        count: (where) => db.select({ n: count() }).from(liveRooms).where(where),
      });
      return { list: list.map((r) => publicDto(r as RoomRow)), total };
    },
    /** A public room with its active pre-roll ad (the room's own enabled ad first, else the institution's). */
    async publicRoom(id: number) {
      const [row] = await rooms().where(and(eq(liveRooms.id, id), isPublic)).limit(1);
      if (!row) return undefined;
      const [ad] = await db
        .select({ id: liveAds.id, title: liveAds.title, kind: liveAds.kind, mediaUrl: liveAds.mediaUrl, link: liveAds.link, durationSeconds: liveAds.durationSeconds })
        .from(liveAds)
        .leftJoin(media, eq(media.id, liveAds.mediaId))
        .where(
          and(
            eq(liveAds.institutionId, row.institutionId),
            eq(liveAds.enabled, true),
            or(eq(liveAds.roomId, id), isNull(liveAds.roomId)),
            // an ad whose upload is gone or not processed yet is skipped
            or(isNull(liveAds.mediaId), eq(media.status, 'ready')),
          ),
        )
        .orderBy(sql`${liveAds.roomId} is null`, desc(liveAds.updatedAt), desc(liveAds.id))
        .limit(1);
      return {
        ...publicDto(row as RoomRow),
        ad: ad ? { id: ad.id, title: ad.title, kind: ad.kind, media_url: ad.mediaUrl, link: ad.link, duration: ad.durationSeconds } : null,
      };
    },

    // ---------- media ----------
    /** The media row behind a `/api/media/<key>` URL. */
    async mediaByKey(key: string) {
      const [row] = await db
        .select({ id: media.id, kind: media.kind, status: media.status, institutionId: media.institutionId, ownerUserId: media.ownerUserId })
        .from(media)
        .where(eq(media.storageKey, key))
        .limit(1);
      return row;
    },

    // ---------- ads (live-ads.ts), packages and purchases (live-packages.ts) ----------
    ...createLiveAdQueries(db),
    ...createLivePackageQueries(db),
  };
}
