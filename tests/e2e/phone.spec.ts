import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { choose } from './AntdSelect.ts';
import { fillContract } from './ContractFormFill.ts';
import { dialogTitled, taskDrawer } from './ProcessCentreDialogs.ts';
import { signInOn } from './StaffSignIn.ts';
import { toast } from './Toast.ts';

/*
 * Issue 25: staff approve from their phones, visitors read the public site on theirs. At 375×812,
 * with touch, the same routes lay out for a phone: menus in drawers, lists as cards, the task
 * drawer and its dialogs across the width, and never a page wider than the phone.
 */

const PHONE = { width: 375, height: 812 };

const shots = (name: string) => ({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** A phone's browser: its width, touch, and the mobile viewport rules. */
async function phonePage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true })).newPage();
}

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSideScroll(page: Page, name: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), { message: `${name}: wider than the phone` })
    .toBeLessThanOrEqual(0);
}

/**
 * The element reaches across the phone, less at most `margin` px a side. Awaited: a server-rendered
 * page is laid out for a desktop until it has hydrated and taken the phone's layout.
 */
async function expectFullWidth(part: Locator, margin: number): Promise<void> {
  await expect
    .poll(async () => {
      const box = await part.boundingBox();
      return box !== null && box.x <= margin && box.x + box.width >= PHONE.width - margin;
    })
    .toBe(true);
}

/** Opens `entry` under `group` from the workbench's menu drawer. */
async function openFromMenu(page: Page, group: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: '打开菜单' }).tap();
  const menu = page.getByRole('menu', { name: '顶部菜单' });
  await menu.getByRole('menuitem', { name: group }).tap();
  await menu.getByRole('menuitem', { name: entry }).tap();
  await expect(menu).toBeHidden();
}

/** Two fingers on the canvas move apart, as a pinch to zoom in does (Chromium's touch input). */
async function spread(page: Page, canvas: Locator): Promise<void> {
  const box = (await canvas.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 150);
  const cdp = await page.context().newCDPSession(page);
  const fingers = (apart: number) => [
    { x: x - apart, y, id: 1 },
    { x: x + apart, y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
  for (const apart of [40, 60, 80]) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(apart) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a visitor on a phone opens the navigation, reads a news item and plays a training video', async ({ browser }) => {
  const page = await phonePage(browser);
  await page.goto('/');
  await expect(page.getByRole('link', { name: '融合科技获评年度优秀软件企业' })).toBeVisible();
  await expectNoSideScroll(page, '首页');

  // The navigation is a button opening a drawer; its groups unfold in place.
  await page.getByRole('button', { name: '打开导航' }).tap();
  const nav = page.getByRole('menu', { name: '门户导航' });
  await nav.getByRole('menuitem', { name: '新闻资讯' }).tap();
  await expect(page).toHaveURL(/\/news$/);
  await expect(nav).toBeHidden();
  await expectNoSideScroll(page, '新闻资讯');

  await page.getByRole('link', { name: '融合科技获评年度优秀软件企业' }).tap();
  await expect(page).toHaveURL(/\/news\/detail\?id=2$/);
  await expect(page.getByRole('heading', { name: '融合科技获评年度优秀软件企业' })).toBeVisible();
  await expectNoSideScroll(page, '新闻详情');
  // Every picture of the article is drawn within the phone's width.
  for (const image of await page.getByRole('main').getByRole('img').all()) {
    const box = await image.boundingBox();
    if (box) expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  await page.screenshot(shots('01-visitor-reads-news'));

  await page.goto('/iClassroom/stuTraVideo?id=201');
  const video = page.getByLabel('岗前安全须知（第一讲） 视频');
  await expect(video).toBeVisible();
  await expectNoSideScroll(page, '培训视频');
  await expectFullWidth(video, 40);
  // A paused player shows its controls on a phone; the play button is the bar's first, at its left.
  const player = (await video.boundingBox())!;
  await page.touchscreen.tap(player.x + 24, player.y + player.height - 47);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, error: v.error?.code ?? null }))).toEqual({ paused: false, error: null });
  await page.screenshot(shots('02-visitor-plays-video'));
});

const CONTRACT = {
  name: '移动审批试点服务合同',
  type: '技术',
  money: '52000',
  start: '2026-04-01 00:00:00',
  end: '2027-03-31 23:59:59',
  requirement: '移动端审批试点，覆盖合同与报销流程。',
  duty: '逾期按日万分之五支付违约金。',
};

