import { remoteForPath } from './route-ownership';

describe('remoteForPath (docs/architecture.md)', () => {
  it.each([
    ['/admin/match/list', 'mf_competition'],
    ['/admin/record?type=1', 'mf_competition'],
    ['/admin/Active', 'mf_competition'],
    ['/admin/gradeManage/highestList', 'mf_competition'],
    ['/admin/institution/match/12/1/signUp_apply', 'mf_competition'],
    ['/admin/institution/series/3/1/base', 'mf_competition'],
    ['/admin/finance/order/12', 'mf_finance'],
    ['/admin/account/orders', 'mf_finance'],
    ['/admin/account/pay/SS20260905001148', 'mf_finance'],
    ['/admin/account/payResult?order_no=SS20260905001148', 'mf_finance'],
    ['/admin/stadium/detail/3', 'mf_venue'],
    ['/admin/check/feedback', 'mf_venue'],
    ['/admin/stadium/feedback', 'mf_venue'],
    ['/phone/my-feedback', 'mf_official'],
    ['/phone/feedback?venue_id=1', 'mf_official'],
    ['/admin/venueAccount', 'mf_venue'],
    ['/admin/reserve/manage', 'mf_venue'],
    ['/admin/admininfo', 'mf_account'],
    ['/admin/updatepwd/', 'mf_account'],
    ['/admin/person/register/athlete/details/5/9', 'mf_account'],
    ['/admin/settlement/government', 'mf_account'],
    ['/admin/article/list#top', 'mf_official'],
    ['/admin/official/FriendlyLink', 'mf_official'],
    ['/admin/live/PlanLiveList', 'mf_official'],
  ])('%s → %s', (path, remote) => expect(remoteForPath(path)).toBe(remote));

  it('non-/admin paths belong to mf_official', () => {
    for (const path of ['/', '/official/information', '/match/12', '/series/3/details/4', '/calendar']) {
      expect(remoteForPath(path)).toBe('mf_official');
    }
  });

  it('the sandbox gateway pay page (/pay/…) belongs to mf_finance, though it is public', () => {
    for (const path of ['/pay/sandbox/PM20261126000001', '/pay/sandbox/PM1?from=qr', '/pay']) {
      expect([path, remoteForPath(path)]).toEqual([path, 'mf_finance']);
    }
    // a segment that merely starts with "pay" stays on the official site
    expect(remoteForPath('/payment/help')).toBe('mf_official');
  });

  it('shell paths and unknown admin paths have no remote', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/login', '/official/login', '/official/login?redirect=%2Fadmin', '/404', '/maintenance', '/wechat/loginSuccess', '/authorized', '/admin/nothing-here', '/admin/constructor']) {
      expect([path, remoteForPath(path)]).toEqual([path, null]);
    }
  });

  it('is case-sensitive like the routes', () => {
    expect(remoteForPath('/admin/active')).toBeNull();
  });
});
