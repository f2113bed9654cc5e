/**
 * Named response schemas of the phone booking pages' reads (docs/venues.md, "Phone booking"; routes/venue/phone.ts):
 * a venue's booking rules for a user and 找空场. Registered through `allSchemas` in components.ts.
 */
import { arrayOf, arrayOfRef, dateTime, int, obj, str } from './json-schema.js';

export const VenueSiteRules = obj('VenueSiteRules', '场馆的预订规则（手机端）', {
  venue_id: int,
  days: { ...arrayOf(str), description: '今天起可预订的日期（YYYY-MM-DD）' },
  payment_window_minutes: { ...int, description: '锁场后的支付时限（分钟）' },
  max_booking_minutes: { ...int, description: '一次预订同一场地的最长时长（分钟）' },
  parallel_booking_limit: { ...int, description: '每位用户在本场馆未结束的预订上限，0 = 不限' },
  refund_policy_text: { ...str, description: '开始前24小时及以上取消全额退款；2至24小时退50%；不足2小时不退款' },
  refund_tiers: arrayOf({ type: 'object', required: ['hours_before', 'percent'], additionalProperties: false, properties: { hours_before: int, percent: int } }),
});

const courtHead = { court_id: int, court_name: str } as const;
export const VenueFreeCourt = obj('VenueFreeCourt', '所选时段空闲的场地', { ...courtHead, sport: str, amount_cents: { ...int, description: '该时段的价格（分）' } });
export const VenueFreeAlternative = obj('VenueFreeAlternative', '附近的空闲时段', {
  ...courtHead,
  start: dateTime,
  end: dateTime,
  start_clock: str,
  end_clock: str,
  amount_cents: int,
});
export const VenueFreeCourts = obj('VenueFreeCourts', '找空场：所选时段空闲的场地，没有时给出附近的空闲时段', {
  day: str,
  start: str,
  end: str,
  free: arrayOfRef(VenueFreeCourt),
  alternatives: arrayOfRef(VenueFreeAlternative),
  refusal: { ...str, description: '所选时段本身不可预订的原因（已过、不在营业时间、不是整半小时…），可预订为空' },
});

export const venuePhoneSchemas = [VenueSiteRules, VenueFreeCourt, VenueFreeAlternative, VenueFreeCourts];
