/**
 * 预订管理 at the front desk (routes/venue/front-desk.ts, docs/venues.md "Front desk"), the same steps against the
 * mocks (handlers/venue-board.ts) and the server: venue_mgr books a walk-in on the stadium's football court five days
 * ahead, paid at the desk (a booking order 已支付 through 线下收款), replayed by its Idempotency-Key, refused a bad
 * mobile, a taken slot, another institution and a missing CSRF token; blocks a slot and unblocks it (a booking is not
 * unblocked); previews a two-week recurring booking whose first date collides with the walk-in and books the other
 * date; lists 预订记录 by the walk-in's mobile and by state, a reversed range refused; queues the export. Venues and
 * courts are found by name and sport: the two sides' ids differ.
 *
 * POST /api/admin/venue_walk_in, POST /api/admin/venue_block, POST /api/admin/venue_unblock,
 * POST /api/admin/venue_recurring_preview, POST /api/admin/venue_recurring_book, GET /api/admin/venue_booking_records,
 * POST /api/admin/venue_booking_records/export
 */
import { randomUUID } from 'node:crypto';
import { addChinaDays, chinaDate, chinaWeekday, dayMinuteInstant } from 'shared/rules';
import type { Result, Scenario, Step, Vars } from '../harness.js';
import { findStadium, findStadiumCourt } from './common.js';

const key = () => ({ 'Idempotency-Key': randomUUID() });
const at = (day: unknown, hour: number) => dayMinuteInstant(String(day), hour * 60).toISOString();
const slot = (v: Vars, hour: number, hours = 1) => ({ court_id: v.football, start: at(v.day, hour), end: at(v.day, hour + hours) });
// court names are left out: the demo courts of the mocks and the seed are named apart
const deskView = (r: Result) => [r.order?.status ?? null, r.order?.pay_channel ?? null, r.amount_cents, r.bookings.length, r.bookings.map((b: Result) => [b.start, b.end, b.amount_cents])];

const walkIn = (title: string, as: Step['as'], body: (v: Vars) => Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/admin/venue_walk_in',
  body: (v) => ({ venue_id: v.stadium, contact_name: '散客李四', contact_mobile: v.mobile, paid_at_desk: 1, ...body(v) }),
  headers: key,
  same: deskView,
  ...extra,
});
const series = (v: Vars) => ({ venue_id: v.stadium, court_id: v.football, from: v.day, weekday: chinaWeekday(String(v.day)), start: '10:00', end: '11:00', weeks: 2 });
const records = (title: string, query: (v: Vars) => string, same: Step['same']): Step => ({
  title,
  as: 'venue_mgr',
  method: 'GET',
  url: (v) => `/api/admin/venue_booking_records?venue_id=${v.stadium}&from=${v.today}&to=${v.last}&${query(v)}`,
  same,
});

