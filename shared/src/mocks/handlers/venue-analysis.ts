/** 场馆数据分析 (GET /admin/venue_analysis): the rules' analysisDays and venueAnalysisView over the mocks' booking store, as services/venue-analysis.ts. */
import { analysisDays, venueAnalysisView } from '../../rules/venue/venue-analysis';
import { mockDb } from '../db';
import { notFound } from '../envelope';
import { mock, refuse } from '../route';
import { canManageMockVenue } from './guard';

export const venueAnalysisHandlers = [
  mock.get('/admin/venue_analysis', ({ user, query }) => {
    const venue = mockDb.venues.find((v) => v.id === query.venue_id);
    if (!venue || !canManageMockVenue(user, venue)) refuse(notFound());
    const range = analysisDays({ from: query.from, to: query.to }, new Date());
    const s = mockDb.venueBooking;
    const courts = venue.courts
      .filter((c) => s.courtSettings[c.id]?.active !== false)
      .sort((a, b) => (s.courtSettings[a.id]?.sort ?? 0) - (s.courtSettings[b.id]?.sort ?? 0) || a.id - b.id);
    const rows = {
      venue,
      courts,
      openingHours: s.openingHours.filter((h) => h.venueId === venue.id),
      specialDays: s.specialDays.filter((d) => d.venueId === venue.id && d.day >= range.from && d.day <= range.to),
      bookings: s.bookings.filter((b) => b.venueId === venue.id && b.kind === 'booking' && b.status !== 'expired'),
    };
    return venueAnalysisView(rows, range);
  }),
];
