/**
 * The side menus of the match and series management layouts (spec §2.5 "Activity menu", "Series menus"), built
 * from the page table of the route file (mf-competition/src/app/routes.tsx): one entry per page.
 */
export interface ManagementPageEntry {
  /** Path relative to the layout (spec §2.4), e.g. `base`, `signUp/setting`, `schedule/step/:step_id`. */
  path: string;
  /** Menu label and route title (document title). */
  title: string;
  /** Spec route name (ActivityBase, ActivityCode, ScheduleLayout …). */
  name: string;
  /** Menu group (基本信息, 报名, 赛程 …); absent: a top-level item. */
  group?: string;
  /** Not in the menu (a detail page reached from another page, e.g. a schedule step). */
  hidden?: boolean;
  /** Only for matches (1) or only for activities (2). */
  only?: 1 | 2;
  /** Only for the owner institution and platform admins (the server refuses grant holders). */
  ownerOnly?: boolean;
  /** The page (every entry has one: the management menus have no 正在开发中 left). */
  page: () => Promise<{ default: React.ComponentType }>;
}

export interface MenuAudience {
  cType: 1 | 2;
  /** can_own of /competition/detail (owner institution or platform admin). */
  owner: boolean;
}

export interface SideMenuItem {
  key: string;
  label: string;
  children?: SideMenuItem[];
}

/** The entries a user sees for this competition. */
export function visiblePages(pages: readonly ManagementPageEntry[], audience: MenuAudience): ManagementPageEntry[] {
  return pages.filter((p) => !p.hidden && (!p.only || p.only === audience.cType) && (!p.ownerOnly || audience.owner));
}

/** Groups (in the order of their first entry) with their items; an entry without group is a top-level item. */
export function buildSideMenu(pages: readonly ManagementPageEntry[], audience: MenuAudience): SideMenuItem[] {
  const items: SideMenuItem[] = [];
  const groups = new Map<string, SideMenuItem>();
  for (const p of visiblePages(pages, audience)) {
    const item = { key: p.path, label: p.title };
    if (!p.group) {
      items.push(item);
      continue;
    }
    let group = groups.get(p.group);
    if (!group) {
      group = { key: `group:${p.group}`, label: p.group, children: [] };
      groups.set(p.group, group);
      items.push(group);
    }
    group.children!.push(item);
  }
  return items;
}

/** The menu key of the current location (the longest entry path the rest of the URL starts with). */
export function selectedKey(pages: readonly ManagementPageEntry[], rest: string): string | undefined {
  const matches = pages
    .filter((p) => !p.path.includes(':') && (rest === p.path || rest.startsWith(`${p.path}/`)))
    .sort((a, b) => b.path.length - a.path.length);
  return matches[0]?.path;
}
