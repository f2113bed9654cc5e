import { notFound } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

/**
 * Public series pages: the list (calendar/series) and one series (series/{id}) with its approved competitions. A
 * series without a published competition is not public (404, and absent from the list).
 */
export default async function officialSeriesRoutes(app: ApiInstance) {
  app.get(
    '/official/competition_series/list',
    {
      config: { auth: 'public', cache: 'public' },
      schema: {
        tags: ['official'],
        summary: '官网赛事系列列表（只含有已审核通过赛事的系列）',
        querystring: { type: 'object', properties: { ...pageQuery } },
        response: okResponse(ref('OfficialSeriesList')),
      },
    },
    async (request) => ok(await app.repos.officialSeries.list({ start: request.query.start, count: request.query.count })),
  );

  app.get(
    '/official/competition_series/info',
    {
      config: { auth: 'public', cache: 'public' },
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
