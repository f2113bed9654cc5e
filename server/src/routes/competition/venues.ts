/**
 * GET /competition/venue_options — the organisers' venue picker of a competition's base info (举办场馆): approved
 * venues of every institution, read only (name, address). `/admin/venue_list` stays scoped to venue managers.
 */
import { managesAnyInstitution } from '../../access/institutions.js';
import { forbidden } from '../../errors.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

export default async function competitionVenueRoutes(app: ApiInstance) {
  app.get(
    '/competition/venue_options',
    {
      schema: {
        tags: ['competition'],
        summary: '可选举办场馆（已审核通过的场馆，按名称或地址搜索；平台管理员和机构用户）',
        querystring: { type: 'object', properties: { ...pageQuery, keyword: { type: 'string', maxLength: 50 } } },
        response: okResponse(ref('VenueOptionList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      // organisers and admins pick a venue for a competition; personal users have no competitions
      if (!principal.isPlatformAdmin && (principal.isPerson || !managesAnyInstitution(principal))) throw forbidden();
      const q = request.query;
      return ok(await app.repos.venues.options({ start: q.start, count: q.count, keyword: q.keyword?.trim() }));
    },
  );
}
