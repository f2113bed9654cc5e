/**
 * Named response schemas of the front desk (docs/venues.md, "Front desk"): a walk-in, a block or a club's recurring
 * booking made by staff, a recurring booking's preview and 预订记录. Registered through `allSchemas` in components.ts;
 * the answers are shared/rules front-desk.ts's views.
 */
import { BOOKING_KINDS } from 'shared/rules';
import { courtTimeProps } from './venue-booking.js';
import { arrayOfRef, dateTime, flag, int, listOf, nullableDateTime, nullableStr, obj, refTo, str } from './json-schema.js';

const bookingState = {
  type: 'string',
  enum: ['pending_payment', 'booked', 'blocked', 'checked_in', 'cancelled', 'expired'],
  description: 'pending_payment 待支付，booked 已预订，blocked 已锁场，checked_in 已核销，cancelled 已取消，expired 已过期',
} as const;

export const DeskOrder = obj('DeskOrder', '前台收款订单（线下收款，已支付）；未收款为 null', { id: int, order_no: str, amount_cents: int, status: str, pay_channel: str }, true);

export const DeskBookedItem = obj('DeskBookedItem', '前台所订（或锁定）的场地时段', {
  id: int,
  ...courtTimeProps,
  amount_cents: int,
  check_in_code: nullableStr,
});

export const VenueDeskBooking = obj('VenueDeskBooking', '前台预订 / 周期预订 / 锁场结果', {
  order: refTo(DeskOrder),
  amount_cents: int,
  recurring_group_id: nullableStr,
  bookings: arrayOfRef(DeskBookedItem),
});

export const RecurringOccurrence = obj('RecurringOccurrence', '周期预订的一个日期', {
  day: str,
  start: dateTime,
  end: dateTime,
  free: { ...flag, description: '1 = 可预订，0 = 冲突（见 reasons）' },
  reasons: { type: 'array', items: str },
});

export const VenueRecurringPreview = obj('VenueRecurringPreview', '周期预订预览：每个日期可否预订及冲突原因', {
  occurrences: arrayOfRef(RecurringOccurrence),
  free_count: int,
  colliding_count: int,
});

export const VenueUnblocked = obj('VenueUnblocked', '解除锁场', { id: int, status: str });

export const VenueBookingRecord = obj('VenueBookingRecord', '预订记录', {
  id: int,
  court_id: int,
  court_name: str,
  kind: { type: 'string', enum: BOOKING_KINDS },
  state: bookingState,
  state_label: str,
  source: { type: 'string', enum: ['online', 'desk', 'recurring', 'block'], description: 'online 线上预订，desk 前台预订，recurring 周期预订，block 锁场' },
  source_label: str,
  day: str,
  start: dateTime,
  end: dateTime,
  time_text: str,
  name: str,
  mobile: { ...str, description: '脱敏手机号 138****0001' },
  check_in_code: nullableStr,
  amount_cents: int,
  order_no: nullableStr,
  order_status: nullableStr,
  pay_channel: str,
  note: str,
  created_at: dateTime,
  checked_in_at: nullableDateTime,
  cancelled_at: nullableDateTime,
  cancel_reason: str,
});

export const VenueBookingRecordList = listOf('VenueBookingRecordList', '预订记录列表', VenueBookingRecord);

export const venueFrontDeskSchemas = [DeskOrder, DeskBookedItem, VenueDeskBooking, RecurringOccurrence, VenueRecurringPreview, VenueUnblocked, VenueBookingRecord, VenueBookingRecordList];
