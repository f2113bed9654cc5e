import { http } from 'msw';
import { mockDb } from '../db';
import { badInput, intParam, notFound, ok, paginate, textParam } from '../envelope';
import { canSee, requireUser } from './guard';

const STATUSES = ['pending', 'approved', 'rejected', 'closed'];

export const venueHandlers = [
  http.get('/api/admin/venue_list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const url = new URL(request.url);
    const status = textParam(url, 'status');
    if (status && !STATUSES.includes(status)) return badInput('场馆状态取值错误');
    const keyword = textParam(url, 'keyword');
    const rows = mockDb.venues
      .filter((v) => canSee(auth.user, v.institution_id))
      .filter((v) => !status || v.status === status)
      .filter((v) => !keyword || v.name.includes(keyword) || v.address.includes(keyword))
      .map(({ courts: _courts, ...venue }) => venue);
    return ok(paginate(rows, url));
  }),

  http.get('/api/admin/venue_info', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'id');
    if (id === undefined) return badInput('场馆ID不能为空');
    const venue = mockDb.venues.find((v) => v.id === id);
    if (!venue || !canSee(auth.user, venue.institution_id)) return notFound();
    return ok(venue);
  }),
];
