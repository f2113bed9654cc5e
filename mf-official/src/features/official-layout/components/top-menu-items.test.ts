import { TOP_MENU, isTopItemActive } from './top-menu-items';

const item = (key: string) => TOP_MENU.find((i) => i.key === key)!;

describe('isTopItemActive', () => {
  it('highlights 首页 only on the home page', () => {
    expect(isTopItemActive(item('home'), '/')).toBe(true);
    expect(isTopItemActive(item('home'), '/match/3')).toBe(false);
  });

  it('highlights 赛事 on every page of the competition section', () => {
    for (const path of ['/official/match/1/list', '/official/match/3/details/9', '/match/27', '/calendar', '/calendar/series', '/series/4']) {
      expect(isTopItemActive(item('match'), path)).toBe(true);
    }
  });

  it('does not match a longer word that merely starts like a section', () => {
    expect(isTopItemActive(item('match'), '/matches')).toBe(false);
    expect(isTopItemActive(item('match'), '/seriesx')).toBe(false);
  });
});
