import { planEdit } from './competition-changes';

describe('planEdit: the public face of an approved competition changes only after review', () => {
  const current = { name: '杭州马拉松', cover: '/a.png', introduction: '<p>简介</p>' };

  it('puts name, cover and introduction of an approved competition into the proposal; other fields apply at once', () => {
    const plan = planEdit('approved', current, { name: '杭州国际马拉松', location: '杭州' }, null);
    expect(plan.direct).toEqual({ location: '杭州' });
    expect(plan.proposal).toEqual({ name: '杭州国际马拉松' });
    expect(plan.proposalChanged).toBe(true);
  });

  it('merges over the pending change, drops a field set back to its public value, and ends empty as none', () => {
    expect(planEdit('approved', current, { cover: '/b.png' }, { name: '新名' }).proposal).toEqual({ name: '新名', cover: '/b.png' });
    const back = planEdit('approved', current, { name: '杭州马拉松' }, { name: '新名' });
    expect(back.proposal).toBeNull();
    expect(back.proposalChanged).toBe(true);
    expect(planEdit('approved', current, { name: '新名' }, { name: '新名' }).proposalChanged).toBe(false);
    expect(planEdit('approved', current, { introduction: '<p>简介</p>' }, null).proposal).toBeNull();
  });

  it('applies every edit of a competition that is not public yet', () => {
    for (const status of ['draft', 'rejected', 'withdrawn']) {
      const plan = planEdit(status, current, { name: '改名', location: '宁波' }, null);
      expect(plan.direct).toEqual({ name: '改名', location: '宁波' });
      expect(plan.proposal).toBeNull();
    }
  });
});
