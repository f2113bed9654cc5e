/**
 * Live (直播): back office `/admin/lives/*` (rooms: plan, start/end, replay, admin hide) and `/admin/live/*`
 * (packages, buying, orders, quota, pre-roll ads), public `/official/lives` and `/official/live`.
 * Streams run on an external streaming service (HLS); the platform keeps rooms, schedules, visibility and replays.
 * Tenancy: an institution manager reaches only its institution's rooms, ads and purchases; the platform admin all.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canUseOrganiserFeaturesFor, organiserScopeFilter } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import type { LiveStatus } from '../../db/schema/live.js';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import { isSafeUrl } from '../../http/sanitize-html.js';
import type { AdFields, RoomFields } from '../../repositories/live.js';
import { checkResolvedUrl, GuardedFetchError } from '../../services/guarded-fetch.js';
import { REPLAY_FILE_MSG } from '../../services/replay-file.js';
import { isStorageKey } from '../../storage/index.js';
import { isSafeLink } from 'shared/rules';
import { startDemoStreams } from './demo-stream.js';

const idBody = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } }, additionalProperties: false } as const;
const STATUS = { type: 'string', enum: ['未开始', '直播中', '已结束'] } as const;
const VISIBILITY = { type: 'string', enum: ['public', 'hidden'] } as const;
const institutionQuery = { institution_id: { type: 'integer', minimum: 1 } } as const;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const MEDIA_PATH = /^\/api\/media\/([^/?#\s]+)$/;

/** The storage key of a `/api/media/<key>` URL of this platform, or null. */
const mediaKeyOf = (url: string) => {
  const m = MEDIA_PATH.exec(url);
  return m && isStorageKey(m[1]) ? m[1] : null;
};

