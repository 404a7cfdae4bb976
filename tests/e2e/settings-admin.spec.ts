import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signInOn, signInThroughForm } from './StaffSignIn.ts';

const TITLE = '融合办公E2E';
const COPYRIGHT = '© 2026 融合新公司 E2E';

/** 管理后台 › 系统设置, from the user card. */
async function openSettings(page: Page) {
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).getByText('系统设置').click();
  await expect(page).toHaveURL(/\/management\/settings$/);
}

/** 保存 and the server's answer (an earlier 保存成功 may still be showing). */
async function save(page: Page, panelName: string) {
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/admin/enterpriseSetting/admin') && answer.request().method() === 'PUT');
  await page.getByRole('tabpanel', { name: panelName }).getByRole('button', { name: '保存' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('保存成功').last()).toBeVisible();
}

async function savePlatform(page: Page, title: string, copyright: string) {
  await page.getByRole('tab', { name: '平台设置' }).click();
  const panel = page.getByRole('tabpanel', { name: '平台设置' });
  await panel.getByLabel('登录页标题').fill(title);
  await panel.getByLabel('版权信息').fill(copyright);
  await save(page, '平台设置');
}

async function savePasswordValidity(page: Page, days: string) {
  await page.getByRole('tab', { name: '密码与上传' }).click();
  const panel = page.getByRole('tabpanel', { name: '密码与上传' });
  await panel.getByLabel('密码有效期（天）').fill(days);
  await save(page, '密码与上传');
}

test('the administrator changes the login title, the copyright and the password validity; visitors and users see them at once', async ({ page, browser }) => {
  await signInOn(page, 'admin');
  await openSettings(page);
  const before = {
    title: await page.getByLabel('登录页标题').inputValue(),
    copyright: await page.getByLabel('版权信息').inputValue(),
  };
  try {
    await savePlatform(page, TITLE, COPYRIGHT);
    // The administrator's own footer follows without a reload.
    await expect(page.locator('footer, .ant-layout-footer').getByText(COPYRIGHT)).toBeVisible();

    // A visitor's login page shows the new title and copyright.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/login');
    await expect(visitor.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(visitor.getByText(COPYRIGHT)).toBeVisible();
    await visitor.context().close();

    // Five days of validity: a password set today is five days from expiring, and the reminder says so.
    await savePasswordValidity(page, '5');
    // The reminder comes with a login: a new one, through the form.
    const zhaoliu = await signInThroughForm(browser, 'zhaoliu');
    const reminder = zhaoliu.getByRole('dialog', { name: '密码即将过期提醒' });
    await expect(reminder).toBeVisible();
    await expect(reminder).toContainText('您的密码将在 5 天后过期');
    await zhaoliu.context().close();
  } finally {
    // The journeys share one database: the seed's settings go back for the ones after this.
    await savePlatform(page, before.title, before.copyright);
    await savePasswordValidity(page, '90');
  }
});
