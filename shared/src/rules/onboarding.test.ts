import { SETTLEMENT_GROUP } from './menu-catalog.ts';
import { smsNoticeText } from './sms-notices.ts';
import {
  approvalCreatesVenue,
  ONBOARDING_LISTS,
  ONBOARDING_MSG,
  onboardingApprovedNotice,
  onboardingListType,
  onboardingReviewRefusal,
  ownerPlan,
} from './onboarding.ts';

describe('入驻管理 rules', () => {
  it('has one list per application menu item of 入驻管理 (机构列表 lists institutions), each naming its kind (入驻申请: every kind)', () => {
    expect(ONBOARDING_LISTS.map((l) => [l.name, l.title])).toEqual(SETTLEMENT_GROUP.items.filter((i) => i.name !== 'institutionList').map((i) => [i.name, i.title]));
    expect(onboardingListType('government')).toBe(1);
    expect(onboardingListType('VenueList')).toBe(4);
    expect(onboardingListType('newsponsorList')).toBe(5);
    expect(onboardingListType('competitionList')).toBe(6);
    expect(onboardingListType('residenceList')).toBeUndefined();
    expect(onboardingListType('nothing')).toBeUndefined();
  });

  it('reviews only pending applications', () => {
    expect(onboardingReviewRefusal('pending')).toBeNull();
    expect(onboardingReviewRefusal('approved')).toBe(ONBOARDING_MSG.notPending);
    expect(onboardingReviewRefusal('rejected')).toBe(ONBOARDING_MSG.notPending);
  });

  it('binds the active user of the mobile, refuses a disabled one, else creates a login named by the mobile', () => {
    expect(ownerPlan('13800000001', { id: 7, status: 'active' })).toEqual({ kind: 'bind', userId: 7 });
    expect(ownerPlan('13800000001', { id: 7, status: 'disabled' })).toEqual({ kind: 'refuse', msg: ONBOARDING_MSG.ownerDisabled });
    expect(ownerPlan('13800000009', undefined)).toEqual({ kind: 'create', account: '13800000009', mobile: '13800000009' });
  });

  it('creates a venue only for a venue operator with a venue address', () => {
    expect(approvalCreatesVenue({ institutionType: 4, venueAddress: '杭州市西湖区文二路1号' })).toBe(true);
    expect(approvalCreatesVenue({ institutionType: 4, venueAddress: ' ' })).toBe(false);
    expect(approvalCreatesVenue({ institutionType: 6, venueAddress: '杭州市西湖区文二路1号' })).toBe(false);
  });

  it('tells the applicant the institution and the mobile to log in with', () => {
    const notice = onboardingApprovedNotice('云帆赛事', '13800000009');
    expect(notice).toEqual({ kind: 'onboarding_approved', params: { institution: '云帆赛事', account: '13800000009' } });
    expect(smsNoticeText(notice)).toBe(
      '【赛事运营平台】您的入驻申请（云帆赛事）已审核通过。请在机构用户登录页用手机号 13800000009 获取验证码登录后台。',
    );
  });
});
