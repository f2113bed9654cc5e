import {
  closureAt,
  closureOnDays,
  closureProblem,
  closureReason,
  openingHoursFromText,
  openingHoursProblem,
  openingHoursSummary,
  openingSpan,
  openRangesOn,
  openRangesText,
  isOpenThroughout,
  sameEveryDay,
  type OpeningHours,
} from './opening-hours';

const hours: OpeningHours = {
  weekly: {
    1: [{ start: '14:00', end: '22:00' }],
    2: [{ start: '08:00', end: '12:00' }, { start: '14:00', end: '22:00' }],
    3: [{ start: '08:00', end: '12:00' }, { start: '12:00', end: '22:00' }],
    4: [{ start: '08:00', end: '22:00' }],
    5: [{ start: '08:00', end: '22:00' }],
    6: [{ start: '07:00', end: '24:00' }],
    7: [{ start: '00:00', end: '22:00' }],
  },
  special: { '2026-10-01': [], '2026-10-02': [{ start: '10:00', end: '18:00' }] },
};

describe('opening hours', () => {
  it('gives the ranges of a day by its weekday, joining ranges that touch', () => {
    expect(openRangesOn(hours, '2026-06-01')).toEqual([{ start: 840, end: 1320 }]);
    expect(openRangesOn(hours, '2026-06-02')).toEqual([{ start: 480, end: 720 }, { start: 840, end: 1320 }]);
    expect(openRangesOn(hours, '2026-06-03')).toEqual([{ start: 480, end: 1320 }]);
    expect(openRangesOn(hours, '2026-06-06')).toEqual([{ start: 420, end: 1440 }]);
    expect(openRangesText(hours, '2026-06-02')).toBe('08:00–12:00、14:00–22:00');
  });

  it('lets special days win over the weekday: closed all day, or other hours', () => {
    expect(openRangesOn(hours, '2026-10-01')).toEqual([]);
    expect(openRangesText(hours, '2026-10-01')).toBe('休息');
    expect(openRangesOn(hours, '2026-10-02')).toEqual([{ start: 600, end: 1080 }]);
    // a weekday without ranges is closed
    expect(openRangesOn({ weekly: { 1: [{ start: '08:00', end: '10:00' }] } }, '2026-06-02')).toEqual([]);
  });

  it('is open through a range only within one open range (not across the lunch break)', () => {
    expect(isOpenThroughout(hours, '2026-06-02', 600, 720)).toBe(true);
    expect(isOpenThroughout(hours, '2026-06-02', 690, 870)).toBe(false);
    expect(isOpenThroughout(hours, '2026-06-03', 690, 750)).toBe(true);
    expect(isOpenThroughout(hours, '2026-06-06', 1380, 1440)).toBe(true);
  });

  it('spans the earliest opening and latest closing of some days', () => {
    expect(openingSpan(hours, ['2026-06-01', '2026-06-02'])).toEqual({ start: 480, end: 1320 });
    expect(openingSpan(hours, ['2026-06-06', '2026-06-07'])).toEqual({ start: 0, end: 1440 });
    expect(openingSpan(hours, ['2026-10-01'])).toBeNull();
  });

  it('sums the week up as the venue page shows it', () => {
    expect(openingHoursSummary(sameEveryDay([{ start: '08:00', end: '22:00' }]))).toBe('每天 08:00–22:00');
    expect(openingHoursSummary(hours)).toBe('周一 14:00–22:00；周二 08:00–12:00、14:00–22:00；周三至周五 08:00–22:00；周六 07:00–24:00；周日 00:00–22:00');
    const week = { weekly: { 1: [], 2: [{ start: '09:00', end: '21:00' }], 3: [{ start: '09:00', end: '21:00' }], 4: [{ start: '09:00', end: '21:00' }], 5: [{ start: '09:00', end: '21:00' }], 6: [{ start: '07:00', end: '22:00' }], 7: [{ start: '07:00', end: '22:00' }] } };
    expect(openingHoursSummary(week)).toBe('周一 休息；周二至周五 09:00–21:00；周六、周日 07:00–22:00');
    // special days are not part of the week
    expect(openingHoursSummary({ ...sameEveryDay([{ start: '08:00', end: '22:00' }]), special: { '2026-10-01': [] } })).toBe('每天 08:00–22:00');
  });

  it("reads the venues table's open_hours text as the same hours every day", () => {
    expect(openingHoursFromText('06:00-22:00')).toEqual(sameEveryDay([{ start: '06:00', end: '22:00' }]));
    expect(openRangesOn(openingHoursFromText('09:00 – 21:30')!, '2026-06-07')).toEqual([{ start: 540, end: 1290 }]);
    expect(openingHoursFromText('全天')).toBeNull();
    expect(openingHoursFromText('22:00-02:00')).toBeNull();
  });

  it('refuses hours that cannot be saved, with Chinese messages', () => {
    expect(openingHoursProblem(hours)).toBeNull();
    expect(openingHoursProblem({ weekly: { 1: [{ start: '8:00', end: '22:00' }] } })).toBe('时间格式应为HH:mm');
    expect(openingHoursProblem({ weekly: { 1: [{ start: '08:15', end: '22:00' }] } })).toBe('时间须为整点或半点');
    expect(openingHoursProblem({ weekly: { 1: [{ start: '22:00', end: '02:00' }] } })).toBe('时段不能跨越午夜，请拆成两段');
    expect(openingHoursProblem({ weekly: { 1: [{ start: '10:00', end: '10:00' }] } })).toBe('结束时间须晚于开始时间');
    expect(openingHoursProblem({ weekly: { 1: [{ start: '24:00', end: '24:00' }] } })).toBe('时间格式应为HH:mm');
    expect(openingHoursProblem({ weekly: { 1: [{ start: '08:00', end: '12:00' }, { start: '11:00', end: '14:00' }] } })).toBe('营业时段重叠：08:00–12:00 与 11:00–14:00');
    expect(openingHoursProblem({ weekly: { 8: [] } as unknown as OpeningHours['weekly'] })).toBe('星期取值应为1（周一）到7（周日）');
    expect(openingHoursProblem({ weekly: {}, special: { '2026-02-30': [] } })).toBe('特殊日期格式错误：2026-02-30');
  });
});

