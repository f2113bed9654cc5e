import { hasPersonalMenuOnly, membershipManages, PERSONAL_ONLY_INSTITUTION_ID } from '.';

describe('institution 121, the personal member centre', () => {
  it('makes no member a manager of it; every other membership manages', () => {
    expect(PERSONAL_ONLY_INSTITUTION_ID).toBe(121);
    expect(membershipManages(121)).toBe(false);
    expect(membershipManages(1)).toBe(true);
    expect(membershipManages(6)).toBe(true);
  });

  it('shows the personal menus there, to any member', () => {
    const member = { isPerson: 0 as const, manager_data: [] };
    expect(hasPersonalMenuOnly(member, 121)).toBe(true);
    expect(hasPersonalMenuOnly(member, 1)).toBe(false);
  });
});
