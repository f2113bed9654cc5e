import assert from 'node:assert/strict';
import { ARTICLE_CONTENT_MAX, ARTICLE_KIND, ARTICLE_MSG, articleFieldChanges, articleNeedsReview, articleSubmitProblem, articleTransition, isArticlePublic } from './articles';

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

describe('articleFieldChanges', () => {
  const ctx = { kind: ARTICLE_KIND.column, currentCover: '/img/demo.png', columnExists: true };
  it('trims, sanitises and leaves an unchanged cover alone', () => {
    const r = articleFieldChanges({ title: ' 标题 ', author: ' 作者 ', cover: '/img/demo.png', content: '<p>正文</p><script>x</script>', column_id: 3, publish_at: null }, ctx);
    expect(r).toEqual({ changes: { title: '标题', author: '作者', content: '<p>正文</p>', column_id: 3, publish_at: null } });
  });
  it('refuses in the server order: title, cover, content, column', () => {
    expect(articleFieldChanges({ title: ' ', cover: 'javascript:1' }, ctx)).toEqual({ problem: ARTICLE_MSG.titleRequired });
    expect(articleFieldChanges({ cover: 'javascript:alert(1)', column_id: 9 }, { ...ctx, columnExists: false })).toEqual({ problem: ARTICLE_MSG.coverInvalid });
    expect(articleFieldChanges({ content: 'x'.repeat(ARTICLE_CONTENT_MAX + 1) }, ctx)).toEqual({ problem: `文章内容不能超过${ARTICLE_CONTENT_MAX}个字符` });
    expect(articleFieldChanges({ column_id: 9 }, { ...ctx, kind: ARTICLE_KIND.typeB })).toEqual({ problem: ARTICLE_MSG.typeBHasNoColumn });
    expect(articleFieldChanges({ column_id: 9 }, { ...ctx, columnExists: false })).toEqual({ problem: ARTICLE_MSG.columnMissing });
    expect(articleFieldChanges({ column_id: null }, { ...ctx, kind: ARTICLE_KIND.typeB, columnExists: false })).toEqual({ changes: { column_id: null } });
  });
});
