/**
 * Court booking's routes (docs/venues.md, "Routes"; issue 22): the venue's courts (场地管理), the staff board of a day
 * (预订管理) and the check-in (核销) for those who manage the venue (access/venues.ts canManageVenue, else 404); the
 * public board of a day (an unapproved venue only for its managers: canSeeVenue), a user's hold with its 待支付 order
 * (Idempotency-Key, like every money route) and 我的预订. Each route parses, checks access and makes one call of
 * `app.venueBooking` (services/venues.ts).
 */
import { MAX_PRICE_PER_HOUR_CENTS } from 'shared/rules';
import { canManageVenue, canSeeVenue } from '../../access/venues.js';
import type { Principal } from '../../access/principal.js';
import { notFound } from '../../errors.js';
import { dateSchema, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import { idempotent } from '../../http/idempotency.js';
import type { ApiInstance } from '../../http/type-provider.js';

const id = { type: 'integer', minimum: 1 } as const;
/** The slots of a booking request (1 to 48 court × time ranges), here and at the front desk. */
export const courtSlots = {
  type: 'array',
  minItems: 1,
  maxItems: 48,
  items: {
    type: 'object',
    required: ['court_id', 'start', 'end'],
    properties: { court_id: id, start: { type: 'string', format: 'date-time' }, end: { type: 'string', format: 'date-time' } },
    additionalProperties: false,
  },
} as const;
const courtFields = {
  name: { type: 'string', minLength: 1, maxLength: 64 },
  sport: { type: 'string', minLength: 1, maxLength: 32 },
  indoor: { type: 'integer', enum: [0, 1] },
  capacity: { type: 'integer', minimum: 0, maximum: 10000 },
  sort: { type: 'integer', minimum: 0, maximum: 9999 },
  price_per_hour_cents: { type: 'integer', minimum: 0, maximum: MAX_PRICE_PER_HOUR_CENTS, description: '标准价（分/小时），没有价格规则的时段按此计价' },
} as const;
const venueDayQuery = { type: 'object', required: ['venue_id', 'day'], properties: { venue_id: id, day: dateSchema }, additionalProperties: false } as const;

type CourtBody = { name: string; sport: string; indoor: 0 | 1; capacity: number; sort: number; price_per_hour_cents: number; active?: 0 | 1 };
const courtValues = (b: CourtBody) => ({
  name: b.name.trim(),
  sport: b.sport.trim(),
  indoor: b.indoor === 1,
  capacity: b.capacity,
  sort: b.sort,
  pricePerHourCents: b.price_per_hour_cents,
  ...(b.active === undefined ? {} : { active: b.active === 1 }),
});

export default async function venueBookingRoutes(app: ApiInstance) {
  // read when a request comes (the routes are registered before the repositories in a routes-only app)
  const repo = () => app.repos.venueBooking;
  /** The venue, when the caller manages it (else 404: another institution's venue is not there for them). */
  const managedVenue = async (principal: Principal, venueId: number) => {
    const venue = await repo().venue(venueId);
    if (!venue || !canManageVenue(principal, venue)) throw notFound();
    return venue;
  };
  /** The venue, when the caller may see it on the public side (an unapproved one only its managers). */
  const visibleVenue = async (principal: Principal | undefined, venueId: number) => {
    const venue = await repo().venue(venueId);
    if (!venue || !canSeeVenue(principal, venue)) throw notFound();
    return venue;
  };

  app.get(
    '/admin/venue_court_list',
    {
      schema: {
        tags: ['venue'],
        summary: '场地列表（场馆管理员：含已停用场地与价格规则）',
        querystring: { type: 'object', required: ['venue_id'], properties: { venue_id: id }, additionalProperties: false },
        response: okResponse(ref('VenueCourtList')),
      },
    },
    async (request) => {
      const venue = await managedVenue(request.principal!, request.query.venue_id);
      return ok(await app.venueBooking.courts(venue.id));
    },
  );

  app.post(
    '/admin/venue_court_add',
    {
      schema: {
        tags: ['venue'],
        summary: '新增场地（场馆管理员）',
        body: {
          type: 'object',
          required: ['venue_id', 'name', 'sport', 'indoor', 'capacity', 'sort', 'price_per_hour_cents'],
          properties: { venue_id: id, ...courtFields },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueCourt')),
      },
    },
    async (request) => {
      const venue = await managedVenue(request.principal!, request.body.venue_id);
      return ok(await app.venueBooking.addCourt(venue.id, courtValues(request.body)));
    },
  );

  app.post(
    '/admin/venue_court_update',
    {
      schema: {
        tags: ['venue'],
        summary: '修改场地（场馆管理员；active 为 0 停用：不再展示与预订，保留其预订记录）',
        body: {
          type: 'object',
          required: ['id', 'name', 'sport', 'indoor', 'capacity', 'sort', 'price_per_hour_cents'],
          properties: { id, ...courtFields, active: { type: 'integer', enum: [0, 1] } },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueCourt')),
      },
    },
    async (request) => {
      const court = await repo().court(request.body.id);
      if (!court || !canManageVenue(request.principal!, { id: court.venueId, institution_id: court.institutionId })) throw notFound();
      return ok(await app.venueBooking.updateCourt(court.id, courtValues(request.body)));
    },
  );

  app.get(
    '/admin/venue_board',
    {
      schema: {
        tags: ['venue'],
        summary: '预订管理：某天各场地每半小时的占用（预订人、手机号、待支付 / 已预订 / 锁场、核销码）',
        querystring: venueDayQuery,
        response: okResponse(ref('VenueBoard')),
      },
    },
    async (request) => {
      const venue = await managedVenue(request.principal!, request.query.venue_id);
      return ok(await app.venueBooking.staffBoard(venue, request.query.day));
    },
  );

  app.get(
    '/venue_site/board',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['venue'],
        summary: '场馆某天的可预订时段（公开：空闲 / 已订 / 不开放、价格及计价说明；未上线的场馆仅其管理员可见）',
        querystring: venueDayQuery,
        response: okResponse(ref('VenueSiteBoard')),
      },
    },
    async (request) => {
      const venue = await visibleVenue(request.principal ?? undefined, request.query.venue_id);
      return ok(await app.venueBooking.publicBoard(venue, request.query.day));
    },
  );

  app.post(
    '/venue_site/hold',
    {
      schema: {
        tags: ['venue'],
        summary: '预订场地：锁定所选时段并生成待支付订单（支付时限内有效；需要 Idempotency-Key）',
        body: {
          type: 'object',
          required: ['venue_id', 'slots'],
          properties: {
            venue_id: id,
            slots: courtSlots,
          },
          additionalProperties: false,
        },
        response: okResponse(ref('BookingHold')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => {
        const principal = request.principal!;
        const venue = await visibleVenue(principal, request.body.venue_id);
        const slots = request.body.slots.map((s) => ({ courtId: s.court_id, start: new Date(s.start), end: new Date(s.end) }));
        return ok(await app.venueBooking.hold(venue, principal.userId, slots));
      }),
  );

  app.get(
    '/venue_site/my_bookings',
    {
      schema: { tags: ['venue'], summary: '我的预订（含待支付、已预订、已核销、已取消）', querystring: { type: 'object', properties: { ...pageQuery } }, response: okResponse(ref('MyBookingList')) },
    },
    async (request) => ok(await app.venueBooking.mine(request.principal!.userId, request.query)),
  );

  app.post(
    '/admin/venue_check_in',
    {
      schema: {
        tags: ['venue'],
        summary: '核销预订（场馆管理员，凭核销码；不能重复核销）',
        body: {
          type: 'object',
          required: ['venue_id', 'code'],
          properties: { venue_id: id, code: { type: 'string', minLength: 1, maxLength: 32 } },
          additionalProperties: false,
        },
        response: okResponse(ref('BookingCheckedIn')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const venue = await managedVenue(principal, request.body.venue_id);
      return ok(await app.venueBooking.checkIn(venue.id, request.body.code, principal.userId));
    },
  );
}
