/** What the live repositories share: the actor of a write and its audit entry. */
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Actor {
  userId: number;
  ip: string;
}

export async function audit(tx: Tx | Db, actor: Actor, action: string, target: string, detail: Record<string, unknown> = {}) {
  await tx.insert(auditLog).values({ actorId: actor.userId, action, target, detail, ip: actor.ip });
}

