import type { Browser, Locator, Page } from '@playwright/test';
import { choose } from './AntdSelect.ts';
import { expect, test } from './Journey.ts';
import { append, checkPerson, dialog, panel, rename, select, selectFlowInto, shape } from './DiagramDrawing.ts';
import { signIn as signInAt } from './StaffSignIn.ts';
import { toast } from './Toast.ts';

// Issue 23's journey, through the UI only: a form and its process made without a developer.

/** The designers want room: palette, canvas and properties side by side. */
const signIn = (browser: Browser, account: string) => signInAt(browser, account, { width: 1600, height: 900 });

test.use({ actionTimeout: 15_000 });

const shots = (name: string) => ({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** The drawer a task or a start opens: the dialog with the process's form (表单信息). */
function formDrawer(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: '表单信息' }) });
}

/** Designs 请假申请 in the form designer: 类型, 请假日期, 天数 (computed), 事由 (required), 附件. */
async function designLeaveForm(admin: Page): Promise<void> {
  await admin.goto('/dev/activiti/form/designer');
  const palette = admin.getByRole('navigation', { name: '字段' });
  const property = (label: string) => admin.locator('.rh-form-properties').getByLabel(label, { exact: true });
  const add = async (type: string, label: string, key: string) => {
    await palette.getByRole('button', { name: type }).click();
    await property('标题').fill(label);
    await property('字段标识').fill(key);
    await property('字段标识').press('Enter');
  };
  const toolbar = admin.locator('.rh-form-designer-toolbar');
  await expect(admin.getByTestId('form-canvas')).toBeVisible();
  await expect(palette.getByRole('button', { name: '计算' })).toBeVisible();
  await toolbar.getByLabel('表单名称').fill('请假申请');
  await toolbar.getByLabel('表单标识').fill('leave_request');
  await expect(toolbar.getByLabel('表单名称')).toHaveValue('请假申请');
  await add('下拉选择', '类型', 'kind');
  await admin.getByLabel('选项名1').fill('年假');
  await admin.getByLabel('选项名2').fill('事假');
  await property('必填').click();
  await add('日期范围', '请假日期', 'period');
  await property('必填').click();
  await add('计算', '天数', 'days');
  await admin.getByRole('button', { name: '请假日期天数' }).click();
  await expect(property('计算公式')).toHaveValue('days(period)');
  await add('多行文本', '事由', 'reason');
  await property('必填').click();
  await add('附件', '附件', 'files');
  await expect(admin.getByRole('region', { name: '问题' })).toContainText('未发现问题');
  await admin.screenshot(shots('01-admin-designs-leave-form'));
  await admin.getByRole('button', { name: /保\s*存/ }).click();
  await expect(admin.getByText('保存成功，当前版本 v1')).toBeVisible();
}

/** 开始 → 部门经理审批 (李四) → 天数判断 → (天数 > 3) 总经理审批 (钱一, 事由 hidden, 打印 on) → 结束; else 直接结束. */
async function drawLeaveProcess(admin: Page): Promise<void> {
  await admin.goto('/dev/activiti/designer?processDefinitionKey=leave_form&processName=请假申请审批');
  await expect(await shape(admin, '人工任务')).toBeVisible();
  await admin.getByRole('tab', { name: '流程属性' }).click();
  await panel(admin).getByRole('combobox', { name: '表单' }).click();
  await admin.locator('.ant-select-dropdown:visible').getByTitle('请假申请', { exact: true }).click();
  await admin.keyboard.press('Escape');

  const picker = dialog(admin, '选择人员');
  await select(admin, '人工任务');
  await rename(admin, '部门经理审批');
  await panel(admin).getByRole('button', { name: '选择' }).click();
  await checkPerson(admin, picker, '李四');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(panel(admin).getByText('人员：李四')).toBeVisible();

  await append(admin, 'append.gateway');
  await rename(admin, '天数判断');
  await append(admin, 'append.append-task');
  await rename(admin, '总经理审批');
  await panel(admin).getByRole('button', { name: '选择' }).click();
  await checkPerson(admin, picker, '钱一');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(panel(admin).getByText('人员：钱一')).toBeVisible();
  // 总经理 does not see 事由, and may print.
  await panel(admin).getByRole('combobox', { name: '绑定表单' }).click();
  await admin.locator('.ant-select-dropdown:visible').getByTitle('请假申请', { exact: true }).click();
  await admin.keyboard.press('Escape');
  await panel(admin).getByRole('button', { name: '请假申请 设置' }).click();
  const settings = dialog(admin, '请假申请');
  await settings.getByRole('checkbox', { name: '事由隐藏' }).check();
  await settings.getByRole('button', { name: '确定' }).click();
  await expect(settings).toBeHidden();
  await panel(admin).getByRole('switch', { name: '打印' }).click();
  await append(admin, 'append.end-event');
  await rename(admin, '结束');

  await select(admin, '天数判断');
  await append(admin, 'append.end-event');
  await rename(admin, '直接结束');

  // The condition names the form's field, offered by 插入字段.
  await selectFlowInto(admin, '总经理审批');
  await panel(admin).getByRole('combobox', { name: '条件类型' }).click();
  await admin.locator('.ant-select-dropdown:visible').getByTitle('表达式', { exact: true }).click();
  const expression = panel(admin).getByRole('textbox', { name: '条件表达式' });
  await expression.fill('${days > 3}');
  await expression.blur();
  await expect(admin.locator('g.djs-connection.rh-illegal')).toHaveCount(0);
  await select(admin, '天数判断');
  await panel(admin).getByRole('row').filter({ hasText: '直接结束' }).getByRole('radio').click();
  await dialog(admin, '提示').getByRole('button', { name: '确定' }).click();
  await expect(dialog(admin, '提示')).toBeHidden();

  await expect(admin.locator('.djs-element.rh-illegal')).toHaveCount(0);
  await admin.screenshot(shots('02-admin-draws-leave-process'));
  await admin.getByRole('button', { name: /发\s*布/ }).click();
  await expect(toast(admin, '发布成功')).toBeVisible();
}

