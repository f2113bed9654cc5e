/**
 * 集锦 (highlights, recordsList, issue 24): the organiser's composition of a competition's highlights from its
 * videos, album photos and results (add, move, caption, remove) and the merged read — the organiser's, and the
 * official match page's 集锦 tab. Who may: access/highlights.ts; the workflows: services/highlights.ts; the rules:
 * shared/src/rules/highlights.ts.
 */
import type { FastifyRequest } from 'fastify';
import { HIGHLIGHT_CAPTION_MAX, HIGHLIGHT_KINDS, highlightCandidateView, highlightView } from 'shared/rules';
import { composedHighlights, composedItem, visibleHighlights } from '../../access/highlights.js';
import { idBody, idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const actorOf = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

/** Loose bound of the schema; the rule counts characters (HIGHLIGHT_MSG.captionTooLong). */
const caption = { type: 'string', maxLength: HIGHLIGHT_CAPTION_MAX * 4, description: `说明（不超过 ${HIGHLIGHT_CAPTION_MAX} 个字）` } as const;
const kind = { type: 'string', enum: [...HIGHLIGHT_KINDS] } as const;

export default async function highlightRoutes(app: ApiInstance) {
  const competitionOf = (id: number) => app.repos.filing.findForAccess(id);
  /** The item and its competition, checked against the caller (404 when not theirs or gone). */
  const itemOf = async (request: FastifyRequest, id: number) => {
    const item = await app.repos.highlights.findItem(id);
    return composedItem(request.principal!, item, item ? await competitionOf(item.competitionId) : undefined);
  };
  const listOf = async (competition: { id: number; name: string }, publicView: boolean) => ({
    competition_id: competition.id,
    competition_name: competition.name,
    list: (await app.highlights.read(competition.id, publicView)).map(highlightView),
  });

  app.get(
    '/competition/highlights',
    {
      schema: {
        tags: ['highlights'],
        summary: '赛事集锦（组织者）：认定的最高纪录与编排的全部条目（官网不显示的条目 visible 为 0）',
        querystring: idQuery,
        response: okResponse(ref('HighlightList')),
      },
    },
    async (request) => ok(await listOf(composedHighlights(request.principal!, await competitionOf(request.query.id)), false)),
  );

  app.get(
    '/competition/highlight_list',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['highlights'],
        summary: '官网赛事集锦：本赛事认定的最高纪录，及组织者编排的已发布视频、已审核照片与成绩',
        querystring: idQuery,
        response: okResponse(ref('HighlightList')),
      },
    },
    async (request) => ok(await listOf(visibleHighlights(request.principal, await competitionOf(request.query.id)), true)),
  );

  app.get(
    '/competition/highlights/candidates',
    {
      schema: {
        tags: ['highlights'],
        summary: '可加入集锦的内容：本赛事的视频、相册照片或成绩（added 为 1 的已在集锦中）',
        querystring: {
          type: 'object',
          required: ['id', 'kind'],
          properties: { id: { type: 'integer', minimum: 1 }, kind, keyword: { type: 'string', maxLength: 50 }, ...pageQuery },
        },
        response: okResponse(ref('HighlightCandidateList')),
      },
    },
    async (request) => {
      const q = request.query;
      const competition = composedHighlights(request.principal!, await competitionOf(q.id));
      const { list, total } = await app.repos.highlights.candidates(competition.id, q.kind, q.keyword?.trim() || undefined, { start: q.start, count: q.count });
      return ok({ total, list: list.map(highlightCandidateView) });
    },
  );

  app.post(
    '/competition/highlights',
    {
      schema: {
        tags: ['highlights'],
        summary: '加入集锦：本赛事的一个视频、相册照片或成绩，排在最后',
        body: {
          type: 'object',
          required: ['competition_id', 'kind', 'ref_id'],
          properties: { competition_id: { type: 'integer', minimum: 1 }, kind, ref_id: { type: 'integer', minimum: 1 }, caption: { ...caption, default: '' } },
          additionalProperties: false,
        },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const competition = composedHighlights(request.principal!, await competitionOf(b.competition_id));
      return ok({ id: await app.highlights.add(competition.id, b.kind, b.ref_id, (b.caption ?? '').trim(), actorOf(request)) });
    },
  );

  app.post(
    '/competition/highlights/move',
    {
      schema: {
        tags: ['highlights'],
        summary: '调整集锦条目的位置（1 为第一条；其余条目依次顺延）',
        body: { type: 'object', required: ['id', 'position'], properties: { ...idBody.properties, position: { type: 'integer', minimum: 1 } }, additionalProperties: false },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      await app.highlights.move(await itemOf(request, request.body.id), request.body.position, actorOf(request));
      return ok({});
    },
  );

  app.post(
    '/competition/highlights/caption',
    {
      schema: {
        tags: ['highlights'],
        summary: '修改集锦条目的说明',
        body: { type: 'object', required: ['id', 'caption'], properties: { ...idBody.properties, caption }, additionalProperties: false },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      await app.highlights.caption(await itemOf(request, request.body.id), request.body.caption.trim(), actorOf(request));
      return ok({});
    },
  );

  app.post(
    '/competition/highlights/remove',
    {
      schema: { tags: ['highlights'], summary: '从集锦中移除条目（不删除视频、照片或成绩本身）', body: idBody, response: okResponse(ref('Empty')) },
    },
    async (request) => {
      await app.highlights.remove(await itemOf(request, request.body.id), actorOf(request));
      return ok({});
    },
  );
}
