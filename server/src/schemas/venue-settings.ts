/**
 * Named response schemas of a venue's booking settings (docs/venues.md "Settings routes"): the weekly hours, special
 * days, closures, a court's price rules, the booking settings with the refund tiers, and the one read of them all.
 * The values are the views of shared/rules venue-settings.ts. Registered through `allSchemas` in components.ts.
 */
import { PRICE_BAND_KINDS } from 'shared/rules';
import { arrayOfRef, dateTime, flag, int, nullableInt, nullableStr, obj, refTo, str } from './json-schema.js';

const clock = { type: 'string', description: '时刻 HH:mm（24:00 为午夜）' } as const;

export const VenueHoursRange = obj('VenueHoursRange', '某个星期几的一段营业时间', {
  weekday: { type: 'integer', description: '星期：1 周一 … 7 周日' },
  opens: clock,
  closes: clock,
});

export const VenueOpeningHours = obj('VenueOpeningHours', '场馆每周营业时间', {
  venue_id: int,
  hours: arrayOfRef(VenueHoursRange),
  summary: { type: 'string', description: '营业时间的文字说明，如「周一至周五 08:00–22:00；周六、周日 07:00–24:00」' },
});

export const VenueSpecialDay = obj('VenueSpecialDay', '特殊日期（闭馆、另定营业时间、节假日或调休）', {
  day: { type: 'string', format: 'date' },
  closed: { ...flag, description: '1：全天闭馆' },
  opens: { ...nullableStr, description: '当天营业开始时刻；与 closes 同为 null 时按星期几的营业时间' },
  closes: nullableStr,
  holiday: { ...flag, description: '1：节假日（按节假日价）' },
  workday: { ...flag, description: '1：调休工作日（周末按平日价）' },
  note: str,
});

export const VenueClosure = obj('VenueClosure', '闭馆或场地暂停开放', {
  id: int,
  court_id: { ...nullableInt, description: '场地；null 为整个场馆' },
  court_name: { type: 'string', description: '场地名称；整个场馆为空' },
  start_at: dateTime,
  end_at: dateTime,
  reason: str,
});

export const CourtPriceRule = obj('CourtPriceRule', '场地价格规则（每小时，分）', {
  band: { type: 'string', enum: PRICE_BAND_KINDS, description: 'weekday 平日价，weekend 周末价，holiday 节假日价，peak 高峰价' },
  band_start: clock,
  band_end: clock,
  price_cents: { type: 'integer', description: '每小时价格（分）' },
  member_price_cents: { ...nullableInt, description: '会员每小时价格（分）；null 为会员按原价' },
});

export const CourtPriceRules = obj('CourtPriceRules', '一个场地的价格规则', {
  court_id: int,
  court_name: str,
  price_rules: arrayOfRef(CourtPriceRule),
});

export const VenueRefundTier = obj('VenueRefundTier', '退款档位：开始前至少多少小时取消，退还的百分比', { hours_before: int, percent: int });

export const VenueBookingSettings = obj('VenueBookingSettings', '场馆预订设置与退款规则', {
  venue_id: int,
  payment_window_minutes: { type: 'integer', description: '支付时限（分钟）' },
  parallel_booking_limit: { type: 'integer', description: '每人同时未结束的预订数上限；0 为不限' },
  max_booking_minutes: { type: 'integer', description: '单次预订时长上限（分钟）' },
  bookable_days: { type: 'integer', description: '可提前预订天数（含当天）' },
  refund_tiers: arrayOfRef(VenueRefundTier),
  refund_policy_text: { type: 'string', description: '退款规则的文字说明' },
  refund_policy_custom: { ...flag, description: '1：场馆自定的退款规则；0：默认规则' },
});

export const VenueBookingConfig = obj('VenueBookingConfig', '场馆的全部预订设置', {
  venue_id: int,
  venue_name: str,
  opening_hours: refTo(VenueOpeningHours),
  special_days_from: { type: 'string', format: 'date' },
  special_days_to: { type: 'string', format: 'date' },
  special_days: arrayOfRef(VenueSpecialDay),
  closures: arrayOfRef(VenueClosure),
  courts: arrayOfRef(CourtPriceRules),
  settings: refTo(VenueBookingSettings),
});

export const venueSettingsSchemas = [
  VenueHoursRange,
  VenueOpeningHours,
  VenueSpecialDay,
  VenueClosure,
  CourtPriceRule,
  CourtPriceRules,
  VenueRefundTier,
  VenueBookingSettings,
  VenueBookingConfig,
];
