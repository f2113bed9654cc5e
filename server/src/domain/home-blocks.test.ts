import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HOME_BLOCK_DEFS, HOME_BLOCKS, isSameIdSet, isShowing } from './home-blocks.js';

const now = new Date('2026-11-23T08:00:00Z');

test('isShowing: enabled items inside their window only', () => {
  assert.equal(isShowing({ enabled: true, showFrom: null, showUntil: null }, now), true);
  assert.equal(isShowing({ enabled: false, showFrom: null, showUntil: null }, now), false);
  assert.equal(isShowing({ enabled: true, showFrom: new Date('2026-11-23T08:00:01Z'), showUntil: null }, now), false);
  assert.equal(isShowing({ enabled: true, showFrom: new Date('2026-11-23T08:00:00Z'), showUntil: null }, now), true);
  assert.equal(isShowing({ enabled: true, showFrom: null, showUntil: new Date('2026-11-23T08:00:00Z') }, now), false);
  assert.equal(isShowing({ enabled: true, showFrom: new Date('2026-11-01T00:00:00Z'), showUntil: new Date('2026-12-01T00:00:00Z') }, now), true);
});

test('isSameIdSet: a reorder must name every id of the block exactly once', () => {
  assert.equal(isSameIdSet([1, 2, 3], [3, 1, 2]), true);
  assert.equal(isSameIdSet([1, 2, 3], [3, 1]), false);
  assert.equal(isSameIdSet([1, 2, 3], [3, 1, 1]), false);
  assert.equal(isSameIdSet([1, 2, 3], [3, 1, 4]), false);
  assert.equal(isSameIdSet([], []), true);
});

test('every block has a distinct route and home key', () => {
  const routes = new Set(HOME_BLOCKS.map((b) => HOME_BLOCK_DEFS[b].route));
  const keys = new Set(HOME_BLOCKS.map((b) => HOME_BLOCK_DEFS[b].homeKey));
  assert.equal(routes.size, HOME_BLOCKS.length);
  assert.equal(keys.size, HOME_BLOCKS.length);
  assert.ok(HOME_BLOCKS.every((b) => HOME_BLOCK_DEFS[b].route.startsWith('/admin/headline') || HOME_BLOCK_DEFS[b].route.startsWith('/admin/recommend_')));
});
