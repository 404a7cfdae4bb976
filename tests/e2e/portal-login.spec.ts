import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';

const PASSWORD = 'Ronghe@2026';
const GREETING = /(早上好|上午好|中午好|下午好|晚上好)，/;

async function signIn(page: Page, account: string, password = PASSWORD): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

test('a visitor signs in from the public home, switches company and logs out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '门户导航' }).getByText('新闻资讯')).toBeVisible();

  await page.getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/login\/user$/);

  await signIn(page, 'sunqi');
  await expect(page).toHaveURL(/\/homepage\/index$/);
  await expect(page.getByRole('heading', { name: GREETING })).toContainText('孙七');
  const counters = page.getByRole('region', { name: '我的事项' });
  for (const counter of ['未读消息', '待办', '已办', '我发起的']) {
    await expect(counters.getByText(counter, { exact: true })).toBeVisible();
  }

  // 孙七 belongs to two companies, so the switcher is there; switching reloads into the other one.
  const switcher = page.getByRole('button', { name: '切换公司' });
  await expect(switcher).toContainText('融合科技有限公司');
  await switcher.click();
  await page.getByRole('menuitem', { name: /融合教育集团/ }).click();
  await expect(page.getByText('切换成功')).toBeVisible();
  await expect(page.getByRole('button', { name: '切换公司' })).toContainText('融合教育集团');
  await expect(page.getByRole('heading', { name: GREETING })).toContainText('孙七');

  await page.getByText('孙七', { exact: true }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('是否退出系统');
  await expect(confirm).toContainText('是否继续?');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The session is gone: the workbench asks for a login again, saying the user logged out (not that the login expired).
  await page.goto('/homepage/index');
  await expect(page).toHaveURL(/\/login\/user\?source=loggedOut$/);
  await expect(page.getByRole('alert')).toContainText('您已退出登录');
});

test('a wrong password keeps the user on the login page with the catalogue message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'zhangsan', 'wrong-password');
  await expect(page.locator('#root').getByRole('alert').filter({ hasText: '账号不存在或密码错误' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/user$/);
});

test('a user with one company sees no company switcher', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'zhangsan');
  await expect(page.getByRole('heading', { name: GREETING })).toContainText('张三');
  await expect(page.getByRole('button', { name: '切换公司' })).toHaveCount(0);
});

test('a disabled account is told so and signed out', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'zhouba');
  await expect(page.locator('#root').getByRole('alert').filter({ hasText: '您的账号已被禁用' })).toBeVisible();
  await page.goto('/homepage/index');
  await expect(page).toHaveURL(/\/login\/user$/);
});

test('an unknown path lands on the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
});
