import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { media } from './media.js';

/** One entry of an application's status history (the review screens append to it). */
export interface ApplicationStatusEntry {
  status: string;
  at: string;
  /** user id of the reviewer; null for the applicant's submission */
  by: number | null;
  reason: string;
  /** an approval: the institution it created (入驻管理, services/onboarding.ts) */
  institution_id?: number;
}

/** A document image of an application: `kind` is licence | public_cert | association_cert | venue_photo. */
export interface ApplicationDocument {
  kind: string;
  media_id: number;
  url: string;
}

/**
 * 入驻申请 (official/tisch): an organisation's application to join the platform, submitted anonymously after the
 * contact mobile was verified by SMS code. institution_type as institutions (1 政府/事业单位, 2 社会组织/协会,
 * 3 青少年培训机构, 4 场馆运营方, 5 赞助商, 6 赛事运营机构). status: pending (待审核) | approved | rejected.
 * At most one pending application per credit code (partial unique index).
 */
export const institutionApplications = pgTable(
  'institution_applications',
  {
    id: serial('id').primaryKey(),
    applicationNo: varchar('application_no', { length: 24 }).notNull().unique(),
    institutionType: integer('institution_type').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    legalPerson: varchar('legal_person', { length: 32 }).notNull(),
    contactName: varchar('contact_name', { length: 32 }).notNull(),
    /** the mobile verified by SMS code when the application was submitted */
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    province: varchar('province', { length: 16 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    intro: text('intro').notNull().default(''),
    logo: text('logo').notNull().default(''),
    logoMediaId: integer('logo_media_id').references(() => media.id, { onDelete: 'set null' }),
    documents: jsonb('documents').$type<ApplicationDocument[]>().notNull().default([]),
    /** venue operators: the venue's address */
    venueAddress: varchar('venue_address', { length: 200 }).notNull().default(''),
    /** sponsors: what they intend to sponsor */
    sponsorshipIntent: text('sponsorship_intent').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    statusHistory: jsonb('status_history').$type<ApplicationStatusEntry[]>().notNull().default([]),
    reviewReason: text('review_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    createdIp: varchar('created_ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    ...timestamps,
  },
  (t) => [
    check('institution_applications_type_ck', sql`${t.institutionType} between 1 and 6`),
    uniqueIndex('institution_applications_pending_credit_uq').on(t.creditCode).where(sql`${t.status} = 'pending'`),
    index('institution_applications_mobile_idx').on(t.contactMobile, t.createdAt),
    index('institution_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Short-lived grants of an anonymous applicant: issued after the SMS code of `mobile` was verified; the token (only
 * its SHA-256 is stored) allows enrolment image uploads, submitting and listing that mobile's applications.
 */
export const enrolmentGrants = pgTable(
  'enrolment_grants',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('enrolment_grants_mobile_idx').on(t.mobile)],
);

/** Images uploaded under an enrolment grant: an application may only name media its own verified mobile uploaded. */
export const enrolmentUploads = pgTable(
  'enrolment_uploads',
  {
    mediaId: integer('media_id')
      .primaryKey()
      .references(() => media.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => enrolmentGrants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [index('enrolment_uploads_mobile_idx').on(t.mobile)],
);
