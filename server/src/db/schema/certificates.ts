import type { CertificateLayout } from 'shared/rules';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { competitions } from './competitions.js';
import { institutions } from './institutions.js';
import { media } from './media.js';
import { eventItems, signUps } from './sign-ups.js';
import { users } from './users.js';

/**
 * A competition's certificate template (证书模板): the page (size, orientation), the background image and the
 * organiser's seal (uploads, `media` rows), and where each field is printed (shared/rules certificates
 * `CertificateLayout.fields`, checked inside the page before it is saved).
 */
export const certificateTemplates = pgTable('certificate_templates', {
  competitionId: integer('competition_id')
    .primaryKey()
    .references(() => competitions.id, { onDelete: 'cascade' }),
  /** A4 | A5 */
  pageSize: varchar('page_size', { length: 8 }).notNull().default('A4'),
  /** landscape | portrait */
  orientation: varchar('orientation', { length: 16 }).notNull().default('landscape'),
  backgroundMediaId: integer('background_media_id').references(() => media.id, { onDelete: 'set null' }),
  sealMediaId: integer('seal_media_id').references(() => media.id, { onDelete: 'set null' }),
  fields: jsonb('fields').$type<Partial<CertificateLayout['fields']>>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * Issued certificates (证书): the facts printed on them are copied at issue, so a certificate stays what it said.
 * `code` is the random verification code of the public page (/certificate/verify/{code}). A corrected result
 * revokes the certificate (status revoked) and issues a new one, `replaced_by`. kind award | finisher | check_in
 * (check-in completions are issued by the check-in challenges; `sign_up_id` is then null).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 16 }).notNull().unique(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    eventItemId: integer('event_item_id').references(() => eventItems.id, { onDelete: 'set null' }),
    signUpId: integer('sign_up_id').references(() => signUps.id, { onDelete: 'set null' }),
    /** the athlete's account (the sign-up's user): their 我的证书; null for an entry the organiser added */
    holderUserId: integer('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    holderName: varchar('holder_name', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    itemName: varchar('item_name', { length: 64 }).notNull().default(''),
    result: varchar('result', { length: 32 }).notNull().default(''),
    place: integer('place'),
    award: varchar('award', { length: 64 }).notNull().default(''),
    issuerInstitutionId: integer('issuer_institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    issuerName: varchar('issuer_name', { length: 128 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    /** valid (有效) | revoked (已撤销) */
    status: varchar('status', { length: 16 }).notNull().default('valid'),
    replacedBy: integer('replaced_by').references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('certificates_competition_idx').on(t.competitionId, t.id),
    index('certificates_holder_idx').on(t.holderUserId, t.id),
    // one valid certificate of a kind per entry
    uniqueIndex('certificates_sign_up_kind_valid_uq').on(t.signUpId, t.kind).where(sql`${t.status} = 'valid' and ${t.signUpId} is not null`),
    check('certificates_kind_ck', sql`${t.kind} in ('award', 'finisher', 'check_in')`),
    check('certificates_status_ck', sql`${t.status} in ('valid', 'revoked')`),
  ],
);
