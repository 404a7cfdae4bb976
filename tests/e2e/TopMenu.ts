import type { Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/**
 * Opens `entry` of the top menu's group `group` (流程中心's 我的待办 …). The group's drop-down
 * opens on hover, and a click on its title toggles it: when the pointer rests long enough for
 * the hover to open it first (a busy machine), a click closes it again. So the title is only
 * hovered, and the entry clicked once it shows, again if the drop-down faded away meanwhile.
 * Called from another page than the entry's (it waits for the address to change).
 */
export async function openFromGroup(page: Page, group: string, entry: string): Promise<void> {
  const title = page.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: group });
  const before = page.url();
  await expect(async () => {
    await title.hover();
    await page.locator('.ant-menu-submenu-popup:visible').getByRole('menuitem', { name: entry, exact: true }).click({ timeout: 2000 });
    // A click on a drop-down that is already fading out lands nowhere: tried again until the page changes.
    await expect(page).not.toHaveURL(before, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  // Away from the title, so its drop-down does not cover the page.
  await page.mouse.move(0, 500);
}
