import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { choose } from './AntdSelect.ts';
import { expect, test } from './Journey.ts';
import { signInOn } from './StaffSignIn.ts';
import { openManagementArea } from './UserCard.ts';

/** One of the repository's original 5-second WebM clips, and a poster: what the administrator uploads. */
const DEMO_MEDIA = join(process.cwd(), 'server', 'modules', 'classroom', 'demo-media');
const CLIP = join(DEMO_MEDIA, 'classroom-talk.webm');
const POSTER = join(DEMO_MEDIA, 'classroom-talk-960.jpg');

test.use({ viewport: { width: 1366, height: 768 } });

/** 管理后台 › 内容管理 › 智慧课堂, from the user card. */
async function openClassroomContent(page: Page) {
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).getByText('内容管理').click();
  await expect(page).toHaveURL(/\/management\/content$/);
  await page.getByRole('tab', { name: '智慧课堂' }).filter({ visible: true }).click();
}

/** The item's row, found by searching its title (the list is shared with every other run). */
async function rowOf(page: Page, title: string): Promise<Locator> {
  const content = page.locator('main').filter({ visible: true });
  await content.getByLabel('请输入标题关键词').fill(title);
  await content.getByRole('button', { name: '搜索' }).click();
  const row = content.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  return row;
}

async function confirmIn(page: Page, row: Locator, action: '发布' | '撤回' | '删除', answerPath: RegExp, method = 'POST') {
  const answered = page.waitForResponse((answer) => answerPath.test(answer.url()) && answer.request().method() === method);
  await row.getByRole('button', { name: action }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('button', { name: '确定' }).click();
  expect((await answered).status()).toBe(200);
}

test('the administrator uploads a video into a new 培训视频 item, previews and publishes it; a visitor plays it; withdrawn, it is gone', async ({ page, browser }) => {
  const title = `课堂旅程视频${Date.now()}`;
  await signInOn(page, 'admin');
  await openClassroomContent(page);

  // 新建: title, section, poster and video (the clip plays in the form once uploaded); saved as a draft.
  await page.getByRole('button', { name: '新建' }).filter({ visible: true }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建智慧课堂' });
  await dialog.getByLabel('标题').fill(title);
  await choose(page, dialog, '所属栏目', '培训视频');
  await dialog.getByLabel('标签').fill('旅程');
  await dialog.getByLabel('摘要').fill('管理员上传的五秒课堂片段');
  const poster = page.waitForResponse((answer) => answer.url().endsWith('/admin/classroom/cover'));
  await dialog.locator('input[type=file][accept=".jpg,.jpeg,.png"]').setInputFiles(POSTER);
  expect((await poster).status()).toBe(200);
  await expect(dialog.getByRole('img', { name: '封面图片' })).toBeVisible();
  const uploaded = page.waitForResponse((answer) => answer.url().endsWith('/admin/classroom/video'));
  await dialog.locator('input[type=file][accept=".mp4,.webm"]').setInputFiles(CLIP);
  expect((await uploaded).status()).toBe(200);
  const formVideo = dialog.locator('video');
  await expect.poll(() => formVideo.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 }).toBeGreaterThan(4);
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/admin/website/content/iClassroom') && answer.request().method() === 'POST');
  await dialog.getByRole('button', { name: '确定' }).click();
  const created = await saved;
  expect(created.status()).toBe(200);
  expect((await created.json()).data).toMatchObject({ status: 'draft', section: 'stuTraVideo', duration: 5 });
  await expect(dialog).toBeHidden();

  const row = await rowOf(page, title);
  await expect(row.getByText('草稿')).toBeVisible();
  await expect(row.getByText('培训视频')).toBeVisible();

  // 预览: the section's own page, before anything is published.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), row.getByRole('button', { name: '预览' }).click()]);
  await expect(preview).toHaveURL(/\/iClassroom\/stuTraVideo\?id=\d+&preview=1$/);
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  const detailPath = new URL(preview.url()).pathname + new URL(preview.url()).search.replace('&preview=1', '');
  await preview.close();

  // A visitor sees nothing of the draft.
  const visitor = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await visitor.goto(detailPath);
  await expect(visitor.getByText('内容不存在或未发布')).toBeVisible();

  // 发布: on the site at once; the visitor opens it from the section's list and plays it.
  await confirmIn(page, row, '发布', /\/admin\/website\/content\/iClassroom\/\d+\/publish$/);
  await expect((await rowOf(page, title)).getByText('已发布')).toBeVisible();

  const ranged: number[] = [];
  visitor.on('response', (answer) => {
    if (/\/website\/classroom\/media\/video-[0-9a-f]{32}\.webm$/.test(answer.url())) ranged.push(answer.status());
  });
  await visitor.goto('/iClassroom/stuTraVideo');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`${detailPath.replace('?', '\\?')}$`));
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  const video = visitor.getByLabel(`${title} 视频`);
  await expect(video).toHaveAttribute('poster', /\/website\/classroom\/media\/cover-[0-9a-f]{32}\.jpg$/);
  // The player's own control: a click on a paused <video controls> starts it in Chromium.
  await video.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const state = await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, error: v.error?.code ?? null, duration: v.duration }));
  expect(state).toMatchObject({ paused: false, error: null });
  expect(state.duration).toBeGreaterThan(4);
  expect(ranged).toContain(206);

  // 撤回: the visitor's link no longer shows it; then 删除 leaves the section as the other journeys expect it.
  await confirmIn(page, await rowOf(page, title), '撤回', /\/admin\/website\/content\/iClassroom\/\d+\/withdraw$/);
  await expect((await rowOf(page, title)).getByText('已撤回')).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('内容不存在或未发布')).toBeVisible();
  await visitor.goto('/iClassroom/stuTraVideo');
  await expect(visitor.getByText(/^共 \d+ 条$/)).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.context().close();
  await confirmIn(page, await rowOf(page, title), '删除', /\/admin\/website\/content\/iClassroom\/\d+$/, 'DELETE');
});
