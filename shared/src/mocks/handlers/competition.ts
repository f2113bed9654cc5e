import { institutions } from '../fixtures/institutions';
import { mockDb } from '../db';
import { badInput, forbidden, notFound, paginate } from '../envelope';
import { mock, refuse } from '../route';
import { canManage, grantedCompetitionIds } from './filing';
import { inScope, listScope } from './guard';
import { FILING_MSG } from '../../rules/filing-status';
import { chinaDate } from '../../rules/china-time';

export const competitionHandlers = [
  mock.get('/competition/list', ({ user, query: q, url }) => {
    if (!user.isPlatformAdmin && q.institution_id === undefined) return badInput(FILING_MSG.institutionRequired);
    const ids = listScope(user, q.institution_id);
    if (q.date_from && q.date_to && q.date_from > q.date_to) return badInput(FILING_MSG.dateRange);
    const keyword = q.keyword?.trim();
    // as the server: an institution user's list also holds the competitions granted to them (授权管理)
    const granted = user.isPlatformAdmin || user.isPerson || q.series_id ? [] : grantedCompetitionIds(user.profile.id);
    const own = (c: { institution_id: number }) => inScope(ids, c.institution_id);
    const rows = mockDb.competitions
      .filter((c) => (own(c) || granted.includes(c.id)) && (!q.status || c.status === q.status) && (!q.c_type || c.c_type === q.c_type))
      .filter((c) => (!keyword || c.name.includes(keyword) || c.location.includes(keyword)) && (!q.series_id || c.series_id === q.series_id))
      // Date filters compare calendar days (YYYY-MM-DD) in China time.
      .filter((c) => (!q.date_from || chinaDate(c.end_at) >= q.date_from) && (!q.date_to || chinaDate(c.start_at) <= q.date_to))
      .sort((a, b) => b.start_at.localeCompare(a.start_at))
      .map((c) => ({ ...c, granted: own(c) ? (0 as const) : (1 as const) }));
    return paginate(rows, url);
  }),

  // as the server: approved venues of every institution, by name or address, for admins and institution users
  mock.get('/competition/venue_options', ({ user, query, url }) => {
    if (!user.isPlatformAdmin && (user.isPerson || user.managerOf.length === 0)) return forbidden();
    const keyword = query.keyword?.trim();
    const rows = mockDb.venues
      .filter((v) => v.status === 'approved' && (!keyword || v.name.includes(keyword) || v.address.includes(keyword)))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id)
      .map((v) => ({ id: v.id, name: v.name, address: v.address, city: v.city, district: v.district }));
    return paginate(rows, url);
  }),

  mock.get('/competition/info', ({ user, query }) => {
    const competition = mockDb.competitions.find((c) => c.id === query.id);
    return competition && canManage(user, competition) ? competition : refuse(notFound());
  }),

  mock.admin.get('/competition/search_institution', ({ query }) => {
    const keyword = query.keyword?.trim();
    return { list: institutions.filter((i) => !keyword || i.name.includes(keyword)).map(({ id, name }) => ({ id, name })) };
  }),
];
