import type { Browser, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { fillContract } from './ContractFormFill.ts';
import { signIn as signInAt } from './StaffSignIn.ts';
import { toast } from './Toast.ts';
import { append, checkPerson, dialog, panel, rename, select, selectFlowInto, shape } from './DiagramDrawing.ts';

/** The designer wants room: its palette, canvas and properties panel side by side. */
const signIn = (browser: Browser, account: string) => signInAt(browser, account, { width: 1600, height: 900 });

// A step that cannot happen fails on its own, not at the end of the long journey's time.
test.use({ actionTimeout: 15_000 });

const shots = (name: string) => ({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** 张三 starts `process` with a contract of `money` yuan from 发起流程. */
async function startContract(page: Page, process: string, name: string, money: string): Promise<void> {
  await page.goto('/process/create');
  await page.getByRole('button', { name: process }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '合同管理' });
  await expect(drawer.getByRole('button', { name: '提交' })).toBeVisible();
  await fillContract(page, drawer, {
    name,
    type: '技术',
    start: '2026-12-01 00:00:00',
    end: '2027-11-30 23:59:59',
    money,
    firstParty: '星河信息技术有限公司',
    contact: '陈晨',
    phone: '13912345678',
    requirement: '驻场支持',
    duty: '按合同约定',
  });
  await drawer.locator('input[type=file]').setInputFiles({ name: '合同正文.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(toast(page, '文件上传成功')).toBeVisible();
  await drawer.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '提交成功')).toBeVisible();
}

/** The user's 我的待办 lists a task of `process` at `node`. */
async function expectTodo(page: Page, process: string, node: string): Promise<void> {
  await page.goto('/process/todo');
  await expect(page.getByRole('row').filter({ hasText: process }).filter({ hasText: node }).first()).toBeVisible();
}

test('the administrator draws 请假审批 from scratch and deploys it, staff run it; then changes a handler of 合同审批 through a draft', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await signIn(browser, 'admin');

  // A new process: the default diagram, with a live marker on the task nobody handles yet.
  await admin.goto('/dev/activiti/designer?processDefinitionKey=leave&processName=请假审批');
  await expect(await shape(admin, '人工任务')).toBeVisible();
  await expect(await shape(admin, '人工任务')).toHaveClass(/rh-illegal/);

  // 流程属性: the form.
  await admin.getByRole('tab', { name: '流程属性' }).click();
  await panel(admin).getByRole('combobox', { name: '表单' }).click();
  await admin.locator('.ant-select-dropdown:visible').getByTitle('合同审批表单').click();
  await admin.keyboard.press('Escape');

  // 部门经理审批, handled by 研发部, picked in the member picker.
  await select(admin, '人工任务');
  await rename(admin, '部门经理审批');
  await panel(admin).getByRole('button', { name: '选择' }).click();
  const picker = dialog(admin, '选择人员');
  await picker.locator('.ant-tree-treenode').filter({ has: admin.getByTitle('研发部', { exact: true }) }).locator('.ant-tree-checkbox').click();
  await expect(picker.getByText('研发部').last()).toBeVisible();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(panel(admin).getByText('部门：研发部')).toBeVisible();
  await expect(await shape(admin, '部门经理审批')).not.toHaveClass(/rh-illegal/);

  // From the context pad: an exclusive gateway, then 总监会签 on one branch and an end on each.
  await append(admin, 'append.gateway');
  await expect(panel(admin).getByRole('radio', { name: '自动' })).toBeChecked();
  await rename(admin, '金额判断');
  await append(admin, 'append.append-task');
  await rename(admin, '总监会签');
  await expect(await shape(admin, '总监会签')).toHaveClass(/rh-illegal/);
  await panel(admin).getByRole('radio', { name: '多人' }).check();
  const percentage = panel(admin).getByRole('spinbutton', { name: '完成比例(%)' });
  await percentage.fill('60');
  await percentage.press('Tab');
  await panel(admin).getByRole('button', { name: '选择' }).click();
  await checkPerson(admin, picker, '钱一');
  await checkPerson(admin, picker, '吴九');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(panel(admin).getByText('人员：吴九')).toBeVisible();
  await expect(await shape(admin, '总监会签')).not.toHaveClass(/rh-illegal/);
  await append(admin, 'append.end-event');
  await rename(admin, '结束');

  await select(admin, '金额判断');
  await append(admin, 'append.end-event');
  await rename(admin, '直接结束');

  // The branch into 总监会签 has the condition; the other one is the default, after the confirm.
  await selectFlowInto(admin, '总监会签');
  const conditionType = panel(admin).getByRole('combobox', { name: '条件类型' });
  await conditionType.click();
  await admin.locator('.ant-select-dropdown:visible').getByTitle('表达式', { exact: true }).click();
  await expect(panel(admin).getByText('表达式不能为空')).toBeVisible();
  await expect(admin.locator('g.djs-connection.rh-illegal')).toHaveCount(1);
  const expression = panel(admin).getByRole('textbox', { name: '条件表达式' });
  await expression.fill('${agreementMoney > 3000}');
  await expression.blur();
  await expect(admin.locator('g.djs-connection.rh-illegal')).toHaveCount(0);
  await select(admin, '金额判断');
  await panel(admin).getByRole('row').filter({ hasText: '直接结束' }).getByRole('radio').click();
  await dialog(admin, '提示').getByRole('button', { name: '确定' }).click();
  await expect(dialog(admin, '提示')).toBeHidden();
  await expect(panel(admin).getByRole('row').filter({ hasText: '直接结束' }).getByRole('radio')).toBeChecked();

  // Nothing left to fix: deploy, and the process list shows version 1.
  await expect(admin.locator('.djs-element.rh-illegal')).toHaveCount(0);
  await admin.screenshot(shots('01-admin-drew-leave'));
  await admin.getByRole('button', { name: /发\s*布/ }).click();
  await expect(toast(admin, '发布成功')).toBeVisible();
  await expect(admin).toHaveURL(/\/dev\/activiti\/process$/);
  await expect(admin.getByRole('row').filter({ hasText: '请假审批' })).toContainText('v1');

  // 张三 starts it; 李四 of 研发部 finds the task at 部门经理审批.
  const zhangsan = await signIn(browser, 'zhangsan');
  await startContract(zhangsan, '请假审批', '年度驻场服务合同', '2000');
  const lisi = await signIn(browser, 'lisi');
  await expectTodo(lisi, '请假审批', '部门经理审批');

  // The seeded 合同审批: 部门经理审批 goes to 王五 instead of 李四, saved as a draft first.
  await admin.goto('/dev/activiti/designer?processDefinitionKey=agreement&processName=合同审批');
  await expect(await shape(admin, '部门经理审批')).toBeVisible();
  await select(admin, '部门经理审批');
  await expect(panel(admin).getByText('人员：李四')).toBeVisible();
  await panel(admin).getByRole('button', { name: '选择' }).click();
  await picker.getByRole('button', { name: '移除李四' }).click();
  await checkPerson(admin, picker, '王五');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(panel(admin).getByText('人员：王五')).toBeVisible();
  await admin.getByRole('button', { name: /暂\s*存/ }).click();
  await expect(toast(admin, '暂存成功')).toBeVisible();
  await expect(admin).toHaveURL(/\/dev\/activiti\/process$/);

  // 编辑 opens the newer draft in the designer's window, which deploys it and closes.
  const row = admin.getByRole('row').filter({ hasText: '合同审批' });
  const opened = admin.waitForEvent('popup');
  await row.getByRole('button', { name: '编辑' }).click();
  const designer = await opened;
  await expect(designer).toHaveURL(/source=draft/);
  await expect(designer.locator('text', { hasText: '王五' }).first()).toBeVisible();
  const closed = designer.waitForEvent('close');
  await designer.getByRole('button', { name: /发\s*布/ }).click();
  await closed;
  await expect(row).toContainText('v2');

  // Staff get the new handler.
  await startContract(zhangsan, '合同审批', '机房运维外包合同', '5000');
  const wangwu = await signIn(browser, 'wangwu');
  await expectTodo(wangwu, '合同审批', '部门经理审批');
});
