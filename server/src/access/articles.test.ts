import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { articleScope, canManageArticle, canWriteArticlesFor } from './articles.js';
import type { Membership, Principal } from './principal.js';

const member = (institutionId: number, institutionType: number): Membership => ({
  institutionId,
  institutionType,
  sportsVenuesId: 0,
  name: '',
  logo: '',
  isAdmin: true,
});
const gov: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(1, 1)] };
const multi: Principal = { userId: 7, isPlatformAdmin: false, isPerson: false, memberships: [member(2, 2), member(3, 3), member(6, 6)] };
const youth: Principal = { userId: 3, isPlatformAdmin: false, isPerson: false, memberships: [member(3, 3)] };
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const person: Principal = { userId: 5, isPlatformAdmin: false, isPerson: true, memberships: [] };

describe('who writes articles', () => {
  it('lets managers of types 1, 2 and 6 write for their own institution only', () => {
    assert.equal(canWriteArticlesFor(gov, 1), true);
    assert.equal(canWriteArticlesFor(gov, 2), false);
    assert.equal(canWriteArticlesFor(multi, 2), true);
    assert.equal(canWriteArticlesFor(multi, 6), true);
    assert.equal(canWriteArticlesFor(multi, 3), false, 'type 3 may not manage articles');
    assert.equal(canWriteArticlesFor(youth, 3), false);
    assert.equal(canWriteArticlesFor(person, 1), false);
    assert.equal(canWriteArticlesFor(gov, null), false, 'only the admin writes for the platform');
    assert.equal(canWriteArticlesFor(admin, null), true);
    assert.equal(canWriteArticlesFor(admin, 3), true);
  });

  it('gives a member of institution 121 (type 6, the personal member centre) nothing to write or manage there', () => {
    const centre: Principal = { userId: 9, isPlatformAdmin: false, isPerson: false, memberships: [member(121, 6)] };
    assert.equal(canWriteArticlesFor(centre, 121), false);
    assert.equal(canManageArticle(centre, { institutionId: 121, kind: 1 }), false);
    assert.deepEqual(articleScope(centre), []);
  });

  it('keeps type-B articles to the platform admin', () => {
    assert.equal(canManageArticle(gov, { institutionId: 1, kind: 1 }), true);
    assert.equal(canManageArticle(gov, { institutionId: 1, kind: 2 }), false);
    assert.equal(canManageArticle(gov, { institutionId: 2, kind: 1 }), false);
    assert.equal(canManageArticle(admin, { institutionId: null, kind: 2 }), true);
  });

  it('scopes lists to the own article-capable institutions', () => {
    assert.equal(articleScope(admin), 'all');
    assert.deepEqual(articleScope(multi), [2, 6]);
    assert.deepEqual(articleScope(youth), []);
    assert.deepEqual(articleScope(person), []);
  });
});
