/**
 * 候补 (docs/venues.md, "候补 (waiting list)"): a signed-in user joins the waiting list of a taken range of a court of a
 * venue they can see (canSeeVenue, else 404), lists their entries (我的候补) and leaves the line (their own entry; anyone
 * else's: 404). Each route makes one call of `app.venueWaitlist` (services/venue-waitlist.ts); refusals are the rules'
 * (WAITLIST_MSG and the booking check's BOOKING_MSG, errno 40000). Mutations need the CSRF token.
 */
import { canSeeVenue } from '../../access/venues.js';
import { notFound } from '../../errors.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const instant = { type: 'string', format: 'date-time' } as const;

export default async function venueWaitlistRoutes(app: ApiInstance) {
  app.post(
    '/venue_site/waitlist_join',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['venue'],
        summary: '候补：加入某场地已被预订时段的候补名单（空出时按加入顺序为第一位保留场地并短信通知）',
        body: {
          type: 'object',
          required: ['venue_id', 'court_id', 'start', 'end'],
          properties: { venue_id: id, court_id: id, start: instant, end: instant },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueWaitlistEntry')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const venue = await app.repos.venueBooking.venue(request.body.venue_id);
      if (!venue || !canSeeVenue(principal, venue)) throw notFound();
      const { court_id, start, end } = request.body;
      return ok(await app.venueWaitlist.join(venue, principal.userId, { courtId: court_id, start: new Date(start), end: new Date(end) }));
    },
  );

  app.post(
    '/venue_site/waitlist_leave',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['venue'],
        summary: '取消候补（自己的候补中记录；已为您保留的场地请在我的预订中支付或取消）',
        body: { type: 'object', required: ['id'], properties: { id }, additionalProperties: false },
        response: okResponse(ref('VenueWaitlistEntry')),
      },
    },
    async (request) => ok(await app.venueWaitlist.leave(request.principal!.userId, request.body.id)),
  );

  app.get(
    '/venue_site/my_waitlist',
    {
      schema: {
        tags: ['venue'],
        summary: '我的候补（候补中的排位、为您保留待支付的场地及其支付截止时间）',
        querystring: { type: 'object', properties: { ...pageQuery } },
        response: okResponse(ref('VenueWaitlistList')),
      },
    },
    async (request) => ok(await app.venueWaitlist.mine(request.principal!.userId, request.query)),
  );
}
