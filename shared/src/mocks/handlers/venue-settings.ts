/**
 * A venue's booking settings (docs/venues.md "Settings routes"), as a thin adapter over the venue rules
 * (shared/rules venue-settings.ts): the same checks, refusals and views as services/venue-settings.ts, over the rows of
 * the mocks' one booking store (`mockDb.venueBooking`, from shared/demo/venues.ts as the seed), which the board and
 * the hold of handlers/venue.ts read.
 */
import { BOOKING_MSG, settingsRefusalError } from '../../rules/venue/venue-messages';
import { DEFAULT_BOOKING_SETTINGS } from '../../rules/venue/booking-check';
import { occupancyFromRow } from '../../rules/venue/venue-rows';
import { chinaDate } from '../../rules/china-time';
import { instantMs } from '../../rules/venue/venue-time';
import * as settingsRules from '../../rules/venue/venue-settings';
import { mockDb } from '../db';
import { nextId } from '../finance-kit';
import { notFound, refused } from '../envelope';
import type { MockBookingSettings, MockVenue } from '../fixtures/venues';
import type { MockUser } from '../fixtures/users';
import { canManageMockVenue } from './guard';
import { mock, refuse } from '../route';

/** How many closures not yet over one read lists (services/venue-settings.ts CLOSURES_LISTED). */
const CLOSURES_LISTED = 100;

const store = () => mockDb.venueBooking;
const settingsOf = (venueId: number): MockBookingSettings => store().settings[venueId] ?? { ...DEFAULT_BOOKING_SETTINGS, refundPolicy: [] };
const hoursOf = (venueId: number) => store().openingHours.filter((h) => h.venueId === venueId);

function managedVenue(user: MockUser, venueId: number): MockVenue {
  const venue = mockDb.venues.find((v) => v.id === venueId);
  return venue && canManageMockVenue(user, venue) ? venue : refuse(notFound());
}

const check = (problem: string | null) => {
  if (problem) throw settingsRefusalError(problem);
};

const courtName = (venue: MockVenue, courtId: number | null) => venue.courts.find((c) => c.id === courtId)?.name ?? '';

export const venueSettingsHandlers = [
  mock.get('/admin/venue_booking_config', ({ user, query }) => {
    const venue = managedVenue(user, query.venue_id);
    const now = new Date();
    const days = settingsRules.settingsDays({ from: query.from, to: query.to }, now);
    const s = store();
    const specialDays = s.specialDays.filter((d) => d.venueId === venue.id).filter((d) => d.day >= days.from && d.day <= days.to).sort((a, b) => a.day.localeCompare(b.day));
    const closures = s.closures
      .filter((c) => c.venueId === venue.id && instantMs(c.during.end) > now.getTime())
      .sort((a, b) => instantMs(a.during.start) - instantMs(b.during.start) || a.id - b.id)
      .slice(0, CLOSURES_LISTED);
    return settingsRules.venueSettingsAnswer(venue, days, {
      openingHours: hoursOf(venue.id),
      specialDays,
      closures: closures.map((c) => ({ ...c, courtName: courtName(venue, c.courtId) })),
      courts: venue.courts,
      priceRules: s.priceRules,
      settings: settingsOf(venue.id),
    });
  }),

  mock.put('/admin/venue_opening_hours', ({ user, body }) => {
    const venue = managedVenue(user, body.venue_id);
    check(settingsRules.weeklyHoursProblem(body.hours));
    const rows = settingsRules.weeklyHoursRows(body.hours);
    store().openingHours = [...store().openingHours.filter((h) => h.venueId !== venue.id), ...rows.map((h) => ({ venueId: venue.id, ...h }))];
    return { venue_id: venue.id, ...settingsRules.weeklyHoursView(rows) };
  }),

  mock.put('/admin/venue_special_day', ({ user, body }) => {
    const venue = managedVenue(user, body.venue_id);
    const input = { day: body.day, closed: body.closed === 1, opens: body.opens ?? null, closes: body.closes ?? null, holiday: body.holiday === 1, workday: body.workday === 1, note: body.note ?? '' };
    check(settingsRules.specialDayProblem(input, chinaDate(Date.now())));
    const row = settingsRules.specialDayRow(input);
    store().specialDays = [...store().specialDays.filter((d) => d.venueId !== venue.id || d.day !== row.day), { venueId: venue.id, ...row }];
    return settingsRules.specialDayView(row);
  }),

  mock.delete('/admin/venue_special_day', ({ user, query }) => {
    const venue = managedVenue(user, query.venue_id);
    const isIt = (d: { venueId: number; day: string }) => d.venueId === venue.id && d.day === query.day;
    if (!store().specialDays.some(isIt)) refuse(notFound());
    store().specialDays = store().specialDays.filter((d) => !isIt(d));
    return {};
  }),

  mock.post('/admin/venue_closure', ({ user, body }) => {
    const venue = managedVenue(user, body.venue_id);
    const courtId = body.court_id ?? null;
    if (courtId !== null && !venue.courts.some((c) => c.id === courtId)) refuse(refused(BOOKING_MSG.courtNotFound));
    const now = new Date();
    const closure = { courtId, start: body.start_at, end: body.end_at, reason: (body.closure_reason ?? '').trim() };
    check(settingsRules.closureSaveProblem(closure, now));
    const bookings = store().bookings.filter((b) => b.venueId === venue.id).map(occupancyFromRow);
    const refusal = settingsRules.closureRefusal(closure, bookings, now);
    if (refusal) refuse(refused(refusal));
    const s = store();
    const row = { id: nextId(s.closures), venueId: venue.id, courtId, during: { start: new Date(body.start_at), end: new Date(body.end_at) }, reason: closure.reason };
    s.closures.push(row);
    return settingsRules.closureView(row, courtName(venue, courtId));
  }),

  mock.delete('/admin/venue_closure', ({ user, query }) => {
    const s = store();
    const found = s.closures.find((c) => c.id === query.id);
    const venue = found && mockDb.venues.find((v) => v.id === found.venueId);
    if (!found || !venue || !canManageMockVenue(user, venue)) refuse(notFound());
    s.closures = s.closures.filter((c) => c.id !== query.id);
    return {};
  }),

  mock.put('/admin/venue_price_rules', ({ user, body }) => {
    const venue = mockDb.venues.find((v) => v.courts.some((c) => c.id === body.court_id));
    const court = venue?.courts.find((c) => c.id === body.court_id);
    if (!venue || !court || !canManageMockVenue(user, venue)) refuse(notFound());
    const rules = body.price_rules.map((r) => ({ ...r, member_price_cents: r.member_price_cents ?? null }));
    check(settingsRules.courtPriceRulesProblem(court.id, rules));
    const s = store();
    const kept = s.priceRules.filter((r) => r.courtId !== court.id);
    const rows = settingsRules.courtPriceRuleRows(court.id, rules).map((r, i) => ({ ...r, id: nextId(s.priceRules) + i }));
    s.priceRules = [...kept, ...rows];
    return { court_id: court.id, court_name: court.name, price_rules: settingsRules.priceRulesView(rows) };
  }),

  mock.put('/admin/venue_booking_settings', ({ user, body }) => {
    const { venue_id, ...input } = body;
    const venue = managedVenue(user, venue_id);
    check(settingsRules.bookingSettingsSaveProblem(input));
    const columns = settingsRules.bookingSettingsColumns(input);
    store().settings[venue.id] = columns;
    return { venue_id: venue.id, ...settingsRules.bookingSettingsView(columns) };
  }),
];
