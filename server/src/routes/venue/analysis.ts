/**
 * 场馆数据分析 (dataAnalysis/stadium): GET /admin/venue_analysis — one call of `app.venueAnalysis`
 * (services/venue-analysis.ts), which checks access (canManageVenue; anyone else 404) and asks the rules.
 */
import { dateSchema, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

export default async function venueAnalysisRoutes(app: ApiInstance) {
  app.get(
    '/admin/venue_analysis',
    {
      schema: {
        tags: ['venue'],
        summary:
          '场馆数据分析（场馆管理员；平台管理员可看任意场馆）：日期范围内（默认截至今天的 30 天，最多 366 天）各场地每个钟点的占用率、高峰时段、按天与按运动项目的预订收入、取消率',
        querystring: {
          type: 'object',
          required: ['venue_id'],
          properties: { venue_id: { type: 'integer', minimum: 1 }, from: dateSchema, to: dateSchema },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueAnalysis')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await app.venueAnalysis.analyse(request.principal!, q.venue_id, { from: q.from, to: q.to }));
    },
  );
}
