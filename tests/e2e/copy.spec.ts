import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signIn } from './StaffSignIn.ts';
import { openFromGroup } from './TopMenu.ts';
import { dialogTitled, taskDrawer } from './ProcessCentreDialogs.ts';

/** The seeded contract past the countersign, waiting at 赵六's 法务审核 (server/modules/demoself/WorkflowDemoSeed). */
const CONTRACT = '数据中心服务器采购合同';

test.use({ actionTimeout: 15_000 });

/** Opens a process-centre list from the top menu and the side menu. */
async function openList(page: Page, entry: string): Promise<void> {
  await openFromGroup(page, '流程中心', entry);
}

test('赵六 copies 法务审核 to 王五, who finds it in 抄送我的 and reads it', async ({ browser }) => {
  const zhaoliu = await signIn(browser, 'zhaoliu');
  await openList(zhaoliu, '我的待办');
  // The list names the process (合同审批) and the node; the drawer names the contract.
  await zhaoliu.getByRole('row').filter({ hasText: '法务审核' }).first().getByRole('button', { name: '办理' }).click();
  const drawer = taskDrawer(zhaoliu);
  await expect(drawer.getByRole('heading', { name: CONTRACT })).toBeVisible();

  await drawer.getByRole('button', { name: '抄送', exact: true }).click();
  const copy = dialogTitled(zhaoliu, '抄送');
  await copy.getByLabel('抄送人员').click();
  const picker = dialogTitled(zhaoliu, '选择人员');
  await picker.getByPlaceholder('输入账号/姓名/手机号').fill('王五');
  await picker.getByRole('checkbox', { name: /^王五(（.*）)?$/ }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await copy.getByLabel('意见').fill('请了解采购金额');
  await copy.getByRole('button', { name: '确定' }).click();
  await expect(zhaoliu.locator('.ant-message-notice').filter({ hasText: '抄送成功' }).last()).toBeVisible();
  await expect(copy).toBeHidden();
  // The task is still 赵六's: the drawer and its buttons stay.
  await expect(drawer.getByRole('button', { name: '同意', exact: true })).toBeVisible();

  const wangwu = await signIn(browser, 'wangwu');
  await openList(wangwu, '抄送我的');
  await expect(wangwu).toHaveURL(/\/process\/copied$/);
  const row = wangwu.getByRole('row').filter({ hasText: '法务审核' }).first();
  await expect(row).toContainText('合同审批');
  await row.getByRole('button', { name: '查看' }).click();
  const view = taskDrawer(wangwu);
  await expect(view.getByRole('heading', { name: CONTRACT })).toBeVisible();
  await expect(view.getByLabel('合同名称')).toBeDisabled();
  await expect(view.getByRole('group', { name: '流程操作' })).toHaveCount(0);
  await view.getByRole('tab', { name: '流程状态' }).click();
  await expect(view.getByRole('table').getByRole('cell', { name: '抄送', exact: true })).toBeVisible();
  await expect(view.getByRole('table')).toContainText('抄送给：王五；意见：请了解采购金额');
});
