/**
 * 取消预订 with its money (routes/venue/cancel.ts over services/booking-payments.ts, docs/venues.md "Payment and
 * cancellation"): the athlete holds 08:00–10:00 of a track court of 黄龙体育中心体育场 three days ahead (POST
 * /venue_site/hold, its 待支付 order), pays through the sandbox gateway (WeChat Pay; on the server the notification's
 * transaction confirms the hold, in the mocks handlers/pay.ts does), then refused cancellations (a visitor, someone
 * else, a staff cancellation without a reason or from another institution), the athlete's cancellation under the
 * venue's policy (more than 24 hours ahead: in full, 退款中 through the gateway), its retry with the same
 * Idempotency-Key (the same answer) and with another (该预订已取消), and the order 已退款 in 我的订单. Venues and courts
 * are found by name and sport: the two sides' ids differ.
 */
import { randomUUID } from 'node:crypto';
import { addChinaDays, chinaDate, dayMinuteInstant } from 'shared/rules';
import type { Result, Scenario, Step } from '../harness.js';
import { findStadium, findStadiumCourt } from './common.js';
import { sandboxConfirmed } from './wallet.js';

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
    vars: () => ({ day: addChinaDays(chinaDate(new Date()), 3) }),
    steps: [
      findStadium(),
      findStadiumCourt('田径', 'track'),
      {
        title: '运动员锁场三天后 08:00–10:00（待支付的订场订单）',
        as: 'athlete',
        method: 'POST',
        url: '/api/venue_site/hold',
        body: (v) => ({
          venue_id: v.stadium,
          slots: [{ court_id: v.track, start: dayMinuteInstant(String(v.day), 480).toISOString(), end: dayMinuteInstant(String(v.day), 600).toISOString() }],
        }),
        headers: key,
        capture: (r) => ({ order_no: r.order.order_no, booking: r.bookings[0].id }),
        same: (r) => [r.order.amount_cents, r.bookings.length],
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
