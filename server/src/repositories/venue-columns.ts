/**
 * The columns of a venue's booking tables as the venue rules' row types read them (shared/rules venue-rows.ts), for
 * every repository that reads them: the booking check (bookings.ts), the board (venue-booking.ts) and the settings
 * (venue-settings.ts).
 */
import { bookings, courtPriceRules, venueClosures, venueOpeningHours, venueSpecialDays } from '../db/schema/index.js';

/** OpeningHoursRow */
export const openingHourColumns = { weekday: venueOpeningHours.weekday, opensMinute: venueOpeningHours.opensMinute, closesMinute: venueOpeningHours.closesMinute };

/** SpecialDayRow */
export const specialDayColumns = {
  day: venueSpecialDays.day,
  closed: venueSpecialDays.closed,
  opensMinute: venueSpecialDays.opensMinute,
  closesMinute: venueSpecialDays.closesMinute,
  holiday: venueSpecialDays.holiday,
  workday: venueSpecialDays.workday,
};

/** ClosureRow */
export const closureColumns = { id: venueClosures.id, courtId: venueClosures.courtId, during: venueClosures.during, reason: venueClosures.reason };

/** PriceRuleRow */
export const priceRuleColumns = {
  id: courtPriceRules.id,
  courtId: courtPriceRules.courtId,
  band: courtPriceRules.band,
  startsMinute: courtPriceRules.startsMinute,
  endsMinute: courtPriceRules.endsMinute,
  priceCents: courtPriceRules.priceCents,
  memberPriceCents: courtPriceRules.memberPriceCents,
};

/** OccupancyRow: what a booking row says about the time it occupies (the booking check, the board, a check-in) */
export const occupancyColumns = {
  id: bookings.id,
  courtId: bookings.courtId,
  during: bookings.during,
  kind: bookings.kind,
  status: bookings.status,
  holdExpiresAt: bookings.holdExpiresAt,
  userId: bookings.userId,
};