/** An HLS play address: http(s) (or this platform's media) and a .m3u8 path. */
export function isHlsUrl(url: string): boolean {
  if (!HTTP_URL.test(url) && !mediaKeyOf(url)) return false;
  const path = url.split(/[?#]/)[0];
  return /\.m3u8$/i.test(path);
}

const roomFields = {
  competition_id: { type: ['integer', 'null'], minimum: 1 },
  title: { type: 'string', minLength: 1, maxLength: 100 },
  cover: { type: 'string', maxLength: 8192 },
  description: { type: 'string', maxLength: 2000 },
  stream_url: { type: 'string', minLength: 1, maxLength: 1024 },
  push_url: { type: 'string', maxLength: 1024 },
  scheduled_start: { type: 'string', format: 'date-time' },
  scheduled_end: { type: 'string', format: 'date-time' },
  visibility: VISIBILITY,
} as const;

interface RoomBody {
  competition_id?: number | null;
  title?: string;
  cover?: string;
  description?: string;
  stream_url?: string;
  push_url?: string;
  scheduled_start?: string;
  scheduled_end?: string;
  visibility?: 'public' | 'hidden';
}

const adFields = {
  room_id: { type: ['integer', 'null'], minimum: 1 },
  title: { type: 'string', minLength: 1, maxLength: 64 },
  kind: { type: 'string', enum: ['image', 'video'] },
  media_url: { type: 'string', minLength: 1, maxLength: 1024 },
  link: { type: 'string', maxLength: 1024 },
  duration: { type: 'integer', minimum: 1, maximum: 120 },
  enabled: { type: 'integer', enum: [0, 1] },
} as const;

interface AdBody {
  room_id?: number | null;
  title?: string;
  kind?: 'image' | 'video';
  media_url?: string;
  link?: string;
  duration?: number;
  enabled?: 0 | 1;
}

export default async function liveRoutes(app: FastifyInstance) {
  // read per request: a route-only test registers the routes without repositories
  const repo = () => app.repos.live;
  const actor = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

  startDemoStreams(app);

  /**
   * The list scope: the admin all (or the one asked for), an organiser their institutions (or the one asked for);
   * venue managers and personal users have no 直播管理 (spec §2.5) and are refused.
   */
  const scopeOf = (principal: Principal, institutionId: number | undefined) => {
    const scope = organiserScopeFilter(principal, institutionId);
    if (scope === null || (scope !== 'all' && scope.length === 0)) throw forbidden();
    return scope;
  };

  /** The room if the caller manages its institution; 404 otherwise (no hint that it exists). */
  const managedRoom = async (principal: Principal, id: number) => {
    const room = await repo().room(id);
    if (!room || !canUseOrganiserFeaturesFor(principal, room.institution_id)) throw notFound();
    return room;
  };

  /**
   * After a room changed: the media it shows (replay upload, or its stream or replay as `/api/media/<key>`) are public
   * while it is public (shown, not hidden by the admin, not deleted); otherwise they are taken down unless another
   * public thing shows them (repositories/media-takedowns.ts).
   */
  type RoomMedia = { id: number; replay_media_id: number | null; stream_url: string; replay_url: string };
  const refsOf = (room: RoomMedia) => ({ ids: [room.replay_media_id], urls: [room.stream_url, room.replay_url] });
  const syncRoomMedia = async (before: RoomMedia) => {
    const after = await repo().room(before.id);
    if (after && after.visibility === 'public' && !after.admin_hidden) await app.repos.mediaTakedowns.restore(refsOf(after));
    await app.repos.mediaTakedowns.takeDown(refsOf(before));
  };

  const managedAd = async (principal: Principal, id: number) => {
    const ad = await repo().ad(id);
    if (!ad || !canUseOrganiserFeaturesFor(principal, ad.institutionId)) throw notFound();
    return ad;
  };

  /** An uploaded media of this platform the caller may use for the institution: same institution or own upload. */
  const usableMedia = async (request: FastifyRequest, url: string, institutionId: number, kinds: string[]) => {
    const key = mediaKeyOf(url);
    if (!key) return undefined;
    const row = await repo().mediaByKey(key);
    if (!row || !kinds.includes(row.kind) || row.status !== 'ready') return undefined;
    const principal = request.principal!;
    if (!principal.isPlatformAdmin && row.ownerUserId !== principal.userId && row.institutionId !== institutionId) return undefined;
    return row;
  };

  const toRoomFields = async (b: RoomBody, institutionId: number, current?: { cover: string; scheduled_start: string; scheduled_end: string }) => {
    const f: RoomFields = {};
    if (b.title !== undefined) {
      f.title = b.title.trim();
      if (!f.title) throw badInput('直播标题不能为空');
    }
    if (b.description !== undefined) f.description = b.description.trim();
    if (b.cover !== undefined && b.cover.trim() !== current?.cover) {
      f.cover = b.cover.trim();
      if (f.cover && (f.cover.length > 512 || !isSafeUrl(f.cover))) throw badInput('封面图片地址无效');
    }
    if (b.stream_url !== undefined) {
      f.streamUrl = b.stream_url.trim();
      if (!isHlsUrl(f.streamUrl)) throw badInput('播放地址必须是以 http:// 或 https:// 开头的 HLS 地址（.m3u8）');
    }
    if (b.push_url !== undefined) {
      f.pushUrl = b.push_url.trim();
      if (f.pushUrl && !/^rtmps?:\/\/[^\s/]+\S*$/i.test(f.pushUrl)) throw badInput('推流地址必须以 rtmp:// 或 rtmps:// 开头');
    }
    if (b.scheduled_start !== undefined) f.scheduledStart = new Date(b.scheduled_start);
    if (b.scheduled_end !== undefined) f.scheduledEnd = new Date(b.scheduled_end);
    const start = f.scheduledStart ?? (current ? new Date(current.scheduled_start) : undefined);
    const end = f.scheduledEnd ?? (current ? new Date(current.scheduled_end) : undefined);
    if (start && end && end.getTime() <= start.getTime()) throw badInput('结束时间必须晚于开始时间');
    if (b.visibility !== undefined) f.visibility = b.visibility;
    if (b.competition_id !== undefined) {
      if (b.competition_id !== null) {
        const owner = await repo().competitionOwner(b.competition_id);
        if (owner === undefined) throw badInput('赛事不存在');
        if (owner !== institutionId) throw badInput('只能关联本机构的赛事');
      }
      f.competitionId = b.competition_id;
    }
    return f;
  };

  // ---------- rooms ----------

  app.get<{ Querystring: { start: number; count: number; status?: LiveStatus; phase?: 'plan' | 'played'; keyword?: string; institution_id?: number; hidden?: 0 | 1 } }>(
    '/admin/lives/list',
    {
      schema: {
        tags: ['live'],
        summary: '直播列表（平台管理员：全部机构，可按机构、状态筛选；机构：本机构）。phase=plan 为未开始与直播中，played 为已结束',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            ...institutionQuery,
            status: STATUS,
            phase: { type: 'string', enum: ['plan', 'played'] },
            keyword: { type: 'string', maxLength: 64 },
            hidden: { type: 'integer', enum: [0, 1] },
          },
        },
        response: okResponse(ref('LiveRoomList')),
      },
    },
    async (request) => {
      const q = request.query;
      const scope = scopeOf(request.principal!, q.institution_id);
      let statuses: LiveStatus[] | undefined = q.phase === 'plan' ? ['未开始', '直播中'] : q.phase === 'played' ? ['已结束'] : undefined;
      if (q.status) statuses = statuses ? statuses.filter((s) => s === q.status) : [q.status];
      if (statuses && statuses.length === 0) return ok({ list: [], total: 0 });
      return ok(
        await repo().list({ scope, statuses, keyword: q.keyword?.trim() || undefined, hidden: q.hidden === undefined ? undefined : q.hidden === 1, start: q.start, count: q.count }),
      );
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/admin/lives/info',
    { schema: { tags: ['live'], summary: '直播详情（本机构或平台管理员）', querystring: idQuery, response: okResponse(ref('LiveRoom')) } },
    async (request) => ok(await managedRoom(request.principal!, request.query.id)),
  );

  app.post<{ Body: RoomBody & { institution_id: number; title: string; stream_url: string; scheduled_start: string; scheduled_end: string } }>(
    '/admin/lives',
    {
      schema: {
        tags: ['live'],
        summary: '新建直播（占用一场已支付套餐的额度；额度不足时拒绝）',
        body: {
          type: 'object',
          required: ['institution_id', 'title', 'stream_url', 'scheduled_start', 'scheduled_end'],
          properties: { institution_id: { type: 'integer', minimum: 1 }, ...roomFields },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { institution_id: institutionId, ...b } = request.body;
      if (!canUseOrganiserFeaturesFor(request.principal!, institutionId)) throw forbidden();
      const f = await toRoomFields(b, institutionId);
      const id = await repo().createRoom(
        institutionId,
        {
          title: f.title!,
          cover: f.cover ?? '',
          description: f.description ?? '',
          streamUrl: f.streamUrl!,
          pushUrl: f.pushUrl ?? '',
          scheduledStart: f.scheduledStart!,
          scheduledEnd: f.scheduledEnd!,
          visibility: f.visibility ?? 'public',
          competitionId: f.competitionId ?? null,
        },
        actor(request),
      );
      if (id === null) throw refused('直播场次额度不足，请先购买并支付直播套餐');
      return ok({ id });
    },
  );

  app.put<{ Body: RoomBody & { id: number } }>(
    '/admin/lives',
    {
      schema: {
        tags: ['live'],
        summary: '修改直播（已结束的直播只能修改公开/隐藏，回放另行设置）',
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...roomFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, ...b } = request.body;
      const room = await managedRoom(request.principal!, id);
      const f = await toRoomFields(b, room.institution_id, room);
      if (Object.keys(f).length === 0) throw badInput('请至少填写一项内容');
      if (room.status === '已结束' && Object.keys(f).some((k) => k !== 'visibility')) throw refused('直播已结束，只能设置公开或隐藏');
      await repo().updateRoom(id, f, actor(request));
      await syncRoomMedia(room);
      return ok({ id });
    },
  );

  app.delete<{ Querystring: { id: number } }>(
    '/admin/lives',
    { schema: { tags: ['live'], summary: '删除直播（直播中不可删除）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const room = await managedRoom(request.principal!, request.query.id);
      if (!(await repo().removeRoom(room.id, actor(request)))) throw refused('直播进行中，请先结束直播');
      // a deleted room shows nothing: its replay leaves the public and the MP4 made from it is deleted
      await syncRoomMedia(room);
      await dropObjects(await app.repos.liveReplayFiles.discard(room.id));
      return ok({});
    },
  );

  app.post<{ Body: { id: number } }>(
    '/admin/lives/start',
    { schema: { tags: ['live'], summary: '开始直播（未开始 → 直播中）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      const room = await managedRoom(request.principal!, request.body.id);
      if (!(await repo().move(room.id, '直播中', actor(request)))) throw refused(room.status === '已结束' ? '直播已结束' : '直播已开始');
      return ok({});
    },
  );

  app.post<{ Body: { id: number } }>(
    '/admin/lives/end',
    { schema: { tags: ['live'], summary: '结束直播（直播中 → 已结束）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      const room = await managedRoom(request.principal!, request.body.id);
      if (!(await repo().move(room.id, '已结束', actor(request)))) throw refused(room.status === '未开始' ? '直播尚未开始' : '直播已结束');
      return ok({});
    },
  );

  app.post<{ Body: { id: number; hidden: 0 | 1 } }>(
    '/admin/lives/hide',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['live'],
        summary: '平台管理员隐藏或恢复任意直播（隐藏后官网不显示，机构不能恢复）',
        body: {
          type: 'object',
          required: ['id', 'hidden'],
          properties: { id: { type: 'integer', minimum: 1 }, hidden: { type: 'integer', enum: [0, 1] } },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const room = await repo().room(request.body.id);
      if (!room) throw notFound();
      await repo().setAdminHidden(room.id, request.body.hidden === 1, actor(request));
      await syncRoomMedia(room);
      return ok({});
    },
  );

  app.put<{ Body: { id: number; replay_url: string } }>(
    '/admin/lives/replay',
    {
      schema: {
        tags: ['live'],
        summary: '设置回放（已结束的直播）：上传的视频地址或 http(s) 视频/HLS 地址；空字符串清除回放',
        body: {
          type: 'object',
          required: ['id', 'replay_url'],
          properties: { id: { type: 'integer', minimum: 1 }, replay_url: { type: 'string', maxLength: 1024 } },
          additionalProperties: false,
        },
        response: okResponse(ref('LiveRoom')),
      },
    },
    async (request) => {
      const room = await managedRoom(request.principal!, request.body.id);
      if (room.status !== '已结束') throw refused('直播结束后才能设置回放');
      const url = request.body.replay_url.trim();
      let mediaId: number | null = null;
      if (url) {
        if (mediaKeyOf(url)) {
          const row = await usableMedia(request, url, room.institution_id, ['video']);
          if (!row) throw badInput('回放视频不存在或尚未处理完成');
          mediaId = row.id;
        } else if (!HTTP_URL.test(url)) throw badInput('回放地址必须以 http:// 或 https:// 开头');
      }
      await repo().setReplay(room.id, url, mediaId, actor(request));
      await syncRoomMedia(room);
      // the MP4 made from the previous replay is no longer offered
      if (url !== room.replay_url) await dropObjects(await app.repos.liveReplayFiles.discard(room.id));
      return ok((await repo().room(room.id))!);
    },
  );

  // ---------- replay files: 下载回放 of an HLS replay (services/replay-file.ts) ----------

  /** Deletes storage objects of MP4 files no longer offered (a failure is logged: the rows are gone already). */
  const dropObjects = async (keys: string[]) => {
    for (const key of keys) await app.replayFiles.storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'replay file not deleted'));
  };

  /** The room of a replay file: 40300 for callers without 直播管理 (venue managers, personal users), 404 for another's room. */
  const replayFileRoom = async (principal: Principal, id: number) => {
    scopeOf(principal, undefined);
    return managedRoom(principal, id);
  };

  app.get<{ Querystring: { id: number } }>(
    '/admin/lives/replay_file',
    {
      schema: {
        tags: ['live'],
        summary: '回放 MP4 文件的状态与进度（仅当前回放地址的文件；生成中时由页面轮询）',
        querystring: idQuery,
        response: okResponse(ref('LiveReplayFile')),
      },
    },
    async (request) => {
      const room = await replayFileRoom(request.principal!, request.query.id);
      return ok(app.repos.liveReplayFiles.dto(room.id, room.replay_url, await app.repos.liveReplayFiles.ofRoom(room.id)));
    },
  );

  app.post<{ Body: { id: number } }>(
    '/admin/lives/replay_file',
    {
      schema: {
        tags: ['live'],
        summary:
          '生成回放 MP4（已结束且回放为 HLS 的直播）：服务器读取播放列表与分片并用 ffmpeg 合并为一个文件。生成中或已生成时再次请求返回同一文件；失败后再次请求重新生成',
        body: idBody,
        response: okResponse(ref('LiveReplayFile')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const room = await replayFileRoom(principal, request.body.id);
      if (room.status !== '已结束') throw refused('直播结束后才能下载回放');
      const url = room.replay_url;
      if (!url) throw refused('请先设置回放');
      if (!isHlsUrl(url)) throw refused('回放不是 HLS 地址，可直接下载');
      if (!mediaKeyOf(url)) {
        // an external address: refused at once when it names (or resolves to) an internal address; the worker
        // checks again at every connection
        try {
          await checkResolvedUrl(url);
        } catch (error) {
          if (!(error instanceof GuardedFetchError)) throw error;
          throw refused(error.reason === 'address' ? REPLAY_FILE_MSG.address : REPLAY_FILE_MSG.unreachable);
        }
      }
      const files = app.repos.liveReplayFiles;
      const { started, staleKeys } = await files.request(room.id, url, principal.userId);
      await dropObjects(staleKeys);
      if (started) {
        await app.repos.audit.write({ actorId: principal.userId, action: 'live.replay_file', target: `live:${room.id}`, ip: request.ip });
        app.replayFiles.wake();
      }
      return ok(files.dto(room.id, url, await files.ofRoom(room.id)));
    },
  );

  // ---------- packages, purchases, quota ----------

  app.get(
    '/admin/live/packages',
    { schema: { tags: ['live'], summary: '直播套餐（在售）', response: okResponse(ref('LivePackages')) } },
    async () => ok({ list: await repo().packages() }),
  );

  app.post<{ Body: { institution_id: number; package_id: number; request_id: string } }>(
    '/admin/live/buy',
    {
      schema: {
        tags: ['live'],
        summary: '购买直播套餐：生成待支付订单（财务订单）。request_id 由客户端生成，同一请求号只生成一笔订单',
        body: {
          type: 'object',
          required: ['institution_id', 'package_id', 'request_id'],
          properties: {
            institution_id: { type: 'integer', minimum: 1 },
            package_id: { type: 'integer', minimum: 1 },
            request_id: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('LiveOrderCreated')),
      },
    },
    async (request) => {
      const b = request.body;
      const principal = request.principal!;
      // an institution buys for itself; the platform admin does not buy packages
      if (principal.isPlatformAdmin || !canUseOrganiserFeaturesFor(principal, b.institution_id)) throw forbidden();
      const result = await repo().buy(b.institution_id, b.package_id, b.request_id, actor(request));
      if (!result) throw badInput('直播套餐不存在或已下架');
      if (!result.created && result.packageId !== b.package_id) throw badInput('请求号已被使用，请刷新后重试');
      return ok({ order_id: result.orderId, order_no: result.orderNo, amount_cents: result.amountCents, status: result.status, created: result.created ? 1 : 0 });
    },
  );

  app.get<{ Querystring: { start: number; count: number; institution_id?: number } }>(
    '/admin/live/orders',
    {
      schema: {
        tags: ['live'],
        summary: '直播套餐订单（机构：本机构；平台管理员：全部）',
        querystring: { type: 'object', properties: { ...pageQuery, ...institutionQuery } },
        response: okResponse(ref('LivePurchaseList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await repo().purchases(scopeOf(request.principal!, q.institution_id), q));
    },
  );

  app.get<{ Querystring: { institution_id: number } }>(
    '/admin/live/quota',
    {
      schema: {
        tags: ['live'],
        summary: '机构的直播场次额度（已支付且在有效期内的套餐）',
        querystring: { type: 'object', required: ['institution_id'], properties: institutionQuery },
        response: okResponse(ref('LiveQuota')),
      },
    },
    async (request) => {
      if (!canUseOrganiserFeaturesFor(request.principal!, request.query.institution_id)) throw forbidden();
      return ok(await repo().quota(request.query.institution_id));
    },
  );

  // ---------- pre-roll ads ----------

  const toAdFields = async (request: FastifyRequest, b: AdBody, institutionId: number, current?: { kind: 'image' | 'video'; mediaUrl: string }) => {
    const f: AdFields = {};
    if (b.title !== undefined) {
      f.title = b.title.trim();
      if (!f.title) throw badInput('广告名称不能为空');
    }
    if (b.kind !== undefined) f.kind = b.kind;
    const kind = f.kind ?? current?.kind;
    if (b.media_url !== undefined || (b.kind !== undefined && b.kind !== current?.kind)) {
      const url = (b.media_url ?? current?.mediaUrl ?? '').trim();
      const row = await usableMedia(request, url, institutionId, [kind!]);
      if (!row) throw badInput(kind === 'video' ? '请上传广告视频' : '请上传广告图片');
      f.mediaUrl = url;
      f.mediaId = row.id;
    }
    if (b.link !== undefined) {
      f.link = b.link.trim();
      if (f.link && !isSafeLink(f.link)) throw badInput('链接格式错误，请填写以 http:// 或 https:// 开头的地址');
    }
    if (b.duration !== undefined) f.durationSeconds = b.duration;
    if (b.enabled !== undefined) f.enabled = b.enabled === 1;
    if (b.room_id !== undefined) {
      if (b.room_id !== null) {
        const room = await repo().room(b.room_id);
        if (!room || room.institution_id !== institutionId) throw badInput('直播不存在');
      }
      f.roomId = b.room_id;
    }
    return f;
  };

  app.get<{ Querystring: { start: number; count: number; institution_id?: number } }>(
    '/admin/live/ads',
    {
      schema: {
        tags: ['live'],
        summary: '直播广告（片头广告）列表',
        querystring: { type: 'object', properties: { ...pageQuery, ...institutionQuery } },
        response: okResponse(ref('LiveAdList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await repo().ads(scopeOf(request.principal!, q.institution_id), q));
    },
  );

  app.post<{ Body: AdBody & { institution_id: number; title: string; kind: 'image' | 'video'; media_url: string } }>(
    '/admin/live/ad',
    {
      schema: {
        tags: ['live'],
        summary: '新建直播广告：上传的图片或视频、跳转链接、展示秒数；可只用于某场直播',
        body: {
          type: 'object',
          required: ['institution_id', 'title', 'kind', 'media_url'],
          properties: { institution_id: { type: 'integer', minimum: 1 }, ...adFields },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { institution_id: institutionId, ...b } = request.body;
      if (!canUseOrganiserFeaturesFor(request.principal!, institutionId)) throw forbidden();
      const f = await toAdFields(request, b, institutionId);
      const id = await repo().createAd(
        institutionId,
        {
          roomId: f.roomId ?? null,
          title: f.title!,
          kind: f.kind!,
          mediaId: f.mediaId ?? null,
          mediaUrl: f.mediaUrl!,
          link: f.link ?? '',
          durationSeconds: f.durationSeconds ?? 5,
          enabled: f.enabled ?? true,
        },
        actor(request),
      );
      return ok({ id });
    },
  );

  app.put<{ Body: AdBody & { id: number } }>(
    '/admin/live/ad',
    {
      schema: {
        tags: ['live'],
        summary: '修改直播广告（含启用/停用）',
        body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 }, ...adFields }, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { id, ...b } = request.body;
      const ad = await managedAd(request.principal!, id);
      const f = await toAdFields(request, b, ad.institutionId, ad);
      if (Object.keys(f).length === 0) throw badInput('请至少填写一项内容');
      await repo().updateAd(id, f, actor(request));
      return ok({ id });
    },
  );

  app.delete<{ Querystring: { id: number } }>(
    '/admin/live/ad',
    { schema: { tags: ['live'], summary: '删除直播广告', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const ad = await managedAd(request.principal!, request.query.id);
      await repo().removeAd(ad.id, actor(request));
      return ok({});
    },
  );

  // ---------- public ----------

  app.get<{ Querystring: { start: number; count: number; section: 'live' | 'upcoming' | 'replay' } }>(
    '/official/lives',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['live'],
        summary: '官网直播列表：live 直播中，upcoming 即将开始（按开始时间），replay 精彩回放（有回放的已结束直播）；隐藏的不显示',
        querystring: {
          type: 'object',
          properties: { ...pageQuery, section: { type: 'string', enum: ['live', 'upcoming', 'replay'], default: 'live' } },
        },
        response: okResponse(ref('PublicLiveList')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await repo().publicList(q.section, q));
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/official/live',
    {
      config: { auth: 'public' },
      schema: { tags: ['live'], summary: '官网直播详情（含当前的片头广告）', querystring: idQuery, response: okResponse(ref('PublicLiveDetail')) },
    },
    async (request) => {
      const room = await repo().publicRoom(request.query.id);
      if (!room) throw notFound();
      return ok(room);
    },
  );
}
