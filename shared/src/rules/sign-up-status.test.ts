import { cancelReason, cancelRefusal, capacityRefusal, createdReason, freePlaces, freesPlace, placeEntry, promotedStatus, reviewRefusal, SIGN_UP_MSG, windowState } from './sign-up-status';
import { MOBILE_MESSAGE } from './validators';
import { yuanToCents } from './finance/money';
import { checkCustomFields, checkItem, checkRequiredFields, entryEdit, newItemValues, windowRefusal } from './sign-up-entry';

describe('sign-up status machine', () => {
  it('places a new entry: a free place → pending or approved; full → waiting or 名额已满 (capacity 0 = unlimited)', () => {
    expect(placeEntry(0, 99, true, false)).toEqual({ status: 'pending' });
    expect(placeEntry(2, 1, false, false)).toEqual({ status: 'approved' });
    expect(placeEntry(2, 2, true, true)).toEqual({ status: 'waiting' });
    expect(placeEntry(2, 2, true, false)).toEqual({ msg: '名额已满' });
    expect(freePlaces(0, 5)).toBeNull();
    expect(freePlaces(3, 5)).toBe(0);
  });

  it('reviews all or nothing: approve pending only, reject pending or waiting', () => {
    expect(reviewRefusal('approve', ['pending', 'pending'])).toBeNull();
    expect(reviewRefusal('approve', ['pending', 'waiting'])).toBe('只能审核通过待审核的报名');
    expect(reviewRefusal('reject', ['waiting', 'pending'])).toBeNull();
    expect(reviewRefusal('reject', ['approved'])).toBe('只能驳回待审核或候补中的报名');
  });

  it('cancels a live entry; an athlete never once paid; only a held place is freed and promoted', () => {
    expect(cancelRefusal('rejected', false, true)).toBe('只有待审核、已通过或候补中的报名可以取消');
    expect(cancelRefusal('approved', true, false)).toBe('报名费已支付，请联系主办方取消报名');
    expect(cancelRefusal('approved', true, true)).toBeNull();
    expect(cancelReason('', true)).toBe('主办方取消报名');
    expect(cancelReason('', false)).toBe('本人取消报名');
    expect(freesPlace('approved')).toBe(true);
    expect(freesPlace('waiting')).toBe(false);
    expect(promotedStatus(true)).toBe('pending');
    expect(createdReason('organiser', 'waiting')).toBe('主办方添加报名（名额已满，进入候补）');
  });

  it('keeps capacity above the places held, the window ordered, and reads fees in yuan', () => {
    expect(capacityRefusal(1, 2)).toBe('名额不能少于已报名人数（2）');
    expect(capacityRefusal(0, 2)).toBeNull();
    expect(windowState({ enabled: true, opensAt: new Date('2026-01-02'), closesAt: null }, new Date('2026-01-01'))).toEqual({ open: false, reason: '报名尚未开始' });
    expect(windowState(undefined)).toEqual({ open: false, reason: '报名未开放' });
    expect(windowRefusal(new Date('2026-05-02'), new Date('2026-05-01'))).toBe('截止时间必须晚于开始时间');
    expect(yuanToCents('12.5')).toBe(1250);
    expect(yuanToCents('1.234')).toBeNull();
  });

  it('checks event items and form fields in Chinese', () => {
    expect(checkItem({ capacity: -1 })).toEqual({ msg: '名额不能为负数' });
    expect(checkItem({ fee: '1.234' })).toEqual({ msg: '报名费格式错误，最多两位小数' });
    expect(checkItem({ entry_type: 'team', team_min: 5, team_max: 3 })).toEqual({ msg: '队员人数上限不能小于下限' });
    expect(newItemValues({ name: '10公里', entryType: 'team', teamMin: 5 })).toMatchObject({ teamMin: 5, teamMax: 5, capacity: 0 });
    expect(checkRequiredFields(['phone'])).toEqual({ fields: ['real_name', 'phone'] });
    expect(checkRequiredFields(['shoe'])).toEqual({ msg: '未知的报名字段：shoe' });
    expect(checkCustomFields([{ key: 'phone', label: '电话' }])).toEqual({ msg: '自定义字段标识重复：phone' });
  });
});

describe('an organiser’s edit of an entry (entryEdit)', () => {
  it('trims the fields; an individual’s entrant name follows the real name, a team’s does not', () => {
    expect(entryEdit({ real_name: ' 王子轩 ', phone: '', affiliation: ' 杭州二中 ', seed: null }, 'individual')).toEqual({
      patch: { realName: '王子轩', entrantName: '王子轩', phone: '', affiliation: '杭州二中', seed: null },
    });
    expect(entryEdit({ real_name: '王子轩' }, 'team')).toEqual({ patch: { realName: '王子轩' } });
    expect(entryEdit({ entrant_name: '建兰中学', real_name: '王子轩' }, 'individual')).toEqual({ patch: { entrantName: '建兰中学', realName: '王子轩' } });
    expect(entryEdit({}, 'team')).toEqual({ patch: {} });
  });

  it('refuses an empty name, a bad mobile and members of an individual entry, in that order', () => {
    expect(entryEdit({ entrant_name: ' ' }, 'team')).toEqual({ msg: SIGN_UP_MSG.teamNameRequired });
    expect(entryEdit({ entrant_name: ' ', phone: '123' }, 'individual')).toEqual({ msg: SIGN_UP_MSG.realNameRequired });
    expect(entryEdit({ real_name: '' }, 'team')).toEqual({ msg: SIGN_UP_MSG.realNameRequired });
    expect(entryEdit({ phone: '123', members: [] }, 'individual')).toEqual({ msg: MOBILE_MESSAGE });
    expect(entryEdit({ members: [] }, 'individual')).toEqual({ msg: SIGN_UP_MSG.noMembersForIndividual });
    expect(entryEdit({ members: [] }, 'team')).toEqual({ patch: {} });
  });
});
