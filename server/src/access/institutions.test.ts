import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  canManageArticles,
  canManageInstitution,
  canUseOrganiserFeaturesFor,
  institutionScope,
  isVenueManager,
  managedMembershipFor,
  managedMemberships,
  managedListScope,
  managesAnyInstitution,
  mayReadOfInstitution,
  membershipFor,
  organiserScopeFilter,
  scopeListFilter,
} from './institutions.js';
import type { Membership, Principal } from './principal.js';

const member = (institutionId: number, institutionType = 1, sportsVenuesId = 0): Membership => ({
  institutionId,
  institutionType,
  sportsVenuesId,
  name: '',
  logo: '',
  isAdmin: false,
});
const manager: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(2, 2), member(6, 6)] };
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const person: Principal = { userId: 3, isPlatformAdmin: false, isPerson: true, memberships: [] };

describe('canManageInstitution', () => {
  it('allows the platform admin everywhere and a manager only in their institutions', () => {
    assert.equal(canManageInstitution(admin, 99), true);
    assert.equal(canManageInstitution(manager, 2), true);
    assert.equal(canManageInstitution(manager, 6), true);
    assert.equal(canManageInstitution(manager, 1), false);
    assert.equal(canManageInstitution(person, 1), false);
  });
});

describe('institutionScope', () => {
  it('is all for the admin, own ids for a manager, none for a personal user', () => {
    assert.equal(institutionScope(admin), 'all');
    assert.deepEqual(institutionScope(manager), [2, 6]);
    assert.deepEqual(institutionScope(person), []);
  });
});

describe('scopeListFilter', () => {
  it('narrows list filters to what the caller may see', () => {
    assert.equal(scopeListFilter(admin, undefined), 'all');
    assert.deepEqual(scopeListFilter(admin, 5), [5]);
    assert.deepEqual(scopeListFilter(manager, undefined), [2, 6]);
    assert.deepEqual(scopeListFilter(manager, 6), [6]);
    assert.equal(scopeListFilter(manager, 1), null);
  });
});

describe('managedListScope (操作记录, 注册名单, finance lists)', () => {
  const withCentre: Principal = { ...manager, memberships: [member(2, 2), member(121, 6)] };
  it('is scopeListFilter for the admin and a manager, 40300 for anyone else or another institution', () => {
    assert.equal(managedListScope(admin, undefined), 'all');
    assert.deepEqual(managedListScope(admin, 7), [7]);
    assert.deepEqual(managedListScope(withCentre, undefined), [2]);
    assert.throws(() => managedListScope(withCentre, 7), { errno: 40300 });
    assert.throws(() => managedListScope(withCentre, 121), { errno: 40300 });
    assert.throws(() => managedListScope(person, undefined), { errno: 40300 });
  });
});

describe('mayReadOfInstitution (one registration, 注册要求 or operation record)', () => {
  it('lets the admin read any record, a manager those of their institutions', () => {
    assert.equal(mayReadOfInstitution(admin, 2), true);
    assert.equal(mayReadOfInstitution(admin, null), true, 'a record of no institution is the platform admin\'s');
    assert.equal(mayReadOfInstitution(manager, 6), true);
    assert.equal(mayReadOfInstitution(manager, 1), false);
    assert.equal(mayReadOfInstitution(manager, null), false);
    assert.equal(mayReadOfInstitution(person, 2), false);
  });
});

describe('isVenueManager and canManageArticles', () => {
  it('recognises venue managers by type 4 or a bound venue', () => {
    assert.equal(isVenueManager(member(4, 4)), true);
    assert.equal(isVenueManager(member(3, 3, 12)), true);
    assert.equal(isVenueManager(member(3, 3)), false);
  });
  it('lets only types 1, 2 and 6 manage articles', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6].filter(canManageArticles), [1, 2, 6]);
  });
});

describe('canUseOrganiserFeaturesFor / organiserScopeFilter (直播管理, 视频列表)', () => {
  const mixed: Principal = { userId: 4, isPlatformAdmin: false, isPerson: false, memberships: [member(2, 2), member(8, 4), member(9, 1, 3), member(121, 1)] };
  it('allows the admin everywhere and a manager in institutions that are not venue memberships or 121', () => {
    assert.equal(canUseOrganiserFeaturesFor(admin, 99), true);
    assert.equal(canUseOrganiserFeaturesFor(admin, null), true);
    assert.equal(canUseOrganiserFeaturesFor(mixed, 2), true);
    assert.equal(canUseOrganiserFeaturesFor(mixed, 8), false, 'venue operator');
    assert.equal(canUseOrganiserFeaturesFor(mixed, 9), false, 'bound to a venue');
    assert.equal(canUseOrganiserFeaturesFor(mixed, 121), false, 'personal-only institution');
    assert.equal(canUseOrganiserFeaturesFor(mixed, 5), false, 'not theirs');
    assert.equal(canUseOrganiserFeaturesFor(mixed, null), false);
    assert.equal(canUseOrganiserFeaturesFor(person, 2), false);
  });
  it('narrows list filters to those institutions', () => {
    assert.equal(organiserScopeFilter(admin, undefined), 'all');
    assert.deepEqual(organiserScopeFilter(mixed, undefined), [2]);
    assert.deepEqual(organiserScopeFilter(mixed, 2), [2]);
    assert.equal(organiserScopeFilter(mixed, 8), null);
    assert.deepEqual(organiserScopeFilter(person, undefined), []);
  });
});

describe('institution 121 (个人会员中心): its members manage nothing of it', () => {
  const centre: Principal = { userId: 5, isPlatformAdmin: false, isPerson: false, memberships: [member(121, 6)] };
  const both: Principal = { userId: 6, isPlatformAdmin: false, isPerson: false, memberships: [member(121, 6), member(2, 2)] };

  it('is no managed institution in any rule', () => {
    assert.equal(canManageInstitution(centre, 121), false);
    assert.deepEqual(institutionScope(centre), []);
    assert.equal(scopeListFilter(centre, 121), null);
    assert.deepEqual(scopeListFilter(centre, undefined), []);
    assert.equal(managesAnyInstitution(centre), false);
    assert.deepEqual(managedMemberships(centre), []);
    assert.equal(managedMembershipFor(centre, 121), undefined);
    assert.equal(membershipFor(centre, 121)?.institutionId, 121, 'the membership itself stays (menus, active institution)');
  });

  it('leaves the other institutions of a member of 121 alone', () => {
    assert.equal(canManageInstitution(both, 2), true);
    assert.equal(canManageInstitution(both, 121), false);
    assert.deepEqual(institutionScope(both), [2]);
    assert.equal(managesAnyInstitution(both), true);
    assert.equal(canManageInstitution(admin, 121), true, 'the platform admin manages 121');
  });
});
