/**
 * The phone booking pages' reads (routes/venue/phone.ts, docs/venues.md "Phone booking"), the same steps against the
 * mocks and the server: 黄龙体育中心体育场's booking rules (the bookable days, the payment window, the refund policy),
 * 找空场 for 18:00–19:30 four days ahead (the free courts with their names and price), then after the athlete holds the
 * football court for that time the nearest free times; a range across midnight and one off the half hour answered with
 * the rules' refusal; a pending venue 404 to a visitor; a bad clock refused. Both sides answer the one demo venue list
 * (shared/demo DEMO_VENUES); venues and courts are still found by name, as other scenarios may have added some.
 *
 * GET /api/venue_site/booking_rules, GET /api/venue_site/free_courts
 */
import { randomUUID } from 'node:crypto';
import { addChinaDays, chinaDate, dayMinuteInstant } from 'shared/rules';
import type { Result, Scenario, Step } from '../harness.js';
import { findStadium, findStadiumCourt } from './common.js';

/** The free courts and the nearest free times, by court name and price (both sides answer the same demo courts). */
const names = (r: Result) => [r.refusal, r.free.map((f: Result) => [f.court_name, f.amount_cents]), r.alternatives.map((a: Result) => [a.court_name, a.start_clock, a.end_clock, a.amount_cents])];
const find = (title: string, q: string, extra: Partial<Step> = {}): Step => ({
  title,
  as: null,
  method: 'GET',
  url: (v) => `/api/venue_site/free_courts?venue_id=${v.stadium}&day=${v.day}&${q}`,
  same: names,
  ...extra,
});

export const venuePhoneScenarios: Scenario[] = [
  {
    title: '手机订场：预订规则 → 找空场（空闲场地与价格）→ 锁场后余下的场地 → 跨零点、非整半小时、未上线场馆、时间格式错误',
    vars: () => ({ day: addChinaDays(chinaDate(new Date()), 4) }),
    steps: [
      findStadium(),
      findStadiumCourt('足球', 'football'),
      {
        title: '体育场的预订规则',
        as: null,
        method: 'GET',
        url: (v) => `/api/venue_site/booking_rules?venue_id=${v.stadium}`,
        same: (r) => [r.days.length, r.days[0], r.payment_window_minutes, r.max_booking_minutes, r.parallel_booking_limit, r.refund_policy_text, r.refund_tiers],
      },
      find('找空场 18:00–19:30（全部场地）', 'start=18:00&end=19:30', { same: (r) => [r.refusal, r.free.length > 0, [...new Set(r.free.map((f: Result) => f.amount_cents))].sort()] }),
      find('找空场 只看足球', 'start=18:00&end=19:30&sport=足球'),
      {
        title: '运动员锁定足球场 18:00–19:30',
        as: 'athlete',
        method: 'POST',
        url: '/api/venue_site/hold',
        body: (v) => ({ venue_id: v.stadium, slots: [{ court_id: v.football, start: dayMinuteInstant(String(v.day), 18 * 60).toISOString(), end: dayMinuteInstant(String(v.day), 19.5 * 60).toISOString() }] }),
        headers: () => ({ 'Idempotency-Key': randomUUID() }),
        same: (r) => r.order.amount_cents,
      },
      find('锁场后只看足球：附近的空闲时段', 'start=18:00&end=19:30&sport=足球'),
      find('跨零点', 'start=23:00&end=01:00'),
      find('非整半小时', 'start=18:10&end=19:00'),
      find('时间格式错误', 'start=25:00&end=26:00', { same: undefined }),
      { title: '未上线的场馆', as: null, method: 'GET', url: (v) => `/api/venue_site/booking_rules?venue_id=${v.pending}` },
      { title: '未上线的场馆找空场', as: null, method: 'GET', url: (v) => `/api/venue_site/free_courts?venue_id=${v.pending}&day=${v.day}&start=18:00&end=19:00` },
    ],
  },
];
