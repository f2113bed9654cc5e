/**
 * A venue's booking configuration as one value — what 场馆信息 / 预订管理 save and every rule reads: the opening hours,
 * the holiday calendar, the booking settings (longest booking, per-user limit, days ahead, payment window), the
 * refund tiers and the price rules. `venueConfigProblem` is the one validation of a save (errno 42200 through
 * settingsRefusalError); `defaultVenueConfig` what a venue without one books by (its `open_hours` text every day).
 */
import { bookingSettingsProblem, DEFAULT_BOOKING_SETTINGS, type BookingSettings } from './booking-check.ts';
import { holdMinutesProblem } from './holds.ts';
import { openingHoursFromText, openingHoursProblem, type OpeningHours } from './opening-hours.ts';
import { holidayCalendarProblem, priceRulesProblem, type HolidayCalendar, type PriceRule } from './pricing.ts';
import { bookingRefundPolicyProblem, DEFAULT_BOOKING_REFUND_POLICY, type BookingRefundPolicy } from './refund-policy.ts';

export interface VenueConfig {
  hours: OpeningHours;
  calendar: HolidayCalendar;
  settings: BookingSettings;
  refundPolicy: BookingRefundPolicy;
  priceRules: PriceRule[];
}

/** The configuration of a venue that saved none: its `open_hours` text every day (closed when unreadable), the defaults. */
export function defaultVenueConfig(openHoursText: string): VenueConfig {
  return {
    hours: openingHoursFromText(openHoursText) ?? { weekly: {} },
    calendar: { holidays: [], workdays: [] },
    settings: { ...DEFAULT_BOOKING_SETTINGS },
    refundPolicy: { tiers: DEFAULT_BOOKING_REFUND_POLICY.tiers.map((t) => ({ ...t })) },
    priceRules: [],
  };
}

/** The first reason a configuration cannot be saved, in the order of the form (hours, calendar, settings, window, refunds, prices), or null. */
export function venueConfigProblem(config: VenueConfig): string | null {
  return (
    openingHoursProblem(config.hours) ??
    holidayCalendarProblem(config.calendar) ??
    bookingSettingsProblem(config.settings) ??
    holdMinutesProblem(config.settings.paymentWindowMinutes) ??
    bookingRefundPolicyProblem(config.refundPolicy) ??
    priceRulesProblem(config.priceRules)
  );
}
