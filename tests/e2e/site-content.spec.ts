import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signInOn } from './StaffSignIn.ts';
import { openManagementArea } from './UserCard.ts';

/** A 1×1 PNG: the cover the administrator uploads. */
const COVER = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test.use({ viewport: { width: 1366, height: 768 } });

/** 管理后台 › 内容管理, from the user card. */
async function openContent(page: Page) {
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).getByText('内容管理').click();
  await expect(page).toHaveURL(/\/management\/content$/);
}

/** The item's row, found by searching its title (the list is shared with every other run). */
async function rowOf(page: Page, title: string) {
  const content = page.locator('main').filter({ visible: true });
  await content.getByLabel('请输入标题关键词').fill(title);
  await content.getByRole('button', { name: '搜索' }).click();
  const row = content.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

async function confirmIn(page: Page, row: ReturnType<Page['locator']>, action: '发布' | '撤回', answerPath: RegExp) {
  const answered = page.waitForResponse((answer) => answerPath.test(answer.url()) && answer.request().method() === 'POST');
  await row.getByRole('button', { name: action }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('button', { name: '确定' }).click();
  expect((await answered).status()).toBe(200);
}

test('the administrator writes a news item with a cover and rich text, previews and publishes it; a visitor reads it; withdrawn, it is gone', async ({ page, browser }) => {
  const title = `内容管理旅程新闻${Date.now()}`;
  const body = `这是一条由平台管理员在内容管理中撰写的新闻正文，编号${Date.now()}。`;
  await signInOn(page, 'admin');
  await openContent(page);

  // 新建: title, source, cover and rich text; saved as a draft.
  await page.getByRole('button', { name: '新建' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建新闻' });
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('来源').fill('集团办公室');
  await dialog.getByLabel('摘要').fill('内容管理旅程的摘要');
  const uploaded = page.waitForResponse((answer) => answer.url().endsWith('/admin/website/content-image'));
  await dialog.locator('input[type=file]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: COVER });
  expect((await uploaded).status()).toBe(200);
  await expect(dialog.getByRole('img', { name: '封面图片' })).toBeVisible();
  const editor = dialog.getByRole('textbox', { name: '正文' });
  await editor.click();
  await editor.pressSequentially(body);
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/admin/website/content/news') && answer.request().method() === 'POST');
  await dialog.getByRole('button', { name: '确定' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  const row = await rowOf(page, title);
  await expect(row.getByText('草稿')).toBeVisible();

  // 预览: the site's own detail page, before anything is published.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('button', { name: '预览' }).click()]);
  await expect(preview).toHaveURL(/\/news\/detail\?id=\d+&preview=1$/);
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText(body)).toBeVisible();
  await expect(preview.getByText(/^预览：/)).toBeVisible();
  const detailPath = new URL(preview.url()).pathname + new URL(preview.url()).search.replace('&preview=1', '');
  await preview.close();

  // A visitor sees nothing of the draft.
  const visitor = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await visitor.goto(detailPath);
  await expect(visitor.getByText('内容不存在或尚未发布')).toBeVisible();

  // 发布: on the site at once.
  await confirmIn(page, row, '发布', /\/admin\/website\/content\/news\/\d+\/publish$/);
  await expect((await rowOf(page, title)).getByText('已发布')).toBeVisible();

  await visitor.goto('/news');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${detailPath.replace('?', '\\?')}$`));
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await expect(visitor.getByText(body)).toBeVisible();
  await expect(visitor.getByText('来源：集团办公室')).toBeVisible();
  await expect(visitor.getByRole('img', { name: title })).toBeVisible();

  // 撤回: the visitor's link no longer shows it.
  await confirmIn(page, await rowOf(page, title), '撤回', /\/admin\/website\/content\/news\/\d+\/withdraw$/);
  await expect((await rowOf(page, title)).getByText('已撤回')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('内容不存在或尚未发布')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0);
  await visitor.goto('/news');
  await expect(visitor.getByText(/共 \d+ 条/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.context().close();
});
