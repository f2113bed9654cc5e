import { RuleRefusal } from '../rule-refusal';
import * as rules from '../index';
import * as venue from './index';
import { BOOKING_MSG, bookingRefusalError, CLOSURE_KIND_LABEL, CLOSURE_KINDS, settingsRefusalError, VENUE_SETTINGS_MSG } from './venue-messages';

describe('the venue messages', () => {
  it('says the refusals the issue names in Chinese', () => {
    expect(BOOKING_MSG.taken).toBe('该时段已被预订');
    expect(BOOKING_MSG.venueClosed).toBe('场馆已关闭');
    expect(BOOKING_MSG.outsideHours).toBe('不在营业时间内');
    expect(BOOKING_MSG.tooLong(90)).toBe('单次预订不能超过1小时30分钟');
    expect(BOOKING_MSG.tooLong(240)).toBe('单次预订不能超过4小时');
    expect(BOOKING_MSG.closure('国庆闭馆')).toBe('该时段场地不开放（国庆闭馆）');
    expect(VENUE_SETTINGS_MSG.ruleAt(2, '价格不能为负数')).toBe('第3条价格规则：价格不能为负数');
  });

  it('throws booking refusals as errno 40000 and settings refusals as 42200', () => {
    const booking = bookingRefusalError({ code: 'taken', message: BOOKING_MSG.taken });
    expect(booking).toBeInstanceOf(RuleRefusal);
    expect([booking.message, booking.errno]).toEqual(['该时段已被预订', 40000]);
    const settings = settingsRefusalError(VENUE_SETTINGS_MSG.priceNegative);
    expect([settings.message, settings.errno]).toEqual(['价格不能为负数', 42200]);
  });

  it('labels every closure kind', () => {
    expect(CLOSURE_KINDS.map((k) => CLOSURE_KIND_LABEL[k])).toEqual(['节假日闭馆', '场地维护', '活动包场', '暂停开放']);
  });

  it('is exported by shared/rules as by rules/venue', () => {
    for (const name of ['bookingRefusal', 'courtDaySlots', 'rangePrice', 'findFreeCourts', 'recurringCollisions', 'bookingRefund', 'holdIsLive', 'BOOKING_MSG'] as const) {
      expect(rules[name]).toBe(venue[name]);
    }
  });
});
