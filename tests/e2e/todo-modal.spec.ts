import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signInOn as signIn } from './StaffSignIn.ts';
import { openFromGroup } from './TopMenu.ts';


/** The number under a home counter's title. */
async function counter(page: Page, title: string): Promise<number> {
  const statistic = page.locator('.ant-statistic').filter({ has: page.getByText(title, { exact: true }) });
  await expect(statistic.locator('.ant-statistic-content-value')).toHaveText(/^\d+$/);
  return Number(await statistic.locator('.ant-statistic-content-value').textContent());
}

test('李四 finds his to-do of type 3 in 我的待办, approves it in the 详情 modal, and every count follows', async ({ page }) => {
  await signIn(page, 'lisi');
  const before = await counter(page, '待办');

  await openFromGroup(page, '流程中心', '我的待办');
  await expect(page).toHaveURL(/\/process\/todo$/);
  // The badge counts what the list shows: the same number as the home page's 待办.
  // The side menu's item: the top menu's 流程中心 popup may still be open under the resting pointer.
  const badge = page.getByTestId('main-content').getByRole('menuitem', { name: /我的待办/ });
  await expect(badge).toContainText(String(before));
  const row = page.getByRole('row').filter({ hasText: '审批测试服务器采购申请' });
  await row.getByRole('button', { name: '办理' }).click();

  const modal = page.getByRole('dialog', { name: '详情' });
  await expect(modal).toContainText('申请采购测试服务器两台，预算三万元。');
  await modal.getByRole('button', { name: '通过' }).click();
  await expect(page.getByText('通过成功')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(badge).toContainText(String(before - 1));

  await page.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '首页' }).click();
  await expect.poll(() => counter(page, '待办')).toBe(before - 1);
});
