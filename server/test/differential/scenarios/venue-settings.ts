/**
 * A venue's booking settings (routes/venue/settings.ts over services/venue-settings.ts, docs/venues.md "Settings
 * routes"): venue_mgr, bound to the stadium, saves split weekly hours, a special day, a court's price rules, the booking
 * settings and a closure, reads them all back in one answer, and removes the special day and the closure; the rules'
 * refusals (overlapping hours, off the half hour, 调休 on a weekday, a past day, a price above the cap, overlapping
 * bands, a member price above the price, empty refund tiers, a reversed closure, a court of another venue) and the
 * tenancy refusals (another institution, another venue of venue_mgr's own institution, a visitor, no CSRF token) are
 * compared. Ids and court names differ between the two sides and are never compared; the stadium's hours, prices and
 * settings are put back as they were at the end.
 *
 * Operations: GET /api/admin/venue_booking_config, PUT /api/admin/venue_opening_hours, PUT and DELETE
 * /api/admin/venue_special_day, POST and DELETE /api/admin/venue_closure, PUT /api/admin/venue_price_rules,
 * PUT /api/admin/venue_booking_settings.
 */
import type { Result, Scenario, Step, Vars } from '../harness.js';

const JUNE = 'from=2027-06-01&to=2027-06-30';
const HOURS = [
  { weekday: 1, opens: '14:00', closes: '22:00' },
  { weekday: 1, opens: '08:00', closes: '12:00' },
  { weekday: 6, opens: '07:00', closes: '12:00' },
  { weekday: 6, opens: '12:00', closes: '24:00' },
];
const PRICES = [
  { band: 'weekday', band_start: '08:00', band_end: '18:00', price_cents: 8000, member_price_cents: 6000 },
  { band: 'weekend', band_start: '07:00', band_end: '24:00', price_cents: 10000 },
  { band: 'peak', band_start: '18:00', band_end: '21:00', price_cents: 12000, member_price_cents: null },
];
const SETTINGS = { payment_window_minutes: 15, parallel_booking_limit: 3, max_booking_minutes: 180, bookable_days: 14, refund_tiers: [{ hours_before: 6, percent: 50 }, { hours_before: 48, percent: 100 }] };
const CLOSURE = { start_at: '2027-06-10T00:00:00.000Z', end_at: '2027-06-11T00:00:00.000Z', closure_reason: '更换地板' };

const hours = (title: string, as: Step['as'], list: unknown[], extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'PUT',
  url: '/api/admin/venue_opening_hours',
  body: (v) => ({ venue_id: v.venue, hours: list }),
  same: (r) => [r.hours, r.summary],
  ...extra,
});

const specialDay = (title: string, as: Step['as'], day: Record<string, unknown>): Step => ({
  title,
  as,
  method: 'PUT',
  url: '/api/admin/venue_special_day',
  body: (v) => ({ venue_id: v.venue, ...day }),
  same: (r) => r,
});

const prices = (title: string, as: Step['as'], rules: unknown[] | ((v: Vars) => unknown[]), court: (v: Vars) => unknown = (v) => v.court): Step => ({
  title,
  as,
  method: 'PUT',
  url: '/api/admin/venue_price_rules',
  body: (v) => ({ court_id: court(v), price_rules: typeof rules === 'function' ? rules(v) : rules }),
  same: (r) => r.price_rules,
});

const settings = (title: string, as: Step['as'], values: Record<string, unknown> | ((v: Vars) => Record<string, unknown>)): Step => ({
  title,
  as,
  method: 'PUT',
  url: '/api/admin/venue_booking_settings',
  body: (v) => ({ venue_id: v.venue, ...(typeof values === 'function' ? values(v) : values) }),
  same: (r) => ({ ...r, venue_id: undefined }),
});

const closure = (title: string, as: Step['as'], over: (v: Vars) => Record<string, unknown>, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'POST',
  url: '/api/admin/venue_closure',
  body: (v) => ({ venue_id: v.venue, ...CLOSURE, ...over(v) }),
  ...extra,
});

/** A closure as compared: whether it is of the captured court, its times and reason. */
const closureSeen = (c: Result, v: Vars) => [c.court_id === null ? null : c.court_id === v.court, c.start_at, c.end_at, c.reason];

const readConfig = (title: string, as: Step['as'], extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'GET',
  url: (v) => `/api/admin/venue_booking_config?venue_id=${v.venue}&${JUNE}`,
  ...extra,
});

