import { changeReviewRefusal, competitionTransition, filingProblem } from './filing-status';

describe('filing (报备) status machine', () => {
  it('moves draft/rejected/withdrawn → pending → approved/rejected or withdrawn, and refuses the rest in Chinese', () => {
    expect(competitionTransition('draft', 'file')).toEqual({ ok: true, to: 'pending' });
    expect(competitionTransition('pending', 'file')).toEqual({ ok: false, msg: '只有草稿、已驳回或已撤回的赛事可以报备' });
    expect(competitionTransition('pending', 'reject')).toEqual({ ok: true, to: 'rejected' });
    expect(competitionTransition('approved', 'approve')).toEqual({ ok: false, msg: '只有待审核的赛事可以审核' });
    expect(competitionTransition('pending', 'edit')).toEqual({ ok: false, msg: '赛事正在审核中，不能修改' });
    expect(competitionTransition('approved', 'edit')).toEqual({ ok: true, to: 'approved' });
    expect(competitionTransition('approved', 'delete')).toEqual({ ok: false, msg: '只有草稿、已驳回或已撤回的赛事可以删除' });
  });

  it('files only a complete competition, and reviews only a pending change', () => {
    const c = { name: '杯', sport: '篮球', location: '体育馆', startAt: new Date('2026-09-02'), endAt: new Date('2026-09-01') };
    expect(filingProblem({ ...c, sport: ' ' })).toBe('请选择运动项目');
    expect(filingProblem(c)).toBe('结束时间不能早于开始时间');
    expect(filingProblem({ ...c, endAt: c.startAt })).toBeNull();
    expect(changeReviewRefusal('withdrawn')).toBe('只有待审核的修改可以审核');
    expect(changeReviewRefusal('pending')).toBeNull();
  });
});
