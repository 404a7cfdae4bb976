import type { Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/** An entry of the user card of `cardName`, followed until the page is at `url`. */
export async function openFromUserCard(page: Page, cardName: RegExp, entry: string, url: RegExp): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: cardName }).click();
  // The drop-down's entry, not a side-menu item of the same name on the page.
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: entry }).click();
  await expect(page).toHaveURL(url);
}

/** 管理后台 from the user card (the administrator's by default), waiting for the management area. */
export function openManagementArea(page: Page, cardName: RegExp = /系统管理员/): Promise<void> {
  return openFromUserCard(page, cardName, '管理后台', /\/management\/index$/);
}
