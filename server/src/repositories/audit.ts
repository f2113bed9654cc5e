import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  ip?: string;
}

/** Writes one audit line on `db` (the caller's `tx` when it belongs to a workflow's transaction). */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target ?? '',
    detail: entry.detail ?? {},
    ip: entry.ip ?? '',
  });
}

export function createAuditRepo(db: Db) {
  return {
    /** One audit line on its own; inside a transaction: `writeIn(tx, entry)`. */
    write: (entry: AuditEntry) => writeAudit(db, entry),
    writeIn: writeAudit,
  };
}
