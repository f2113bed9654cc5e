import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Membership, Principal } from '../access/principal.js';
import { formatMb, quotaBucketFor, quotaRefusal } from './storage-quota.js';

const MB = 1024 * 1024;
const limits = { storageQuotaPersonalBytes: 200 * MB, storageQuotaInstitutionBytes: 20480 * MB };
const member = (institutionId: number): Membership => ({ institutionId, institutionType: 6, sportsVenuesId: 0, name: '', logo: '', isAdmin: false });
const organiser: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(6), member(121)] };
const athlete: Principal = { userId: 3, isPlatformAdmin: false, isPerson: true, memberships: [] };
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };

describe('storage quota', () => {
  it('fills the managed active institution’s quota, else the uploader’s far smaller personal one; the platform has none', () => {
    assert.deepEqual(quotaBucketFor(organiser, 6, limits), { kind: 'institution', institutionId: 6, limit: 20480 * MB });
    assert.deepEqual(quotaBucketFor(organiser, 121, limits), { kind: 'personal', userId: 2, managed: [6], limit: 200 * MB }, '121 is managed by nobody');
    assert.deepEqual(quotaBucketFor(organiser, 9, limits), { kind: 'personal', userId: 2, managed: [6], limit: 200 * MB });
    assert.deepEqual(quotaBucketFor(athlete, null, limits), { kind: 'personal', userId: 3, managed: [], limit: 200 * MB });
    assert.equal(quotaBucketFor(admin, null, limits), null);
  });

  it('refuses what does not fit, in Chinese with the sizes', () => {
    assert.equal(quotaRefusal(100 * MB, 100 * MB, 200 * MB), null, 'exactly full is allowed');
    assert.equal(quotaRefusal(150 * MB, 60 * MB, 200 * MB), '存储空间不足：已使用 150M，上限 200M，本次上传需要 60M，请联系平台管理员');
    assert.equal(formatMb(1.5 * MB), '1.5M');
    assert.equal(formatMb(0), '0M');
  });
});
