/** Pre-roll ads (片头广告) of an institution's rooms. */
import type { FastifyRequest } from 'fastify';
import { canUseOrganiserFeaturesFor } from '../../access/institutions.js';
import { badInput, forbidden } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { AdFields } from '../../repositories/live-ads.js';
import { isSafeLink, LIVE_MSG } from 'shared/rules';
import { adFields, institutionQuery, liveHelpers, type AdBody } from './shared.js';

export function adRoutes(app: ApiInstance) {
  const { repo, actor, scopeOf, managedAd, usableMedia } = liveHelpers(app);

  const toAdFields = async (request: FastifyRequest, b: AdBody, institutionId: number, current?: { kind: 'image' | 'video'; mediaUrl: string }) => {
    const f: AdFields = {};
    if (b.title !== undefined) {
      f.title = b.title.trim();
      if (!f.title) throw badInput(LIVE_MSG.adTitleEmpty);
    }
    if (b.kind !== undefined) f.kind = b.kind;
    const kind = f.kind ?? current?.kind;
    if (b.media_url !== undefined || (b.kind !== undefined && b.kind !== current?.kind)) {
      const url = (b.media_url ?? current?.mediaUrl ?? '').trim();
      const row = await usableMedia(request, url, institutionId, [kind!]);
      if (!row) throw badInput(LIVE_MSG.adMedia(kind!));
      f.mediaUrl = url;
      f.mediaId = row.id;
    }
    if (b.link !== undefined) {
      f.link = b.link.trim();
      if (f.link && !isSafeLink(f.link)) throw badInput(LIVE_MSG.adLink);
    }
    if (b.duration !== undefined) f.durationSeconds = b.duration;
    if (b.enabled !== undefined) f.enabled = b.enabled === 1;
    if (b.room_id !== undefined) {
      if (b.room_id !== null) {
        const room = await repo().room(b.room_id);
        if (!room || room.institution_id !== institutionId) throw badInput(LIVE_MSG.adRoomMissing);
      }
      f.roomId = b.room_id;
    }
    return f;
  };

  app.get(
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

  app.post(
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

  app.put(
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
      if (Object.keys(f).length === 0) throw badInput(LIVE_MSG.nothingToChange);
      await repo().updateAd(id, f, actor(request));
      return ok({ id });
    },
  );

  app.delete(
    '/admin/live/ad',
    { schema: { tags: ['live'], summary: '删除直播广告', querystring: idQuery, response: okResponse(ref('Empty')) } },
    async (request) => {
      const ad = await managedAd(request.principal!, request.query.id);
      await repo().removeAd(ad.id, actor(request));
      return ok({});
    },
  );
}
