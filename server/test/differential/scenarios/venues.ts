/**
 * Court booking (routes/venue/booking.ts, docs/venues.md "Routes"), the same steps against the mocks and the server:
 * venue_mgr (bound to 黄龙体育中心体育场) lists the stadium's courts with their price rules, adds a court and retires
 * it (another institution, a visitor, bad input, no CSRF token refused); the staff board of tomorrow shows the demo
 * athlete's booking and the staff block, the public board the prices explained and nobody's name (a pending venue is
 * 404); the athlete holds a slot with its 待支付 order, the replay of its Idempotency-Key answers the same order, the
 * taken slot and the blocked one are refused to others; 我的预订; the check-in refuses an unpaid hold, a booking not
 * yet begun, one checked in already (核销 twice) and another venue. Venues and courts are found by name and sport:
 * the two sides' ids differ.
 *
 * GET /api/admin/venue_court_list, POST /api/admin/venue_court_add, POST /api/admin/venue_court_update,
 * GET /api/admin/venue_board, GET /api/venue_site/board, POST /api/venue_site/hold, GET /api/venue_site/my_bookings,
 * POST /api/admin/venue_check_in
 */
import { randomUUID } from 'node:crypto';
import { addChinaDays, chinaDate, dayMinuteInstant } from 'shared/rules';
import { demoCheckInCode } from 'shared/demo';
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { findStadium } from './common.js';

const court = { name: '训练场（临时）', sport: '田径', indoor: 0, capacity: 30, sort: 9, price_per_hour_cents: 20000 };
const slotsOf = (r: Result, courtId: unknown) => (r.courts as { id: number; slots: Result[] }[]).find((c) => c.id === courtId)?.slots ?? [];
const hold = (title: string, as: Step['as'], slot: (v: Vars) => Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/venue_site/hold',
  body: (v) => ({ venue_id: v.stadium, slots: [slot(v)] }),
  headers: () => ({ 'Idempotency-Key': randomUUID() }),
  ...extra,
});

