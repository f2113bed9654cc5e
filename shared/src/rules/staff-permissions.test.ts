import { accessAllows, accessTo, grantableGroups, grantProblem, grantProblemWithin, groupAccessRows, heldGroups, invitationExpiresAt, leavesNoOwner, menuForMember, MENU_SET_GROUPS, normalisePermissions, STAFF_MSG } from '.';

describe('staff permissions (权限管理)', () => {
  it('读写 includes 只读; a missing group is 无; an owner (null) holds everything', () => {
    expect(accessAllows('write', 'read')).toBe(true);
    expect(accessAllows('read', 'write')).toBe(false);
    expect(accessAllows('none', 'read')).toBe(false);
    expect(accessTo({ finance: 'read' }, 'match')).toBe('none');
    expect(accessTo(null, 'match')).toBe('write');
  });

  it('the role editor rows are the groups of the institution set', () => {
    expect(grantableGroups('venue').map((g) => g.key)).toEqual(['account', 'venue', 'finance']);
    expect(grantableGroups('organiser').map((g) => g.key)).not.toContain('article');
  });

  it('a role grants at most what the granter holds, and only groups of the set', () => {
    expect(grantProblem({ finance: 'write' }, null, 'organiser')).toBeNull();
    expect(grantProblem({ finance: 'write' }, { finance: 'read' }, 'organiser')).toBe(STAFF_MSG.exceedsGranter);
    expect(grantProblem({ match: 'read' }, { finance: 'write' }, 'organiser')).toBe(STAFF_MSG.exceedsGranter);
    expect(grantProblem({ finance: 'read' }, { finance: 'write' }, 'organiser')).toBeNull();
    expect(grantProblem({ venue: 'read' }, null, 'organiser')).toBe(STAFF_MSG.unknownGroup);
    // the role editor's check, against the groups the server answered with the caller's access
    const groups: Record<string, 'none' | 'read' | 'write'> = { account: 'write', finance: 'read', match: 'none' };
    const within = (key: string) => groups[key];
    expect(grantProblemWithin({ account: 'read', finance: 'read' }, within)).toBeNull();
    expect(grantProblemWithin({ finance: 'write' }, within)).toBe(STAFF_MSG.exceedsGranter);
    expect(grantProblemWithin({ match: 'read' }, within)).toBe(STAFF_MSG.exceedsGranter);
    expect(grantProblemWithin({ venue: 'read' }, within)).toBe(STAFF_MSG.unknownGroup);
    expect(normalisePermissions({ finance: 'read', venue: 'write', match: undefined }, 'organiser')).toEqual({ finance: 'read' });
  });

  it('the menu is the set intersected with the role; 账号信息 and 修改密码 stay', () => {
    const menu = menuForMember(MENU_SET_GROUPS['organiser-articles'], { finance: 'read' });
    expect(menu.map((g) => g.title)).toEqual(['账号管理', '财务管理']);
    expect(menu[0]!.items.map((i) => i.name)).toEqual(['admininfo', 'updatepwd']);
    expect(menuForMember(MENU_SET_GROUPS.organiser, null)).toEqual(MENU_SET_GROUPS.organiser);
    expect(menuForMember(MENU_SET_GROUPS.venue, { account: 'read' })[0]!.items.map((i) => i.name)).toContain('authority');
  });

  it('the last owner stays', () => {
    expect(leavesNoOwner([7], 7, false)).toBe(true);
    expect(leavesNoOwner([7, 8], 7, false)).toBe(false);
    expect(leavesNoOwner([7], 7, true)).toBe(false);
  });

  it('answers the rows of the role editor, what a member holds, and when an invitation expires', () => {
    const rows = groupAccessRows('organiser', { finance: 'read' });
    expect(rows.map((r) => r.key)).toEqual(MENU_SET_GROUPS.organiser.map((g) => g.key));
    expect(rows.find((r) => r.key === 'finance')!.access).toBe('read');
    expect(rows.filter((r) => r.access !== 'none')).toHaveLength(1);
    expect(heldGroups('organiser', { finance: 'read' })).toEqual({ finance: 'read' });
    expect(Object.values(heldGroups('organiser', null)).every((a) => a === 'write')).toBe(true);
    expect(Object.keys(heldGroups('organiser', null))).toHaveLength(MENU_SET_GROUPS.organiser.length);
    expect(invitationExpiresAt(Date.UTC(2026, 0, 1)).toISOString()).toBe('2026-01-08T00:00:00.000Z');
  });
});
