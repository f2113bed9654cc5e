/**
 * Demo data of court booking (docs/venues.md; the rows: shared/src/demo/venues.ts): every venue's opening hours per
 * weekday, the price rules and capacity of the demo courts (a Saturday 18:00–20:00 peak of ¥120/小时 on the tennis
 * courts), and bookings relative to today in China time — the demo athlete's tomorrow, priced by the rules, and a staff block.
 * A third, yesterday's, was checked in. Runs after the base seed, so venues, courts and the demo accounts exist.
 */
import { asc, eq } from 'drizzle-orm';
import { DEMO_BOOKINGS, demoBookingRange, demoCheckInCode, demoCourtBooking, demoOpeningHoursRows, type DemoAccountName } from 'shared/demo';
import { priceRuleFromRow, rangePrice } from 'shared/rules';
import type { Db } from './client.js';
import { bookings, courtPriceRules, courts, venueOpeningHours, venues } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedVenueBooking(tx: Tx, byAccount: Record<DemoAccountName, number>, now = new Date()) {
  const venueRows = await tx.select({ id: venues.id, name: venues.name, openHours: venues.openHours }).from(venues).orderBy(asc(venues.id));
  const courtRows = await tx.select({ id: courts.id, venueId: courts.venueId, sport: courts.sport, price: courts.pricePerHourCents }).from(courts).orderBy(asc(courts.id));
  for (const venue of venueRows) {
    const hours = demoOpeningHoursRows(venue.name, venue.openHours);
    if (hours.length > 0) await tx.insert(venueOpeningHours).values(hours.map((h) => ({ venueId: venue.id, ...h })));
    for (const court of courtRows.filter((c) => c.venueId === venue.id)) {
      const demo = demoCourtBooking(venue.name, court.sport, court.id);
      if (!demo) continue;
      await tx.update(courts).set({ capacity: demo.capacity }).where(eq(courts.id, court.id));
      await tx.insert(courtPriceRules).values(demo.rules);
    }
  }
  for (const [index, b] of DEMO_BOOKINGS.entries()) {
    const venue = venueRows.find((v) => v.name === b.venue);
    const court = venue && courtRows.find((c) => c.venueId === venue.id && c.sport === b.sport);
    if (!court) continue;
    const during = demoBookingRange(b, now);
    if (b.kind === 'block') {
      await tx.insert(bookings).values({ venueId: court.venueId, courtId: court.id, during, kind: 'block', staffId: byAccount[b.account], note: b.note });
      continue;
    }
    const rules = (demoCourtBooking(b.venue, b.sport, court.id)?.rules ?? []).map((r, i) => priceRuleFromRow({ ...r, id: i + 1 }));
    const price = rangePrice({ rules, standardPricePerHourCents: court.price }, court.id, during.start, during.end);
    await tx.insert(bookings).values({
      venueId: court.venueId,
      courtId: court.id,
      during,
      kind: 'booking',
      userId: byAccount[b.account],
      staffId: byAccount.venue_mgr,
      amountCents: price.totalCents,
      checkInCode: demoCheckInCode(index),
      note: b.note,
      ...(b.checkedIn ? { status: 'checked_in' as const, checkedInAt: during.end, checkedInBy: byAccount.venue_mgr } : {}),
    });
  }
}
