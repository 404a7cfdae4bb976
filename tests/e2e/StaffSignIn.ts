import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Ronghe@2026';

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Each demo account's login on the journeys' server, made through the login form by the first
 * journey of the worker that needs the account, then handed to every later one as the browser
 * keeps it (the storage state: the tokens and user info in localStorage, the company cookie).
 * This module is loaded once per worker process, so the map lasts as long as the worker.
 *
 * A kept login is one login shared by the journeys: a journey that ends it (logs out, changes the
 * password), switches its company, or needs what a new login reads (permissions, settings, the
 * first-login guide) signs in through the form instead, with signInThroughForm.
 */
const kept = new Map<string, SessionState>();

/** Signs `account` in on `page` through the login form and waits for the home page. */
export async function signInThroughFormOn(page: Page, account: string, password: string = DEMO_PASSWORD): Promise<Page> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/homepage\/index$/);
  return page;
}

/** signInThroughFormOn in a browser context of its own, at the test's viewport unless given one. */
export async function signInThroughForm(browser: Browser, account: string, viewport?: { width: number; height: number }): Promise<Page> {
  return signInThroughFormOn(await newPage(browser, viewport), account);
}

/**
 * `account` signed in on `page` (a fresh context's), on the home page: with the account's kept
 * login, or through the form the first time, keeping that login for the journeys after.
 */
export async function signInOn(page: Page, account: string): Promise<Page> {
  const state = kept.get(account);
  if (!state) {
    await signInThroughFormOn(page, account);
    kept.set(account, await page.context().storageState());
    return page;
  }
  await page.context().setStorageState(state);
  await page.goto('/homepage/index');
  await expect(page).toHaveURL(/\/homepage\/index$/);
  return page;
}

/** signInOn in a browser context of its own (its own cookies and storage), at the test's viewport unless given one. */
export async function signIn(browser: Browser, account: string, viewport?: { width: number; height: number }): Promise<Page> {
  return signInOn(await newPage(browser, viewport), account);
}

async function newPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  return (await browser.newContext(viewport ? { viewport } : {})).newPage();
}
