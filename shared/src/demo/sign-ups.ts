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
