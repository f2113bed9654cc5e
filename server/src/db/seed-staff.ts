import { DEMO_STAFF, DEMO_STAFF_ROLE } from 'shared/demo';
import type { Tx } from './client.js';
import { institutionRoles, managers, users } from './schema/index.js';
import { hashPassword } from '../services/passwords.js';

/** The demo staff member of shared/demo/staff.ts: a role 财务只读 of institution 1 and its one member. */
export async function seedStaff(tx: Tx): Promise<void> {
  const [role] = await tx
    .insert(institutionRoles)
    .values({ institutionId: DEMO_STAFF_ROLE.institutionId, name: DEMO_STAFF_ROLE.name, permissions: { ...DEMO_STAFF_ROLE.permissions } })
    .returning({ id: institutionRoles.id });
  const [user] = await tx
    .insert(users)
    .values({ account: DEMO_STAFF.account, mobile: DEMO_STAFF.mobile, nickname: DEMO_STAFF.nickname, passwordHash: await hashPassword(DEMO_STAFF.password) })
    .returning({ id: users.id });
  await tx.insert(managers).values({ userId: user!.id, institutionId: DEMO_STAFF.institutionId, isAdmin: false, roleId: role!.id });
}
