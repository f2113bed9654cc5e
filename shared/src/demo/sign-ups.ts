/**
 * How the demo makes up its entrants (报名), once: valid ID cards, mobiles and names numbered by a counter. The server
 * seed (server/src/db/seed-sign-ups.ts, seed-schedule.ts) and the mock fixtures (shared/src/mocks/fixtures/sign-ups.ts)
 * number their entrants with them.
 */
import { idCardCheckDigit } from '../rules/id-card.ts';

/** A valid ID card of Hangzhou 西湖区 for a birth date (YYYY-MM-DD) and a number; odd sequence = male. */
export function demoIdCard(birth: string, n: number, male: boolean): string {
  const seq = String(((n * 2) % 998) + (male ? 1 : 0)).padStart(3, '0');
  const first17 = `330106${birth.replace(/-/g, '')}${seq}`;
  return first17 + idCardCheckDigit(first17);
}

/** The n-th entrant's mobile. */
export const demoPhone = (n: number) => `137${String(60000000 + n * 7331).slice(-8)}`;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['子轩', '浩宇', '梓涵', '欣怡', '宇航', '思彤', '俊杰', '雨涵', '博文', '诗琪', '天佑', '佳怡', '一鸣', '若曦', '嘉诚', '可馨'];

/** The n-th entrant's name. */
export const demoName = (n: number) => `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 7) % GIVEN.length]}`;

/** Why an organiser rejected a demo entry. */
export const DEMO_REJECT_REASON = '报名信息与身份证件不符';

/** A demo entrant's person: name, ID card and mobile of the n-th entrant; a team's members numbered n × 10 + i, the first (the entrant) captain. */
export function demoEntrant(n: number, v: { name?: string; card?: string; gender: number; birth: string; teamSize?: number }) {
  const person = (k: number) => ({ realName: demoName(k), idCard: demoIdCard(v.birth, k, v.gender === 1), phone: demoPhone(k), gender: v.gender, birthDate: v.birth });
  const self = { ...person(n), realName: v.name ?? demoName(n), ...(v.card ? { idCard: v.card } : {}) };
  const members = Array.from({ length: v.teamSize ?? 0 }, (_, i) => ({ ...(i === 0 ? self : person(n * 10 + i)), isCaptain: i === 0 }));
  return { ...self, members };
}

/** The history a demo entry starts with: submitted (or added by the organiser), then reviewed (a day later) when approved or rejected. */
export function demoEntryHistory<S extends string>(status: S, byUser: boolean): { from: 'pending' | null; to: S | 'pending' | 'waiting'; reason: string; reviewed: boolean }[] {
  const first = { from: null, to: status === 'waiting' ? ('waiting' as const) : ('pending' as const), reason: byUser ? '提交报名' : '主办方添加报名', reviewed: false };
  if (status !== 'approved' && status !== 'rejected') return [first];
  return [first, { from: 'pending' as const, to: status, reason: status === 'rejected' ? DEMO_REJECT_REASON : '', reviewed: true }];
}
