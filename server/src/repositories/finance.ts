/** Small reads the finance workflows share (services/withdrawals.ts, routes/finance/flow-exports.ts). */
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { institutions, users } from '../db/schema/index.js';

/** The institution's name, or undefined when there is none. */
export async function institutionNameOf(db: Db | Tx, id: number): Promise<string | undefined> {
  const [row] = await db.select({ name: institutions.name }).from(institutions).where(eq(institutions.id, id)).limit(1);
  return row?.name;
}

/** A user's mobile, or null without one. */
export async function mobileOfUser(db: Db | Tx, userId: number): Promise<string | null> {
  const [row] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.mobile || null;
}
