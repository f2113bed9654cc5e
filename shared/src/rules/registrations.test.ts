import { idCardCheckDigit } from './id-card';
import {
  applyRefusal,
  canPublishRegistrations,
  identityProblem,
  personGenderText,
  REGISTRATION_FIELD_KEYS,
  REGISTRATION_FIELDS,
  REGISTRATION_MSG,
  registerWindowRefusal,
  registerWindowState,
  registrationReviewerRefusal,
  settingProblem,
  addRegistrationPath,
} from './registrations';

const idCard = (first17 = '33010619980505002') => first17 + idCardCheckDigit(first17);
const window = { startsAt: '2026-03-01T00:00:00+08:00', endsAt: '2026-04-01T00:00:00+08:00' };
const setting = { kind: 'athlete', sports: ['田径', '游泳'], fields: ['level'], documents: ['等级证书'], ...window };
const inside = new Date('2026-03-15T00:00:00+08:00');
const input = { kind: 'athlete' as const, sport: '田径', values: { level: '国家一级运动员' }, documents: [{ name: '等级证书', url: '/media/1.png' }] };

describe('registration rules', () => {
  it('publishers are 体育局 (1) and 协会 (2)', () => {
    expect([1, 2, 3, 4, 5, 6].filter(canPublishRegistrations)).toEqual([1, 2]);
  });

  it('a window is open from its start (inclusive) to its end (exclusive)', () => {
    expect(registerWindowState(window, new Date('2026-02-28T23:59:59+08:00'))).toBe('not_started');
    expect(registerWindowState(window, new Date('2026-03-01T00:00:00+08:00'))).toBe('open');
    expect(registerWindowState(window, new Date('2026-04-01T00:00:00+08:00'))).toBe('ended');
    expect(registerWindowRefusal(window, new Date('2026-01-01'))).toBe('注册尚未开始');
    expect(registerWindowRefusal(window, new Date('2026-05-01'))).toBe('注册已结束');
    expect(registerWindowRefusal(window, inside)).toBeNull();
  });

  it('a requirement needs a publisher, a title, a sport and an end after its start', () => {
    const ok = { title: '2026年运动员注册', sports: ['田径'], ...window };
    expect(settingProblem(2, ok)).toBeNull();
    expect(settingProblem(3, ok)).toBe(REGISTRATION_MSG.notPublisher);
    expect(settingProblem(1, { ...ok, title: ' ' })).toBe('请填写注册要求名称');
    expect(settingProblem(1, { ...ok, sports: [' '] })).toBe('请至少选择一个运动项目');
    expect(settingProblem(1, { ...ok, endsAt: ok.startsAt })).toBe('注册结束时间须晚于开始时间');
  });

  it('实名认证 checks the name, the ID card by the §5 rule and the photo; a verified one is locked', () => {
    const ok = { realName: '林晓跑', idCard: idCard(), photo: '/media/p.png' };
    expect(identityProblem(ok)).toBeNull();
    expect(identityProblem({ ...ok, realName: '' })).toBe('请填写真实姓名');
    expect(identityProblem({ ...ok, idCard: idCard().slice(0, 17) + (idCard().endsWith('0') ? '1' : '0') })).toBe('身份证号格式错误');
    expect(identityProblem({ ...ok, idCard: '123' })).toBe('身份证号格式错误');
    expect(identityProblem({ ...ok, photo: '' })).toBe('请上传本人照片');
    expect(identityProblem(ok, { status: 'verified' })).toBe('实名认证已通过，不能修改');
    expect(identityProblem(ok, { status: 'pending' })).toBeNull();
  });

  it('a registration needs 实名认证, the right kind, an open window, no other in the window, an offered sport, fields and documents', () => {
    const ctx = { identity: { status: 'pending' as const }, setting, others: [], now: inside };
    expect(applyRefusal(input, ctx)).toBeNull();
    expect(applyRefusal(input, { ...ctx, identity: undefined })).toBe('请先完成实名认证');
    expect(applyRefusal({ ...input, kind: 'referee' }, ctx)).toBe('该注册要求不适用于此类注册');
    expect(applyRefusal(input, { ...ctx, now: new Date('2026-04-02') })).toBe('注册已结束');
    expect(applyRefusal(input, { ...ctx, others: [{ status: 'pending' }] })).toBe('本期注册已提交，请勿重复提交');
    expect(applyRefusal(input, { ...ctx, others: [{ status: 'approved' }] })).toBe('本期注册已提交，请勿重复提交');
    expect(applyRefusal(input, { ...ctx, others: [{ status: 'rejected' }] })).toBeNull();
    expect(applyRefusal({ ...input, sport: '篮球' }, ctx)).toBe('所选运动项目不在本期注册范围内');
    expect(applyRefusal({ ...input, values: {} }, ctx)).toBe('请填写等级');
    expect(applyRefusal({ ...input, documents: [] }, ctx)).toBe('请上传等级证书');
  });

  it('a review: never one’s own, pending only (the reason is review.ts rejectReasonProblem)', () => {
    expect(registrationReviewerRefusal({ status: 'pending', userId: 5 }, 2)).toBeNull();
    expect(registrationReviewerRefusal({ status: 'pending', userId: 5 }, 5)).toBe('不能审核本人的注册');
    expect(registrationReviewerRefusal({ status: 'approved', userId: 5 }, 2)).toBe('该注册已审核，不能重复审核');
    expect(registrationReviewerRefusal({ status: 'approved', userId: 5 }, 5)).toBe('不能审核本人的注册');
  });

  it('lists every optional field key, in order', () => {
    expect([...REGISTRATION_FIELD_KEYS]).toEqual(Object.keys(REGISTRATION_FIELDS));
  });

  it('性别 of the ID card: 男, 女, or nothing', () => {
    expect([1, 2, 0, 3].map(personGenderText)).toEqual(['男', '女', '', '']);
  });

  it('AddRegistration paths', () => {
    expect(addRegistrationPath('athlete', 'details', 3, 5)).toBe('/admin/person/register/athlete/details/3/5');
  });
});
