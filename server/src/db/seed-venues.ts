/**
 * Demo data of court booking (docs/venues.md; the rows: shared/src/demo/venues.ts): every venue's opening hours per
 * weekday, the price rules and capacity of the demo courts (a Saturday 18:00–20:00 peak of ¥120/小时 on the tennis
 * courts), and bookings relative to today in China time — the demo athlete's tomorrow, priced by the rules, and a staff block.
 * A third, yesterday's, was checked in. Runs after the base seed, so venues, courts and the demo accounts exist.
 */
import { asc, eq } from 'drizzle-orm';
import { demoVenueBookingRows, type DemoAccountName } from 'shared/demo';
import type { Db } from './client.js';
import { bookings, courtPriceRules, courts, venueOpeningHours, venues } from './schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function seedVenueBooking(tx: Tx, byAccount: Record<DemoAccountName, number>, now = new Date()) {
  const venueRows = await tx.select({ id: venues.id, name: venues.name, openHours: venues.openHours }).from(venues).orderBy(asc(venues.id));
  const courtRows = await tx.select({ id: courts.id, venueId: courts.venueId, sport: courts.sport, price: courts.pricePerHourCents }).from(courts).orderBy(asc(courts.id));
  const demo = demoVenueBookingRows(venueRows.map((v) => ({ ...v, courts: courtRows.filter((c) => c.venueId === v.id) })), now);
  if (demo.openingHours.length > 0) await tx.insert(venueOpeningHours).values(demo.openingHours);
  for (const [courtId, capacity] of Object.entries(demo.capacity)) await tx.update(courts).set({ capacity }).where(eq(courts.id, Number(courtId)));
  if (demo.priceRules.length > 0) await tx.insert(courtPriceRules).values(demo.priceRules.map(({ id: _id, ...r }) => r));
  for (const b of demo.bookings) {
    const { venueId, courtId, during, note } = b;
    if (b.kind === 'block') {
      await tx.insert(bookings).values({ venueId, courtId, during, kind: 'block', staffId: byAccount[b.account], note });
      continue;
    }
    await tx.insert(bookings).values({
      venueId,
      courtId,
      during,
      kind: 'booking',
      userId: byAccount[b.account],
      staffId: byAccount.venue_mgr,
      amountCents: b.amountCents,
      checkInCode: b.checkInCode,
      note,
      ...(b.checkedIn ? { status: 'checked_in' as const, checkedInAt: during.end, checkedInBy: byAccount.venue_mgr } : {}),
    });
  }
}
