import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { articleScope, articleTransition, canManageArticle, canWriteArticlesFor, isPublic, needsReview, submitProblem } from './articles.js';
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

describe('article status machine', () => {
  const institutional = { institutionId: 1, kind: 1 };
  const platform = { institutionId: null, kind: 1 };
  const typeB = { institutionId: null, kind: 2 };

  it('sends institution articles to review and publishes platform and type-B articles at once', () => {
    assert.equal(needsReview(institutional), true);
    assert.equal(needsReview(platform), false);
    assert.equal(needsReview(typeB), false);
    assert.deepEqual(articleTransition('draft', 'submit', institutional), { ok: true, to: 'pending' });
    assert.deepEqual(articleTransition('rejected', 'submit', institutional), { ok: true, to: 'pending' });
    assert.deepEqual(articleTransition('draft', 'submit', typeB), { ok: true, to: 'approved' });
  });

  it('reviews only pending articles', () => {
    assert.deepEqual(articleTransition('pending', 'approve', institutional), { ok: true, to: 'approved' });
    assert.deepEqual(articleTransition('pending', 'reject', institutional), { ok: true, to: 'rejected' });
    assert.deepEqual(articleTransition('approved', 'approve', institutional), { ok: false, msg: '只有待审核的文章可以审核' });
    assert.deepEqual(articleTransition('draft', 'reject', institutional), { ok: false, msg: '只有待审核的文章可以审核' });
  });

  it('refuses edits while pending and sends an edited approved institution article back to draft', () => {
    assert.deepEqual(articleTransition('pending', 'edit', institutional), { ok: false, msg: '文章正在审核中，不能修改' });
    assert.deepEqual(articleTransition('approved', 'edit', institutional), { ok: true, to: 'draft' });
    assert.deepEqual(articleTransition('approved', 'edit', typeB), { ok: true, to: 'approved' });
    assert.deepEqual(articleTransition('pending', 'withdraw', institutional), { ok: true, to: 'draft' });
    assert.deepEqual(articleTransition('approved', 'unpublish', institutional), { ok: true, to: 'draft' });
    assert.deepEqual(articleTransition('pending', 'delete', institutional), { ok: false, msg: '文章正在审核中，不能删除' });
  });

  it('checks completeness before submitting', () => {
    assert.equal(submitProblem({ kind: 1, title: ' ', columnId: 1, content: '<p>x</p>' }), '请填写文章标题');
    assert.equal(submitProblem({ kind: 1, title: '标题', columnId: null, content: '<p>x</p>' }), '请选择栏目');
    assert.equal(submitProblem({ kind: 2, title: '标题', columnId: null, content: '<p> </p>' }), '请填写文章内容');
    assert.equal(submitProblem({ kind: 2, title: '标题', columnId: null, content: '<p><img src="/api/media/a.png"></p>' }), null);
    assert.equal(submitProblem({ kind: 1, title: '标题', columnId: 3, content: '<p>正文</p>' }), null);
  });

  it('publishes approved articles from their scheduled time on', () => {
    const now = new Date('2026-06-01T08:00:00Z');
    assert.equal(isPublic({ reviewStatus: 'approved', publishAt: new Date('2026-06-01T07:59:59Z') }, now), true);
    assert.equal(isPublic({ reviewStatus: 'approved', publishAt: new Date('2026-06-01T08:00:01Z') }, now), false);
    assert.equal(isPublic({ reviewStatus: 'pending', publishAt: new Date('2026-05-01T00:00:00Z') }, now), false);
    assert.equal(isPublic({ reviewStatus: 'approved', publishAt: null }, now), false);
  });
});
