/**
 * The phone booking pages' reads beside the board (docs/venues.md, "Phone booking"): a venue's booking rules for a
 * user (the bookable days, the payment window, the refund policy) and 找空场 — the courts free for a start and an end
 * of a day, else the nearest free times. Public like the board: an unapproved venue only for its managers
 * (canSeeVenue, else 404). Each route makes one call of `app.venuePhone` (services/venue-phone.ts).
 */
import { canSeeVenue } from '../../access/venues.js';
import { notFound } from '../../errors.js';
import { dateSchema, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const clock = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description: 'HH:mm；结束 00:00 为当天24点' } as const;

export default async function venuePhoneRoutes(app: ApiInstance) {
  const visibleVenue = async (principal: Parameters<typeof canSeeVenue>[0], venueId: number) => {
    const venue = await app.repos.venueBooking.venue(venueId);
    if (!venue || !canSeeVenue(principal, venue)) throw notFound();
    return venue;
  };

  app.get(
    '/venue_site/booking_rules',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['venue'],
        summary: '场馆的预订规则（公开：可预订日期、支付时限、单次最长时长、预订上限、退订规则）',
        querystring: { type: 'object', required: ['venue_id'], properties: { venue_id: id }, additionalProperties: false },
        response: okResponse(ref('VenueSiteRules')),
      },
    },
    async (request) => ok(await app.venuePhone.bookingRules(await visibleVenue(request.principal ?? undefined, request.query.venue_id))),
  );

  app.get(
    '/venue_site/free_courts',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['venue'],
        summary: '找空场：某天某时段空闲的场地及价格，没有时给出附近的空闲时段（公开）',
        querystring: {
          type: 'object',
          required: ['venue_id', 'day', 'start', 'end'],
          properties: { venue_id: id, day: dateSchema, start: clock, end: clock, sport: { type: 'string', maxLength: 32 } },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueFreeCourts')),
      },
    },
    async (request) => {
      const { venue_id, ...query } = request.query;
      return ok(await app.venuePhone.freeCourts(await visibleVenue(request.principal ?? undefined, venue_id), query));
    },
  );
}
