import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Principal } from './principal.js';
import { scoreAccess } from './schedule.js';

const person = (userId: number): Principal => ({ userId, isPlatformAdmin: false, isPerson: true, memberships: [] });
const manager = (userId: number, institutionId: number): Principal => ({
  userId,
  isPlatformAdmin: false,
  isPerson: false,
  memberships: [{ institutionId, name: '机构', logo: '', isAdmin: true, sportsVenuesId: 0, institutionType: 1 }],
});
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const competition = { institutionId: 5 };

describe('scoreAccess', () => {
  it('lets organisers, grant holders and the platform admin enter any score', () => {
    assert.equal(scoreAccess(manager(10, 5), competition, [], [], false), 'organiser');
    assert.equal(scoreAccess(manager(11, 6), competition, [11], [], false), 'organiser');
    assert.equal(scoreAccess(admin, competition, [], [], false), 'organiser');
  });
  it('lets a referee enter only the fixtures they are assigned to', () => {
    assert.equal(scoreAccess(person(20), competition, [], [20, 21], true), 'referee');
    assert.equal(scoreAccess(person(22), competition, [], [20, 21], true), 'forbidden');
  });
  it('hides fixtures from other institutions and athletes', () => {
    assert.equal(scoreAccess(manager(12, 6), competition, [], [], false), 'not_found');
    assert.equal(scoreAccess(person(30), competition, [], [20], false), 'not_found');
  });
});
