/**
 * Pure rules of sign-up (报名): identity checks (spec §5), the sign-up window, eligibility for an event item,
 * where a new entry goes (pending / approved / waiting / refused) and which statuses a review may start from.
 * The identity rules themselves (ID card, mobile, masking) are the ones of shared/rules, re-exported here.
 */
import { ID_CARD_MESSAGE, MOBILE_MESSAGE, idCardFacts, isIdCard, isMobile } from 'shared/rules';

export { ID_CARD_MESSAGE, MOBILE_MESSAGE, idCardCheckDigit, idCardFacts, isIdCard, isMobile, maskIdCard } from 'shared/rules';

/** Yuan with at most 2 decimals ("12.5", 12.5) → cents; null when not a valid non-negative amount. */
export function yuanToCents(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= 100_000_000 ? cents : null;
}

export const centsToYuan = (cents: number) => (cents / 100).toFixed(2);

export interface SignUpWindow {
  enabled: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
}

/** Whether public sign-up is open now, and why not (the Chinese reason shown on the public form). */
export function windowState(settings: SignUpWindow | undefined, now: Date = new Date()): { open: true } | { open: false; reason: string } {
  if (!settings || !settings.enabled) return { open: false, reason: '报名未开放' };
  if (settings.opensAt && now.getTime() < settings.opensAt.getTime()) return { open: false, reason: '报名尚未开始' };
  if (settings.closesAt && now.getTime() >= settings.closesAt.getTime()) return { open: false, reason: '报名已截止' };
  return { open: true };
}

export interface EventItemRules {
  entryType: string;
  gender: number;
  birthFrom: string | null;
  birthTo: string | null;
  teamMin: number;
  teamMax: number;
}

export interface PersonInput {
  real_name?: string;
  id_card?: string;
  phone?: string;
  gender?: number;
  birth_date?: string | null;
}

export interface EntryInput extends PersonInput {
  team_name?: string;
  affiliation?: string;
  extra?: Record<string, string>;
  members?: PersonInput[];
}

export interface FormRules {
  requiredFields: readonly string[];
  customFields: readonly { key: string; label: string; required: boolean }[];
}

