import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Membership, Principal } from './principal.js';
import { seriesAccess } from './series.js';

const member = (institutionId: number): Membership => ({ institutionId, institutionType: 1, sportsVenuesId: 0, name: '', logo: '', isAdmin: true });
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const owner: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(5)] };
const other: Principal = { userId: 3, isPlatformAdmin: false, isPerson: false, memberships: [member(6)] };
const person: Principal = { userId: 4, isPlatformAdmin: false, isPerson: true, memberships: [] };
const series = { institution_id: 5 };

describe('seriesAccess', () => {
  it('owns for the admin and the institution, views for a grant holder of a member, hides from the rest', () => {
    assert.equal(seriesAccess(admin, series, false), 'owner');
    assert.equal(seriesAccess(owner, series, false), 'owner');
    assert.equal(seriesAccess(other, series, true), 'viewer');
    assert.equal(seriesAccess(other, series, false), null);
    assert.equal(seriesAccess(person, series, true), null);
  });
});