export const venueScenarios: Scenario[] = [
  {
    title: '订场：场地与价格 → 预订管理看板 → 公开时段 → 锁场下单（幂等、已被预订）→ 我的预订 → 核销（未支付、未到时间、重复核销、其他场馆）',
    vars: () => {
      const today = chinaDate(new Date());
      return { tomorrow: addChinaDays(today, 1), later: addChinaDays(today, 2), key: randomUUID() };
    },
    steps: [
      findStadium(),
      {
        title: '体育场的场地与价格规则',
        as: 'venue_mgr',
        method: 'GET',
        url: (v) => `/api/admin/venue_court_list?venue_id=${v.stadium}`,
        capture: (r) => ({
          track: r.list.find((c: { sport: string }) => c.sport === '田径')?.id,
          football: r.list.find((c: { sport: string }) => c.sport === '足球')?.id,
        }),
        same: (r) => ['田径', '足球'].map((sport) => r.list.find((c: { sport: string }) => c.sport === sport)?.price_rules.map((p: { text: string }) => p.text)),
      },
      { title: '其他机构看场地', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/venue_court_list?venue_id=${v.stadium}` },
      { title: '访客看场地', as: null, method: 'GET', url: (v) => `/api/admin/venue_court_list?venue_id=${v.stadium}` },
      { title: '未绑定的场馆', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_court_list?venue_id=${v.pending}` },
      {
        title: '新增场地',
        as: 'venue_mgr',
        method: 'POST',
        url: '/api/admin/venue_court_add',
        body: (v) => ({ venue_id: v.stadium, ...court }),
        capture: (r) => ({ added: r.id }),
        same: (r) => [r.name, r.sport, r.indoor, r.capacity, r.active, r.price_rules],
      },
      { title: '价格为负', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_court_add', body: (v) => ({ venue_id: v.stadium, ...court, price_per_hour_cents: -100 }) },
      { title: '没有 CSRF 令牌', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_court_add', body: (v) => ({ venue_id: v.stadium, ...court }), withoutCsrf: true },
      { title: '其他机构新增场地', as: 'org_gov', method: 'POST', url: '/api/admin/venue_court_add', body: (v) => ({ venue_id: v.stadium, ...court }) },
      {
        title: '停用新增的场地',
        as: 'venue_mgr',
        method: 'POST',
        url: '/api/admin/venue_court_update',
        body: (v) => ({ id: v.added, ...court, name: '训练场（停用）', active: 0 }),
        same: (r) => [r.name, r.active],
      },
      { title: '其他机构修改场地', as: 'org_youth', method: 'POST', url: '/api/admin/venue_court_update', body: (v) => ({ id: v.track, ...court }) },
      {
        title: '明天的预订管理看板',
        as: 'venue_mgr',
        method: 'GET',
        url: (v) => `/api/admin/venue_board?venue_id=${v.stadium}&day=${v.tomorrow}`,
        same: (r, v) => [
          r.open_text,
          slotsOf(r, v.track).map((s) => [s.start_clock, s.state, s.price_text, s.booking && [s.booking.kind, s.booking.name, s.booking.mobile, s.booking.check_in_code]]),
          slotsOf(r, v.football).filter((s) => s.booking).map((s) => [s.start_clock, s.booking.kind, s.booking.note]),
          slotsOf(r, v.added).length,
        ],
      },
      { title: '其他机构看预订管理', as: 'org_youth', method: 'GET', url: (v) => `/api/admin/venue_board?venue_id=${v.stadium}&day=${v.tomorrow}` },
      { title: '日期不存在', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_board?venue_id=${v.stadium}&day=2026-02-30` },
      {
        title: '公开的可预订时段',
        as: null,
        method: 'GET',
        url: (v) => `/api/venue_site/board?venue_id=${v.stadium}&day=${v.tomorrow}`,
        same: (r, v) => [r.weekday, r.courts.some((c: { id: number }) => c.id === v.added), slotsOf(r, v.track).map((s) => [s.start_clock, s.state, s.amount_cents, s.price_text])],
      },
      { title: '未上线的场馆（访客）', as: null, method: 'GET', url: (v) => `/api/venue_site/board?venue_id=${v.pending}&day=${v.tomorrow}` },
      hold('锁场没有 Idempotency-Key', 'athlete', (v) => ({ court_id: v.track, start: dayMinuteInstant(String(v.later), 600).toISOString(), end: dayMinuteInstant(String(v.later), 660).toISOString() }), { headers: {} }),
      hold('锁场下单', 'athlete', (v) => ({ court_id: v.track, start: dayMinuteInstant(String(v.later), 600).toISOString(), end: dayMinuteInstant(String(v.later), 660).toISOString() }), {
        headers: (v) => ({ 'Idempotency-Key': String(v.key) }),
        capture: (r) => ({ order: r.order.id, code: r.bookings[0].check_in_code }),
        same: (r) => [r.order.amount_cents, r.bookings.length, r.bookings[0].amount_cents, r.bookings[0].check_in_code.length],
      }),
      hold('同一 Idempotency-Key 重发', 'athlete', (v) => ({ court_id: v.track, start: dayMinuteInstant(String(v.later), 600).toISOString(), end: dayMinuteInstant(String(v.later), 660).toISOString() }), {
        headers: (v) => ({ 'Idempotency-Key': String(v.key) }),
        same: (r, v) => [r.order.id === v.order, r.bookings[0].check_in_code === v.code],
      }),
      hold('他人预订已被锁定的时段', 'org_gov', (v) => ({ court_id: v.track, start: dayMinuteInstant(String(v.later), 630).toISOString(), end: dayMinuteInstant(String(v.later), 690).toISOString() })),
      hold('预订已锁场的时段', 'athlete', (v) => ({ court_id: v.football, start: dayMinuteInstant(String(v.tomorrow), 960).toISOString(), end: dayMinuteInstant(String(v.tomorrow), 1020).toISOString() })),
      hold('预订已停用的场地', 'athlete', (v) => ({ court_id: v.added, start: dayMinuteInstant(String(v.later), 600).toISOString(), end: dayMinuteInstant(String(v.later), 660).toISOString() })),
      {
        title: '我的预订',
        as: 'athlete',
        method: 'GET',
        url: '/api/venue_site/my_bookings?start=0&count=10',
        same: (r, v) => [r.total, r.list.map((b: Result) => [b.kind, b.state, b.state_label, b.order_status, b.order_id === v.order])],
      },
      { title: '访客看我的预订', as: null, method: 'GET', url: '/api/venue_site/my_bookings' },
      { title: '核销未支付的预订', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_check_in', body: (v) => ({ venue_id: v.stadium, code: v.code }) },
      { title: '核销明天的预订', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_check_in', body: (v) => ({ venue_id: v.stadium, code: demoCheckInCode(0) }) },
      { title: '重复核销', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_check_in', body: (v) => ({ venue_id: v.stadium, code: demoCheckInCode(2).toLowerCase() }) },
      { title: '核销码无效', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_check_in', body: (v) => ({ venue_id: v.stadium, code: 'ZZZZZZZZZZ' }) },
      { title: '其他场馆核销', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_check_in', body: (v) => ({ venue_id: v.pending, code: demoCheckInCode(0) }) },
      { title: '运动员核销', as: 'athlete', method: 'POST', url: '/api/admin/venue_check_in', body: (v) => ({ venue_id: v.stadium, code: demoCheckInCode(0) }) },
    ],
  },
];
