import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  ip?: string;
}

export function createAuditRepo(db: Db) {
  return {
    async write(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        target: entry.target ?? '',
        detail: entry.detail ?? {},
        ip: entry.ip ?? '',
      });
    },
  };
}
