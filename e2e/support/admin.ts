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

/**
 * Opens a menu item the way a person does: unfold its group when needed, click the item, wait for the path.
 * The menu is rebuilt once the menu titles and badges arrive, which can fold a group again or swap the item under
 * the pointer; a click that led nowhere is tried again (up to three times) before the wait gives up.
 */
export async function openMenuItem(page: Page, group: string, item: string, path: string) {
  const menu = sideMenu(page);
  await menu.waitFor();
  const link = menu.locator('.ant-menu-item').filter({ hasText: item }).first();
  const arrived = (url: URL) => url.pathname === path;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (!(await link.isVisible())) {
      await menu.locator('.ant-menu-submenu-title').filter({ hasText: group }).first().click();
    }
    await link.click({ timeout: 5_000 }).catch(() => undefined);
    try {
      await page.waitForURL(arrived, { timeout: 5_000 });
      return;
    } catch {
      // the click landed on a menu being rebuilt: look again
    }
  }
  await page.waitForURL(arrived);
}
