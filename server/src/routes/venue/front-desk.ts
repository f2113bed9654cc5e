/**
 * 预订管理 at the front desk (docs/venues.md, "Front desk"; issue 22): a walk-in booked by staff (paid at the desk:
 * the finance order marked paid offline; Idempotency-Key), blocks and their removal, a club's recurring booking —
 * its preview, then its chosen dates in one step (Idempotency-Key) —, 预订记录 and its xlsx export (下载任务). Only for
 * those who manage the venue (access/venues.ts canManageVenue, else 404). Each route parses, checks access and makes
 * one call of `app.venueFrontDesk` (services/venue-front-desk.ts) or `app.exports`.
 */
import { BOOKING_KINDS, BOOKING_RECORD_STATES, MAX_RECURRING_WEEKS, recordRangeProblem, type BookingRecordFilter, type Weekday } from 'shared/rules';
import { canManageVenue } from '../../access/venues.js';
import type { Principal } from '../../access/principal.js';
import { badInput, notFound } from '../../errors.js';
import { dateSchema, ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import { idempotent } from '../../http/idempotency.js';
import { courtSlots as slots } from './booking.js';
import type { ApiInstance } from '../../http/type-provider.js';

const id = { type: 'integer', minimum: 1 } as const;
const contact = {
  contact_name: { type: 'string', minLength: 1, maxLength: 32, description: '预订人姓名' },
  contact_mobile: { type: 'string', minLength: 1, maxLength: 20, description: '预订人手机号（11位）' },
  paid_at_desk: { type: 'integer', enum: [0, 1], description: '1 = 已在前台收款（现金等线下收款：生成已支付订单）；0 = 暂不收费' },
  note: { type: 'string', maxLength: 255, default: '' },
} as const;
const series = {
  court_id: id,
  from: dateSchema,
  weekday: { type: 'integer', minimum: 1, maximum: 7, description: '1 周一 … 7 周日' },
  start: { type: 'string', minLength: 4, maxLength: 5, description: 'HH:mm' },
  end: { type: 'string', minLength: 4, maxLength: 5, description: 'HH:mm（24:00 为午夜）' },
  weeks: { type: 'integer', minimum: 1, maximum: MAX_RECURRING_WEEKS },
} as const;
const recordFilter = {
  venue_id: id,
  from: dateSchema,
  to: dateSchema,
  court_id: id,
  state: { type: 'string', enum: BOOKING_RECORD_STATES },
  kind: { type: 'string', enum: BOOKING_KINDS },
  keyword: { type: 'string', maxLength: 50, description: '预订人、手机号或核销码' },
} as const;

type SlotBody = { court_id: number; start: string; end: string }[];
const rangesOf = (s: SlotBody) => s.map((x) => ({ courtId: x.court_id, start: new Date(x.start), end: new Date(x.end) }));
type ContactBody = { contact_name: string; contact_mobile: string; paid_at_desk: 0 | 1; note?: string };
const contactOf = (b: ContactBody) => ({ contactName: b.contact_name, contactMobile: b.contact_mobile, paidAtDesk: b.paid_at_desk === 1, note: b.note ?? '' });
type SeriesBody = { court_id: number; from: string; weekday: number; start: string; end: string; weeks: number };
const seriesOf = (b: SeriesBody) => ({ courtId: b.court_id, from: b.from, weekday: b.weekday as Weekday, start: b.start, end: b.end, weeks: b.weeks });
type FilterBody = { from: string; to: string; court_id?: number; state?: BookingRecordFilter['state']; kind?: BookingRecordFilter['kind']; keyword?: string };
const filterOf = (q: FilterBody): BookingRecordFilter => ({ from: q.from, to: q.to, courtId: q.court_id, state: q.state, kind: q.kind, keyword: q.keyword?.trim() || undefined });

export default async function venueFrontDeskRoutes(app: ApiInstance) {
  /** The venue, when the caller manages it (else 404). */
  const managedVenue = async (principal: Principal, venueId: number) => {
    const venue = await app.repos.venueBooking.venue(venueId);
    if (!venue || !canManageVenue(principal, venue)) throw notFound();
    return venue;
  };
  const staffOf = (request: { principal?: Principal | null; ip: string }) => ({ userId: request.principal!.userId, ip: request.ip });

  app.post(
    '/admin/venue_walk_in',
    {
      schema: {
        tags: ['venue'],
        summary: '前台预订（场馆管理员为到店散客订场；已在前台收款则生成线下收款的已支付订单；需要 Idempotency-Key）',
        body: { type: 'object', required: ['venue_id', 'slots', 'contact_name', 'contact_mobile', 'paid_at_desk'], properties: { venue_id: id, slots, ...contact }, additionalProperties: false },
        response: okResponse(ref('VenueDeskBooking')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => {
        const venue = await managedVenue(request.principal!, request.body.venue_id);
        return ok(await app.venueFrontDesk.walkIn(venue, staffOf(request), rangesOf(request.body.slots), contactOf(request.body)));
      }),
  );

  app.post(
    '/admin/venue_block',
    {
      schema: {
        tags: ['venue'],
        summary: '锁场（场馆管理员保留所选时段，不对外预订；维护中的场地也可锁定）',
        body: {
          type: 'object',
          required: ['venue_id', 'slots'],
          properties: { venue_id: id, slots, note: { type: 'string', maxLength: 255, default: '' } },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueDeskBooking')),
      },
    },
    async (request) => {
      const venue = await managedVenue(request.principal!, request.body.venue_id);
      return ok(await app.venueFrontDesk.block(venue, request.principal!.userId, rangesOf(request.body.slots), request.body.note ?? ''));
    },
  );

  app.post(
    '/admin/venue_unblock',
    {
      schema: {
        tags: ['venue'],
        summary: '解除锁场（场馆管理员；只能解除本场馆的锁场记录）',
        body: { type: 'object', required: ['venue_id', 'id'], properties: { venue_id: id, id }, additionalProperties: false },
        response: okResponse(ref('VenueUnblocked')),
      },
    },
    async (request) => {
      const venue = await managedVenue(request.principal!, request.body.venue_id);
      return ok(await app.venueFrontDesk.unblock(venue, request.body.id, request.principal!.userId));
    },
  );

  app.post(
    '/admin/venue_recurring_preview',
    {
      schema: {
        tags: ['venue'],
        summary: '周期预订预览（如每周二 19:00–21:00 共 N 周）：列出每个日期是否可订及冲突原因，不占用任何时段',
        body: { type: 'object', required: ['venue_id', 'court_id', 'from', 'weekday', 'start', 'end', 'weeks'], properties: { venue_id: id, ...series }, additionalProperties: false },
        response: okResponse(ref('VenueRecurringPreview')),
      },
    },
    async (request) => {
      const venue = await managedVenue(request.principal!, request.body.venue_id);
      return ok(await app.venueFrontDesk.recurringPreview(venue, seriesOf(request.body)));
    },
  );

  app.post(
    '/admin/venue_recurring_book',
    {
      schema: {
        tags: ['venue'],
        summary: '周期预订：在一个事务中预订所选日期（预览中可订的日期）；任一日期已被占用则全部不订；需要 Idempotency-Key',
        body: {
          type: 'object',
          required: ['venue_id', 'court_id', 'from', 'weekday', 'start', 'end', 'weeks', 'days', 'contact_name', 'contact_mobile', 'paid_at_desk'],
          properties: { venue_id: id, ...series, days: { type: 'array', minItems: 1, maxItems: MAX_RECURRING_WEEKS, uniqueItems: true, items: dateSchema }, ...contact },
          additionalProperties: false,
        },
        response: okResponse(ref('VenueDeskBooking')),
      },
    },
    async (request) =>
      idempotent(app, request, async () => {
        const b = request.body;
        const venue = await managedVenue(request.principal!, b.venue_id);
        return ok(await app.venueFrontDesk.recurringBook(venue, staffOf(request), seriesOf(b), b.days, contactOf(b)));
      }),
  );

  app.get(
    '/admin/venue_booking_records',
    {
      schema: {
        tags: ['venue'],
        summary: '预订记录（场馆管理员：按日期范围、场地、状态、类型、预订人/手机号/核销码筛选）',
        querystring: { type: 'object', required: ['venue_id', 'from', 'to'], properties: { ...recordFilter, ...pageQuery }, additionalProperties: false },
        response: okResponse(ref('VenueBookingRecordList')),
      },
    },
    async (request) => {
      const q = request.query;
      const venue = await managedVenue(request.principal!, q.venue_id);
      return ok(await app.venueFrontDesk.records(venue, filterOf(q), { start: q.start, count: q.count }));
    },
  );

  app.post(
    '/admin/venue_booking_records/export',
    {
      schema: {
        tags: ['venue'],
        summary: '导出预订记录（xlsx，后台生成，见下载任务；筛选同 /admin/venue_booking_records）',
        body: { type: 'object', required: ['venue_id', 'from', 'to'], properties: recordFilter, additionalProperties: false },
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const b = request.body;
      const venue = await managedVenue(request.principal!, b.venue_id);
      const problem = recordRangeProblem(b.from, b.to);
      if (problem) throw badInput(problem);
      const f = filterOf(b);
      const id = await app.exports.requestVenueBookings(request.principal!.userId, venue, { from: f.from, to: f.to, court_id: f.courtId, state: f.state, kind: f.kind, keyword: f.keyword });
      return ok({ id });
    },
  );
}
