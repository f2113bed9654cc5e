/** The public live pages: /official/lives and /official/live. */
import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { liveHelpers } from './shared.js';

export function publicLiveRoutes(app: ApiInstance) {
  const { repo } = liveHelpers(app);

  app.get(
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

  app.get(
    '/official/live',
    {
      config: { auth: 'public' },
      schema: { tags: ['live'], summary: '官网直播详情（含当前的片头广告）', querystring: idQuery, response: okResponse(ref('PublicLiveDetail')) },
    },
    async (request) => {
      const room = await repo().publicRoom(request.query.id);
      if (!room) throw notFound();
      return ok(room);
    },  );
}
