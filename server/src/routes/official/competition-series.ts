import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, ref } from '../../http/envelope.js';

/** Public series page (series/{id}): the series and its approved competitions; 404 when none is published. */
export default async function officialSeriesRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { id: number } }>(
    '/official/competition_series/info',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网赛事系列详情（仅含已审核通过的赛事；没有已发布赛事的系列不公开）',
        querystring: idQuery,
        response: okResponse(ref('OfficialSeriesDetail')),
      },
    },
    async (request) => {
      const series = await app.repos.officialSeries.info(request.query.id);
      if (!series) throw notFound();
      return ok(series);
    },
  );
}
