/**
 * 取消预订 with its money (routes/venue/cancel.ts over services/booking-payments.ts, docs/venues.md "Payment and
 * cancellation"): the athlete's hold of 08:00–10:00 the day after tomorrow (¥240.00: two hours at ¥120), paid through
 * the sandbox gateway (WeChat Pay; on the server the notification's transaction confirms the hold), then refused
 * cancellations (a visitor, someone else, a staff cancellation without a reason or from another institution), the
 * athlete's cancellation under the venue's default policy (more than 24 hours ahead: in full, 退款中 through the
 * gateway), its retry with the same Idempotency-Key (the same answer) and with another (该预订已取消), and the order
 * 已退款 in 我的订单.
 *
 * The state is made on each side, as no booking route exists yet: the mocks' booking is the row of the demo's court
 * booking order of the athlete (shared/src/mocks/handlers/venue-cancel.ts, row 1: order 15, 室外2号场 08:00-10:00 the
 * day after tomorrow, ¥240.00); on the server the first step's `settle` makes the same hold through app.bookings (a
 * venue of the demo's venue operator open all day, a court at ¥120 an hour, the order kind `booking`) and puts its id
 * in the server's `booking` (the mocks' is `vars`' 1). Ids are never compared.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addChinaDays, chinaDayMinute, dayMinuteInstant, WEEKDAYS } from 'shared/rules';
import { courts, users, venueOpeningHours, venues } from '../../../src/db/schema/index.js';
import { insertOrder } from '../../../src/repositories/orders.js';
import type { Result, Scenario, Step } from '../harness.js';
import { suffix } from './common.js';
import { sandboxConfirmed } from './wallet.js';

/** The mocks' row of the athlete's booking (handlers/venue-cancel.ts). */
const MOCK_BOOKING = 1;
const sameKey = randomUUID();
const key = () => ({ 'Idempotency-Key': randomUUID() });

/** The cancellation as both sides must agree on it; the policy's text without its minutes left (they tick). */
const cancelView = (r: Result) => [r.status, r.order_status, r.refund_cents, r.refund_status, String(r.refund_text).replace(/^距开始还有[^，]*，/, '')];

const cancelAs = (title: string, as: Step['as'], body: (v: Record<string, unknown>) => object, headers: Step['headers'] = key): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/venue_site/cancel',
  body,
  headers,
  same: cancelView,
});

const staffCancel = (title: string, as: Step['as'], reason: string): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/admin/venue_booking_cancel',
  body: (v) => ({ id: v.booking, reason }),
  headers: key,
  same: cancelView,
});

export const venueCancelScenarios: Scenario[] = [
  {
    title: '取消预订：付款后用户按退订规则取消（全额原路退回），幂等重试，场馆取消须填原因、他人与访客不能取消',
    vars: () => ({ booking: MOCK_BOOKING }),
    steps: [
      {
        title: '运动员的账号信息（服务端：运动员预订后天 08:00–10:00 两小时，¥240.00，生成订场订单）',
        as: 'athlete',
        method: 'GET',
        url: '/api/user/info',
        shape: false,
        settle: async (app, v) => {
          const db = app.database.db;
          const [athlete] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'athlete'));
          const [operator] = await db.select({ institutionId: venues.institutionId }).from(venues).where(eq(venues.name, '黄龙体育中心体育场'));
          const [venue] = await db
            .insert(venues)
            .values({ institutionId: operator!.institutionId, name: `差分订场场馆${suffix()}`, status: 'approved' })
            .returning({ id: venues.id });
          await db.insert(venueOpeningHours).values(WEEKDAYS.map((weekday) => ({ venueId: venue!.id, weekday, opensMinute: 0, closesMinute: 1440 })));
          const [court] = await db.insert(courts).values({ venueId: venue!.id, name: '室外2号场', sport: '网球', pricePerHourCents: 12000 }).returning({ id: courts.id });
          const day = addChinaDays(chinaDayMinute(new Date()).day, 2);
          const [held] = await app.bookings.hold({
            venueId: venue!.id,
            userId: athlete!.id,
            slots: [{ courtId: court!.id, start: dayMinuteInstant(day, 8 * 60), end: dayMinuteInstant(day, 10 * 60) }],
            order: async (tx, rows) => {
              const amountCents = rows.reduce((sum, r) => sum + r.amountCents, 0);
              const order = await insertOrder(
                tx,
                { orderNo: `BK${Date.now()}${suffix()}`, institutionId: operator!.institutionId, userId: athlete!.id, kind: 'booking', subject: '网球场预订', amountCents, expiresAt: rows[0]!.holdExpiresAt },
                { item: { name: '室外2号场 08:00-10:00', unitPriceCents: amountCents }, note: '创建订单' },
              );
              return order!.id;
            },
          });
          v.booking = held!.id;
        },
      },
      {
        title: '运动员的订单：最新一笔是待支付的订场订单',
        as: 'athlete',
        method: 'GET',
        url: '/api/user/orders?count=5',
        capture: (r) => ({ order_no: r.list[0].order_no }),
        same: (r) => [r.list[0].kind, r.list[0].status, r.list[0].amount_cents],
        shape: false,
      },
      {
        title: '运动员用微信支付订场订单',
        as: 'athlete',
        method: 'POST',
        url: '/api/pay_order/pay',
        body: (v) => ({ order_no: v.order_no, channel: 'wechat' }),
        headers: key,
        capture: (r) => ({ payment: r.payment_no }),
        same: (r) => [r.channel, r.amount_cents, r.status],
      },
      sandboxConfirmed,
      { title: '收银台：已支付', as: 'athlete', method: 'GET', url: (v) => `/api/pay_order/statues?order_no=${v.order_no}`, same: (r) => [r.status, r.pay_channel, r.amount_cents] },
      cancelAs('访客取消预订', null, (v) => ({ id: v.booking })),
      cancelAs('别人取消运动员的预订', 'org_gov', (v) => ({ id: v.booking })),
      cancelAs('没有幂等键', 'athlete', (v) => ({ id: v.booking }), {}),
      { ...cancelAs('没有 CSRF 令牌', 'athlete', (v) => ({ id: v.booking })), withoutCsrf: true },
      staffCancel('场馆取消但没填原因', 'admin', '  '),
      staffCancel('别的机构取消该预订', 'org_gov', '场地维修'),
      cancelAs('运动员取消（开始前24小时以上：全额原路退回）', 'athlete', (v) => ({ id: v.booking, reason: '临时有事' }), () => ({ 'Idempotency-Key': sameKey })),
      cancelAs('同一幂等键重试：同样的答复', 'athlete', (v) => ({ id: v.booking, reason: '临时有事' }), () => ({ 'Idempotency-Key': sameKey })),
      cancelAs('换一个幂等键再取消', 'athlete', (v) => ({ id: v.booking, reason: '临时有事' })),
      staffCancel('场馆再取消已取消的预订', 'admin', '场地维修'),
      {
        title: '我的订单：订场订单已退款',
        as: 'athlete',
        method: 'GET',
        url: '/api/user/orders?count=5',
        same: (r) => [r.list[0].kind, r.list[0].status, r.list[0].refunded_cents],
        shape: false,
      },
    ],
  },
];
