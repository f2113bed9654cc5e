import { canManageInstitution, institutionScope, managesAnyInstitution } from '../../access/institutions.js';
import { forbidden, notFound } from '../../errors.js';
import { idQuery, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import venueBookingRoutes from './booking.js';
import venueSettingsRoutes from './settings.js';
import venueAnalysisRoutes from './analysis.js';
import venueProfileRoutes from './profile.js';
import venueFrontDeskRoutes from './front-desk.js';
import venueReviewRoutes from './review.js';
import venueFeedbackRoutes from './feedback.js';
import venueWaitlistRoutes from './waitlist.js';

export default async function venueRoutes(app: ApiInstance) {
  await app.register(venueBookingRoutes);
  await app.register(venueSettingsRoutes);
  await app.register(venueAnalysisRoutes);
  await app.register(venueProfileRoutes);
  await app.register(venueFrontDeskRoutes);
  await app.register(venueReviewRoutes);
  await app.register(venueFeedbackRoutes);
  await app.register(venueWaitlistRoutes);

  app.get(
    '/admin/venue_list',
    {
      schema: {
        tags: ['venue'],
        summary: '场馆列表（平台管理员：全部；场馆管理员：本机构场馆）',
        querystring: {
          type: 'object',
          properties: {
            ...pageQuery,
            keyword: { type: 'string', maxLength: 50 },
            status: { type: 'string', enum: ['pending', 'approved', 'rejected', 'closed'] },
            city: { type: 'string', maxLength: 32 },
            sport: { type: 'string', maxLength: 32 },
          },
        },
        response: okResponse(ref('VenueList')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      if (!principal.isPlatformAdmin && !managesAnyInstitution(principal)) throw forbidden();
      const q = request.query;
      return ok(
        await app.repos.venues.list({
          scope: institutionScope(principal),
          start: q.start,
          count: q.count,
          keyword: q.keyword?.trim(),
          status: q.status,
          city: q.city?.trim() || undefined,
          sport: q.sport?.trim() || undefined,
        }),
      );
    },
  );

  app.get(
    '/admin/venue_info',
    {
      schema: { tags: ['venue'], summary: '场馆详情（含场地）', querystring: idQuery, response: okResponse(ref('VenueDetail')) },
    },
    async (request) => {
      const venue = await app.repos.venues.findById(request.query.id);
      if (!venue || !canManageInstitution(request.principal!, venue.institution_id)) throw notFound();
      return ok(venue);
    },
  );
}
