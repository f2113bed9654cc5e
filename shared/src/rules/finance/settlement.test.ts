import { settleRowView, type SettleRow } from './settlement';

const row: SettleRow = {
  key: 'c4', kind: 'competition', competition_id: 4, name: '2026年杭州马拉松', institution_id: 1, institution_name: '杭州市体育局',
  order_count: 2, paid_cents: 20000, refunded_cents: 0, settled_cents: 0, fee_cents: 0, pending_cents: 20000, settle_at: new Date('2026-12-08T02:00:00Z'),
};

describe('settleRowView', () => {
  it('keeps a competition’s name and gives the settle time as ISO', () => {
    expect(settleRowView(row)).toMatchObject({ name: '2026年杭州马拉松', settle_at: '2026-12-08T02:00:00.000Z' });
  });

  it('names bookings after their venue operator, with no settle time', () => {
    expect(settleRowView({ ...row, key: 'v1', kind: 'venue', competition_id: null, name: '场地预订', settle_at: null })).toMatchObject({ name: '场地预订（杭州市体育局）', settle_at: null });
  });
});
