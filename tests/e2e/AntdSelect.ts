import type { Locator, Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/** Picks an option of the antd select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  // A choice clicked while the drop-down is still opening can be lost: tried until it shows.
  await expect(async () => {
    await scope.getByLabel(label).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click({ timeout: 2000 });
    // the chosen value shows in the field under its title
    await expect(scope.getByTitle(option, { exact: true }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
