import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COMPETITION_STATUSES, competitionTransition as transition, filingProblem } from 'shared/rules';
import { canManageCompetition, ownsCompetition } from './competitions.js';
import type { Membership, Principal } from './principal.js';

const member = (institutionId: number): Membership => ({ institutionId, institutionType: 1, sportsVenuesId: 0, name: '', logo: '', isAdmin: true });
const admin: Principal = { userId: 1, isPlatformAdmin: true, isPerson: false, memberships: [] };
const owner: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member(5)] };
const other: Principal = { userId: 3, isPlatformAdmin: false, isPerson: false, memberships: [member(6)] };
const person: Principal = { userId: 4, isPlatformAdmin: false, isPerson: true, memberships: [] };
const competition = { institutionId: 5 };

describe('canManageCompetition', () => {
  it('lets the admin and the owner institution manage', () => {
    assert.equal(canManageCompetition(admin, competition, []), true);
    assert.equal(canManageCompetition(owner, competition, []), true);
    assert.equal(ownsCompetition(owner, competition), true);
  });
  it('lets another institution user manage only with a grant, and never own', () => {
    assert.equal(canManageCompetition(other, competition, []), false);
    assert.equal(canManageCompetition(other, competition, [3]), true);
    assert.equal(canManageCompetition(other, competition, [2, 4]), false);
    assert.equal(ownsCompetition(other, competition), false);
  });
  it('never lets a personal user manage, even with a stray grant', () => {
    assert.equal(canManageCompetition(person, competition, [4]), false);
  });
});

describe('transition', () => {
  it('follows draft → pending → approved | rejected, rejected/withdrawn → pending, pending → withdrawn', () => {
    assert.deepEqual(transition('draft', 'file'), { ok: true, to: 'pending' });
    assert.deepEqual(transition('pending', 'approve'), { ok: true, to: 'approved' });
    assert.deepEqual(transition('pending', 'reject'), { ok: true, to: 'rejected' });
    assert.deepEqual(transition('rejected', 'file'), { ok: true, to: 'pending' });
    assert.deepEqual(transition('pending', 'withdraw'), { ok: true, to: 'withdrawn' });
    assert.deepEqual(transition('withdrawn', 'file'), { ok: true, to: 'pending' });
  });
  it('refuses every other move in Chinese', () => {
    assert.deepEqual(transition('draft', 'approve'), { ok: false, msg: '只有待审核的赛事可以审核' });
    assert.deepEqual(transition('approved', 'file'), { ok: false, msg: '只有草稿、已驳回或已撤回的赛事可以报备' });
    assert.deepEqual(transition('pending', 'edit'), { ok: false, msg: '赛事正在审核中，不能修改' });
    assert.deepEqual(transition('approved', 'delete'), { ok: false, msg: '只有草稿、已驳回或已撤回的赛事可以删除' });
    assert.deepEqual(transition('draft', 'withdraw'), { ok: false, msg: '只有待审核的赛事可以撤回' });
    for (const s of COMPETITION_STATUSES) {
      if (s !== 'pending') assert.equal(transition(s, 'reject').ok, false, s);
    }
  });
});

describe('filingProblem', () => {
  const complete = { name: '杯赛', sport: '篮球', location: '体育馆', startAt: new Date('2026-05-01'), endAt: new Date('2026-05-01') };
  it('accepts a complete competition and names the first gap', () => {
    assert.equal(filingProblem(complete), null);
    assert.equal(filingProblem({ ...complete, name: ' ' }), '请填写赛事名称');
    assert.equal(filingProblem({ ...complete, sport: '' }), '请选择运动项目');
    assert.equal(filingProblem({ ...complete, endAt: new Date('2026-04-30') }), '结束时间不能早于开始时间');
    assert.equal(filingProblem({ ...complete, location: '' }), '请填写举办地点');
  });
});
