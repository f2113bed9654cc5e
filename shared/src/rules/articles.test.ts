import assert from 'node:assert/strict';
import { articleNeedsReview, articleSubmitProblem, articleTransition, isArticlePublic } from './articles';

describe('article status machine', () => {
  const institutional = { institutionId: 1, kind: 1 };
  const platform = { institutionId: null, kind: 1 };
  const typeB = { institutionId: null, kind: 2 };

  it('sends institution articles to review and publishes platform and type-B articles at once', () => {
    assert.equal(articleNeedsReview(institutional), true);
    assert.equal(articleNeedsReview(platform), false);
    assert.equal(articleNeedsReview(typeB), false);
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
    assert.equal(articleSubmitProblem({ kind: 1, title: ' ', columnId: 1, content: '<p>x</p>' }), '请填写文章标题');
    assert.equal(articleSubmitProblem({ kind: 1, title: '标题', columnId: null, content: '<p>x</p>' }), '请选择栏目');
    assert.equal(articleSubmitProblem({ kind: 2, title: '标题', columnId: null, content: '<p> </p>' }), '请填写文章内容');
    assert.equal(articleSubmitProblem({ kind: 2, title: '标题', columnId: null, content: '<p><img src="/api/media/a.png"></p>' }), null);
    assert.equal(articleSubmitProblem({ kind: 1, title: '标题', columnId: 3, content: '<p>正文</p>' }), null);
  });

  it('publishes approved articles from their scheduled time on', () => {
    const now = new Date('2026-06-01T08:00:00Z');
    assert.equal(isArticlePublic({ reviewStatus: 'approved', publishAt: new Date('2026-06-01T07:59:59Z') }, now), true);
    assert.equal(isArticlePublic({ reviewStatus: 'approved', publishAt: new Date('2026-06-01T08:00:01Z') }, now), false);
    assert.equal(isArticlePublic({ reviewStatus: 'pending', publishAt: new Date('2026-05-01T00:00:00Z') }, now), false);
    assert.equal(isArticlePublic({ reviewStatus: 'approved', publishAt: null }, now), false);
  });
});
