import type { PersonKind } from '../api/personnel';

/** 运动员 / 裁判员 (the two children of the 人员 top item). */
export const PERSON_KIND_TITLES: Record<PersonKind, string> = { athlete: '运动员', referee: '裁判员' };

export const genderText = (gender: number) => (gender === 2 ? '女' : '男');

export const personDetailsHref = (id: number) => `/official/personnel/details/${id}`;

/** A result as shown on a profile: 11.82秒 for timed items, the plain mark otherwise; DNF/DNS/DQ in Chinese. */
export function resultText(r: { value: number | null; model: string; status: string }): string {
  if (r.status === 'DNF') return '未完赛';
  if (r.status === 'DNS') return '未出发';
  if (r.status === 'DQ') return '取消成绩';
  if (r.value === null) return '—';
  return r.model === 'timed' ? `${r.value}秒` : String(r.value);
}
