/**
 * Named response schemas of 候补 (docs/venues.md, "候补 (waiting list)"; routes/venue/waitlist.ts): one entry of a user's
 * waiting list and 我的候补. Registered through `allSchemas` in components.ts.
 */
import { courtTimeProps } from './venue-booking.js';
import { dateTime, int, listOf, nullableDateTime, nullableInt, nullableStr, obj, str } from './json-schema.js';

export const VenueWaitlistEntry = obj('VenueWaitlistEntry', '候补', {
  id: int,
  venue_id: int,
  venue_name: str,
  ...courtTimeProps,
  state: { type: 'string', enum: ['waiting', 'offered', 'booked', 'cancelled', 'expired'], description: '候补中 / 已为您保留（待支付）/ 已预订 / 已取消候补 / 已结束' },
  state_label: str,
  position: { ...int, description: '候补中时排在第几位（同一场地、时段重叠、先加入者在前），其他状态为 0' },
  booking_id: { ...nullableInt, description: '为您保留的场地（待支付的锁场或已付款的预订）' },
  hold_expires_at: { ...nullableDateTime, description: '保留到何时（须在此前支付）' },
  order_no: { ...nullableStr, description: '保留场地的待支付订单号（收银台、继续支付）' },
  created_at: dateTime,
});
export const VenueWaitlistList = listOf('VenueWaitlistList', '我的候补', VenueWaitlistEntry);

export const venueWaitlistSchemas = [VenueWaitlistEntry, VenueWaitlistList];