/** 张三 starts 请假申请审批 for the days from 2026-12-07 to `end`. */
async function requestLeave(page: Page, end: string, days: string, reason: string): Promise<void> {
  await page.goto('/process/create');
  await page.getByRole('button', { name: '请假申请审批' }).click();
  const drawer = formDrawer(page);
  await expect(drawer.getByRole('button', { name: '提交' })).toBeVisible();
  await choose(page, drawer, '类型', '事假');
  await drawer.getByPlaceholder('开始日期').click();
  await drawer.getByPlaceholder('开始日期').fill('2026-12-07');
  await drawer.getByPlaceholder('开始日期').press('Enter');
  await drawer.getByPlaceholder('结束日期').fill(end);
  await drawer.getByPlaceholder('结束日期').press('Enter');
  await expect(drawer.getByLabel('天数')).toHaveText(days);
  await drawer.getByLabel('事由').fill(reason);
  await drawer.locator('input[type=file]').setInputFiles({ name: '请假证明.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') });
  await expect(toast(page, '文件上传成功')).toBeVisible();
  await page.screenshot(shots(`03-zhangsan-requests-${days}-days`));
  await drawer.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '提交成功')).toBeVisible();
  await expect(drawer).toBeHidden();
}

/** Opens the user's newest to-do of 请假申请审批 in the task drawer. */
async function openTodo(page: Page): Promise<Locator> {
  await page.goto('/process/todo');
  await page.getByRole('row').filter({ hasText: '请假申请审批' }).first().getByRole('button', { name: '办理' }).click();
  const drawer = formDrawer(page);
  await expect(drawer.getByLabel('天数')).toBeVisible();
  return drawer;
}

async function agree(page: Page, drawer: Locator, comment: string): Promise<void> {
  await drawer.getByRole('button', { name: '同意', exact: true }).click();
  const dialogue = dialog(page, '同意');
  await dialogue.getByLabel('意见').fill(comment);
  await dialogue.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '办理成功')).toBeVisible();
  await expect(drawer).toBeHidden();
}

test('the administrator designs 请假申请 and its process without code; 张三 asks for 5 days, 李四 and 总经理 agree, 总经理 never sees 事由; 2 days end after 李四', async ({ browser }) => {
  test.setTimeout(300_000);
  const admin = await signIn(browser, 'admin');
  await designLeaveForm(admin);
  await drawLeaveProcess(admin);

  const zhangsan = await signIn(browser, 'zhangsan');
  await requestLeave(zhangsan, '2026-12-11', '5', '回老家探亲');

  // 李四 reads everything, 事由 included, and agrees.
  const lisi = await signIn(browser, 'lisi');
  const atManager = await openTodo(lisi);
  await expect(atManager.getByLabel('天数')).toHaveText('5');
  await expect(atManager.getByText('回老家探亲')).toBeVisible();
  await agree(lisi, atManager, '同意请假');

  // Five days are more than three: 总经理 gets it, without 事由, and prints what he sees.
  const qianyi = await signIn(browser, 'qianyi');
  await qianyi.addInitScript(() => {
    // The print view is written into an iframe that is gone once printing returns: keep its text.
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLIFrameElement) queueMicrotask(() => ((window as unknown as { printed?: string }).printed = node.contentDocument?.body?.innerText ?? ''));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const atDirector = await openTodo(qianyi);
  await expect(atDirector.getByLabel('天数')).toHaveText('5');
  await expect(atDirector.getByText('事由')).toHaveCount(0);
  await expect(atDirector.getByText('回老家探亲')).toHaveCount(0);
  await qianyi.screenshot(shots('04-qianyi-without-reason'));
  await atDirector.getByRole('button', { name: /更多/ }).click();
  await qianyi.locator('.ant-dropdown:visible').getByText('打印', { exact: true }).click();
  await expect.poll(() => qianyi.evaluate(() => (window as unknown as { printed?: string }).printed ?? '')).toContain('请假日期');
  const printed = await qianyi.evaluate(() => (window as unknown as { printed?: string }).printed ?? '');
  expect(printed).toContain('事假');
  expect(printed).toContain('2026-12-07');
  expect(printed).not.toContain('回老家探亲');
  await agree(qianyi, atDirector, '准假');

  // 张三's 我发起的: the finished request, its values and its history.
  await zhangsan.goto('/process/my');
  const row = zhangsan.getByRole('row').filter({ hasText: '请假申请审批' }).first();
  await expect(row).toContainText('已完成');
  await row.getByRole('button', { name: '查看' }).click();
  const mine = formDrawer(zhangsan);
  await expect(mine.getByText('回老家探亲')).toBeVisible();
  await expect(mine.getByLabel('天数')).toHaveText('5');
  await mine.getByRole('tab', { name: '流程状态' }).click();
  await expect(mine.getByText('准假')).toBeVisible();
  await expect(mine.getByText('同意请假')).toBeVisible();

  // Two days end after 李四.
  await requestLeave(zhangsan, '2026-12-08', '2', '家中有事');
  const short = await openTodo(lisi);
  await expect(short.getByText('家中有事')).toBeVisible();
  await agree(lisi, short, '同意');
  await zhangsan.goto('/process/my');
  await expect(zhangsan.getByRole('row').filter({ hasText: '请假申请审批' }).first()).toContainText('已完成');
});
