import type { RouteObject } from 'react-router-dom';
import { ALL_MENU_ITEMS, type RemoteName } from '../rules/menu-catalog';

export interface StandaloneMenuItem {
  path: string;
  label: string;
}

/** The catalog's menu items of `remote` that one of its routes serves, once each, in catalog order. */
export function standaloneMenu(remote: RemoteName, adminRoutes: RouteObject[]): StandaloneMenuItem[] {
  const served = new Set(adminRoutes.map((r) => r.path));
  const items = ALL_MENU_ITEMS.filter((i) => i.remote === remote && served.has(i.path.split('?')[0]));
  return [...new Map(items.map((i) => [i.path, { path: i.path, label: i.title }])).values()];
}
