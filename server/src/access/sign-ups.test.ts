import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkEntry,
  freePlaces,
  idCardCheckDigit,
  idCardFacts,
  isIdCard,
  isMobile,
  maskIdCard,
  placeEntry,
  type EventItemRules,
  type FormRules,
  promotedStatus,
  reviewableFrom,
  windowState,
  yuanToCents,
} from 'shared/rules';
import type { AppError } from '../errors.js';
import type { Principal } from './principal.js';
import { entryAccess, managedCompetition, organises, signUpAs } from './sign-ups.js';

/** A valid ID card for a birth date and sequence (check digit computed). */
const idCard = (birth: string, seq = '123') => {
  const first17 = `110101${birth}${seq}`;
  return first17 + idCardCheckDigit(first17);
};

const individual: EventItemRules = { entryType: 'individual', gender: 0, birthFrom: null, birthTo: null, teamMin: 1, teamMax: 1 };
const team: EventItemRules = { ...individual, entryType: 'team', teamMin: 2, teamMax: 3 };
const form: FormRules = { requiredFields: ['real_name', 'phone'], customFields: [] };

describe('identity rules (spec §5)', () => {
  it('accepts a real ID card and refuses bad check digits, provinces and dates', () => {
    const good = idCard('19900101');
    assert.equal(isIdCard(good), true);
    assert.equal(isIdCard(good.toLowerCase()), true);
    const wrongCheck = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    assert.equal(isIdCard(wrongCheck), false);
    assert.equal(isIdCard(`99${good.slice(2)}`), false);
    assert.equal(isIdCard(idCard('19900231')), false);
    assert.equal(isIdCard(idCard('20990101'), new Date('2026-01-01')), false);
    assert.equal(isIdCard('12345'), false);
    assert.equal(isIdCard('11010519491231002X'), true);
  });
  it('reads birth date and gender from the ID card', () => {
    assert.deepEqual(idCardFacts(idCard('20120305', '122')), { birthDate: '2012-03-05', gender: 2 });
    assert.deepEqual(idCardFacts(idCard('20120305', '131')), { birthDate: '2012-03-05', gender: 1 });
  });
  it('checks mobiles and masks ID cards', () => {
    assert.equal(isMobile('13800000005'), true);
    assert.equal(isMobile('23800000005'), false);
    assert.equal(isMobile('1380000000'), false);
    assert.equal(maskIdCard('110101199001011234'), '110101********1234');
    assert.equal(maskIdCard(''), '');
  });
  it('converts yuan with 2 decimals to cents and refuses negatives and 3 decimals', () => {
    assert.equal(yuanToCents(80), 8000);
    assert.equal(yuanToCents('12.5'), 1250);
    assert.equal(yuanToCents(0.01), 1);
    assert.equal(yuanToCents(-1), null);
    assert.equal(yuanToCents('1.234'), null);
  });
});

describe('sign-up window', () => {
  const now = new Date('2026-05-01T00:00:00Z');
  it('explains why sign-up is closed', () => {
    assert.deepEqual(windowState(undefined, now), { open: false, reason: '报名未开放' });
    assert.deepEqual(windowState({ enabled: false, opensAt: null, closesAt: null }, now), { open: false, reason: '报名未开放' });
    assert.deepEqual(windowState({ enabled: true, opensAt: new Date('2026-05-02T00:00:00Z'), closesAt: null }, now), { open: false, reason: '报名尚未开始' });
    assert.deepEqual(windowState({ enabled: true, opensAt: null, closesAt: now }, now), { open: false, reason: '报名已截止' });
    assert.deepEqual(windowState({ enabled: true, opensAt: new Date('2026-04-01T00:00:00Z'), closesAt: new Date('2026-06-01T00:00:00Z') }, now), { open: true });
  });
});

