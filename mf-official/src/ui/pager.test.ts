import { pagedQuery, pageOf } from './pager';

describe('pageOf', () => {
  it('reads the page from the address, 1 when absent, not a number or below 1', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams(''))).toBe(1);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
  });
});

describe('pagedQuery', () => {
  it('keeps the filters that are set, trimmed, in their order, and the page after the first', () => {
    expect(pagedQuery({ kind: 2, keyword: ' 田径 ', region: '  ' }, 3).toString()).toBe(`kind=2&keyword=${encodeURIComponent('田径')}&page=3`);
  });

  it('leaves out no filter, 0 and page 1', () => {
    expect(pagedQuery({ category: undefined, column_id: 0 }, 1).toString()).toBe('');
  });
});
