import type { Locator, Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/** Picks an option of the antd select labelled `label` inside `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string, { exact = false } = {}): Promise<void> {
  await scope.getByLabel(label, { exact }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  // the chosen value shows in the field under its title
  await expect(scope.getByTitle(option, { exact: true }).first()).toBeVisible();
}
