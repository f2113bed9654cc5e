import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHECK_IN_MSG } from 'shared/rules';
import type { AppError } from '../errors.js';
import { organisedChallenge, participantToRead, visibleChallenge } from './check-ins.js';
import type { Principal } from './principal.js';

const member = { institutionId: 5, institutionType: 1, sportsVenuesId: 0, name: '', logo: '', isAdmin: true };
const organiser: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member] };
const athlete: Principal = { userId: 4, isPlatformAdmin: false, isPerson: true, memberships: [] };
const activity = { id: 9, institutionId: 5, cType: 2, status: 'approved', grants: [] };
const errno = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return [(error as AppError).errno, (error as AppError).message];
  }
  return null;
};

describe('check-in access (access/check-ins.ts)', () => {
  it('lets the organiser set an activity, refuses a match, hides it from others', () => {
    assert.equal(organisedChallenge(organiser, activity), activity);
    assert.deepEqual(errno(() => organisedChallenge(organiser, { ...activity, cType: 1 })), [40000, CHECK_IN_MSG.notActivity]);
    assert.equal(errno(() => organisedChallenge(athlete, activity))?.[0], 404);
    assert.equal(errno(() => organisedChallenge(organiser, undefined))?.[0], 404);
  });

  it('shows an approved activity to anyone and a draft to its organiser only', () => {
    assert.deepEqual(visibleChallenge(null, activity), { competition: activity, organiser: false });
    assert.equal(visibleChallenge(organiser, { ...activity, status: 'draft' }).organiser, true);
    assert.equal(errno(() => visibleChallenge(athlete, { ...activity, status: 'draft' }))?.[0], 404);
    assert.equal(errno(() => visibleChallenge(null, { ...activity, cType: 1 }))?.[0], 404);
  });

  it('reads any participant for the organiser and only oneself for a participant', () => {
    const me = { signUpId: 11, userId: 4 };
    const other = { signUpId: 12, userId: 5 };
    assert.equal(participantToRead(organiser, true, other, undefined, 12), other);
    assert.equal(participantToRead(athlete, false, me, me, 11), me);
    assert.equal(participantToRead(athlete, false, undefined, me, undefined), me);
    assert.equal(errno(() => participantToRead(athlete, false, other, me, 12))?.[0], 404);
    assert.equal(errno(() => participantToRead(athlete, false, undefined, undefined, undefined))?.[0], 404);
  });
});
