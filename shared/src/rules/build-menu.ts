/** The admin side menu (spec §2.5, §6): which set, intersection with the server's titles, badges. */
import type { Account } from '../api/types.ts';
import { activeInstitutionOf, canManageArticles, hasPersonalMenuOnly, isPlatformAdmin, isVenueInstitution } from './access.ts';
import {
  ADMIN_MENU,
  ALL_MENU_ITEMS,
  ARTICLE_GROUP,
  ORGANISER_MENU,
  PERSONAL_MENU,
  VENUE_CHECK_COUNT_KEYS,
  VENUE_MANAGER_MENU,
  type CountKey,
  type MenuCounts,
  type MenuGroupDef,
  type MenuItemDef,
  type RemoteName,
} from './menu-catalog.ts';

export type MenuSetName = 'admin' | 'organiser' | 'venue' | 'personal';

export interface MenuItem extends MenuItemDef {
  badgeCount: number;
}

export interface MenuGroup extends Omit<MenuGroupDef, 'items'> {
  items: MenuItem[];
  /** Sum of the item badges. */
  badgeCount: number;
}

export interface BuildMenuInput {
  account: Account | null | undefined;
  activeInstitutionId: number;
  /** Titles from GET /admin/manager_menu; an item shows only when its group title and its title are in it. */
  titles: readonly string[];
  counts?: MenuCounts;
}

/** Which menu set a user sees for the active institution. */
export function menuSetFor(account: Account | null | undefined, activeInstitutionId: number): MenuSetName | null {
  if (!account) return null;
  // Same order as the server: a platform administrator always gets the full set.
  if (isPlatformAdmin(account)) return 'admin';
  if (hasPersonalMenuOnly(account, activeInstitutionId)) return 'personal';
  if (isVenueInstitution(activeInstitutionOf(account, activeInstitutionId))) return 'venue';
  return 'organiser';
}

const MENU_SETS: Record<MenuSetName, readonly MenuGroupDef[]> = {
  admin: ADMIN_MENU,
  organiser: ORGANISER_MENU,
  venue: VENUE_MANAGER_MENU,
  personal: PERSONAL_MENU,
};

export function sumCounts(counts: MenuCounts | undefined, keys: readonly CountKey[] | undefined): number {
  if (!counts || !keys) return 0;
  return keys.reduce((sum, key) => sum + (Number(counts[key]) || 0), 0);
}

/** Spec §2.5: update_venue_count + report_photo_count + add_venue_count + add_photo_count + feedback_count. */
export function venueCheckBadge(counts: MenuCounts | undefined): number {
  return sumCounts(counts, VENUE_CHECK_COUNT_KEYS);
}

export function buildMenu({ account, activeInstitutionId, titles, counts }: BuildMenuInput): MenuGroup[] {
  const set = menuSetFor(account, activeInstitutionId);
  if (!set || !account) return [];
  const allowed = new Set(titles);
  const institution = activeInstitutionOf(account, activeInstitutionId);
  const groups: MenuGroup[] = [];
  for (const group of MENU_SETS[set]) {
    // The article group (is_admin 0) is for institutions of types 1, 2 and 6; platform admins keep it.
    if (group.key === ARTICLE_GROUP.key && set !== 'admin' && !canManageArticles(institution?.institution_type)) continue;
    if (!allowed.has(group.title)) continue;
    const items = group.items
      .filter((i) => allowed.has(i.title))
      .map((i) => ({ ...i, badgeCount: sumCounts(counts, i.badge) }));
    if (items.length === 0) continue;
    groups.push({ ...group, items, badgeCount: items.reduce((sum, i) => sum + i.badgeCount, 0) });
  }
  return groups;
}

/** Remotes the menu links to (the shell preloads them when the browser is idle). */
export function remotesForMenu(menu: readonly MenuGroup[] | readonly MenuGroupDef[]): RemoteName[] {
  const remotes = new Set<RemoteName>();
  for (const group of menu) for (const i of group.items) remotes.add(i.remote);
  return [...remotes];
}

/** The menu item whose path (without query) matches `pathname`, for the selected key. */
export function findMenuItem(menu: readonly MenuGroup[], pathname: string): MenuItem | undefined {
  for (const group of menu) {
    for (const i of group.items) {
      const base = i.path.split('?')[0];
      if (pathname === base || pathname.startsWith(`${base}/`)) return i;
    }
  }
  return undefined;
}

/** The catalog item (any menu set) whose page lives at `pathname`, e.g. to tell "not built yet" from "unknown". */
export function menuItemForPath(pathname: string): MenuItemDef | undefined {
  return ALL_MENU_ITEMS.find((i) => {
    const base = i.path.split('?')[0];
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}
