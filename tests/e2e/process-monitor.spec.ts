import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { choose } from './AntdSelect.ts';
import { fillContract, type ContractFields } from './ContractFormFill.ts';
import { signIn } from './StaffSignIn.ts';
import { openFromGroup } from './TopMenu.ts';
import { openManagementArea } from './UserCard.ts';
import { toast } from './Toast.ts';
import { dialogTitled, pickMember, taskDrawer } from './ProcessCentreDialogs.ts';

/** Under the 100000 of 金额判断: after 部门经理审批 no countersign. */
const CONTRACT: ContractFields = {
  name: '园区绿化养护服务合同',
  type: '其他',
  money: '48000',
  start: '2026-05-01 00:00:00',
  end: '2027-04-30 23:59:59',
  requirement: '园区绿地、行道树与屋顶花园的日常养护，每月巡检两次。',
  duty: '违约方支付合同金额 10% 的违约金。',
};

const shots = (name: string) => ({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** `account` starts a 合同审批 from /process/create and lands on 我发起的. */
async function startContract(page: Page, contract: ContractFields): Promise<void> {
  await page.goto('/process/create');
  await page.getByRole('button', { name: '合同审批' }).click();
  const drawer = taskDrawer(page);
  await expect(drawer.getByRole('button', { name: '提交' })).toBeVisible();
  await fillContract(page, drawer, contract);
  await drawer.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '提交成功')).toBeVisible();
  await expect(page).toHaveURL(/\/process\/my$/);
}

