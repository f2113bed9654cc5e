import { institutions } from '../fixtures/institutions';
import { menuTitlesFor } from '../fixtures/menu-titles';
import { mockDb } from '../db';
import { notFound, paginate } from '../envelope';
import { mock } from '../route';
import { canSee } from './guard';
import { mockPendingArticleCount } from './article';
import { isApprovedReferee } from './schedule';
import { albumPendingCounts } from './album';
import { pendingChangeCount, pendingSeriesCount } from './filing';
import { pendingRefundCount } from './refunds';
import { pendingWithdrawCount } from './withdrawals';
import { pendingVenueChangeCount } from './venue-profile';
import { pendingFeedbackCount } from './venue-review';

export const adminHandlers = [
  mock.get('/admin/manager_menu', ({ user, query: { institution_id: id = 0 } }) => {
    // Like the server: an institution that is not the caller's answers 404, for personal users too.
    if (id !== 0 && !canSee(user, id)) return notFound();
    return { titles: menuTitlesFor(user, id, !user.isPlatformAdmin && isApprovedReferee(user.profile.id), mockDb.staff.roles) };
  }),

  mock.get('/admin/un_check_count', ({ user }) => {
    const mine = (institutionId: number) => canSee(user, institutionId);
    const filings = mockDb.competitions.filter((c) => c.is_filing && c.status === 'pending' && mine(c.institution_id));
    const venuesPending = mockDb.venues.filter((v) => v.status === 'pending' && mine(v.institution_id));
    const admin = user.isPlatformAdmin;
    return {
      filing_count: filings.length + pendingChangeCount(mine) + pendingSeriesCount(mine),
      add_photo_count: admin ? albumPendingCounts().add_photo_count : 0,
      report_photo_count: admin ? albumPendingCounts().report_photo_count : 0,
      add_venue_count: venuesPending.length,
      update_venue_count: pendingVenueChangeCount(mine),
      feedback_count: admin ? pendingFeedbackCount() : 0,
      refund_count: pendingRefundCount(mine),
      withdraw_count: pendingWithdrawCount(mine),
      article_check_count: mockPendingArticleCount(user),
    };
  }),

  mock.get('/admin/msg_count', ({ user, query: { belong_id: belongId } }) => {
    if (!canSee(user, belongId)) return notFound();
    const pending = mockDb.competitions.filter((c) => c.institution_id === belongId && c.status === 'pending');
    return { sign_count: pending.length * 3, check_register_count: pending.length };
  }),

  mock.get('/admin/institution_list', ({ user, url }) => {
    const rows = institutions
      .filter((i) => canSee(user, i.id))
      .map(({ id, belong_id, institution_type, name, logo }) => ({ id, belong_id, institution_type, name, logo }));
    return paginate(rows, url);
  }),
];
