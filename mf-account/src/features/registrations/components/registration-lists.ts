import type { RegistrationKind } from '../api/registrations';

/**
 * The registration lists of spec §2.5: 注册名单 (platform: sportmanList, judgeList) and 社区人员注册 (institution:
 * sportmanRegister, judgeRegistration, registeExamine). Each list's detail is `<path>/:id`, under the same menu item.
 */
export interface RegistrationListDef {
  name: 'sportmanList' | 'judgeList' | 'sportmanRegister' | 'judgeRegistration' | 'registeExamine';
  title: string;
  path: string;
  /** one kind, or both (注册审核) */
  kind?: RegistrationKind;
  /** the platform's list (every institution) */
  platform: boolean;
  /** opens on the pending ones */
  pendingFirst: boolean;
}

export const REGISTRATION_LISTS: readonly RegistrationListDef[] = [
  { name: 'sportmanList', title: '运动员名单', path: '/admin/register/sportmanList', kind: 'athlete', platform: true, pendingFirst: false },
  { name: 'judgeList', title: '裁判员名单', path: '/admin/register/judgeList', kind: 'referee', platform: true, pendingFirst: false },
  { name: 'sportmanRegister', title: '运动员注册', path: '/admin/community/register/sportmanRegister', kind: 'athlete', platform: false, pendingFirst: false },
  { name: 'judgeRegistration', title: '裁判员注册', path: '/admin/community/register/judgeRegistration', kind: 'referee', platform: false, pendingFirst: false },
  { name: 'registeExamine', title: '注册审核', path: '/admin/community/register/registeExamine', platform: false, pendingFirst: true },
];

export const registrationList = (name: string | undefined) => REGISTRATION_LISTS.find((l) => l.name === name) ?? REGISTRATION_LISTS[4]!;
