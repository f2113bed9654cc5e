/**
 * What a sign-up form and an event item accept (报名表与报名项目): the checks of a new entry (spec §5 identity rules,
 * required and custom fields, gender and birth limits, team size), of an event item's fields and of the form
 * settings, each answering the first problem in Chinese. Stated once for the server (routes/competition/sign-up*.ts)
 * and the mocks; dependency-free.
 */
import type { components } from '../api/generated/schema.ts';
import { ID_CARD_MESSAGE, idCardFacts, isIdCard } from './id-card.ts';
import { yuanToCents } from './finance/money.ts';
import { FEE_MAX_CENTS, SIGN_UP_MSG } from './sign-up-status.ts';
import { isMobile, MOBILE_MESSAGE } from './validators.ts';

/** The standard fields a form may ask for (real_name always). */
export const SIGN_UP_FIELDS = ['real_name', 'id_card', 'phone', 'gender', 'birth_date', 'team_name'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

export const SIGN_UP_FIELD_LABELS: Readonly<Record<string, string>> = {
  real_name: '姓名',
  id_card: '身份证号',
  phone: '手机号',
  gender: '性别',
  birth_date: '出生日期',
  team_name: '队伍名称',
};

export const fieldLabel = (field: string) => SIGN_UP_FIELD_LABELS[field] ?? field;

/** Chinese refusals of an event item's checks. */
export const SIGN_UP_ENTRY_MSG = {
  teamMaxBelowMin: '队员人数上限不能小于下限',
} as const;

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

/** A question of the organiser's own on the form (the API's `SignUpCustomField`). */
export type CustomField = components['schemas']['SignUpCustomField'];

export interface FormRules {
  requiredFields: readonly string[];
  customFields: readonly CustomField[];
}

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
 * Validates an entry against the form settings and the event item. Returns the normalised entry or the first
 * problem in Chinese.
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
    if (!teamName) return { msg: SIGN_UP_MSG.teamNameRequired };
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

/** The values of an event item (组别). */
export interface ItemValues {
  name: string;
  entryType: 'individual' | 'team';
  gender: number;
  ageGroup: string;
  birthFrom: string | null;
  birthTo: string | null;
  capacity: number;
  feeCents: number;
  teamMin: number;
  teamMax: number;
  sort: number;
}

/** An event item's fields as the API sends them (fee in yuan). */
export interface ItemInput {
  name?: string;
  entry_type?: 'individual' | 'team';
  gender?: number;
  age_group?: string;
  birth_from?: string | null;
  birth_to?: string | null;
  capacity?: number;
  fee?: number | string;
  team_min?: number;
  team_max?: number;
  sort?: number;
}

/** Checks and converts item fields; `current` = the item being edited (its values fill the gaps). */
export function checkItem(b: ItemInput, current?: ItemValues): { values: Partial<ItemValues> } | { msg: string } {
  const v: Partial<ItemValues> = {};
  if (b.name !== undefined) {
    v.name = b.name.trim();
    if (!v.name) return { msg: '项目名称不能为空' };
  }
  if (b.entry_type !== undefined) v.entryType = b.entry_type;
  if (b.gender !== undefined) v.gender = b.gender;
  if (b.age_group !== undefined) v.ageGroup = b.age_group.trim();
  if (b.birth_from !== undefined) v.birthFrom = b.birth_from;
  if (b.birth_to !== undefined) v.birthTo = b.birth_to;
  if (b.capacity !== undefined) {
    if (b.capacity < 0) return { msg: '名额不能为负数' };
    if (b.capacity > 100000) return { msg: '名额不能超过100000' };
    v.capacity = b.capacity;
  }
  if (b.fee !== undefined) {
    if (Number(b.fee) < 0) return { msg: '报名费不能为负数' };
    const cents = yuanToCents(b.fee, FEE_MAX_CENTS);
    if (cents === null) return { msg: '报名费格式错误，最多两位小数' };
    v.feeCents = cents;
  }
  if (b.team_min !== undefined) v.teamMin = b.team_min;
  if (b.team_max !== undefined) v.teamMax = b.team_max;
  if (b.sort !== undefined) v.sort = b.sort;
  const merged = { ...current, ...v } as Partial<ItemValues>;
  const birthFrom = merged.birthFrom ?? null;
  const birthTo = merged.birthTo ?? null;
  if (birthFrom && birthTo && birthFrom > birthTo) return { msg: '出生日期范围无效：起始日期不能晚于截止日期' };
  if ((merged.entryType ?? 'individual') === 'individual') {
    if (b.team_min !== undefined || b.team_max !== undefined || current?.entryType === 'team') {
      v.teamMin = 1;
      v.teamMax = 1;
    }
  } else {
    const min = merged.teamMin ?? 1;
    const max = merged.teamMax ?? min;
    if (min < 1) return { msg: '队员人数下限不能小于1' };
    if (max < min) return { msg: SIGN_UP_ENTRY_MSG.teamMaxBelowMin };
    if (max > 100) return { msg: '队员人数上限不能超过100' };
  }
  return { values: v };
}

/** A new item: the checked fields with their defaults (individual, no limits, unlimited, free). */
export function newItemValues(v: Partial<ItemValues> & { name: string }): ItemValues | { msg: string } {
  const values: ItemValues = {
    name: v.name,
    entryType: v.entryType ?? 'individual',
    gender: v.gender ?? 0,
    ageGroup: v.ageGroup ?? '',
    birthFrom: v.birthFrom ?? null,
    birthTo: v.birthTo ?? null,
    capacity: v.capacity ?? 0,
    feeCents: v.feeCents ?? 0,
    teamMin: v.entryType === 'team' ? (v.teamMin ?? 1) : 1,
    teamMax: v.entryType === 'team' ? (v.teamMax ?? v.teamMin ?? 1) : 1,
    sort: v.sort ?? 0,
  };
  if (values.teamMax < values.teamMin) return { msg: SIGN_UP_ENTRY_MSG.teamMaxBelowMin };
  return values;
}

/** The required fields of a form: known ones only, the name always asked for. */
export function checkRequiredFields(fields: readonly string[]): { fields: SignUpField[] } | { msg: string } {
  const unknown = fields.find((f) => !(SIGN_UP_FIELDS as readonly string[]).includes(f));
  if (unknown !== undefined) return { msg: `未知的报名字段：${unknown}` };
  return { fields: [...new Set<SignUpField>(['real_name', ...(fields as SignUpField[])])] };
}

/** The custom fields of a form: a label, a key (a-z0-9_, starting with a letter), no key twice nor a standard one. */
export function checkCustomFields(fields: readonly { key: string; label: string; required?: boolean }[]): { fields: CustomField[] } | { msg: string } {
  const out: CustomField[] = [];
  const keys = new Set<string>();
  for (const f of fields) {
    const label = f.label.trim();
    if (!label) return { msg: '自定义字段名称不能为空' };
    const key = f.key.trim();
    if (!/^[a-z][a-z0-9_]{0,31}$/.test(key)) return { msg: `自定义字段“${label}”的标识无效（小写字母开头，字母、数字或下划线）` };
    if (keys.has(key) || (SIGN_UP_FIELDS as readonly string[]).includes(key)) return { msg: `自定义字段标识重复：${key}` };
    keys.add(key);
    out.push({ key, label, required: f.required ?? false });
  }
  return { fields: out };
}

/** What an organiser changes of an entry (PUT /competition/sign_info): its names, contact, affiliation, seed and team members. */
export interface EntryPatch {
  entrantName?: string;
  realName?: string;
  phone?: string;
  affiliation?: string;
  seed?: number | null;
  members?: CheckedEntry['members'];
}

/**
 * An organiser's edit of an entry, in the route's order: the fields trimmed (a name may not be empty; an individual's
 * entrant name follows the real name; a mobile if any), members only for a team (checkEntry checks them). The patch
 * of the fields, or the 42200 refusal.
 */
export function entryEdit(
  b: { entrant_name?: string; real_name?: string; phone?: string; affiliation?: string; seed?: number | null; members?: unknown },
  entryType: string,
): { patch: EntryPatch } | { msg: string } {
  const patch: EntryPatch = {};
  if (b.entrant_name !== undefined) {
    patch.entrantName = b.entrant_name.trim();
    if (!patch.entrantName) return { msg: entryType === 'team' ? SIGN_UP_MSG.teamNameRequired : SIGN_UP_MSG.realNameRequired };
  }
  if (b.real_name !== undefined) {
    patch.realName = b.real_name.trim();
    if (!patch.realName) return { msg: SIGN_UP_MSG.realNameRequired };
    if (entryType !== 'team' && patch.entrantName === undefined) patch.entrantName = patch.realName;
  }
  if (b.phone !== undefined) {
    patch.phone = b.phone.trim();
    if (patch.phone && !isMobile(patch.phone)) return { msg: MOBILE_MESSAGE };
  }
  if (b.affiliation !== undefined) patch.affiliation = b.affiliation.trim();
  if (b.seed !== undefined) patch.seed = b.seed;
  if (b.members !== undefined && entryType !== 'team') return { msg: SIGN_UP_MSG.noMembersForIndividual };
  return { patch };
}

/** The sign-up window: the deadline after the start (either may be open). */
export const windowRefusal = (opensAt: Date | null, closesAt: Date | null): string | null =>
  opensAt && closesAt && closesAt.getTime() <= opensAt.getTime() ? SIGN_UP_MSG.closesBeforeOpens : null;