describe('checkEntry', () => {
  it('normalises an individual entry and takes gender and birth date from the ID card', () => {
    const r = checkEntry({ real_name: ' 张三 ', phone: '13800000005', id_card: idCard('20100101', '131') }, form, individual);
    assert.ok('entry' in r);
    assert.equal(r.entry.entrantName, '张三');
    assert.equal(r.entry.person.gender, 1);
    assert.equal(r.entry.person.birthDate, '2010-01-01');
  });
  it('refuses with the exact Chinese messages', () => {
    const msg = (input: object, f: FormRules = form, item: EventItemRules = individual) => {
      const r = checkEntry(input, f, item);
      return 'msg' in r ? r.msg : null;
    };
    assert.equal(msg({ real_name: '张三', phone: '1380000' }), '手机号格式错误');
    assert.equal(msg({ real_name: '张三', phone: '13800000005', id_card: '110101199001011230' }), '身份证号格式错误');
    assert.equal(msg({ real_name: '张三' }), '请填写手机号');
    assert.equal(msg({ real_name: '张三', phone: '13800000005' }, { requiredFields: ['real_name', 'phone', 'id_card'], customFields: [] }), '请填写身份证号');
    assert.equal(
      msg({ real_name: '张三', phone: '13800000005' }, { requiredFields: ['real_name'], customFields: [{ key: 'size', label: '服装尺码', required: true }] }),
      '请填写服装尺码',
    );
    assert.equal(msg({ real_name: '张三', phone: '13800000005', id_card: idCard('20100101', '131') }, form, { ...individual, gender: 2 }), '该项目仅限女子报名');
    assert.equal(
      msg({ real_name: '张三', phone: '13800000005', id_card: idCard('20100101', '131') }, form, { ...individual, birthFrom: '2012-01-01', birthTo: null }),
      '该项目仅限2012-01-01及以后出生的选手报名',
    );
    assert.equal(msg({ team_name: '猛虎队', members: [{ real_name: '甲', phone: '13800000001' }] }, form, team), '队员人数应在 2–3 人之间');
    assert.equal(msg({ members: [] }, form, team), '请填写队伍名称');
    assert.equal(msg({ team_name: '猛虎队', members: [{ real_name: '甲', phone: '13800000001' }, { real_name: '乙', phone: '138' }] }, form, team), '手机号格式错误');
  });
  it('builds a team with its captain first', () => {
    const r = checkEntry({ team_name: '猛虎队', members: [{ real_name: '甲', phone: '13800000001' }, { real_name: '乙', phone: '13800000002' }] }, form, team);
    assert.ok('entry' in r);
    assert.equal(r.entry.entrantName, '猛虎队');
    assert.deepEqual(r.entry.members.map((m) => [m.realName, m.isCaptain]), [['甲', true], ['乙', false]]);
  });
});

describe('placeEntry and review', () => {
  it('places entries by capacity, review and waiting list', () => {
    assert.deepEqual(placeEntry(0, 1000, true, false), { status: 'pending' });
    assert.deepEqual(placeEntry(2, 1, false, false), { status: 'approved' });
    assert.deepEqual(placeEntry(2, 2, true, true), { status: 'waiting' });
    assert.deepEqual(placeEntry(2, 2, true, false), { msg: '名额已满' });
    assert.equal(promotedStatus(true), 'pending');
    assert.equal(promotedStatus(false), 'approved');
    assert.deepEqual(reviewableFrom('approve'), ['pending']);
    assert.deepEqual(reviewableFrom('reject'), ['pending', 'waiting']);
    assert.equal(freePlaces(0, 5), null);
    assert.equal(freePlaces(3, 5), 0);
  });
});

describe('sign-up access (access/sign-ups.ts)', () => {
  const member = { institutionId: 5, institutionType: 1, sportsVenuesId: 0, name: '', logo: '', isAdmin: true };
  const organiser: Principal = { userId: 2, isPlatformAdmin: false, isPerson: false, memberships: [member] };
  const grantHolder: Principal = { userId: 3, isPlatformAdmin: false, isPerson: false, memberships: [{ ...member, institutionId: 6 }] };
  const athlete: Principal = { userId: 4, isPlatformAdmin: false, isPerson: true, memberships: [] };
  const draft = { id: 9, institutionId: 5, status: 'draft', grants: [3] };
  const approved = { ...draft, status: 'approved' };
  const status = (f: () => unknown) => {
    try {
      f();
      return 'ok';
    } catch (error) {
      return (error as AppError).errno;
    }
  };

  it('lets the owner and the grant holder manage, and answers anyone else and a missing competition with 404', () => {
    assert.equal(managedCompetition(organiser, draft), draft);
    assert.equal(managedCompetition(grantHolder, draft), draft);
    assert.equal(status(() => managedCompetition(athlete, approved)), 404);
    assert.equal(status(() => managedCompetition(organiser, undefined)), 404);
    assert.equal(organises(athlete, approved), false);
  });
  it('signs up as organiser anywhere, as a personal user only for an approved competition, never as another institution', () => {
    assert.deepEqual(signUpAs(organiser, draft), { competition: draft, organiser: true });
    assert.deepEqual(signUpAs(athlete, approved), { competition: approved, organiser: false });
    assert.equal(status(() => signUpAs(athlete, draft)), 404);
    assert.equal(status(() => signUpAs(athlete, undefined)), 404);
    const otherInstitution: Principal = { ...grantHolder, userId: 7 };
    assert.equal(status(() => signUpAs(otherInstitution, approved)), 40300);
  });
  it('tells the organiser from the entry’s own user, and hides the entry from anyone else', () => {
    assert.deepEqual(entryAccess(organiser, { userId: 4 }, draft), { organiser: true, own: false });
    assert.deepEqual(entryAccess(athlete, { userId: 4 }, draft), { organiser: false, own: true });
    assert.equal(status(() => entryAccess(athlete, { userId: null }, draft)), 404);
    assert.equal(status(() => entryAccess(athlete, { userId: 8 }, approved)), 404);
  });
});
