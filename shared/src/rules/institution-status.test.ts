import {
  INSTITUTION_STATUS_MSG,
  institutionDisabledMessage,
  institutionReasonProblem,
  institutionStatusRefusal,
  INSTITUTION_TYPE_OPTIONS,
  staffSignInRefusal,
} from './institution-status.ts';

describe('institution status (停用 / 启用)', () => {
  it('disables only a normal institution and enables only a disabled one', () => {
    expect(institutionStatusRefusal('disable', 'approved')).toBeNull();
    expect(institutionStatusRefusal('disable', 'disabled')).toBe(INSTITUTION_STATUS_MSG.notApproved);
    expect(institutionStatusRefusal('enable', 'disabled')).toBeNull();
    expect(institutionStatusRefusal('enable', 'approved')).toBe(INSTITUTION_STATUS_MSG.notDisabled);
  });

  it('needs a reason to disable, at most 200 characters either way', () => {
    expect(institutionReasonProblem('disable', '  ')).toBe(INSTITUTION_STATUS_MSG.reasonMissing);
    expect(institutionReasonProblem('disable', '违规发布赛事')).toBeNull();
    expect(institutionReasonProblem('enable', undefined)).toBeNull();
    expect(institutionReasonProblem('enable', '好'.repeat(201))).toBe(INSTITUTION_STATUS_MSG.reasonTooLong);
    expect(institutionReasonProblem('disable', '好'.repeat(200))).toBeNull();
  });

  it('refuses staff sign-in only when every institution of theirs is disabled', () => {
    const staff = { isPlatformAdmin: false, isPerson: false };
    const off = { name: '星辰俱乐部', status: 'disabled', reason: '资质过期' };
    expect(staffSignInRefusal(staff, [off])).toBe(institutionDisabledMessage('星辰俱乐部', '资质过期'));
    expect(staffSignInRefusal(staff, [off])).toContain('请联系平台管理员');
    expect(staffSignInRefusal(staff, [off, { name: '另一机构', status: 'approved', reason: '' }])).toBeNull();
    expect(staffSignInRefusal({ isPlatformAdmin: true, isPerson: false }, [off])).toBeNull();
    expect(staffSignInRefusal({ isPlatformAdmin: false, isPerson: true }, [off])).toBeNull();
    expect(staffSignInRefusal(staff, [])).toBeNull();
  });

  it('offers the six institution kinds', () => {
    expect(INSTITUTION_TYPE_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
