import { bookingRecordView, deskContactProblem, FRONT_DESK_MSG, recordMatches, recordRangeProblem, recurringDaysProblem, recurringItems, type BookingRecordRow } from './front-desk';
import { VENUE_SETTINGS_MSG } from './venue-messages';

const series = { courtId: 3, from: '2026-12-01', weekday: 2 as const, start: '19:00', end: '21:00', weeks: 3 };
const row: BookingRecordRow = {
  id: 9,
  courtId: 3,
  courtName: '1号场',
  during: { start: '2026-12-01T11:00:00.000Z', end: '2026-12-01T13:00:00.000Z' },
  kind: 'booking',
  status: 'active',
  holdExpiresAt: null,
  userId: null,
  staffId: 5,
  recurringGroupId: 'g',
  name: '羽毛球俱乐部',
  mobile: '13700002222',
  checkInCode: 'ABCDEFGH23',
  amountCents: 12000,
  note: '',
  orderNo: null,
  orderStatus: null,
  payChannel: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  checkedInAt: null,
  cancelledAt: null,
  cancelReason: '',
};

describe('front desk rules', () => {
  it('checks a walk-in’s contact', () => {
    expect(deskContactProblem({ contactName: ' ', contactMobile: '13900001111' })).toBe(FRONT_DESK_MSG.contactNameRequired);
    expect(deskContactProblem({ contactName: '张三', contactMobile: '1390000111' })).toBe(FRONT_DESK_MSG.mobileInvalid);
    expect(deskContactProblem({ contactName: '张三', contactMobile: '13900001111' })).toBeNull();
  });

  it('takes only dates of the series, and makes their items', () => {
    expect(recurringDaysProblem(series, [])).toBe(FRONT_DESK_MSG.noDays);
    expect(recurringDaysProblem(series, ['2026-12-02'])).toBe(FRONT_DESK_MSG.dayNotInSeries('2026-12-02'));
    expect(recurringDaysProblem(series, ['2026-12-08', '2026-12-15'])).toBeNull();
    expect(recurringItems(series, ['2026-12-08'])).toEqual([{ courtId: 3, start: '2026-12-08T11:00:00.000Z', end: '2026-12-08T13:00:00.000Z' }]);
  });

  it('bounds the record range', () => {
    expect(recordRangeProblem('2026-12-02', '2026-12-01')).toBe(VENUE_SETTINGS_MSG.dayRangeReversed);
    expect(recordRangeProblem('2026-01-01', '2027-01-02')).toBe(VENUE_SETTINGS_MSG.dayRangeTooLong(366));
    expect(recordRangeProblem('2026-01-01', '2027-01-01')).toBeNull();
  });

  it('views and filters a record (mobile masked, source from who booked)', () => {
    const now = '2026-11-30T00:00:00.000Z';
    const view = bookingRecordView(row, now);
    expect([view.mobile, view.source_label, view.state_label, view.time_text]).toEqual(['137****2222', '周期预订', '已预订', '2026-12-01 19:00–21:00']);
    const f = { from: '2026-12-01', to: '2026-12-01' };
    expect(recordMatches(row, { ...f, keyword: '13700002222' }, now)).toBe(true);
    expect(recordMatches(row, { ...f, keyword: 'abcdef' }, now)).toBe(true);
    expect(recordMatches(row, { ...f, state: 'cancelled' }, now)).toBe(false);
    expect(recordMatches(row, { from: '2026-12-02', to: '2026-12-03' }, now)).toBe(false);
  });
});
