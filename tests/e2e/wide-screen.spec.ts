import type { Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { openFromUserCard } from './UserCard.ts';
import { signInOn } from './StaffSignIn.ts';
import { openFromGroup } from './TopMenu.ts';

/*
 * Issue 11: every page of the workspace at 1920×1080 as well as 1366×768. 张三 opens each page
 * through the menus at both sizes; each shows its content, never wider than the window, and
 * the tool box — unfolded from 1560 px on, folded below — never covers it.
 */

async function expectLaidOut(page: Page, name: string, content: Locator, wide: boolean): Promise<void> {
  await expect(content, name).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${name}: wider than the window` }).toBeLessThanOrEqual(0);
  const toolBox = page.getByRole('navigation', { name: '工具箱' });
  if (!wide) {
    await expect(page.getByRole('button', { name: '展开工具箱' }), name).toBeVisible();
    return;
  }
  await expect(toolBox.getByText('产品介绍'), name).toBeVisible();
  const main = await page.getByTestId('main-content').boundingBox();
  const tools = await toolBox.boundingBox();
  expect(main && tools && main.x + main.width <= tools.x, `${name}: the tool box covers the page`).toBe(true);
}

for (const viewport of [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
]) {
  test(`张三 opens every page of the workspace at ${viewport.width}×${viewport.height}, each laid out within the window`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const wide = viewport.width >= 1560;
    await signInOn(page, 'zhangsan');
    const top = page.getByRole('menu', { name: '顶部菜单' });
    const open = async (entry: string, url: RegExp) => {
      await top.getByRole('menuitem', { name: entry }).click();
      await expect(page).toHaveURL(url);
    };

    await expectLaidOut(page, '首页', page.getByRole('region', { name: '我的事项' }), wide);
    await open('工作台', /\/workbench\/index/);
    await expectLaidOut(page, '工作台', page.getByRole('region', { name: '全部应用' }), wide);
    await openFromGroup(page, '流程中心', '我的待办');
    await expectLaidOut(page, '我的待办', page.getByRole('menu', { name: '流程中心' }), wide);
    await expect(page.getByRole('columnheader', { name: '操作' })).toBeVisible();
    await open('通讯录', /\/addressbook\/list/);
    await expectLaidOut(page, '通讯录', page.getByRole('tree', { name: '部门' }), wide);
    await open('消息中心', /\/noticeCenter\/index/);
    await expectLaidOut(page, '消息中心', page.getByRole('columnheader', { name: '操作' }), wide);
    await open('日程管理', /\/scheduleManagement\/index/);
    await expectLaidOut(page, '日程管理', page.getByRole('button', { name: '新建日程' }), wide);
    await open('网盘', /\/microdisk/);
    await expectLaidOut(page, '网盘', page.getByRole('button', { name: '新建文件夹' }), wide);
    await openFromUserCard(page, /张三/, '个人中心', /\/user\/info/);
    await expectLaidOut(page, '个人中心', page.getByRole('tab', { name: '个人信息' }), wide);
  });
}
