/** Pre-roll ads (片头广告) of an institution's rooms. */
import type { FastifyRequest } from 'fastify';
import { canUseOrganiserFeaturesFor } from '../../access/institutions.js';
import { badInput, forbidden } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import type { AdFields } from '../../repositories/live-ads.js';
import { LIVE_MSG, liveAdChanges, liveAdMediaToCheck } from 'shared/rules';
import { adFields, institutionQuery, liveHelpers, type AdBody } from './shared.js';

export function adRoutes(app: ApiInstance) {
  const { repo, actor, scopeOf, managedAd, usableMedia } = liveHelpers(app);

  /** The ad's checked fields (shared/rules liveAdChanges, as the mock), with the media row of a new file. */
  const toAdFields = async (request: FastifyRequest, b: AdBody, institutionId: number, current?: { kind: 'image' | 'video'; mediaUrl: string }): Promise<AdFields> => {
    const was = current && { kind: current.kind, media_url: current.mediaUrl };
    const media = liveAdMediaToCheck(b, was);
    const row = media ? await usableMedia(request, media.url, institutionId, [media.kind]) : undefined;
    const room = typeof b.room_id === 'number' ? await repo().room(b.room_id) : undefined;
    const checked = liveAdChanges(b, { institutionId, current: was, mediaUsable: Boolean(row), roomOwner: room?.institution_id });
    if ('problem' in checked) throw badInput(checked.problem);
    const c = checked.changes;
    const f: AdFields = { title: c.title, kind: c.kind, mediaUrl: c.media_url, mediaId: c.media_url === undefined ? undefined : row!.id, link: c.link, durationSeconds: c.duration, roomId: c.room_id };
    if (c.enabled !== undefined) f.enabled = c.enabled === 1;
    return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as AdFields;
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