test('李四 on his phone opens a to-do, reads the contract, pinches its status diagram and agrees', async ({ browser }) => {
  test.setTimeout(180_000);

  // 张三 sends a contract from his phone: the start drawer's form is one column.
  const zhangsan = await signInOn(await phonePage(browser), 'zhangsan');
  await zhangsan.goto('/process/create');
  await zhangsan.getByRole('button', { name: '合同审批' }).tap();
  const start = taskDrawer(zhangsan);
  await expect(start.getByRole('button', { name: '提交' })).toBeVisible();
  await expectFullWidth(start, 0);
  await fillContract(zhangsan, start, CONTRACT);
  await expectNoSideScroll(zhangsan, '发起合同');
  await start.getByRole('button', { name: '提交' }).tap();
  await expect(toast(zhangsan, '提交成功')).toBeVisible();

  const lisi = await signInOn(await phonePage(browser), 'lisi');
  await expectNoSideScroll(lisi, '首页');
  await openFromMenu(lisi, '流程中心', '我的待办');
  await expect(lisi).toHaveURL(/\/process\/todo$/);
  await expectNoSideScroll(lisi, '我的待办');
  // A card per task, the newest first, its 办理 a finger's target.
  const card = lisi.getByRole('list', { name: '列表' }).getByRole('listitem').filter({ hasText: '合同审批' }).first();
  await expect(card).toContainText('张三');
  const handle = card.getByRole('button', { name: '办理' });
  expect((await handle.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await lisi.screenshot(shots('03-lisi-todo-cards'));
  await handle.tap();

  const drawer = taskDrawer(lisi);
  await expect(drawer.getByLabel('合同名称')).toHaveValue(CONTRACT.name);
  await expectFullWidth(drawer, 0);
  await expectNoSideScroll(lisi, '合同');
  // One column: 合同名称 and 合同类型 one above the other.
  const name = (await drawer.getByLabel('合同名称').boundingBox())!;
  const type = (await drawer.getByText('技术', { exact: true }).boundingBox())!;
  expect(type.y).toBeGreaterThan(name.y + name.height);
  await lisi.screenshot(shots('04-lisi-reads-contract'));

  // The status diagram zooms in under two spreading fingers.
  await drawer.getByRole('tab', { name: '流程状态' }).tap();
  const zoom = drawer.getByText(/^\d+%$/);
  await expect(zoom).toBeVisible();
  const before = parseInt((await zoom.textContent())!, 10);
  await spread(lisi, drawer.getByTestId('diagram-canvas'));
  await expect.poll(async () => parseInt((await zoom.textContent())!, 10)).toBeGreaterThan(before);
  await lisi.screenshot(shots('05-lisi-pinches-diagram'));
  await drawer.getByRole('tab', { name: '表单信息' }).tap();

  await drawer.getByRole('button', { name: '同意', exact: true }).tap();
  const dialog = dialogTitled(lisi, '同意');
  await expectFullWidth(dialog.locator('.ant-modal-container'), 20);
  await dialog.getByLabel('意见').fill('同意，手机上批了');
  await lisi.screenshot(shots('06-lisi-agrees'));
  await dialog.getByRole('button', { name: '确定' }).tap();
  await expect(toast(lisi, '办理成功')).toBeVisible();
  await expect(drawer).toBeHidden();
});

/** Days before today, as the date field takes them (an expense after today is refused). */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const LINES = [
  { date: daysAgo(2), item: '出租车 客户现场往返', amount: '86', invoices: '2' },
  { date: daysAgo(1), item: '工作餐', amount: '45.5', invoices: '1' },
];

test('张三 on his phone starts a reimbursement with two lines', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signInOn(await phonePage(browser), 'zhangsan');
  await openFromMenu(page, '流程中心', '发起流程');
  await expect(page).toHaveURL(/\/process\/create$/);
  await expectNoSideScroll(page, '发起流程');
  await page.getByRole('button', { name: '费用报销审批' }).tap();
  const drawer = page.getByRole('dialog').filter({ hasText: '费用报销' });
  await expect(drawer.getByRole('heading', { name: '费用报销' })).toBeVisible();
  await expectFullWidth(drawer, 0);

  await choose(page, drawer, '报销类型', '交通');
  for (const [index, line] of LINES.entries()) {
    const n = index + 1;
    if (n > 1) await drawer.getByRole('button', { name: /添加明细/ }).tap();
    const date = drawer.getByLabel(`第${n}行费用日期`);
    await date.tap();
    await date.fill(line.date);
    await date.press('Enter');
    await drawer.getByLabel(`第${n}行费用项目`).fill(line.item);
    await drawer.getByLabel(`第${n}行金额（元）`).fill(line.amount);
    await drawer.getByLabel(`第${n}行发票张数`).fill(line.invoices);
  }
  await drawer.getByLabel('第2行发票张数').press('Tab');
  await expect(drawer.getByLabel('报销总额')).toHaveText('¥ 131.50');
  await drawer.getByRole('textbox', { name: '报销事由' }).tap();
  await page.keyboard.type('客户现场支持的交通与餐费');
  await expectNoSideScroll(page, '费用报销');
  await page.screenshot(shots('07-zhangsan-reimbursement'));
  await drawer.getByRole('button', { name: '提交' }).tap();
  await expect(toast(page, '提交成功')).toBeVisible();
  await expect(drawer).toBeHidden();
});
