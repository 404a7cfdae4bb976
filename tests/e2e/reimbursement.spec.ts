import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { openFromGroup } from './TopMenu.ts';
import { toast } from './Toast.ts';
import { taskDrawer } from './ProcessCentreDialogs.ts';
import { signIn as signInAt } from './StaffSignIn.ts';
import { choose as chooseOption } from './AntdSelect.ts';

/** Days before today, as the date field takes them (an expense after today is refused). */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const CLAIM = {
  lines: [
    { date: daysAgo(4), item: '高铁票 北京—上海', amount: '553', invoices: '1' },
    { date: daysAgo(3), item: '酒店住宿两晚', amount: '430.25', invoices: '2' },
  ],
  total: '¥ 983.25',
  uppercase: '大写：玖佰捌拾叁元贰角伍分',
  reason: '上海客户现场联调三天',
};

// A step that cannot happen fails on its own, not at the end of the journey's time.
test.use({ actionTimeout: 15_000 });

const shots = (name: string) => ({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** The journeys' size; the second describe checks 1920×1080. */
const LAPTOP = { width: 1366, height: 768 };

function signIn(browser: Browser, account: string, viewport = LAPTOP): Promise<Page> {
  return signInAt(browser, account, viewport);
}

/** Picks an option of the antd select labelled exactly `label` inside `scope`. */
const choose = (page: Page, scope: Locator, label: string, option: string) => chooseOption(page, scope, label, option, { exact: true });

async function fillLine(drawer: Locator, n: number, line: (typeof CLAIM.lines)[number]): Promise<void> {
  const date = drawer.getByLabel(`第${n}行费用日期`);
  await date.click();
  await date.fill(line.date);
  await date.press('Enter');
  await drawer.getByLabel(`第${n}行费用项目`).fill(line.item);
  await drawer.getByLabel(`第${n}行金额（元）`).fill(line.amount);
  await drawer.getByLabel(`第${n}行发票张数`).fill(line.invoices);
}

/** Opens 张三's start drawer for 费用报销审批 from 发起流程 (/process/create). */
async function startDrawer(page: Page): Promise<Locator> {
  await page.goto('/process/create');
  await page.getByRole('button', { name: '费用报销审批' }).click();
  const drawer = taskDrawer(page);
  await expect(drawer.getByRole('button', { name: '提交' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: '费用报销' })).toBeVisible();
  return drawer;
}

/** The form sits inside the drawer at this size: no control reaches past its right edge. */
async function expectInside(drawer: Locator, parts: Locator[]): Promise<void> {
  const outer = (await drawer.locator('.ant-drawer-body').boundingBox())!;
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  }
}

test('张三 claims a trip with two lines and a formatted 报销事由; 李四 reads it in the drawer, total and all, and agrees', async ({ browser }) => {
  test.setTimeout(180_000);

  const zhangsan = await signIn(browser, 'zhangsan');
  const drawer = await startDrawer(zhangsan);
  // The applicant is the one signed in, not a field to fill.
  await expect(drawer.getByText('张三', { exact: true })).toBeVisible();
  await choose(zhangsan, drawer, '报销类型', '差旅');
  await fillLine(drawer, 1, CLAIM.lines[0]);
  await drawer.getByRole('button', { name: /添加明细/ }).click();
  await fillLine(drawer, 2, CLAIM.lines[1]);
  await drawer.getByLabel('第2行发票张数').press('Tab');
  await expect(drawer.getByLabel('报销总额')).toHaveText(CLAIM.total);
  await expect(drawer.getByText(CLAIM.uppercase)).toBeVisible();

  // 报销事由: typed, selected, then set in 楷体, 20px and bold from the toolbar.
  const reason = drawer.getByRole('textbox', { name: '报销事由' });
  await expect(reason.locator('[data-placeholder="请输入正文"]')).toBeVisible();
  await reason.click();
  await zhangsan.keyboard.type(CLAIM.reason);
  await zhangsan.keyboard.press('ControlOrMeta+a');
  const toolbar = drawer.getByRole('toolbar', { name: '格式工具栏' });
  await choose(zhangsan, toolbar, '字体', '楷体');
  await choose(zhangsan, toolbar, '字号', '20px');
  await toolbar.getByRole('button', { name: '加粗' }).click();
  const written = reason.locator('strong').filter({ hasText: CLAIM.reason });
  await expect(written).toBeVisible();
  await expectInside(drawer, [toolbar, drawer.getByRole('table').first()]);
  await zhangsan.screenshot(shots('01-zhangsan-fills-reimbursement'));
  await drawer.getByRole('button', { name: '提交' }).click();
  await expect(toast(zhangsan, '提交成功')).toBeVisible();
  await expect(drawer).toBeHidden();

  // 李四 finds it in 我的待办 and opens it in the drawer: read-only, as written.
  const lisi = await signIn(browser, 'lisi');
  await openFromGroup(lisi, '流程中心', '我的待办');
  await expect(lisi).toHaveURL(/\/process\/todo$/);
  // The newest first: 张三's claim, not the demo's one waiting at him.
  await lisi.getByRole('row').filter({ hasText: '费用报销审批' }).first().getByRole('button', { name: '办理' }).click();
  const task = taskDrawer(lisi);
  await expect(task.getByRole('heading', { name: '费用报销' })).toBeVisible();
  const lines = task.getByRole('table').first();
  await expect(lines).toContainText(CLAIM.lines[0].item);
  await expect(lines).toContainText(CLAIM.lines[1].item);
  await expect(task.getByLabel('报销总额')).toHaveText(CLAIM.total);
  await expect(task.getByText('差旅', { exact: true })).toBeVisible();
  const shown = task.getByRole('textbox', { name: '报销事由' });
  await expect(shown).toHaveAttribute('contenteditable', 'false');
  const styled = shown.locator('strong').filter({ hasText: CLAIM.reason });
  await expect(styled).toBeVisible();
  const style = await styled.evaluate((element) => ({ family: getComputedStyle(element).fontFamily, size: getComputedStyle(element).fontSize }));
  expect(style).toEqual({ family: expect.stringContaining('KaiTi'), size: '20px' });
  await expect(task.getByRole('toolbar', { name: '格式工具栏' })).toHaveCount(0);
  await expect(task.getByRole('button', { name: /添加明细/ })).toHaveCount(0);
  await lisi.screenshot(shots('02-lisi-reads-reimbursement'));

  await task.getByRole('button', { name: '同意', exact: true }).click();
  const agree = lisi.getByRole('dialog').filter({ has: lisi.locator('.ant-modal-title', { hasText: '同意' }) });
  await agree.getByLabel('意见').fill('情况属实，同意报销');
  await agree.getByRole('button', { name: '确定' }).click();
  await expect(toast(lisi, '办理成功')).toBeVisible();
  await expect(task).toBeHidden();
});

test.describe('at 1920×1080', () => {
  test('the start form keeps its lines, total and toolbar inside the drawer', async ({ browser }) => {
    const zhangsan = await signIn(browser, 'zhangsan', { width: 1920, height: 1080 });
    const drawer = await startDrawer(zhangsan);
    await drawer.getByRole('button', { name: /添加明细/ }).click();
    await drawer.getByLabel('第2行金额（元）').fill('12.5');
    await drawer.getByLabel('第2行金额（元）').press('Tab');
    await expect(drawer.getByLabel('报销总额')).toHaveText('¥ 12.50');
    const toolbar = drawer.getByRole('toolbar', { name: '格式工具栏' });
    await expect(toolbar).toBeVisible();
    await expectInside(drawer, [toolbar, drawer.getByRole('table').first(), drawer.getByRole('textbox', { name: '报销事由' })]);
    await zhangsan.screenshot(shots('03-zhangsan-start-1920'));
  });
});
