// Reading the admin console the way a person does: menu groups by their Chinese titles.
import type { Page } from 'playwright-core';

export const sideMenu = (page: Page) => page.locator('aside .ant-menu, .admin-side-menu').first();

/** Titles of the top-level groups of the left menu. */
export async function menuGroups(page: Page): Promise<string[]> {
  const menu = sideMenu(page);
  await menu.waitFor();
  const titles = await menu.locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title .ant-menu-title-content').allInnerTexts();
  return titles.map((t) => t.replace(/\s+/g, '').replace(/\d+$/, ''));
}
