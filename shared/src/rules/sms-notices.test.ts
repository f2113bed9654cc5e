import { SMS_SCENES } from './sign-in.ts';
import { isSmsNoticeKind, SMS_NOTICE_KINDS, SMS_NOTICES, smsNoticeParams, smsNoticeText } from './sms-notices.ts';

describe('SMS notices', () => {
  it('names every parameter of a kind in its text exactly once, and nothing else', () => {
    for (const kind of SMS_NOTICE_KINDS) {
      const inText = [...SMS_NOTICES[kind].text.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      expect(inText).toEqual([...smsNoticeParams(kind)]);
    }
  });

  it('has parameter names a template variable may take, and kinds that are no code scene (SMS_TEMPLATE_<KIND> and _<SCENE> share a namespace)', () => {
    for (const kind of SMS_NOTICE_KINDS) {
      expect(kind).toMatch(/^[a-z][a-z_]*$/);
      for (const name of smsNoticeParams(kind)) expect(name).toMatch(/^[a-z][a-z_]{0,31}$/);
      expect((SMS_SCENES as string[]).includes(kind)).toBe(false);
    }
  });

  it('builds the text from the named parameters, signed like a code', () => {
    expect(smsNoticeText({ kind: 'onboarding_approved', params: { institution: '云帆赛事', account: '13800000009' } })).toBe(
      '【赛事运营平台】您的入驻申请（云帆赛事）已审核通过。请在机构用户登录页用手机号 13800000009 获取验证码登录后台。',
    );
    expect(smsNoticeText({ kind: 'waitlist_offer', params: { venue: '体育中心', court: '2号场', time: '2026-06-06 18:00–19:00', deadline: '09:10' } })).toContain('体育中心2号场 2026-06-06 18:00–19:00 场地已空出');
  });

  it('knows its kinds', () => {
    expect(isSmsNoticeKind('waitlist_offer')).toBe(true);
    expect(isSmsNoticeKind('login')).toBe(false);
    expect(isSmsNoticeKind('toString')).toBe(false);
  });
});
