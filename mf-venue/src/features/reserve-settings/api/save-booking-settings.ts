import { http } from 'shared';
import type { BookingSettingsPayload, VenueBookingSettings } from './types';

/** PUT /admin/venue_booking_settings — payment window, limits, days ahead and the refund tiers, all at once. */
export function saveBookingSettings(payload: BookingSettingsPayload): Promise<VenueBookingSettings> {
  return http.put('/admin/venue_booking_settings', payload);
}
