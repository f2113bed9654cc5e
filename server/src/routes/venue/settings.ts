/**
 * A venue's booking settings (docs/venues.md "Settings routes"), for whoever manages the venue (access/venues.ts
 * canManageVenue; anyone else: 404): one read of them all, and a change of one part at a time — the weekly hours, a
 * special day, a closure, a court's price rules, the booking settings with the refund tiers. Each route parses and
 * makes one call of `app.venueSettings` (services/venue-settings.ts), which checks access, asks the rules and writes.
 */
import type { FastifyRequest } from 'fastify';
import { dateSchema, idQuery, ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';

const venueId = { type: 'integer', minimum: 1 } as const;
const clock = { type: 'string', maxLength: 5, description: '时刻 HH:mm，整点或半点（24:00 为午夜）' } as const;
const nullableClock = { type: ['string', 'null'], maxLength: 5, description: '时刻 HH:mm，整点或半点；null 为不设' } as const;
const flag = { type: 'integer', enum: [0, 1] } as const;

export default async function venueSettingsRoutes(app: ApiInstance) {
  const settings = app.venueSettings;
  const actor = (request: FastifyRequest) => ({ principal: request.principal!, ip: request.ip });

  app.get(
    '/admin/venue_booking_config',
    {
      schema: {
        tags: ['venue'],
        summary:
          '场馆的全部预订设置（场馆管理员）：每周营业时间、日期范围内的特殊日期（默认今天起 90 天，最多 366 天）、尚未结束的闭馆（最早的 100 条）、各场地的价格规则、预订设置与退款规则',
        querystring: {
          type: 'object',
          required: ['venue_id'],
          properties: { venue_id: venueId, from: dateSchema, to: dateSchema },
        },
        response: okResponse(ref('VenueBookingConfig')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await settings.read(request.principal!, q.venue_id, { from: q.from, to: q.to }));
    },
  );

  app.put(
    '/admin/venue_opening_hours',
    {
      schema: {
        tags: ['venue'],
        summary: '保存每周营业时间（整体替换）：每个星期几可有多段，整点或半点，不能跨越午夜，同一天的时段不能重叠；空列表为每天休息',
        body: {
          type: 'object',
          required: ['venue_id', 'hours'],
          properties: {
            venue_id: venueId,
            hours: {
              type: 'array',
              maxItems: 70,
              items: {
                type: 'object',
                required: ['weekday', 'opens', 'closes'],
                properties: { weekday: { type: 'integer', description: '星期：1 周一 … 7 周日' }, opens: clock, closes: clock },
              },
            },
          },
        },
        response: okResponse(ref('VenueOpeningHours')),
      },
    },
    async (request) => ok(await settings.replaceHours(actor(request), request.body.venue_id, request.body.hours)),
  );

  app.put(
    '/admin/venue_special_day',
    {
      schema: {
        tags: ['venue'],
        summary:
          '设置特殊日期（新增或覆盖该日期的设置）：全天闭馆，或当天另定营业时间，或节假日（按节假日价），或调休工作日（周六、周日按平日价）；不能设置今天之前的日期，节假日与调休不能同时设置',
        body: {
          type: 'object',
          required: ['venue_id', 'day'],
          properties: {
            venue_id: venueId,
            day: dateSchema,
            closed: { ...flag, default: 0 },
            opens: { ...nullableClock, default: null },
            closes: { ...nullableClock, default: null },
            holiday: { ...flag, default: 0 },
            workday: { ...flag, default: 0 },
            note: { type: 'string', maxLength: 64, default: '' },
          },
        },
        response: okResponse(ref('VenueSpecialDay')),
      },
    },
    async (request) => {
      const b = request.body;
      const day = { day: b.day, closed: b.closed === 1, opens: b.opens ?? null, closes: b.closes ?? null, holiday: b.holiday === 1, workday: b.workday === 1, note: b.note ?? '' };
      return ok(await settings.saveSpecialDay(actor(request), b.venue_id, day));
    },
  );

  app.delete(
    '/admin/venue_special_day',
    {
      schema: {
        tags: ['venue'],
        summary: '删除特殊日期：该日期恢复按星期几的营业时间与价格',
        querystring: { type: 'object', required: ['venue_id', 'day'], properties: { venue_id: venueId, day: dateSchema } },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      await settings.deleteSpecialDay(actor(request), request.query.venue_id, request.query.day);
      return ok({});
    },
  );

  app.post(
    '/admin/venue_closure',
    {
      schema: {
        tags: ['venue'],
        summary:
          '新增闭馆（整个场馆，或 court_id 指定的场地）：结束时间须晚于开始时间与当前时间，最长 366 天；时段内还有已支付的预订或未过期的待支付预订时拒绝，并给出预订数，须先取消这些预订',
        body: {
          type: 'object',
          required: ['venue_id', 'start_at', 'end_at'],
          properties: {
            venue_id: venueId,
            court_id: { type: ['integer', 'null'], minimum: 1, default: null, description: '场地；null 或不填为整个场馆' },
            start_at: { type: 'string', format: 'date-time' },
            end_at: { type: 'string', format: 'date-time' },
            closure_reason: { type: 'string', maxLength: 128, default: '', description: '闭馆原因（预订被拒时向用户显示）；不填为「暂停开放」' },
          },
        },
        response: okResponse(ref('VenueClosure')),
      },
    },
    async (request) => {
      const b = request.body;
      return ok(await settings.addClosure(actor(request), b.venue_id, { courtId: b.court_id ?? null, start: new Date(b.start_at), end: new Date(b.end_at), reason: b.closure_reason ?? '' }));
    },
  );

  app.delete(
    '/admin/venue_closure',
    {
      schema: { tags: ['venue'], summary: '删除闭馆：该时段恢复可预订', querystring: idQuery, response: okResponse(ref('Empty')) },
    },
    async (request) => {
      await settings.deleteClosure(actor(request), request.query.id);
      return ok({});
    },
  );

  app.put(
    '/admin/venue_price_rules',
    {
      schema: {
        tags: ['venue'],
        summary:
          '保存一个场地的价格规则（整体替换）：平日价、周末价、节假日价、高峰价，时段为整点或半点，同一类型的时段不能重叠，每小时价格（分）不超过 ¥10000，会员价不高于原价；空列表为按场地标准价',
        body: {
          type: 'object',
          required: ['court_id', 'price_rules'],
          properties: {
            court_id: { type: 'integer', minimum: 1 },
            price_rules: {
              type: 'array',
              maxItems: 96,
              items: {
                type: 'object',
                required: ['band', 'band_start', 'band_end', 'price_cents'],
                properties: {
                  band: { type: 'string', enum: ['weekday', 'weekend', 'holiday', 'peak'] },
                  band_start: clock,
                  band_end: clock,
                  price_cents: { type: 'integer', description: '每小时价格（分）' },
                  member_price_cents: { type: ['integer', 'null'], default: null, description: '会员每小时价格（分）；null 为会员按原价' },
                },
              },
            },
          },
        },
        response: okResponse(ref('CourtPriceRules')),
      },
    },
    async (request) => {
      const rules = request.body.price_rules.map((r) => ({ ...r, member_price_cents: r.member_price_cents ?? null }));
      return ok(await settings.replacePriceRules(actor(request), request.body.court_id, rules));
    },
  );

  app.put(
    '/admin/venue_booking_settings',
    {
      schema: {
        tags: ['venue'],
        summary:
          '保存预订设置与退款规则：支付时限 1–120 分钟，每人同时预订数 0（不限）–100，单次预订时长上限为 30 分钟的整数倍且不超过 24 小时，可提前预订 1–366 天；退款档位为提前小时数（0–720）与退款比例（0–100），提前越早退款比例不能越低',
        body: {
          type: 'object',
          required: ['venue_id', 'payment_window_minutes', 'parallel_booking_limit', 'max_booking_minutes', 'bookable_days', 'refund_tiers'],
          properties: {
            venue_id: venueId,
            payment_window_minutes: { type: 'integer' },
            parallel_booking_limit: { type: 'integer' },
            max_booking_minutes: { type: 'integer' },
            bookable_days: { type: 'integer' },
            refund_tiers: {
              type: 'array',
              maxItems: 20,
              items: { type: 'object', required: ['hours_before', 'percent'], properties: { hours_before: { type: 'integer' }, percent: { type: 'integer' } } },
            },
          },
        },
        response: okResponse(ref('VenueBookingSettings')),
      },
    },
    async (request) => {
      const { venue_id, ...input } = request.body;
      return ok(await settings.saveSettings(actor(request), venue_id, input));
    },
  );
}
