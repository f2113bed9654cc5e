import { http } from 'msw';
import { institutions } from '../fixtures/institutions';
import { mockDb } from '../db';
import { badInput, forbidden, intParam, notFound, ok, paginate, textParam } from '../envelope';
import { grantedCompetitionIds } from './filing';
import { canSee, requireUser, scopeInstitution } from './guard';

const STATUSES = ['draft', 'pending', 'approved', 'rejected', 'withdrawn'];

export const competitionHandlers = [
  http.get('/api/competition/list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const institutionId = intParam(url, 'institution_id');
    if (!auth.user.isPlatformAdmin && institutionId === undefined) return badInput('机构ID不能为空');
    const scope = scopeInstitution(auth.user, institutionId);
    if ('denied' in scope) return scope.denied;
    const status = textParam(url, 'status');
    if (status && !STATUSES.includes(status)) return badInput('状态取值错误');
    const cType = intParam(url, 'c_type');
    const keyword = textParam(url, 'keyword');
    const from = textParam(url, 'date_from');
    const to = textParam(url, 'date_to');
    const seriesId = intParam(url, 'series_id');
    // as the server: an institution user's list also holds the competitions granted to them (授权管理)
    const granted = auth.user.isPlatformAdmin || auth.user.isPerson || seriesId ? [] : grantedCompetitionIds(auth.user.profile.id);
    const own = (c: { institution_id: number }) => !scope.ids || scope.ids.includes(c.institution_id);
    const rows = mockDb.competitions
      .filter((c) => own(c) || granted.includes(c.id))
      .filter((c) => !status || c.status === status)
      .filter((c) => !cType || c.c_type === cType)
      .filter((c) => !keyword || c.name.includes(keyword) || c.location.includes(keyword))
      .filter((c) => !seriesId || c.series_id === seriesId)
      // Date filters compare calendar days (YYYY-MM-DD) in China time.
      .filter((c) => !from || dayOf(c.end_at) >= from)
      .filter((c) => !to || dayOf(c.start_at) <= to)
      .sort((a, b) => b.start_at.localeCompare(a.start_at))
      .map((c) => ({ ...c, granted: own(c) ? 0 : 1 }));
    return ok(paginate(rows, url));
  }),

  // as the server: approved venues of every institution, by name or address, for admins and institution users
  http.get('/api/competition/venue_options', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin && (auth.user.isPerson || auth.user.managerOf.length === 0)) return forbidden();
    const url = new URL(request.url);
    const keyword = textParam(url, 'keyword');
    const rows = mockDb.venues
      .filter((v) => v.status === 'approved' && (!keyword || v.name.includes(keyword) || v.address.includes(keyword)))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id)
      .map((v) => ({ id: v.id, name: v.name, address: v.address, city: v.city, district: v.district }));
    return ok(paginate(rows, url));
  }),

  http.get('/api/competition/info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'id');
    if (id === undefined) return badInput('赛事ID不能为空');
    const competition = mockDb.competitions.find((c) => c.id === id);
    if (!competition || !canSee(auth.user, competition.institution_id)) return notFound();
    return ok(competition);
  }),

  http.get('/api/competition/search_institution', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    if (!auth.user.isPlatformAdmin) return forbidden();
    const keyword = textParam(new URL(request.url), 'keyword');
    const list = institutions
      .filter((i) => !keyword || i.name.includes(keyword))
      .map(({ id, name }) => ({ id, name }));
    return ok({ list });
  }),
];

function dayOf(iso: string): string {
  return new Date(new Date(iso).getTime() + 8 * 3600000).toISOString().slice(0, 10);
}
