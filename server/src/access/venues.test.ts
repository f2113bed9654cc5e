import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Membership, Principal } from './principal.js';
import { canManageVenue, canSeeVenue } from './venues.js';

const member = (institutionId: number, sportsVenuesId = 0): Membership => ({
  institutionId,
  institutionType: 4,
  sportsVenuesId,
  name: '',
  logo: '',
  isAdmin: false,
});
const principal = (memberships: Membership[], isPlatformAdmin = false): Principal => ({
  userId: 7,
  isPlatformAdmin,
  isPerson: false,
  memberships,
});
const venue = { id: 3, institution_id: 4 };

describe('canManageVenue', () => {
  it('lets the platform admin manage every venue', () => {
    assert.equal(canManageVenue(principal([], true), venue), true);
  });
  it('lets a manager of the institution bound to no venue or to this venue manage it', () => {
    assert.equal(canManageVenue(principal([member(4)]), venue), true);
    assert.equal(canManageVenue(principal([member(4, 3)]), venue), true);
  });
  it('refuses a manager bound to another venue of the institution, or of another institution', () => {
    assert.equal(canManageVenue(principal([member(4, 9)]), venue), false);
    assert.equal(canManageVenue(principal([member(5)]), venue), false);
    assert.equal(canManageVenue(principal([]), venue), false);
  });
  it('never counts the personal member centre (institution 121)', () => {
    assert.equal(canManageVenue(principal([member(121)]), { id: 3, institution_id: 121 }), false);
  });
});

describe('canSeeVenue', () => {
  it('shows an approved venue to anyone, an unapproved one only to its managers', () => {
    assert.equal(canSeeVenue(undefined, { ...venue, status: 'approved' }), true);
    assert.equal(canSeeVenue(undefined, { ...venue, status: 'pending' }), false);
    assert.equal(canSeeVenue(principal([member(5)]), { ...venue, status: 'pending' }), false);
    assert.equal(canSeeVenue(principal([member(4)]), { ...venue, status: 'pending' }), true);
  });
});
