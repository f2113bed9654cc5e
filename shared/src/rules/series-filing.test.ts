import { filedWithSeries, seriesFilingProblem, seriesHomePage, seriesMenu, seriesTransition } from './series-filing';

const member = { name: '春季站', sport: '定向越野', location: '西湖', startAt: new Date('2026-04-11'), endAt: new Date('2026-04-11'), status: 'draft' };

describe('系列报备 status machine', () => {
  it('files draft/rejected/withdrawn, refuses refiling while pending or after approval, and reviews only once', () => {
    expect(seriesTransition('draft', 'file')).toEqual({ ok: true, to: 'pending' });
    expect(seriesTransition('rejected', 'file')).toEqual({ ok: true, to: 'pending' });
    expect(seriesTransition('pending', 'file')).toEqual({ ok: false, msg: '该系列正在审核中，不能重复报备' });
    expect(seriesTransition('approved', 'file')).toEqual({ ok: false, msg: '该系列已通过审核，无需重复报备' });
    expect(seriesTransition('pending', 'approve')).toEqual({ ok: true, to: 'approved' });
    expect(seriesTransition('pending', 'reject')).toEqual({ ok: true, to: 'rejected' });
    expect(seriesTransition('approved', 'reject')).toEqual({ ok: false, msg: '该系列报备已审核，不能重复审核' });
    expect(seriesTransition('draft', 'approve')).toEqual({ ok: false, msg: '只有待审核的系列可以审核' });
    expect(seriesTransition('pending', 'withdraw')).toEqual({ ok: true, to: 'withdrawn' });
    expect(seriesTransition('draft', 'withdraw')).toEqual({ ok: false, msg: '只有待审核的系列可以撤回' });
    expect(seriesTransition('pending', 'edit')).toEqual({ ok: false, msg: '系列正在审核中，不能修改' });
    expect(seriesTransition('approved', 'edit')).toEqual({ ok: true, to: 'approved' });
  });

  it('needs a member and checks the members the filing files with the single filing rule', () => {
    expect(seriesFilingProblem([])).toBe('系列下还没有比赛或活动，不能报备');
    expect(seriesFilingProblem([{ ...member, location: ' ' }])).toBe('「春季站」：请填写举办地点');
    // an approved or pending member is not filed again, so its fields are not asked
    expect(seriesFilingProblem([{ ...member, location: '', status: 'approved' }, member])).toBeNull();
    expect(['draft', 'rejected', 'withdrawn', 'pending', 'approved'].map(filedWithSeries)).toEqual([true, true, true, false, false]);
  });
});

describe('series menu', () => {
  it('is reduced to 系列信息 and 系列报备 while pending, full otherwise, and base2 only for a grant holder', () => {
    expect(seriesMenu({ status: 'pending', cType: 1, owner: true })).toEqual(['SeriesBase', 'SeriesRecord']);
    expect(seriesMenu({ status: 'draft', cType: 1, owner: true })).toEqual(['SeriesBase', 'SeriesList', 'create', 'SeriesRecord']);
    expect(seriesMenu({ status: 'approved', cType: 2, owner: true })).toEqual(['SeriesBase', 'ActivityList', 'createActivity', 'SeriesRecord']);
    expect(seriesMenu({ status: 'approved', cType: 1, owner: false })).toEqual(['manSeriesBase']);
    expect(seriesHomePage({ owner: false })).toBe('manSeriesBase');
    expect(seriesHomePage({ owner: true })).toBe('SeriesBase');
  });
});
