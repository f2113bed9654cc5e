/**
 * Named response schemas of court booking (docs/venues.md, "Routes"): the courts a venue manages with their price
 * rules, the staff board and the public board of a day, a hold with its order, 我的预订 and a check-in. Registered
 * through `allSchemas` in components.ts.
 */
import { BOOKING_KINDS, BOOKING_STATUSES, ORDER_STATUSES, PRICE_BAND_KINDS } from 'shared/rules';
import { arrayOfRef, dateTime, flag, int, listOf, nullableDateTime, nullableInt, nullableStr, obj, refTo, str } from './json-schema.js';

const courtStatus = { type: 'string', enum: ['open', 'maintenance', 'closed'] } as const;
const bookingKind = { type: 'string', enum: BOOKING_KINDS } as const;
const bookingStatus = { type: 'string', enum: BOOKING_STATUSES } as const;
const bookingState = {
  type: 'string',
  enum: ['pending_payment', 'booked', 'blocked', 'checked_in', 'cancelled', 'expired'],
  description: 'pending_payment 待支付，booked 已预订，blocked 已锁场，checked_in 已核销，cancelled 已取消，expired 已过期',
} as const;

export const VenueCourtPriceRule = obj('VenueCourtPriceRule', '场地价格规则', {
  id: int,
  band: { type: 'string', enum: PRICE_BAND_KINDS, description: 'weekday 平日价，weekend 周末价，holiday 节假日价，peak 高峰价' },
  start: str,
  end: str,
  price_cents: int,
  member_price_cents: nullableInt,
  text: { ...str, description: '平日价 06:00–18:00 ¥400/小时（会员 ¥320/小时）' },
});

export const VenueCourt = obj('VenueCourt', '场地（场馆管理）', {
  id: int,
  venue_id: int,
  name: str,
  sport: str,
  indoor: flag,
  capacity: int,
  sort: int,
  price_per_hour_cents: int,
  status: courtStatus,
  active: { ...flag, description: '0 = 已停用：不对外展示、不可预订，保留其预订记录' },
  price_rules: arrayOfRef(VenueCourtPriceRule),
});
export const VenueCourtList = listOf('VenueCourtList', '场地列表', VenueCourt);

const slotProps = {
  start: dateTime,
  end: dateTime,
  start_clock: str,
  end_clock: str,
  price_per_hour_cents: nullableInt,
  amount_cents: { ...nullableInt, description: '该半小时的价格（分）' },
  price_text: { ...nullableStr, description: '周六 18:00–20:00 高峰价 ¥120/小时' },
} as const;

export const VenueSiteSlot = obj('VenueSiteSlot', '可预订时段（公开）', {
  ...slotProps,
  state: { type: 'string', enum: ['free', 'taken', 'closed'], description: 'free 可预订，taken 已被预订，closed 不开放（非营业时间、已过、闭馆、维护）' },
});

export const VenueBoardBooking = obj(
  'VenueBoardBooking',
  '占用该时段的预订',
  {
    id: int,
    kind: bookingKind,
    status: bookingStatus,
    name: str,
    mobile: str,
    check_in_code: nullableStr,
    note: str,
  },
  true,
);

export const VenueBoardSlot = obj('VenueBoardSlot', '预订管理时段', {
  ...slotProps,
  state: { type: 'string', enum: ['free', 'taken', 'held', 'outside', 'closed', 'past'], description: 'free 空闲，taken 已预订或锁场，held 待支付，outside 非营业时间，closed 不开放，past 已过' },
  closed_reason: nullableStr,
  booking: refTo(VenueBoardBooking),
});

const courtHead = { id: int, name: str, sport: str, indoor: flag } as const;
export const VenueSiteCourt = obj('VenueSiteCourt', '场地时段（公开）', { ...courtHead, slots: arrayOfRef(VenueSiteSlot) });
export const VenueBoardCourt = obj('VenueBoardCourt', '场地时段（预订管理）', { ...courtHead, status: courtStatus, slots: arrayOfRef(VenueBoardSlot) });

const boardHead = { venue_id: int, venue_name: str, day: str, weekday: str, open_text: { ...str, description: '当天营业时间，不营业为空' } } as const;
export const VenueSiteBoard = obj('VenueSiteBoard', '场馆一天的可预订时段', { ...boardHead, courts: arrayOfRef(VenueSiteCourt) });
export const VenueBoard = obj('VenueBoard', '预订管理：场地 × 时段', { ...boardHead, courts: arrayOfRef(VenueBoardCourt) });

/** The court and the time of a booked (or waited-for) slot: the properties every booking answer starts with after its ids. */
export const courtTimeProps = { court_id: int, court_name: str, start: dateTime, end: dateTime } as const;

export const HeldBooking = obj('HeldBooking', '已锁定待支付的场地', {
  id: int,
  ...courtTimeProps,
  amount_cents: int,
  check_in_code: str,
});

export const BookingOrder = obj('BookingOrder', '订场订单（待支付）', { id: int, order_no: str, amount_cents: int, expires_at: dateTime });

export const BookingHold = obj('BookingHold', '锁场结果：待支付订单与所订场地', {
  order: refTo(BookingOrder),
  bookings: arrayOfRef(HeldBooking),
});

export const MyBooking = obj('MyBooking', '我的预订', {
  id: int,
  venue_id: int,
  venue_name: str,
  ...courtTimeProps,
  kind: bookingKind,
  status: bookingStatus,
  state: bookingState,
  state_label: str,
  amount_cents: int,
  check_in_code: nullableStr,
  hold_expires_at: nullableDateTime,
  order_id: nullableInt,
  order_no: nullableStr,
  order_status: { type: ['string', 'null'], enum: [...ORDER_STATUSES, null] },
});
export const MyBookingList = listOf('MyBookingList', '我的预订列表', MyBooking);

export const BookingCheckedIn = obj('BookingCheckedIn', '核销结果', {
  id: int,
  venue_id: int,
  court_id: int,
  court_name: str,
  start: dateTime,
  end: dateTime,
  name: str,
  checked_in_at: dateTime,
});

export const venueBookingSchemas = [
  VenueCourtPriceRule,
  VenueCourt,
  VenueCourtList,
  VenueSiteSlot,
  VenueBoardBooking,
  VenueBoardSlot,
  VenueSiteCourt,
  VenueBoardCourt,
  VenueSiteBoard,
  VenueBoard,
  HeldBooking,
  BookingOrder,
  BookingHold,
  MyBooking,
  MyBookingList,
  BookingCheckedIn,
];
