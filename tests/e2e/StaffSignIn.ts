import type { Browser, Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Ronghe@2026';

/** Signs `account` in on `page` through the login form and waits for the home page. */
export async function signInOn(page: Page, account: string, password: string = DEMO_PASSWORD): Promise<Page> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/homepage\/index$/);
  return page;
}

/** Signs `account` in in a browser context of its own (its own cookies and storage), at the test's viewport unless given one. */
export async function signIn(browser: Browser, account: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext(viewport ? { viewport } : {})).newPage();
  return signInOn(page, account);
}