const FIELD_LABELS: Record<string, string> = {
  real_name: '姓名',
  id_card: '身份证号',
  phone: '手机号',
  gender: '性别',
  birth_date: '出生日期',
  team_name: '队伍名称',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** A person of an entry, normalised (gender/birth date taken from the ID card when it has one). */
export interface Person {
  realName: string;
  idCard: string;
  phone: string;
  gender: number;
  birthDate: string | null;
}

/** Checks one person's identity fields; the first problem as a Chinese message. */
function checkPerson(p: PersonInput, required: readonly string[], item: EventItemRules, who: string): { person: Person } | { msg: string } {
  const realName = (p.real_name ?? '').trim();
  const idCard = (p.id_card ?? '').trim().toUpperCase();
  const phone = (p.phone ?? '').trim();
  let gender = p.gender ?? 0;
  let birthDate = p.birth_date?.trim() || null;
  if (!realName) return { msg: `请填写${who}姓名` };
  if (realName.length > 32) return { msg: `${who}姓名不能超过32个字` };
  if (required.includes('id_card') && !idCard) return { msg: `请填写${who}身份证号` };
  if (idCard) {
    if (!isIdCard(idCard)) return { msg: ID_CARD_MESSAGE };
    const facts = idCardFacts(idCard);
    birthDate = facts.birthDate;
    gender = facts.gender;
  }
  if (required.includes('phone') && !phone) return { msg: `请填写${who}手机号` };
  if (phone && !isMobile(phone)) return { msg: MOBILE_MESSAGE };
  if (required.includes('gender') && gender !== 1 && gender !== 2) return { msg: `请选择${who}性别` };
  if (gender !== 0 && gender !== 1 && gender !== 2) return { msg: '性别无效' };
  if (birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return { msg: '出生日期格式错误' };
  if (required.includes('birth_date') && !birthDate) return { msg: `请填写${who}出生日期` };
  if (item.gender !== 0 && gender !== item.gender) return { msg: `该项目仅限${item.gender === 1 ? '男' : '女'}子报名` };
  if ((item.birthFrom || item.birthTo) && !birthDate) return { msg: `该项目有年龄限制，请填写${who}出生日期` };
  if (birthDate && item.birthFrom && birthDate < item.birthFrom) return { msg: `该项目仅限${item.birthFrom}及以后出生的选手报名` };
  if (birthDate && item.birthTo && birthDate > item.birthTo) return { msg: `该项目仅限${item.birthTo}及以前出生的选手报名` };
  return { person: { realName, idCard, phone, gender, birthDate } };
}

export interface CheckedEntry {
  entrantName: string;
  entryType: 'individual' | 'team';
  /** the individual entrant, or the team captain (first member) */
  person: Person;
  affiliation: string;
  extra: Record<string, string>;
  members: (Person & { isCaptain: boolean })[];
}

/**
 * Validates an entry against the form settings and the event item (spec §5 identity rules, required and custom
 * fields, gender and birth limits, team size). Returns the normalised entry or the first problem in Chinese.
 */
export function checkEntry(input: EntryInput, form: FormRules, item: EventItemRules): { entry: CheckedEntry } | { msg: string } {
  const affiliation = (input.affiliation ?? '').trim();
  if (affiliation.length > 64) return { msg: '单位名称不能超过64个字' };
  const extra: Record<string, string> = {};
  for (const f of form.customFields) {
    const v = (input.extra?.[f.key] ?? '').trim();
    if (f.required && !v) return { msg: `请填写${f.label}` };
    if (v.length > 200) return { msg: `${f.label}不能超过200个字` };
    if (v) extra[f.key] = v;
  }
  if (item.entryType === 'team') {
    const teamName = (input.team_name ?? '').trim();
    if (!teamName) return { msg: '请填写队伍名称' };
    if (teamName.length > 64) return { msg: '队伍名称不能超过64个字' };
    const raw = input.members ?? [];
    if (raw.length < item.teamMin || raw.length > item.teamMax) return { msg: `队员人数应在 ${item.teamMin}–${item.teamMax} 人之间` };
    const members: CheckedEntry['members'] = [];
    const seen = new Set<string>();
    for (const [i, m] of raw.entries()) {
      const checked = checkPerson(m, form.requiredFields, item, `第${i + 1}名队员`);
      if ('msg' in checked) return checked;
      if (checked.person.idCard) {
        if (seen.has(checked.person.idCard)) return { msg: '队员身份证号不能重复' };
        seen.add(checked.person.idCard);
      }
      members.push({ ...checked.person, isCaptain: i === 0 });
    }
    return { entry: { entrantName: teamName, entryType: 'team', person: members[0], affiliation, extra, members } };
  }
  const checked = checkPerson(input, form.requiredFields, item, '');
  if ('msg' in checked) return checked;
  return { entry: { entrantName: checked.person.realName, entryType: 'individual', person: checked.person, affiliation, extra, members: [] } };
}

export type SignUpStatus = 'pending' | 'approved' | 'rejected' | 'cancelled' | 'waiting';
export const HOLDING: readonly SignUpStatus[] = ['pending', 'approved'];
export const LIVE: readonly SignUpStatus[] = ['pending', 'approved', 'waiting'];

/**
 * Where a new entry goes: a free place → approved (no review) or pending; full → waiting when the waiting list is
 * on, else refused `名额已满`. capacity 0 = unlimited; `held` = pending + approved entries of the item.
 */
export function placeEntry(capacity: number, held: number, reviewRequired: boolean, waitingList: boolean): { status: SignUpStatus } | { msg: string } {
  if (capacity === 0 || held < capacity) return { status: reviewRequired ? 'pending' : 'approved' };
  if (waitingList) return { status: 'waiting' };
  return { msg: '名额已满' };
}

/** The status a waiting entry moves to when a place frees up. */
export const promotedStatus = (reviewRequired: boolean): SignUpStatus => (reviewRequired ? 'pending' : 'approved');

/** Statuses a review action may start from: approve only pending entries; reject pending or waiting ones. */
export function reviewableFrom(action: 'approve' | 'reject'): readonly SignUpStatus[] {
  return action === 'approve' ? ['pending'] : ['pending', 'waiting'];
}

/** Free places of an item (null = unlimited). */
export const freePlaces = (capacity: number, held: number): number | null => (capacity === 0 ? null : Math.max(0, capacity - held));