describe('closures', () => {
  it('closes whole China days, from midnight to midnight in Shanghai', () => {
    const national = closureOnDays({ from: '2026-10-01', to: '2026-10-03', kind: 'holiday', reason: '国庆闭馆' });
    expect(national).toEqual({ courtId: null, start: '2026-09-30T16:00:00.000Z', end: '2026-10-03T16:00:00.000Z', kind: 'holiday', reason: '国庆闭馆' });
    expect(closureOnDays({ from: '2026-06-02', kind: 'maintenance', courtId: 101 })).toEqual({ courtId: 101, start: '2026-06-01T16:00:00.000Z', end: '2026-06-02T16:00:00.000Z', kind: 'maintenance' });
  });

  it('applies a court closure to that court and a venue closure to every court', () => {
    const closures = [closureOnDays({ from: '2026-06-02', kind: 'maintenance', courtId: 101, reason: '更换地板' }), { courtId: null, start: '2026-06-03T10:00:00Z', end: '2026-06-03T12:00:00Z', kind: 'event' as const }];
    const t = (iso: string) => Date.parse(iso);
    expect(closureAt(closures, 101, t('2026-06-02T02:00:00Z'), t('2026-06-02T03:00:00Z'))?.reason).toBe('更换地板');
    expect(closureAt(closures, 102, t('2026-06-02T02:00:00Z'), t('2026-06-02T03:00:00Z'))).toBeUndefined();
    expect(closureAt(closures, 102, t('2026-06-03T11:30:00Z'), t('2026-06-03T12:30:00Z'))?.kind).toBe('event');
    // touching the closure's end is not inside it
    expect(closureAt(closures, 102, t('2026-06-03T12:00:00Z'), t('2026-06-03T13:00:00Z'))).toBeUndefined();
    expect(closureReason(closures[1])).toBe('活动包场');
    expect(closureReason({ kind: 'maintenance', reason: '  ' })).toBe('场地维护');
    // the closures table stores a reason and no kind
    expect(closureReason({})).toBe('暂停开放');
    expect(closureProblem({ courtId: 101, start: '2026-06-03T10:00:00Z', end: '2026-06-03T12:00:00Z', reason: '更换灯具' })).toBeNull();
  });

  it('refuses closures that end before they start, run over a year, or have no known kind', () => {
    expect(closureProblem(closureOnDays({ from: '2026-10-01', to: '2026-10-07', kind: 'holiday' }))).toBeNull();
    expect(closureProblem({ courtId: null, start: '2026-06-03T12:00:00Z', end: '2026-06-03T10:00:00Z', kind: 'other' })).toBe('闭馆结束时间须晚于开始时间');
    expect(closureProblem({ courtId: null, start: 'soon', end: '2026-06-03T10:00:00Z', kind: 'other' })).toBe('闭馆结束时间须晚于开始时间');
    expect(closureProblem(closureOnDays({ from: '2026-01-01', to: '2027-01-02', kind: 'other' }))).toBe('单次闭馆不能超过366天');
    expect(closureProblem({ courtId: null, start: '2026-06-03T10:00:00Z', end: '2026-06-03T12:00:00Z', kind: 'party' as never })).toBe('闭馆类型无效');
  });
});