const pickSettings = (s: Result) => ({
  payment_window_minutes: s.payment_window_minutes,
  parallel_booking_limit: s.parallel_booking_limit,
  max_booking_minutes: s.max_booking_minutes,
  bookable_days: s.bookable_days,
  refund_tiers: s.refund_tiers,
});

export const venueSettingsScenarios: Scenario[] = [
  {
    title: '场馆预订设置：营业时间、特殊日期、价格规则、预订设置、闭馆 → 一次读回；规则拒绝；其他机构、其他场馆、访客、无 CSRF',
    steps: [
      { title: '场馆管理员的账号（所绑定的场馆）', as: 'venue_mgr', method: 'GET', url: '/api/user/info', capture: (r) => ({ venue: r.account.sports_venues_id }), shape: false },
      { title: '场馆详情（取第一个场地）', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_info?id=${v.venue}`, capture: (r) => ({ court: r.courts[0].id }), shape: false },
      readConfig('读取原有设置', 'venue_mgr', {
        capture: (r) => ({ hours0: r.opening_hours.hours, settings0: pickSettings(r.settings), prices0: Object.fromEntries(r.courts.map((c: Result) => [c.court_id, c.price_rules])) }),
      }),
      hours('保存分段营业时间（周一两段，周六到午夜）', 'venue_mgr', HOURS),
      hours('同一天时段重叠', 'venue_mgr', [{ weekday: 2, opens: '08:00', closes: '12:00' }, { weekday: 2, opens: '11:00', closes: '13:00' }]),
      hours('不是整点或半点', 'venue_mgr', [{ weekday: 3, opens: '08:15', closes: '12:00' }]),
      hours('跨越午夜', 'venue_mgr', [{ weekday: 7, opens: '22:00', closes: '02:00' }]),
      hours('星期取值无效', 'venue_mgr', [{ weekday: 8, opens: '08:00', closes: '12:00' }]),
      hours('其他机构保存营业时间', 'org_gov', HOURS),
      hours('本机构的其他场馆（未绑定）', 'venue_mgr', HOURS, { body: (v) => ({ venue_id: Number(v.venue) + 1, hours: HOURS }) }),
      hours('访客保存营业时间', null, HOURS),
      hours('没有 CSRF 令牌', 'venue_mgr', HOURS, { withoutCsrf: true }),
      specialDay('节假日另定营业时间', 'venue_mgr', { day: '2027-06-14', holiday: 1, opens: '09:00', closes: '18:00', note: '端午节' }),
      specialDay('调休工作日（周六）', 'venue_mgr', { day: '2027-06-12', workday: 1 }),
      specialDay('全天闭馆', 'venue_mgr', { day: '2027-06-20', closed: 1, note: '场馆保养' }),
      specialDay('覆盖同一日期', 'venue_mgr', { day: '2027-06-20', closed: 1, holiday: 1, note: '场馆保养（节假日）' }),
      specialDay('调休设在周一', 'venue_mgr', { day: '2027-06-07', workday: 1 }),
      specialDay('闭馆日设营业时间', 'venue_mgr', { day: '2027-06-08', closed: 1, opens: '09:00', closes: '12:00' }),
      specialDay('节假日同时调休', 'venue_mgr', { day: '2027-06-19', holiday: 1, workday: 1 }),
      specialDay('过去的日期', 'venue_mgr', { day: '2020-01-04', closed: 1 }),
      specialDay('日期不存在', 'venue_mgr', { day: '2027-02-30', closed: 1 }),
      specialDay('什么也没设置', 'venue_mgr', { day: '2027-06-09', note: '只有备注' }),
      prices('保存场地价格规则', 'venue_mgr', PRICES),
      prices('价格超过上限', 'venue_mgr', [{ band: 'weekday', band_start: '08:00', band_end: '18:00', price_cents: 1_000_001 }]),
      prices('同类型时段重叠', 'venue_mgr', [PRICES[0], { band: 'weekday', band_start: '17:00', band_end: '20:00', price_cents: 9000 }]),
      prices('会员价高于原价', 'venue_mgr', [{ band: 'peak', band_start: '18:00', band_end: '21:00', price_cents: 9000, member_price_cents: 9900 }]),
      prices('价格为负数', 'venue_mgr', [{ band: 'weekend', band_start: '08:00', band_end: '18:00', price_cents: -100 }]),
      prices('其他机构改价格', 'org_gov', PRICES),
      settings('保存预订设置与退款规则', 'venue_mgr', SETTINGS),
      settings('退款档位为空', 'venue_mgr', { ...SETTINGS, refund_tiers: [] }),
      settings('提前越早退款越少', 'venue_mgr', { ...SETTINGS, refund_tiers: [{ hours_before: 48, percent: 50 }, { hours_before: 6, percent: 100 }] }),
      settings('支付时限为 0', 'venue_mgr', { ...SETTINGS, payment_window_minutes: 0 }),
      settings('单次时长不是半小时的倍数', 'venue_mgr', { ...SETTINGS, max_booking_minutes: 45 }),
      settings('其他机构改预订设置', 'org_gov', SETTINGS),
      closure('场地闭馆', 'venue_mgr', (v) => ({ court_id: v.court }), { capture: (r) => ({ closure: r.id }), same: closureSeen }),
      closure('整个场馆闭馆（不填原因）', 'venue_mgr', () => ({ start_at: '2027-06-21T00:00:00.000Z', end_at: '2027-06-22T00:00:00.000Z', closure_reason: '' }), { capture: (r) => ({ venueClosure: r.id }), same: closureSeen }),
      closure('结束早于开始', 'venue_mgr', () => ({ start_at: CLOSURE.end_at, end_at: CLOSURE.start_at })),
      closure('已经结束的闭馆', 'venue_mgr', () => ({ start_at: '2020-01-01T00:00:00.000Z', end_at: '2020-01-02T00:00:00.000Z' })),
      closure('其他场馆的场地', 'venue_mgr', (v) => ({ court_id: Number(v.court) + 1000 })),
      closure('其他机构闭馆', 'org_gov', () => ({})),
      readConfig('读回全部设置', 'venue_mgr', {
        same: (r, v) => [
          r.opening_hours.hours,
          r.opening_hours.summary,
          r.special_days_from,
          r.special_days_to,
          r.special_days,
          r.closures.map((c: Result) => closureSeen(c, v)),
          r.courts.find((c: Result) => c.court_id === v.court)?.price_rules,
          { ...r.settings, venue_id: undefined },
        ],
      }),
      readConfig('其他机构读取', 'org_gov'),
      readConfig('访客读取', null),
      { title: '本机构的其他场馆（未绑定）读取', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_booking_config?venue_id=${Number(v.venue) + 1}` },
      { title: '查询范围倒置', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_booking_config?venue_id=${v.venue}&from=2027-06-30&to=2027-06-01` },
      { title: '删除特殊日期', as: 'venue_mgr', method: 'DELETE', url: (v) => `/api/admin/venue_special_day?venue_id=${v.venue}&day=2027-06-20` },
      { title: '再删除同一特殊日期', as: 'venue_mgr', method: 'DELETE', url: (v) => `/api/admin/venue_special_day?venue_id=${v.venue}&day=2027-06-20` },
      { title: '其他机构删除闭馆', as: 'org_gov', method: 'DELETE', url: (v) => `/api/admin/venue_closure?id=${v.closure}` },
      { title: '删除场地闭馆', as: 'venue_mgr', method: 'DELETE', url: (v) => `/api/admin/venue_closure?id=${v.closure}` },
      { title: '删除整个场馆的闭馆', as: 'venue_mgr', method: 'DELETE', url: (v) => `/api/admin/venue_closure?id=${v.venueClosure}` },
      { title: '再删除同一闭馆', as: 'venue_mgr', method: 'DELETE', url: (v) => `/api/admin/venue_closure?id=${v.closure}` },
      { title: '删除其余特殊日期', as: 'venue_mgr', method: 'DELETE', url: (v) => `/api/admin/venue_special_day?venue_id=${v.venue}&day=2027-06-14` },
      { title: '删除调休日', as: 'venue_mgr', method: 'DELETE', url: (v) => `/api/admin/venue_special_day?venue_id=${v.venue}&day=2027-06-12` },
      hours('恢复原有营业时间', 'venue_mgr', [], { body: (v) => ({ venue_id: v.venue, hours: v.hours0 }), same: undefined }),
      { ...prices('恢复原有价格规则', 'venue_mgr', (v) => (v.prices0 as Record<string, unknown[]>)[String(v.court)] ?? []), same: undefined },
      { ...settings('恢复原有预订设置', 'venue_mgr', (v) => v.settings0 as Record<string, unknown>), same: undefined },
    ],
  },
];
