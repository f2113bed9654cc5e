/**
 * Storage quota (docs/uploads.md, 存储空间): what an upload fills and how much it may hold. An upload made for an
 * institution its uploader manages (the session's active institution) fills that institution's quota; any other
 * upload fills its uploader's personal quota, far smaller (config STORAGE_QUOTA_PERSONAL_MB / _INSTITUTION_MB). The
 * platform's own uploads (the platform admin's) have none. Counted: images and files, videos uploading (their
 * declared length), processing or ready, and partial uploads not yet joined (their declared length) — failed,
 * canceled and joined uploads hold nothing. The check and the row that takes the room happen under one lock
 * (services/media.ts `insertWithinQuota`), so uploads sent in parallel cannot overfill it.
 */
import { canManageInstitution, institutionScope } from '../access/institutions.js';
import type { Principal } from '../access/principal.js';

const MB = 1024 * 1024;

export interface QuotaLimits {
  storageQuotaPersonalBytes: number;
  storageQuotaInstitutionBytes: number;
}

/** Whose storage an upload fills, and its limit in bytes. */
export type QuotaBucket =
  | { kind: 'institution'; institutionId: number; limit: number }
  /** `managed`: the uploader's institutions, whose uploads count there and not here */
  | { kind: 'personal'; userId: number; managed: number[]; limit: number };

/** The bucket of an upload by `principal` for `institutionId` (the active institution), or null: no quota. */
export function quotaBucketFor(principal: Principal, institutionId: number | null, limits: QuotaLimits): QuotaBucket | null {
  if (principal.isPlatformAdmin) return null;
  if (institutionId !== null && canManageInstitution(principal, institutionId)) {
    return { kind: 'institution', institutionId, limit: limits.storageQuotaInstitutionBytes };
  }
  const managed = institutionScope(principal);
  return { kind: 'personal', userId: principal.userId, managed: managed === 'all' ? [] : managed, limit: limits.storageQuotaPersonalBytes };
}

/** Bytes as the size messages write them: `20M`, `1.5M`. */
export function formatMb(bytes: number): string {
  const mb = bytes / MB;
  return Number.isInteger(mb) ? `${mb}M` : `${mb.toFixed(1)}M`;
}

/** The Chinese refusal when `adding` bytes do not fit beside `used` within `limit`, or null. */
export function quotaRefusal(used: number, adding: number, limit: number): string | null {
  if (used + adding <= limit) return null;
  return `存储空间不足：已使用 ${formatMb(used)}，上限 ${formatMb(limit)}，本次上传需要 ${formatMb(adding)}，请联系平台管理员`;
}
