import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signInThroughForm } from './StaffSignIn.ts';


/** Waits for the workspace to have asked the server whether the guide was seen. */
const guideAnswered = (page: Page) => page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/user/guide');

test('郑十’s first login walks the guide over 流程中心, 工作台 and 通讯录; once done it stays gone, after a reload and in another browser', async ({ browser }) => {
  const page = await signInThroughForm(browser, 'zhengshi');
  const tour = page.locator('.ant-tour:visible');
  const title = tour.locator('.ant-tour-title');
  const top = page.getByRole('menu', { name: '顶部菜单' });

  await expect(title).toHaveText('待办中心');
  await expect(tour).toContainText('点击「流程中心」处理待办');
  // The step points at the top-menu item: the tour's panel sits right under it.
  const item = await top.getByRole('menuitem', { name: /流程中心/ }).boundingBox();
  const panel = await tour.boundingBox();
  expect(panel!.y).toBeGreaterThanOrEqual(item!.y + item!.height - 1);
  await expect(tour.getByRole('button', { name: '上一步' })).toHaveCount(0);

  await tour.getByRole('button', { name: '下一步' }).click();
  await expect(title).toHaveText('工作台');
  await tour.getByRole('button', { name: '下一步' }).click();
  await expect(title).toHaveText('通讯录');
  await expect(tour.getByRole('button', { name: '下一步' })).toHaveCount(0);
  await tour.getByRole('button', { name: '上一步' }).click();
  await expect(title).toHaveText('工作台');
  await tour.getByRole('button', { name: '下一步' }).click();
  await expect(title).toHaveText('通讯录');

  const marked = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/user/guide/seen' && response.status() === 200);
  await tour.getByRole('button', { name: '完成' }).click();
  await marked;
  await expect(page.locator('.ant-tour:visible')).toHaveCount(0);

  const answered = guideAnswered(page);
  await page.reload();
  await answered;
  await expect(top.getByRole('menuitem', { name: /通讯录/ })).toBeVisible();
  await expect(page.locator('.ant-tour:visible')).toHaveCount(0);

  // Another browser: a login of its own, and still no guide.
  const elsewhere = await signInThroughForm(browser, 'zhengshi');
  await guideAnswered(elsewhere).catch(() => undefined);
  await expect(elsewhere.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: /通讯录/ })).toBeVisible();
  await expect(elsewhere.locator('.ant-tour:visible')).toHaveCount(0);
});
