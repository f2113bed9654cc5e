import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canManageCertificates, holdsCertificate } from './certificates.js';
import type { Membership, Principal } from './principal.js';

const member = (institutionId: number): Membership => ({ institutionId, institutionType: 1, sportsVenuesId: 0, name: '', logo: '', isAdmin: true });
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const organiser: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(5)] };
const other: Principal = { userId: 3, isPlatformAdmin: false, isPerson: false, memberships: [member(6)] };
const athlete: Principal = { userId: 4, isPlatformAdmin: false, isPerson: true, memberships: [] };

describe('certificate access', () => {
  it('lets the organiser and the platform admin manage, not another institution', () => {
    assert.equal(canManageCertificates(organiser, { institutionId: 5 }, []), true);
    assert.equal(canManageCertificates(admin, { institutionId: 5 }, []), true);
    assert.equal(canManageCertificates(other, { institutionId: 5 }, []), false);
    assert.equal(canManageCertificates(athlete, { institutionId: 5 }, [4]), false);
  });
  it('lets the holder alone download their own', () => {
    assert.equal(holdsCertificate(athlete, { holderUserId: 4 }), true);
    assert.equal(holdsCertificate(other, { holderUserId: 4 }), false);
    assert.equal(holdsCertificate(athlete, { holderUserId: null }), false);
  });
});
