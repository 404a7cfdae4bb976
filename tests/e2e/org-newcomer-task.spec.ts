import type { Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { fillContract } from './ContractFormFill.ts';
import { panel, select } from './DiagramDrawing.ts';
import { openManagementArea } from './UserCard.ts';
import { signIn, signInOn, signInThroughFormOn } from './StaffSignIn.ts';
import { openFromGroup } from './TopMenu.ts';
import { toast } from './Toast.ts';

// The designer wants room: its palette, canvas and properties panel side by side.
test.use({ viewport: { width: 1600, height: 900 }, actionTimeout: 15_000 });

/** A number of this run's own: the journeys share one database. */
const run = String(Date.now()).slice(-6);
/** Spec part 1 §5 wants a name of Chinese characters only: the run number in Chinese numerals. */
const NAME = `新人${[...run].map((digit) => '零一二三四五六七八九'[Number(digit)]).join('')}`;
const ACCOUNT = `e2e_newcomer${run}`;
const PASSWORD = 'E2e@Ronghe2026';
/** A process of this run's own: the seeded 合同审批 the other journeys rely on is left alone. */
const PROCESS = { key: `e2e_newcomer_${run}`, name: `新人试岗${run}` };
const CONTRACT = `新人试岗合同${run}`;

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

test('an administrator creates a user, makes them the handler of a new process in the designer’s member picker, deploys it; 张三 starts it from 工作台 and the newcomer agrees the task from 待办', async ({ page, browser }) => {
  test.setTimeout(180_000);

  // 管理后台 › 用户管理: the newcomer, in 研发部.
  await signInOn(page, 'admin');
  await openManagementArea(page);
  const areaMenu = page.getByRole('menu', { name: '管理功能' });
  await areaMenu.getByText('用户管理').click();
  await expect(page).toHaveURL(/\/management\/org\/user$/);
  await page.getByRole('tree', { name: '组织机构' }).filter({ visible: true }).getByText('研发部', { exact: true }).click();
  await page.getByRole('button', { name: '新建用户' }).click();
  const userDialog = page.getByRole('dialog', { name: '新建用户' });
  await userDialog.getByLabel('账号').fill(ACCOUNT);
  await userDialog.getByLabel('姓名').fill(NAME);
  await userDialog.getByLabel('手机号').fill(`137${run}03`);
  await userDialog.getByLabel('初始密码').fill(PASSWORD);
  await userDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(userDialog).toBeHidden();

  // 流程管理 › 新建流程: a process of its own key, drawn in the designer's window.
  await areaMenu.filter({ visible: true }).getByText('流程管理').click();
  await expect(page).toHaveURL(/\/dev\/activiti\/process$/);
  await page.getByRole('button', { name: '新建流程' }).click();
  const newProcess = page.getByRole('dialog', { name: '新建流程' });
  await newProcess.getByLabel('流程标识').fill(PROCESS.key);
  await newProcess.getByLabel('流程名称').fill(PROCESS.name);
  const designerOpens = page.waitForEvent('popup');
  await newProcess.getByRole('button', { name: /确\s*定/ }).click();
  const designer = await designerOpens;
  await expect(designer.locator('.djs-container')).toBeVisible();

  // A process is deployed with a form (the server refuses one without): the product's 合同审批表单.
  await designer.getByRole('tab', { name: '流程属性' }).click();
  await panel(designer).getByRole('combobox', { name: '表单' }).click();
  await designer.locator('.ant-select-dropdown:visible').getByTitle('合同审批表单').click();
  await designer.keyboard.press('Escape');

  // The default diagram's 人工任务, handled by the newcomer, found by name in the member picker.
  await select(designer, '人工任务');
  await panel(designer).getByRole('button', { name: '选择' }).click();
  const picker = dialog(designer, '选择人员');
  await picker.getByPlaceholder('输入账号/姓名/手机号').fill(NAME);
  await picker.getByRole('checkbox', { name: new RegExp(`^${NAME}(（.*）)?$`) }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(panel(designer).getByText(`人员：${NAME}`)).toBeVisible();
  await expect(designer.locator('.djs-element.rh-illegal')).toHaveCount(0);

  // 发布 closes the window; the list shows version 1.
  const closed = designer.waitForEvent('close');
  await designer.getByRole('button', { name: /发\s*布/ }).click();
  await closed;
  await expect(page.getByRole('row').filter({ hasText: PROCESS.key })).toContainText('v1');

  // 张三 finds it in 工作台's 发起流程 and starts it with a contract.
  const zhangsan = await signIn(browser, 'zhangsan');
  await zhangsan.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '工作台' }).click();
  await expect(zhangsan).toHaveURL(/\/workbench\/index$/);
  await zhangsan.getByRole('region', { name: '发起流程' }).getByRole('button', { name: PROCESS.name, exact: true }).click();
  const startDrawer = zhangsan.getByRole('dialog').filter({ hasText: '合同管理' });
  await expect(startDrawer.getByRole('button', { name: '提交' })).toBeVisible();
  await fillContract(zhangsan, startDrawer, {
    name: CONTRACT,
    type: '其他',
    start: '2026-12-01 00:00:00',
    end: '2027-11-30 23:59:59',
    money: '8000',
    requirement: '新人试岗期间的驻场支持。',
    duty: '按合同约定。',
  });
  await startDrawer.getByRole('button', { name: '提交' }).click();
  await expect(toast(zhangsan, '提交成功')).toBeVisible();
  await expect(startDrawer).toBeHidden();

  // The newcomer logs in and has the task in 我的待办, and agrees it.
  const newcomer = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await signInThroughFormOn(newcomer, ACCOUNT, PASSWORD);
  // A first login is greeted by the guide, closed here (first-login.spec.ts walks it).
  const guide = newcomer.locator('.ant-tour:visible');
  await expect(guide).toContainText('待办中心');
  await guide.locator('.ant-tour-close').click();
  await expect(guide).toHaveCount(0);
  await openFromGroup(newcomer, '流程中心', '我的待办');
  await expect(newcomer).toHaveURL(/\/process\/todo$/);
  const task = newcomer.getByRole('row').filter({ hasText: PROCESS.name });
  await expect(task).toContainText('人工任务');
  await task.getByRole('button', { name: '办理' }).click();
  const taskDrawer = newcomer.getByRole('dialog').filter({ hasText: '合同管理' });
  await expect(taskDrawer.getByRole('heading', { name: CONTRACT })).toBeVisible();
  await taskDrawer.getByRole('button', { name: '同意', exact: true }).click();
  const agree = dialog(newcomer, '同意');
  await agree.getByLabel('意见').fill('同意');
  await agree.getByRole('button', { name: '确定' }).click();
  await expect(toast(newcomer, '办理成功')).toBeVisible();
  await expect(taskDrawer).toBeHidden();
  await expect(task).toHaveCount(0);

  // 张三's 我发起的 shows it finished.
  await openFromGroup(zhangsan, '流程中心', '我发起的');
  await expect(zhangsan.getByRole('row').filter({ hasText: PROCESS.name })).toContainText('已完成');
});
