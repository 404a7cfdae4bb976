import type { Page } from '@playwright/test';
import { choose } from './AntdSelect.ts';
import { expect, test } from './Journey.ts';
import { openFromGroup } from './TopMenu.ts';
import { signInOn } from './StaffSignIn.ts';

/*
 * Issue 11: pages opened as tabs keep their filters and scroll when revisited. 张三 opens six
 * pages from the top menu, leaves a filter or a scroll position on each, and finds every one
 * as he left it when he clicks its tab again.
 */

function tabBar(page: Page) {
  return page.getByRole('navigation', { name: '已打开的页面' });
}

async function openFromTopMenu(page: Page, entry: string, url: RegExp): Promise<void> {
  await page.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: entry }).click();
  await expect(page).toHaveURL(url);
  await expect(tabBar(page).getByRole('tab', { name: entry, selected: true })).toBeVisible();
}

async function backToTab(page: Page, label: string, url: RegExp): Promise<void> {
  await tabBar(page).getByRole('tab', { name: label }).click();
  await expect(page).toHaveURL(url);
}

/**
 * Scrolls the window to its end once the page's lists have loaded (no skeleton or spinner left),
 * far enough for a kept position to mean something.
 */
async function scrollToEnd(page: Page): Promise<void> {
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(100);
}

/**
 * Leaves the page by `leave` (a click); answers where the window was scrolled at the moment of
 * the click, the position the page is to come back to. Read then, not when the scrolling ended:
 * content arriving in between moves the window (Chromium's scroll anchoring keeps what is in
 * view where it is), and the page is left where that put it.
 */
async function scrollWhenLeaving(page: Page, leave: () => Promise<void>): Promise<number> {
  await page.evaluate(() =>
    document.addEventListener('click', () => (document.documentElement.dataset.scrollWhenLeft = String(window.scrollY)), { capture: true, once: true }),
  );
  await leave();
  return Number(await page.evaluate(() => document.documentElement.dataset.scrollWhenLeft));
}

/**
 * Whether the page is back where it was left: at the position kept, or — when the page came back
 * shorter than it was (its lists read again as it is shown: 首页's cards ended 27 px shorter in
 * some runs) — at its end, which is as far as the kept position can be. Scrolled to the top, as a
 * new page would be, is never 'kept'.
 */
async function restoredOf(page: Page, kept: number): Promise<{ at: 'kept' } | { at: number; kept: number; end: number }> {
  const { at, end } = await page.evaluate(() => ({ at: window.scrollY, end: document.documentElement.scrollHeight - window.innerHeight }));
  const expected = Math.min(kept, end);
  return expected > 100 && Math.abs(at - expected) < 1 ? { at: 'kept' } : { at, kept, end };
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('张三 opens six pages as tabs, and each keeps its filter or scroll when he comes back to it', async ({ page }) => {
      await signInOn(page, 'zhangsan');
      await expect(tabBar(page).getByRole('tab')).toHaveText(['首页']);
      // The window is taller at 1920×1080: the home page is given room to scroll.
      await page.setViewportSize({ width: viewport.width, height: 600 });
      await expect(page.getByRole('region', { name: '我的事项' })).toBeVisible();
      await scrollToEnd(page);
      const homeScroll = await scrollWhenLeaving(page, () => openFromTopMenu(page, '工作台', /\/workbench\/index/));
      await page.getByPlaceholder('搜索应用或流程').fill('合同');

      await openFromTopMenu(page, '通讯录', /\/addressbook\/list/);
      await expect(page.getByRole('tree', { name: '部门' }).getByText('融合科技有限公司')).toBeVisible();
      await scrollToEnd(page);
      const addressScroll = await scrollWhenLeaving(page, () => openFromGroup(page, '流程中心', '我发起的'));
      await expect(page).toHaveURL(/\/process\/my/);
      await page.getByLabel('流程名称').fill('合同审批');
      await page.getByRole('button', { name: '查询' }).click();

      await openFromTopMenu(page, '消息中心', /\/noticeCenter\/index/);
      await choose(page, page.locator('form'), '状态', '未读');
      await page.getByRole('button', { name: '查询' }).click();

      await openFromTopMenu(page, '日程管理', /\/scheduleManagement\/index/);
      await page.getByTitle('日', { exact: true }).click();
      await expect(page.locator('.ant-segmented-item-selected')).toHaveText('日');

      await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '工作台', '通讯录', '我发起的', '消息中心', '日程管理']);

      // Back through the tabs: nothing was reloaded away.
      await backToTab(page, '首页', /\/homepage\/index$/);
      await expect.poll(() => restoredOf(page, homeScroll)).toEqual({ at: 'kept' });
      await backToTab(page, '工作台', /\/workbench\/index/);
      await expect(page.getByPlaceholder('搜索应用或流程')).toHaveValue('合同');
      await backToTab(page, '通讯录', /\/addressbook\/list/);
      await expect.poll(() => restoredOf(page, addressScroll)).toEqual({ at: 'kept' });
      await backToTab(page, '我发起的', /\/process\/my/);
      await expect(page.getByLabel('流程名称')).toHaveValue('合同审批');
      await backToTab(page, '消息中心', /\/noticeCenter\/index/);
      await expect(page.locator('form').getByTitle('未读', { exact: true })).toBeVisible();
      await backToTab(page, '日程管理', /\/scheduleManagement\/index/);
      await expect(page.locator('.ant-segmented-item-selected')).toHaveText('日');

      // A closed tab forgets its page: 工作台 opens again without the search.
      await tabBar(page).getByRole('tab', { name: '工作台' }).getByTitle('关闭').click();
      await expect(tabBar(page).getByRole('tab')).toHaveText(['首页', '通讯录', '我发起的', '消息中心', '日程管理']);
      await expect(page).toHaveURL(/\/scheduleManagement\/index/);
      await openFromTopMenu(page, '工作台', /\/workbench\/index/);
      await expect(page.getByPlaceholder('搜索应用或流程')).toHaveValue('');

      // 关闭全部 leaves 首页, which is never closable.
      await tabBar(page).getByRole('button', { name: '页签操作' }).click();
      await page.getByRole('menuitem', { name: '关闭全部' }).click();
      await expect(tabBar(page).getByRole('tab')).toHaveText(['首页']);
      await expect(page).toHaveURL(/\/homepage\/index$/);
      await expect(tabBar(page).getByRole('tab').getByTitle('关闭')).toHaveCount(0);
    });
  });
}
