import { http } from 'msw';
import { institutions } from '../fixtures/institutions';
import { menuTitlesFor } from '../fixtures/menu-titles';
import { mockDb } from '../db';
import { badInput, intParam, notFound, ok, paginate } from '../envelope';
import { canSee, requireUser } from './guard';
import { mockPendingArticleCount } from './article';
import { isApprovedReferee } from './schedule';
import { albumPendingCounts } from './album';
import { pendingChangeCount } from './filing';

export const adminHandlers = [
  http.get('/api/admin/manager_menu', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const id = intParam(new URL(request.url), 'institution_id') ?? 0;
    // Like the server: an institution that is not the caller's answers 404, for personal users too.
    if (id !== 0 && !canSee(auth.user, id)) return notFound();
    return ok({ titles: menuTitlesFor(auth.user, id, !auth.user.isPlatformAdmin && isApprovedReferee(auth.user.profile.id)) });
  }),

  http.get('/api/admin/un_check_count', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const mine = (institutionId: number) => canSee(auth.user, institutionId);
    const filings = mockDb.competitions.filter((c) => c.is_filing && c.status === 'pending' && mine(c.institution_id));
    const venuesPending = mockDb.venues.filter((v) => v.status === 'pending' && mine(v.institution_id));
    const refunds = mockDb.orders.filter((o) => o.status === '已退款' && mine(o.institution_id));
    const admin = auth.user.isPlatformAdmin;
    return ok({
      filing_count: filings.length + pendingChangeCount(mine),
      add_photo_count: admin ? albumPendingCounts().add_photo_count : 0,
      report_photo_count: admin ? albumPendingCounts().report_photo_count : 0,
      add_venue_count: venuesPending.length,
      update_venue_count: admin ? 2 : 0,
      feedback_count: admin ? 4 : 0,
      refund_count: refunds.length,
      withdraw_count: admin ? 2 : 0,
      article_check_count: mockPendingArticleCount(auth.user),
    });
  }),

  http.get('/api/admin/msg_count', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const belongId = intParam(new URL(request.url), 'belong_id');
    if (belongId === undefined) return badInput('belong_id 不能为空');
    if (!canSee(auth.user, belongId)) return notFound();
    const pending = mockDb.competitions.filter((c) => c.institution_id === belongId && c.status === 'pending');
    return ok({ sign_count: pending.length * 3, check_register_count: pending.length });
  }),

  http.get('/api/admin/institution_list', ({ request }) => {
    const auth = requireUser(request);
    if ('denied' in auth) return auth.denied;
    const rows = institutions
      .filter((i) => canSee(auth.user, i.id))
      .map(({ id, belong_id, institution_type, name, logo }) => ({ id, belong_id, institution_type, name, logo }));
    return ok(paginate(rows, new URL(request.url)));
  }),
];
