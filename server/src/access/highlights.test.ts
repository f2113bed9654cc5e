import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AppError } from '../errors.js';
import { composedHighlights, composedItem, visibleHighlights } from './highlights.js';
import type { Principal } from './principal.js';

const member = { institutionId: 5, institutionType: 1, sportsVenuesId: 0, name: '', logo: '', isAdmin: true };
const organiser: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member] };
const other: Principal = { userId: 3, isPlatformAdmin: false, isPerson: false, memberships: [{ ...member, institutionId: 6 }] };
const codeHolder: Principal = { userId: 7, isPlatformAdmin: false, isPerson: false, memberships: [{ ...member, institutionId: 8 }] };
const match = { id: 9, institutionId: 5, status: 'approved', grants: [7] };
const errno = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).errno;
  }
  return null;
};

describe('highlight access (access/highlights.ts)', () => {
  it('lets the organiser and a management-code holder compose, hides the competition from another institution', () => {
    assert.equal(composedHighlights(organiser, match), match);
    assert.equal(composedHighlights(codeHolder, match), match);
    assert.equal(errno(() => composedHighlights(other, match)), 404);
    assert.equal(errno(() => composedHighlights(organiser, undefined)), 404);
  });

  it('lets an item be changed only through its own competition', () => {
    const item = { id: 1, competitionId: 9 };
    assert.equal(composedItem(organiser, item, match), item);
    assert.equal(errno(() => composedItem(other, item, match)), 404);
    assert.equal(errno(() => composedItem(organiser, { id: 1, competitionId: 10 }, match)), 404);
    assert.equal(errno(() => composedItem(organiser, undefined, match)), 404);
  });

  it('shows an approved competition to anyone and a draft to its organiser only', () => {
    assert.equal(visibleHighlights(null, match), match);
    const draft = { ...match, status: 'draft' };
    assert.equal(visibleHighlights(organiser, draft), draft);
    assert.equal(errno(() => visibleHighlights(null, draft)), 404);
    assert.equal(errno(() => visibleHighlights(other, draft)), 404);
  });
});
