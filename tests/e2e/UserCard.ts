import type { Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/**
 * An entry of the user card of `cardName`, followed until the page is at `url`. A click on the
 * card's drop-down while the home page still settles can land on a menu that is closing: the
 * card is opened and the entry clicked again until the address changes.
 */
export async function openFromUserCard(page: Page, cardName: RegExp, entry: string, url: RegExp): Promise<void> {
  const card = page.getByRole('banner').getByRole('button', { name: cardName });
  // The drop-down's entry, not a side-menu item of the same name on the page.
  const item = page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: entry });
  await expect(async () => {
    if (!(await item.isVisible())) await card.click();
    await item.click({ timeout: 2000 });
    await expect(page).toHaveURL(url, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** 管理后台 from the user card (the administrator's by default), waiting for the management area. */
export function openManagementArea(page: Page, cardName: RegExp = /系统管理员/): Promise<void> {
  return openFromUserCard(page, cardName, '管理后台', /\/management\/index$/);
}
