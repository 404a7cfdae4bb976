import type { Locator, Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/** The process centre's task drawer of a contract (its form is 合同管理). */
export function taskDrawer(page: Page): Locator {
  return page.getByRole('dialog').filter({ hasText: '合同管理' });
}

/** The modal whose title says `title` (an action's dialog, the member picker). */
export function dialogTitled(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** Opens the member picker from the field labelled `label`, searches `name`, checks that person and confirms. */
export async function pickMember(page: Page, dialog: Locator, label: string, name: string): Promise<void> {
  await dialog.getByLabel(label).click();
  const picker = dialogTitled(page, '选择人员');
  await picker.getByPlaceholder('输入账号/姓名/手机号').fill(name);
  // The list reads 姓名（部门）, or the name alone for someone without a department.
  await picker.getByRole('checkbox', { name: new RegExp(`^${name}(（.*）)?$`) }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}
