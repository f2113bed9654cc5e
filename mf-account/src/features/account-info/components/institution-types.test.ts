import { institutionTypeName, maskMobile } from './institution-types';

describe('institution types and mobile masking', () => {
  it('names the six institution kinds of the glossary', () => {
    expect([1, 2, 3, 4, 5, 6].map(institutionTypeName)).toEqual([
      '政府/事业单位',
      '社会组织/协会',
      '青少年培训机构',
      '场馆运营方',
      '赞助商',
      '赛事运营机构',
    ]);
    expect(institutionTypeName(9)).toBe('其他');
  });
  it('masks the middle four digits of a mobile', () => {
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('')).toBe('-');
  });
});
