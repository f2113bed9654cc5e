import { informationDetailsTitle } from './article-routes';

describe('OfficialInformationDetails title (spec §2.7)', () => {
  it('is the column query, or 资讯详情 without one', () => {
    expect(informationDetailsTitle(new URLSearchParams('id=3&column=%E6%96%B0%E9%97%BB%E5%8A%A8%E6%80%81&column_id=1'))).toBe('新闻动态');
    expect(informationDetailsTitle(new URLSearchParams('id=3'))).toBe('资讯详情');
  });
});