export const venueFrontDeskScenarios: Scenario[] = [
  {
    title: '预订管理前台：散客前台收款预订（幂等、手机号、已被预订、他人、CSRF）→ 锁场与解除 → 周期预订预览与预订 → 预订记录筛选与导出',
    vars: () => {
      const today = chinaDate(new Date());
      return { today, day: addChinaDays(today, 5), last: addChinaDays(today, 20), mobile: `139${String(Date.now()).slice(-8)}`, sameKey: randomUUID() };
    },
    steps: [
      findStadium(),
      findStadiumCourt('足球', 'football'),
      walkIn('散客 10:00–11:00 前台收款', 'venue_mgr', (v) => ({ slots: [slot(v, 10)] }), { headers: (v) => ({ 'Idempotency-Key': String(v.sameKey) }), capture: (r) => ({ walkIn: r.bookings[0].id }) }),
      walkIn('同一幂等键重试：同样的答复', 'venue_mgr', (v) => ({ slots: [slot(v, 10)] }), { headers: (v) => ({ 'Idempotency-Key': String(v.sameKey) }) }),
      walkIn('已被预订的时段', 'venue_mgr', (v) => ({ slots: [slot(v, 10)] })),
      walkIn('手机号不对', 'venue_mgr', (v) => ({ slots: [slot(v, 12)], contact_mobile: '12345' })),
      walkIn('没填姓名', 'venue_mgr', (v) => ({ slots: [slot(v, 12)], contact_name: '  ' })),
      walkIn('别的机构给该场馆订场', 'org_gov', (v) => ({ slots: [slot(v, 12)] })),
      walkIn('访客', null, (v) => ({ slots: [slot(v, 12)] })),
      { ...walkIn('没有 CSRF 令牌', 'venue_mgr', (v) => ({ slots: [slot(v, 12)] })), withoutCsrf: true },
      walkIn('没有幂等键', 'venue_mgr', (v) => ({ slots: [slot(v, 12)] }), { headers: {} }),
      {
        title: '锁场 13:00–14:00',
        as: 'venue_mgr',
        method: 'POST',
        url: '/api/admin/venue_block',
        body: (v) => ({ venue_id: v.stadium, slots: [slot(v, 13)], note: '设备检修' }),
        capture: (r) => ({ block: r.bookings[0].id }),
        same: deskView,
      },
      {
        title: '别的机构解除锁场',
        as: 'org_gov',
        method: 'POST',
        url: '/api/admin/venue_unblock',
        body: (v) => ({ venue_id: v.stadium, id: v.block }),
      },
      { title: '散客预订不能当锁场解除', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_unblock', body: (v) => ({ venue_id: v.stadium, id: v.walkIn }) },
      { title: '解除锁场', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_unblock', body: (v) => ({ venue_id: v.stadium, id: v.block }), same: (r) => r.status },
      { title: '再解除一次', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_unblock', body: (v) => ({ venue_id: v.stadium, id: v.block }) },
      {
        title: '周期预订预览：两周，第一周与散客冲突',
        as: 'venue_mgr',
        method: 'POST',
        url: '/api/admin/venue_recurring_preview',
        body: series,
        capture: (r) => ({ free: r.occurrences.filter((o: { free: number }) => o.free).map((o: { day: string }) => o.day) }),
        same: (r) => [r.free_count, r.colliding_count, r.occurrences.map((o: Result) => [o.day, o.free, o.reasons])],
      },
      { title: '周期预订预览：周数不对', as: 'venue_mgr', method: 'POST', url: '/api/admin/venue_recurring_preview', body: (v) => ({ ...series(v), weeks: 53 }) },
      {
        title: '周期预订：选了不在周期内的日期',
        as: 'venue_mgr',
        method: 'POST',
        url: '/api/admin/venue_recurring_book',
        body: (v) => ({ ...series(v), days: [addChinaDays(String(v.day), 1)], contact_name: '足球俱乐部', contact_mobile: v.mobile, paid_at_desk: 0 }),
        headers: key,
      },
      {
        title: '周期预订：选了冲突的日期（全部不订）',
        as: 'venue_mgr',
        method: 'POST',
        url: '/api/admin/venue_recurring_book',
        body: (v) => ({ ...series(v), days: [v.day, ...(v.free as string[])], contact_name: '足球俱乐部', contact_mobile: v.mobile, paid_at_desk: 0 }),
        headers: key,
      },
      {
        title: '周期预订：预订其余日期',
        as: 'venue_mgr',
        method: 'POST',
        url: '/api/admin/venue_recurring_book',
        body: (v) => ({ ...series(v), days: v.free, contact_name: '足球俱乐部', contact_mobile: v.mobile, paid_at_desk: 0 }),
        headers: key,
        same: (r) => [...deskView(r), typeof r.recurring_group_id],
      },
      records('预订记录：按手机号', (v) => `keyword=${v.mobile}`, (r) => [r.total, r.list.map((x: Result) => [x.source, x.state, x.name, x.mobile, x.time_text, x.amount_cents, x.pay_channel])]),
      records('预订记录：已取消的锁场', () => 'state=cancelled&kind=block', (r) => r.list.filter((x: Result) => x.note === '设备检修').map((x: Result) => [x.source_label, x.state_label])),
      {
        title: '预订记录：结束日期早于开始日期',
        as: 'venue_mgr',
        method: 'GET',
        url: (v) => `/api/admin/venue_booking_records?venue_id=${v.stadium}&from=${v.last}&to=${v.today}`,
      },
      { title: '别的机构看预订记录', as: 'org_gov', method: 'GET', url: (v) => `/api/admin/venue_booking_records?venue_id=${v.stadium}&from=${v.today}&to=${v.last}` },
      {
        title: '导出预订记录',
        as: 'venue_mgr',
        method: 'POST',
        url: '/api/admin/venue_booking_records/export',
        body: (v) => ({ venue_id: v.stadium, from: v.today, to: v.last, keyword: v.mobile }),
        capture: (r) => ({ task: r.id }),
      },
      { title: '导出任务', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/export_task?id=${v.task}`, same: (r) => [r.kind, r.file_name] },
    ],
  },
];
