import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { institutionRoles, institutions } from './institutions.js';
import { users } from './users.js';

/**
 * 邀请成员: an owner invites a mobile into the institution with a role; the invitee accepts with an SMS code (scene
 * staff_invite) and a password, which is their consent, within STAFF_INVITATION_TTL_DAYS.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => institutionRoles.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** pending | accepted | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('staff_invitations_mobile_idx').on(t.mobile, t.status), index('staff_invitations_institution_idx').on(t.institutionId)],
);
