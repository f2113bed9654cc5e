import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN_MENU, menuGroupsFor, menuTitlesFor, PERSONAL_MENU, REFEREE_PERSONAL_MENU, VENUE_MANAGER_MENU } from './menu.js';
import type { Membership, Principal } from './principal.js';

const member = (institutionId: number, institutionType: number, sportsVenuesId = 0): Membership => ({
  institutionId,
  institutionType,
  sportsVenuesId,
  name: `机构${institutionId}`,
  logo: '',
  isAdmin: true,
});
const principal = (memberships: Membership[], extra: Partial<Principal> = {}): Principal => ({
  userId: 1,
  isPlatformAdmin: false,
  isPerson: false,
  memberships,
  ...extra,
});

describe('menuGroupsFor', () => {
  it('gives the platform admin the full admin set for any institution', () => {
    const admin = principal([], { isPlatformAdmin: true });
    assert.deepEqual(menuGroupsFor(admin, 0), ADMIN_MENU);
    assert.deepEqual(menuGroupsFor(admin, 42), ADMIN_MENU);
    assert.deepEqual(ADMIN_MENU.find((g) => g.title === '赛事管理')?.items, ['赛事列表', '报备审核']);
  });

  it('gives article management only to institution types 1, 2 and 6', () => {
    for (const type of [1, 2, 6]) {
      assert.ok(menuTitlesFor(principal([member(10, type)]), 10)!.includes('资讯管理'), `type ${type}`);
    }
    for (const type of [3, 5]) {
      assert.ok(!menuTitlesFor(principal([member(10, type)]), 10)!.includes('资讯管理'), `type ${type}`);
    }
  });

  it('gives organisers the institution match variant and in finance their orders, refunds and 资金账户', () => {
    const titles = menuTitlesFor(principal([member(3, 3)]), 3)!;
    for (const t of ['比赛报备', '活动报备', '社区人员注册', '直播管理', '订单管理', '退款管理', '资金账户', '权限管理', '操作记录']) assert.ok(titles.includes(t), t);
    for (const t of ['报备审核', '提现管理', '入驻管理', '我的钱包']) assert.ok(!titles.includes(t), t);
    assert.deepEqual(ADMIN_MENU.find((g) => g.title === '财务管理')?.items, ['订单管理', '退款管理', '提现管理']);
    assert.deepEqual(VENUE_MANAGER_MENU.find((g) => g.title === '财务管理')?.items, ['订单管理']);
  });

  it('gives venue managers the venue set (type 4 or bound to a venue)', () => {
    assert.deepEqual(menuGroupsFor(principal([member(4, 4)]), 4), VENUE_MANAGER_MENU);
    assert.deepEqual(menuGroupsFor(principal([member(3, 3, 7)]), 3), VENUE_MANAGER_MENU);
  });

  it('forces institution 121 and personal users to the personal menus', () => {
    assert.deepEqual(menuGroupsFor(principal([member(121, 1)]), 121), PERSONAL_MENU);
    assert.deepEqual(menuGroupsFor(principal([], { isPerson: true }), 0), PERSONAL_MENU);
    assert.equal(menuGroupsFor(principal([], { isPerson: true }), 5), null, 'not their institution');
    assert.equal(menuGroupsFor(principal([], { isPerson: true }), 121), null, 'not a member of 121');
    assert.deepEqual(menuTitlesFor(principal([], { isPerson: true }), 0), ['我的信息', '个人设置', '我的订单', '我的钱包', '我的证书', '我的注册', '运动员注册', '裁判员注册']);
  });

  it('adds 我的执裁 under 我的注册 for approved referees only, still within the two personal groups', () => {
    assert.deepEqual(menuTitlesFor(principal([], { isPerson: true }), 0, { referee: true }), [
      '我的信息',
      '个人设置',
      '我的订单',
      '我的钱包',
      '我的证书',
      '我的注册',
      '运动员注册',
      '裁判员注册',
      '我的执裁',
    ]);
    assert.deepEqual(menuGroupsFor(principal([member(121, 1)]), 121, { referee: true }), REFEREE_PERSONAL_MENU);
    assert.deepEqual(
      REFEREE_PERSONAL_MENU.map((g) => g.title),
      PERSONAL_MENU.map((g) => g.title),
    );
    // organisers and admins keep their sets whatever their referee registration
    assert.deepEqual(menuGroupsFor(principal([], { isPlatformAdmin: true }), 0, { referee: true }), ADMIN_MENU);
    assert.ok(!menuTitlesFor(principal([member(1, 1)]), 1, { referee: true })!.includes('我的执裁'));
  });

  it('refuses an institution the manager does not belong to', () => {
    assert.equal(menuGroupsFor(principal([member(1, 1)]), 2), null);
    assert.equal(menuTitlesFor(principal([member(1, 1)]), 2), null);
  });

  it('lists each title once even when groups share item titles', () => {
    const titles = menuTitlesFor(principal([member(1, 1)]), 1)!;
    assert.equal(new Set(titles).size, titles.length);
  });
});
