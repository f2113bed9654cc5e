import { mockDb } from '../db';
import { notFound, paginate } from '../envelope';
import { mock, refuse } from '../route';
import { canSee } from './guard';

export const venueHandlers = [
  mock.get('/admin/venue_list', ({ user, query: q, url }) => {
    const keyword = q.keyword?.trim();
    const rows = mockDb.venues
      .filter((v) => canSee(user, v.institution_id) && (!q.status || v.status === q.status))
      .filter((v) => !keyword || v.name.includes(keyword) || v.address.includes(keyword))
      .map(({ courts: _courts, ...venue }) => venue);
    return paginate(rows, url);
  }),

  mock.get('/admin/venue_info', ({ user, query }) => {
    const venue = mockDb.venues.find((v) => v.id === query.id);
    return venue && canSee(user, venue.institution_id) ? venue : refuse(notFound());
  }),
];
