/** Live rooms in the back office (plan, start/end, replay, admin hide) and their replay files (下载回放 of an HLS replay). */
import { LIVE_MSG, liveEditRefusal, liveMoveRefusal, liveRoomChanges, replayFileRefusal } from 'shared/rules';
import { canUseOrganiserFeaturesFor } from '../../access/institutions.js';
import type { Principal } from '../../access/principal.js';
import type { LiveStatus } from 'shared/rules';
import { badInput, forbidden, notFound, refused } from '../../errors.js';
import { idBody, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { RoomFields } from '../../repositories/live.js';
import { checkResolvedUrl, GuardedFetchError } from '../../services/guarded-fetch.js';
import { REPLAY_FILE_MSG } from 'shared/rules';
import { HTTP_URL } from 'shared/rules';
import { STATUS, institutionQuery, isHlsUrl, liveHelpers, mediaKeyOf, roomFields, type RoomBody } from './shared.js';

export function roomRoutes(app: ApiInstance) {
  const { repo, actor, scopeOf, managedRoom, syncRoomMedia, usableMedia } = liveHelpers(app);

  /** The checked fields of a create or edit (shared/rules liveRoomChanges), as the repository writes them. */
  const toRoomFields = async (b: RoomBody, institutionId: number, current?: { cover: string; scheduled_start: string; scheduled_end: string }) => {
    const competitionOwner = typeof b.competition_id === 'number' ? await repo().competitionOwner(b.competition_id) : undefined;
    const checked = liveRoomChanges(b, { institutionId, current, competitionOwner, isHls: isHlsUrl });
    if ('problem' in checked) throw badInput(checked.problem);
    const c = checked.changes;
    const f: RoomFields = {};
    if (c.title !== undefined) f.title = c.title;
    if (c.description !== undefined) f.description = c.description;
    if (c.cover !== undefined) f.cover = c.cover;
    if (c.stream_url !== undefined) f.streamUrl = c.stream_url;
    if (c.push_url !== undefined) f.pushUrl = c.push_url;
    if (c.scheduled_start !== undefined) f.scheduledStart = new Date(c.scheduled_start);
    if (c.scheduled_end !== undefined) f.scheduledEnd = new Date(c.scheduled_end);
    if (c.visibility !== undefined) f.visibility = c.visibility;
    if (c.competition_id !== undefined) f.competitionId = c.competition_id;
    return f;
  };

  // ---------- rooms ----------

  app.get(
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

  app.get(
    '/admin/lives/info',
    { schema: { tags: ['live'], summary: '直播详情（本机构或平台管理员）', querystring: idQuery, response: okResponse(ref('LiveRoom')) } },
    async (request) => ok(await managedRoom(request.principal!, request.query.id)),
  );

  app.post(
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
      const id = await app.live.createRoom(
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
      if (id === null) throw refused(LIVE_MSG.quotaExhausted);
      return ok({ id });
    },
  );

  app.put(
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
      if (Object.keys(f).length === 0) throw badInput(LIVE_MSG.nothingToChange);
      const editRefusal = liveEditRefusal(room.status, Object.keys(f));
      if (editRefusal) throw refused(editRefusal);
      await repo().updateRoom(id, f, actor(request));
      await syncRoomMedia(room);
      return ok({ id });
    },
  );

  app.delete(
    '/admin/lives',
    { schema: { tags: ['live'], summary: '删除直播（直播中不可删除）', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const room = await managedRoom(request.principal!, request.query.id);
      if (!(await repo().removeRoom(room.id, actor(request)))) throw refused(LIVE_MSG.deleteWhileLive);
      // a deleted room shows nothing: its replay leaves the public and the MP4 made from it is deleted
      await syncRoomMedia(room);
      await dropObjects(await app.live.discardReplayFile(room.id));
      return ok({});
    },
  );

  app.post(
    '/admin/lives/start',
    { schema: { tags: ['live'], summary: '开始直播（未开始 → 直播中）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      const room = await managedRoom(request.principal!, request.body.id);
      if (!(await repo().move(room.id, '直播中', actor(request)))) throw refused(liveMoveRefusal(room.status, '直播中') ?? LIVE_MSG.alreadyStarted);
      return ok({});
    },
  );

  app.post(
    '/admin/lives/end',
    { schema: { tags: ['live'], summary: '结束直播（直播中 → 已结束）', body: idBody, response: okResponse(ref('Empty')) } },
    async (request) => {
      const room = await managedRoom(request.principal!, request.body.id);
      if (!(await repo().move(room.id, '已结束', actor(request)))) throw refused(liveMoveRefusal(room.status, '已结束') ?? LIVE_MSG.alreadyEnded);
      return ok({});
    },
  );

  app.post(
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

  app.put(
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
      if (room.status !== '已结束') throw refused(LIVE_MSG.replayBeforeEnd);
      const url = request.body.replay_url.trim();
      let mediaId: number | null = null;
      if (url) {
        if (mediaKeyOf(url)) {
          const row = await usableMedia(request, url, room.institution_id, ['video']);
          if (!row) throw badInput(LIVE_MSG.replayVideoMissing);
          mediaId = row.id;
        } else if (!HTTP_URL.test(url)) throw badInput(LIVE_MSG.replayAddress);
      }
      await repo().setReplay(room.id, url, mediaId, actor(request));
      await syncRoomMedia(room);
      // the MP4 made from the previous replay is no longer offered
      if (url !== room.replay_url) await dropObjects(await app.live.discardReplayFile(room.id));
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

  app.get(
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

  app.post(
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
      const url = room.replay_url;
      const fileRefusal = replayFileRefusal(room.status, url, isHlsUrl(url));
      if (fileRefusal) throw refused(fileRefusal);
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
      const { started, staleKeys } = await app.live.requestReplayFile(room.id, url, principal.userId);
      await dropObjects(staleKeys);
      if (started) {
        await app.repos.audit.write({ actorId: principal.userId, action: 'live.replay_file', target: `live:${room.id}`, ip: request.ip });
        app.replayFiles.wake();
      }
      return ok(files.dto(room.id, url, await files.ofRoom(room.id)));
    },
  );
}
