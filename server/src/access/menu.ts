import { MENU_SET_GROUPS, menuForMember, menuSetKeyFor, menuTitlesOf, type MenuGroupDef, type MenuSetKey } from 'shared/rules';
import { canManageArticles, isVenueManager, membershipFor } from './institutions.js';
import { PERSONAL_ONLY_INSTITUTION_ID } from 'shared/rules';
import type { Membership, Principal } from './principal.js';

/** A menu group: its title and the titles of its items (docs/architecture.md, "Admin paths"). */
export interface MenuGroup {
  title: string;
  items: string[];
}

/**
 * The menu sets are defined once, keyed by the spec's route names, in shared/src/rules/menu-catalog.ts
 * (MENU_SET_GROUPS); here they are the titles GET /admin/manager_menu answers with.
 */
const titlesOf = (groups: readonly MenuGroupDef[]): MenuGroup[] => groups.map((group) => ({ title: group.title, items: group.items.map((i) => i.title) }));
const titlesOfSet = (key: MenuSetKey): MenuGroup[] => titlesOf(MENU_SET_GROUPS[key]);

export const ADMIN_MENU: MenuGroup[] = titlesOfSet('admin');
/** Organisers of institution types other than 1, 2 and 6 (without 资讯管理). */
export const ORGANISER_MENU: MenuGroup[] = titlesOfSet('organiser');
export const VENUE_MANAGER_MENU: MenuGroup[] = titlesOfSet('venue');
export const PERSONAL_MENU: MenuGroup[] = titlesOfSet('personal');
/**
 * An approved referee's personal menu: 我的注册 also holds 我的执裁 (the fixtures they are assigned to, with score
 * entry and live scores), so personal users still see only 我的信息 and 我的注册 (spec §6).
 */
export const REFEREE_PERSONAL_MENU: MenuGroup[] = titlesOfSet('referee-personal');


export interface MenuOptions {
  /** The caller holds an approved referee registration. */
  referee?: boolean;
}

/** Which set a caller sees for an institution (spec §2.5, §6); null when the institution is not one of theirs. */
function menuSetKeyOf(principal: Principal, institutionId: number, options: MenuOptions): MenuSetKey | null {
  const caller = { platformAdmin: false, personal: false, venueManager: false, articles: false, referee: Boolean(options.referee) };
  if (principal.isPlatformAdmin) return menuSetKeyFor({ ...caller, platformAdmin: true });
  // Without a membership (personal users) there is only the personal menu of "no institution" (0): any other id
  // is not theirs and answers 404 like for everyone else.
  if (institutionId === 0 && principal.memberships.length === 0) return menuSetKeyFor({ ...caller, personal: true });
  const membership = membershipFor(principal, institutionId);
  if (!membership) return null;
  return membershipSetKey(membership, { personal: institutionId === PERSONAL_ONLY_INSTITUTION_ID, referee: Boolean(options.referee) });
}

/**
 * The §6 set of a membership: the venue manager's, or the organiser's with or without 资讯管理 (institution 121, the
 * personal-only one, and an approved referee there, get the personal sets). Also the rows of 权限管理's role editor.
 */
export function membershipSetKey(membership: Membership, extra: { personal?: boolean; referee?: boolean } = {}): MenuSetKey {
  return menuSetKeyFor({
    platformAdmin: false,
    personal: Boolean(extra.personal),
    venueManager: isVenueManager(membership),
    articles: canManageArticles(membership.institutionType),
    referee: Boolean(extra.referee),
  });
}

/**
 * The menu groups a caller may see for an institution (spec §2.5, §6).
 * Returns null when the institution is not one of the caller's (the route answers 404).
 */
export function menuGroupsFor(principal: Principal, institutionId: number, options: MenuOptions = {}): MenuGroup[] | null {
  const groups = memberMenuOf(principal, institutionId, options);
  return groups ? titlesOf(groups) : null;
}

/**
 * The §6 set of the caller for the institution intersected with their role (权限管理, shared/rules menuForMember):
 * a staff member sees 账号信息, 修改密码 and the groups their role gives at least 只读; owners the whole set.
 */
function memberMenuOf(principal: Principal, institutionId: number, options: MenuOptions): MenuGroupDef[] | null {
  const key = menuSetKeyOf(principal, institutionId, options);
  if (!key) return null;
  const permissions = principal.isPlatformAdmin ? null : (membershipFor(principal, institutionId)?.permissions ?? null);
  return menuForMember(MENU_SET_GROUPS[key], permissions);
}

/** Flat list of group and item titles, as returned by GET /admin/manager_menu. */
export function menuTitlesFor(principal: Principal, institutionId: number, options: MenuOptions = {}): string[] | null {
  const groups = memberMenuOf(principal, institutionId, options);
  return groups ? menuTitlesOf(groups) : null;
}
