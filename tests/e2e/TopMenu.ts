import type { Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/**
 * Opens `entry` of the top menu's group `group` (流程中心's 我的待办 …). The group's drop-down
 * opens on hover, and a click on its title toggles it: the title is only hovered, and the entry
 * clicked once it shows. Called from another page than the entry's (it waits for the address to
 * change).
 */
export async function openFromGroup(page: Page, group: string, entry: string): Promise<void> {
  const title = page.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: group });
  const before = page.url();
  // From off the menu, so the hover is a new one even if the pointer was left on the title.
  await page.mouse.move(0, 500);
  await title.hover();
  await page.locator('.ant-menu-submenu-popup:visible').getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(page).not.toHaveURL(before);
  // Away from the title, so its drop-down does not cover the page.
  await page.mouse.move(0, 500);
}
