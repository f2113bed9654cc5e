import { timestamp } from 'drizzle-orm/pg-core';

/** created_at / updated_at shared by every table. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date()),
};

/** Review status used by every pending-review table. */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';
