import { TOP_MENU, isTopItemActive } from './top-menu-items';

const item = (key: string) => TOP_MENU.find((i) => i.key === key)!;

describe('isTopItemActive', () => {
  it('highlights 首页 only on the home page', () => {
    expect(isTopItemActive(item('home'), '/')).toBe(true);
    expect(isTopItemActive(item('home'), '/match/3')).toBe(false);
  });

  it('highlights 赛事 on every page of the competition section, live, video and album pages included', () => {
    for (const path of ['/official/match/1/list', '/official/match/3/details/9', '/match/27', '/calendar', '/calendar/series', '/series/4', '/live', '/live/details/3', '/video', '/video/details/2', '/album', '/album/details/5']) {
      expect(isTopItemActive(item('match'), path)).toBe(true);
    }
  });

  it('does not match a longer word that merely starts like a section', () => {
    expect(isTopItemActive(item('match'), '/matches')).toBe(false);
    expect(isTopItemActive(item('match'), '/seriesx')).toBe(false);
  });
});

describe('directory items (人员, 行业, 数据)', () => {
  it('gives every child of 人员 and 行业 a real path and 数据 its page', () => {
    expect(item('personnel').children!.map((c) => c.path)).toEqual(['/official/personnel/athlete', '/official/personnel/referee']);
    expect(item('industry').children!.map((c) => c.path)).toEqual([1, 2, 6, 3, 4, 5].map((kind) => `/official/industry/list?kind=${kind}`));
    expect(item('data').path).toBe('/official/data');
  });

  it('highlights each on its own pages only', () => {
    for (const path of ['/official/personnel/athlete', '/official/personnel/referee', '/official/personnel/details/3']) {
      expect(isTopItemActive(item('personnel'), path)).toBe(true);
      expect(isTopItemActive(item('industry'), path)).toBe(false);
    }
    for (const path of ['/official/industry/list', '/official/industry/details/4']) expect(isTopItemActive(item('industry'), path)).toBe(true);
    expect(isTopItemActive(item('data'), '/official/data')).toBe(true);
    expect(isTopItemActive(item('data'), '/official/database')).toBe(false);
    expect(isTopItemActive(item('personnel'), '/official/personnelx')).toBe(false);
  });
});
