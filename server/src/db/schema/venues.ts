import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { institutions } from './institutions.js';

/** status: pending (new venue awaiting review) | approved | rejected | closed */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    name: varchar('name', { length: 128 }).notNull(),
    address: varchar('address', { length: 255 }).notNull().default(''),
    city: varchar('city', { length: 32 }).notNull().default(''),
    district: varchar('district', { length: 32 }).notNull().default(''),
    sports: text('sports').array().notNull().default([]),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    cover: text('cover').notNull().default(''),
    phone: varchar('phone', { length: 32 }).notNull().default(''),
    openHours: varchar('open_hours', { length: 64 }).notNull().default(''),
    /** Photo URLs shown on the public venue page (/cgDetail). */
    photos: text('photos').array().notNull().default([]),
    /** Map coordinates (GCJ-02, as map services use in China); null when not set. */
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    ...timestamps,
  },
  (t) => [index('venues_institution_idx').on(t.institutionId)],
);

export const courts = pgTable(
  'courts',
  {
    id: serial('id').primaryKey(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 64 }).notNull(),
    sport: varchar('sport', { length: 32 }).notNull(),
    indoor: boolean('indoor').notNull().default(true),
    pricePerHourCents: integer('price_per_hour_cents').notNull().default(0),
    /** open | maintenance | closed */
    status: varchar('status', { length: 16 }).notNull().default('open'),
    ...timestamps,
  },
  (t) => [index('courts_venue_idx').on(t.venueId)],
);

/** A venue manager's requested change to a venue, reviewed by the platform (场馆变更审核). */
export const venueChangeRequests = pgTable('venue_change_requests', {
  id: serial('id').primaryKey(),
  venueId: integer('venue_id')
    .notNull()
    .references(() => venues.id, { onDelete: 'cascade' }),
  changes: jsonb('changes').$type<Record<string, unknown>>().notNull(),
  status: varchar('status', { length: 16 }).notNull().default('pending'),
  ...timestamps,
});
