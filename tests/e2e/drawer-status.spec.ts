import { expect, test } from './Journey.ts';
import { signIn } from './StaffSignIn.ts';

// Issue 26 items 10, 11, 13: what a handler sees in the task drawer of a reimbursement.
test('李四’s drawer names the reimbursement, its diagram says who will handle the nodes not reached, and going back to the form throws nothing', async ({ browser }) => {
  const page = await signIn(browser, 'lisi');
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  await page.goto('/process/todo');
  await page.getByRole('row').filter({ hasText: '费用报销审批' }).first().getByRole('button', { name: '办理' }).click();

  // The spec's title stays; the process's name stands beside it.
  const drawer = page.getByRole('dialog', { name: '合同管理 费用报销审批' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: '同意' })).toBeEnabled();

  await drawer.getByRole('tab', { name: '流程状态' }).click();
  const canvas = drawer.getByTestId('diagram-canvas');
  // 财务审核 is not reached yet: the popover names the role the deployed model configures.
  await canvas.locator('[data-element-id="Task_finance"]').hover();
  const popover = page.getByRole('tooltip');
  await expect(popover).toContainText('财务人员');
  await expect(popover).not.toContainText('暂无办理人');
  expect((await popover.boundingBox())?.width).toBe(260);
  // 部门经理审批, where 李四 is, names the people on it.
  await canvas.locator('[data-element-id="Task_manager"]').hover();
  await expect(popover).toContainText('李四');

  await drawer.getByRole('tab', { name: '表单信息' }).click();
  await expect(drawer.getByRole('tab', { name: '表单信息', selected: true })).toBeVisible();
  // The diagram, hidden with its tab, is no longer fitted to a zero-sized box (SVGMatrix non-finite).
  await drawer.getByRole('tab', { name: '流程状态' }).click();
  await expect(canvas).toBeVisible();
  await drawer.getByRole('tab', { name: '表单信息' }).click();
  await expect(drawer.getByRole('button', { name: '同意' })).toBeEnabled();
  expect(thrown).toEqual([]);
});
