/** Types of 订场设置 from the server's OpenAPI document (shared/src/api/generated/schema.ts, `pnpm openapi`). */
import type { Json } from 'shared';
import type { components } from 'shared/api-schema';

type Schemas = components['schemas'];

export type VenueBookingConfig = Schemas['VenueBookingConfig'];
export type VenueCourt = Schemas['VenueCourt'];
export type VenueCourtList = Schemas['VenueCourtList'];
export type CourtPriceRules = Schemas['CourtPriceRules'];
export type CourtPriceRule = Schemas['CourtPriceRule'];
export type VenueClosure = Schemas['VenueClosure'];
export type VenueSpecialDay = Schemas['VenueSpecialDay'];
export type VenueOpeningHours = Schemas['VenueOpeningHours'];
export type VenueBookingSettings = Schemas['VenueBookingSettings'];
export type CourtAddPayload = Json<'/admin/venue_court_add', 'post'>;
export type CourtUpdatePayload = Json<'/admin/venue_court_update', 'post'>;
export type OpeningHoursPayload = Json<'/admin/venue_opening_hours', 'put'>;
export type SpecialDayPayload = Json<'/admin/venue_special_day', 'put'>;
export type ClosurePayload = Json<'/admin/venue_closure', 'post'>;
export type PriceRulesPayload = Json<'/admin/venue_price_rules', 'put'>;
export type BookingSettingsPayload = Json<'/admin/venue_booking_settings', 'put'>;
