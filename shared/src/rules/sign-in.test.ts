import { maskMobile, SIGN_IN_MSG, SMS_RESEND_SECONDS, SMS_SCENES, smsSendRefusal, smsText } from './sign-in';

describe('SMS sending rules', () => {
  const now = Date.parse('2026-12-01T08:00:00Z');
  const base = { lastSentToMobileScene: null, sentFromIpLastHour: 0, ipHourlyLimit: 3, now };

  it('allows one code per mobile and scene per 60 s', () => {
    expect(smsSendRefusal(base)).toBeNull();
    expect(smsSendRefusal({ ...base, lastSentToMobileScene: now - (SMS_RESEND_SECONDS * 1000 - 1) })).toBe(SIGN_IN_MSG.smsTooFrequent);
    expect(smsSendRefusal({ ...base, lastSentToMobileScene: now - SMS_RESEND_SECONDS * 1000 })).toBeNull();
  });

  it('caps the codes of one client IP per hour', () => {
    expect(smsSendRefusal({ ...base, sentFromIpLastHour: 2 })).toBeNull();
    expect(smsSendRefusal({ ...base, sentFromIpLastHour: 3 })).toBe(SIGN_IN_MSG.smsIpLimit);
    expect(smsSendRefusal({ ...base, sentFromIpLastHour: null })).toBeNull();
  });

  it('names every scene in its message and masks mobiles', () => {
    for (const scene of SMS_SCENES) expect(smsText('123456', scene)).toMatch(/^【赛事运营平台】您的.+验证码为 123456，10分钟内有效/);
    expect(maskMobile('13800000001')).toBe('138****0001');
    expect(maskMobile('123')).toBe('****');
  });
});
