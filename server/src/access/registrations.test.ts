import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Principal } from './principal.js';
import { mayManageFor, mayRegister } from './registrations.js';

const member = (institutionId: number) => ({ institutionId, name: '', logo: '', isAdmin: true, sportsVenuesId: 0, institutionType: 2 });
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const manager: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(2), member(121)] };
const person: Principal = { userId: 5, isPlatformAdmin: false, isPerson: true, memberships: [] };

describe('registration access', () => {
  it('reviews and registers', () => {
    assert.equal(mayManageFor(admin, 2), false);
    assert.equal(mayManageFor(manager, 2), true);
    assert.equal(mayManageFor(manager, 3), false);
    assert.equal(mayManageFor(manager, null), false);
    assert.equal(mayRegister(person), true);
    assert.equal(mayRegister(manager), false);
  });
});
