import type { Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/**
 * 管理后台 from the user card of `cardName` (the administrator's by default), waiting for the
 * management area. A click on the card's drop-down while the home page still settles can land on
 * a menu that is closing: the card is opened and the entry clicked again until the area opens.
 */
export async function openManagementArea(page: Page, cardName: RegExp = /系统管理员/): Promise<void> {
  const card = page.getByRole('banner').getByRole('button', { name: cardName });
  // The drop-down's entry, not the management area's own side-menu item of the same name.
  const entry = page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: '管理后台' });
  await expect(async () => {
    if (!(await entry.isVisible())) await card.click();
    await entry.click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/management\/index$/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}
