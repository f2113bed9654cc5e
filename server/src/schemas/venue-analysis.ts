/**
 * The named response schema of 场馆数据分析 (GET /admin/venue_analysis, docs/venues.md "Analysis"): the rules' view
 * `venueAnalysisView` (shared/rules venue-analysis.ts). Registered through `allSchemas` in components.ts.
 */
import { arrayOfRef, int, num, nullableInt, obj, refTo, str } from './json-schema.js';

export const VenueAnalysisCourt = obj('VenueAnalysisCourt', '分析中的场地', { id: int, name: str, sport: str });

export const VenueAnalysisCell = obj('VenueAnalysisCell', '热力图的一格：某场地某个钟点的占用', {
  court_id: int,
  hour: { type: 'integer', description: '钟点 0–23（北京时间）' },
  open_minutes: { type: 'integer', description: '范围内该钟点的营业分钟数' },
  booked_minutes: { type: 'integer', description: '其中已售出的预订分钟数' },
  percent: { ...nullableInt, description: '占用率（%）；该钟点从未营业为 null' },
});

export const VenuePeakHour = obj('VenuePeakHour', '高峰时段', { hour: int, percent: int, text: { ...str, description: '18:00–19:00' } });

export const VenueRevenueByDay = obj('VenueRevenueByDay', '某天的预订收入', { day: { type: 'string', format: 'date' }, revenue_cents: int, bookings: int });

export const VenueRevenueBySport = obj('VenueRevenueBySport', '某运动项目的预订收入', { sport: str, revenue_cents: int, bookings: int });

export const VenueCancellation = obj('VenueCancellation', '取消率：范围内开始的预订中被取消的比例', { total: int, cancelled: int, percent: { ...num, description: '百分比，一位小数' } });

export const VenueAnalysis = obj('VenueAnalysis', '场馆数据分析', {
  venue_id: int,
  venue_name: str,
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
  courts: arrayOfRef(VenueAnalysisCourt),
  heatmap: arrayOfRef(VenueAnalysisCell),
  peak_hours: arrayOfRef(VenuePeakHour),
  revenue_by_day: arrayOfRef(VenueRevenueByDay),
  revenue_by_sport: arrayOfRef(VenueRevenueBySport),
  revenue_cents: { type: 'integer', description: '已售出预订的金额合计（分）' },
  bookings: { type: 'integer', description: '已售出的预订数' },
  cancellation: refTo(VenueCancellation),
});

export const venueAnalysisSchemas = [VenueAnalysisCourt, VenueAnalysisCell, VenuePeakHour, VenueRevenueByDay, VenueRevenueBySport, VenueCancellation, VenueAnalysis];
