/**
 * 场馆数据分析 (routes/venue/analysis.ts over services/venue-analysis.ts; the mock handlers/venue-analysis.ts): venue_mgr
 * reads the analysis of the stadium for the days around today (the demo's bookings: the athlete's checked-in one
 * yesterday, the one tomorrow, the staff block) and by default; the admin reads it too; another institution, another
 * venue of venue_mgr's institution, a visitor, a reversed or too long range and a date that does not exist are refused.
 * The revenue, the bookings counted and the cancellations are compared (the seed's and the mocks' courts differ in
 * name and number, so the heat map and the peak hours are compared by shape only).
 *
 * Operations: GET /api/admin/venue_analysis.
 */
import { addChinaDays, chinaDate } from 'shared/rules';
import type { Result, Scenario, Step } from '../harness.js';

const around = () => {
  const today = chinaDate(Date.now());
  return `from=${addChinaDays(today, -1)}&to=${addChinaDays(today, 1)}`;
};

const sold = (r: Result) => [r.from, r.to, r.revenue_cents, r.bookings, r.revenue_by_day, r.revenue_by_sport, r.cancellation];

const analysis = (title: string, as: Step['as'], query: () => string, extra: Partial<Step> = {}): Step => ({
  title,
  as,
  method: 'GET',
  url: (v) => `/api/admin/venue_analysis?venue_id=${v.venue}&${query()}`,
  ...extra,
});

export const venueAnalysisScenarios: Scenario[] = [
  {
    title: '场馆数据分析：昨天至明天与默认 30 天的收入、预订数、取消率；平台管理员；其他机构、其他场馆、访客、范围倒置或过长',
    steps: [
      { title: '场馆管理员的账号（所绑定的场馆）', as: 'venue_mgr', method: 'GET', url: '/api/user/info', capture: (r) => ({ venue: r.account.sports_venues_id }), shape: false },
      analysis('昨天至明天', 'venue_mgr', around, { same: sold }),
      analysis('默认：截至今天的 30 天', 'venue_mgr', () => '', { same: sold }),
      analysis('平台管理员读取', 'admin', around, { same: sold }),
      analysis('其他机构读取', 'org_gov', around),
      analysis('访客读取', null, around),
      { title: '本机构的其他场馆（未绑定）读取', as: 'venue_mgr', method: 'GET', url: (v) => `/api/admin/venue_analysis?venue_id=${Number(v.venue) + 1}` },
      analysis('范围倒置', 'venue_mgr', () => 'from=2026-06-02&to=2026-06-01'),
      analysis('范围超过 366 天', 'venue_mgr', () => 'from=2025-01-01&to=2026-06-01'),
      analysis('日期不存在', 'venue_mgr', () => 'from=2026-02-30'),
    ],
  },
];