test('the administrator finds a member’s contract in 流程监控, reads its diagram, hands its task to 王五 with a reason, and 王五 agrees it', async ({ browser }) => {
  test.setTimeout(180_000);

  // 张三 starts a contract; it waits at 李四's 部门经理审批.
  const zhangsan = await signIn(browser, 'zhangsan');
  await startContract(zhangsan, CONTRACT);

  // The company's administrator opens 管理后台 › 流程监控 and finds it: 合同审批 started by 张三, running, newest first.
  const admin = await signIn(browser, 'admin');
  await openManagementArea(admin);
  const areaMenu = admin.getByRole('menu', { name: '管理功能' });
  await areaMenu.getByText('流程监控').click();
  await expect(admin).toHaveURL(/\/management\/process\/monitor$/);
  const filters = admin.getByTestId('main-content').locator('form').first();
  await filters.getByLabel('流程名称').fill('合同审批');
  await choose(admin, filters, '状态', '进行中');
  await filters.getByRole('button', { name: /展\s*开/ }).click();
  await filters.getByLabel('发起人').fill('张三');
  await filters.getByRole('button', { name: /查\s*询/ }).click();
  const row = admin.getByRole('row').filter({ hasText: '部门经理审批：李四' }).first();
  await expect(row).toContainText('张三');
  await expect(row).toContainText('进行中');
  const rows = admin.getByRole('table').getByRole('row');
  // Only what the filter asks for: every row a running 合同审批 of 张三's.
  for (const text of await rows.allInnerTexts()) if (!/^序号/.test(text.trim())) expect(text).toMatch(/合同审批[\s\S]*张三[\s\S]*进行中/);
  await admin.screenshot(shots('01-monitor-instances'));

  // 查看: the diagram in its status colours, the open task running, the start done.
  await row.getByRole('button', { name: '查看' }).click();
  const view = admin.locator('.ant-drawer').filter({ hasText: '合同审批 · 流程状态' });
  await expect(view.locator('[data-element-id="Task_manager"].rh-status-running')).toBeVisible();
  await expect(view.locator('[data-element-id="Task_submit"].rh-status-complete')).toBeVisible();
  await expect(view.getByRole('table', { name: '流转记录' })).toContainText('提交');
  await admin.screenshot(shots('02-monitor-diagram'));
  await view.getByRole('button', { name: /关闭|Close/ }).click();
  await expect(view).toBeHidden();

  // 转办 to 王五: without a reason it is refused in the dialog, with one the task is his.
  await row.getByRole('button', { name: '转办' }).click();
  const reassign = dialogTitled(admin, '转办');
  await expect(reassign.getByText('部门经理审批（李四）')).toBeVisible();
  await pickMember(admin, reassign, '转办给', '王五');
  await reassign.getByRole('button', { name: '确定' }).click();
  await expect(reassign.getByText('请填写转办原因')).toBeVisible();
  await reassign.getByLabel('转办原因').fill('李四休假，由王五代为审批');
  await admin.screenshot(shots('03-monitor-reassign'));
  await reassign.getByRole('button', { name: '确定' }).click();
  await expect(toast(admin, /转办/)).toBeVisible();
  await expect(reassign).toBeHidden();
  const reassigned = admin.getByRole('row').filter({ hasText: '部门经理审批：王五' }).first();
  await expect(reassigned).toContainText('张三');

  // 王五 finds it in his 待办 and agrees it.
  const wangwu = await signIn(browser, 'wangwu');
  await openFromGroup(wangwu, '流程中心', '我的待办');
  await expect(wangwu).toHaveURL(/\/process\/todo$/);
  await wangwu.getByRole('row').filter({ hasText: '部门经理审批' }).first().getByRole('button', { name: '办理' }).click();
  const task = taskDrawer(wangwu);
  await expect(task.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  await task.getByRole('button', { name: '同意', exact: true }).click();
  const agree = dialogTitled(wangwu, '同意');
  await agree.getByLabel('意见').fill('养护范围清楚，同意');
  await agree.getByRole('button', { name: '确定' }).click();
  await expect(toast(wangwu, '办理成功')).toBeVisible();
  await expect(task).toBeHidden();

  // The history names the 转办 with its reason; the administrator then ends the instance, with a reason,
  // which leaves no task open behind this journey.
  // (查询 with the filters unchanged asks nothing new: the table's 刷新 loads the page again.)
  await admin.getByTestId('main-content').getByRole('button', { name: '刷新' }).click();
  await expect(reassigned).toHaveCount(0);
  // 金额不超过10万: on to the parallel 法务审核 and 财务审核, both open now.
  const moved = rows.filter({ hasText: '法务审核' }).filter({ hasText: '财务审核' }).first();
  await expect(moved).toContainText('张三');
  await moved.getByRole('button', { name: '查看' }).click();
  const history = view.getByRole('table', { name: '流转记录' });
  await expect(history.getByRole('row').filter({ hasText: '转办' })).toContainText('李四休假，由王五代为审批');
  await expect(history.getByRole('row').filter({ hasText: '养护范围清楚，同意' })).toContainText('王五');
  await view.getByRole('button', { name: /关闭|Close/ }).click();
  await moved.getByRole('button', { name: '终止' }).click();
  const terminate = dialogTitled(admin, '终止流程');
  await terminate.getByLabel('终止原因').fill('演示结束，合同转线下签署');
  await terminate.getByRole('button', { name: '确定' }).click();
  await expect(toast(admin, /终止/)).toBeVisible();
  await expect(terminate).toBeHidden();

  // 流程定义: the deployed 合同审批 is active, with its running instances counted (changing it would stop the other journeys' starts).
  await admin.getByRole('tab', { name: '流程定义' }).click();
  const version = admin.getByRole('row').filter({ hasText: 'agreement' }).first();
  await expect(version).toContainText('已激活');
  await expect(version.getByRole('button', { name: '挂起' })).toBeVisible();
  await expect(version.getByRole('button', { name: '停用' })).toBeVisible();
  await admin.screenshot(shots('04-monitor-definitions'));
});

test('an initiator withdraws a contract nobody has acted on yet, and 我发起的 shows 已撤回', async ({ browser }) => {
  test.setTimeout(120_000);
  const zhaoliu = await signIn(browser, 'zhaoliu');
  await startContract(zhaoliu, { ...CONTRACT, name: '食堂餐饮服务合同' });

  // Newest first: the contract just started, which nobody has acted on.
  const row = zhaoliu.getByRole('table').getByRole('row').nth(1);
  await expect(row).toContainText('合同审批');
  await expect(row).toContainText('进行中');
  await row.getByRole('button', { name: '撤回' }).click();
  const confirm = zhaoliu.getByRole('dialog').filter({ hasText: '确定撤回吗' });
  await expect(confirm).toContainText('撤回后「合同审批」即结束');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(zhaoliu, /撤回/)).toBeVisible();
  await expect(row).toContainText('已撤回');
  await expect(row.getByRole('button', { name: '撤回' })).toHaveCount(0);
  await zhaoliu.screenshot(shots('05-withdrawn'));
});
