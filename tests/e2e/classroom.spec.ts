import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signInOn } from './StaffSignIn.ts';

/*
 * 智慧课堂 (issue 12): a visitor walks the classroom's sections through its menu, pages a list,
 * opens a video and plays it — the browser really plays it from the file store — then meets a
 * teacher and an online exam; a signed-in learner answers the exam and finds the result in the
 * user centre, which opens in a new tab.
 */

const SECTIONS = ['学生培训', '培训视频', '教学资源', '师生互动视频', '竞赛活动'];

function classroomMenu(page: Page) {
  return page.getByRole('menu', { name: '智慧课堂栏目' });
}

test('a visitor walks the classroom, opens a training video and it plays', async ({ page }) => {
  const mediaAnswers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/website/classroom/media/safety-training.webm')) mediaAnswers.push(response.status());
  });
  await page.goto('/iClassroom');
  await expect(page).toHaveTitle('智慧课堂 - 融合平台');
  for (const section of SECTIONS) await expect(page.getByRole('region', { name: section })).toBeVisible();

  for (const section of SECTIONS) {
    await classroomMenu(page).getByRole('menuitem', { name: section }).click();
    await expect(page.getByRole('heading', { name: section, level: 3 })).toBeVisible();
    await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
    await expect(page).toHaveTitle(`${section} - 智慧课堂 - 融合平台`);
  }

  // Twelve trainings: the second page holds the rest.
  await classroomMenu(page).getByRole('menuitem', { name: '学生培训' }).click();
  await expect(page.getByText('共 12 条')).toBeVisible();
  await page.getByRole('listitem', { name: '2', exact: true }).click();
  await expect(page.getByRole('link', { name: '毕业生就业指导培训' })).toBeVisible();
  await expect(page.getByRole('link', { name: '新生入学安全教育培训' })).toHaveCount(0);

  await classroomMenu(page).getByRole('menuitem', { name: '培训视频' }).click();
  await page.getByRole('link', { name: '岗前安全须知（第一讲）' }).click();
  await expect(page).toHaveURL(/\/iClassroom\/stuTraVideo\?id=201$/);
  await expect(page).toHaveTitle('岗前安全须知（第一讲） - 培训视频 - 融合平台');
  const video = page.getByLabel('岗前安全须知（第一讲） 视频');
  await expect(video).toHaveAttribute('poster', /safety-training-960\.jpg$/);
  // The player's own control: a click on a paused <video controls> starts it in Chromium.
  await video.click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const state = await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, error: v.error?.code ?? null, ready: v.readyState, duration: v.duration }));
  expect(state.paused).toBe(false);
  expect(state.error).toBeNull();
  expect(state.ready).toBeGreaterThanOrEqual(2);
  expect(state.duration).toBeGreaterThan(4);
  await expect(page.getByText('视频加载失败，请稍后再试')).toHaveCount(0);
  // Chromium fetches media by ranges: the file store answered them as such.
  expect(mediaAnswers).toContain(206);

  // Who made it: the teacher's page lists their work.
  await page.getByRole('link', { name: '王建国' }).click();
  await expect(page).toHaveURL(/\/iClassroom\/userDetail\?id=1$/);
  await expect(page.getByRole('heading', { name: /王建国/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '消防器材使用示范' })).toBeVisible();

  // The exam shows its questions to everyone; answering needs a sign-in.
  await classroomMenu(page).getByRole('menuitem', { name: '课堂首页' }).click();
  await page.getByRole('link', { name: '岗前安全知识在线测试' }).click();
  await expect(page).toHaveURL(/\/iClassroom\/onlineExamDetail\?id=1$/);
  await expect(page.getByText('1. 进入实训车间前，首先应当做的是：')).toBeVisible();
  await expect(page.getByText('登录后即可作答并保存成绩')).toBeVisible();
});

test('a signed-in learner answers the online exam and finds the result in the user centre, opened in a new tab', async ({ page, context }) => {
  await signInOn(page, 'lisi');
  await page.goto('/iClassroom/onlineExamDetail?id=1');
  await page.getByRole('radio', { name: 'B. 检查并穿戴好防护用品' }).click();
  await page.getByRole('radio', { name: 'B. 火焰根部' }).click();
  for (const option of ['A. 湿手不触碰电源开关', 'B. 离开时切断设备电源', 'D. 发现漏电立即报告老师']) await page.getByRole('checkbox', { name: option }).click();
  await page.getByRole('radiogroup', { name: '安全通道可以临时堆放实训材料，只要下课前清理即可。' }).getByRole('radio', { name: 'B. 错误' }).click();
  await page.getByRole('radiogroup', { name: '发现安全隐患时，应当立即向老师或负责人报告。' }).getByRole('radio', { name: 'A. 正确' }).click();
  await page.getByRole('button', { name: '提交答卷' }).click();
  await expect(page.getByRole('status').filter({ hasText: '得分 100 / 100 · 已通过' })).toBeVisible();

  const [centre] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: '用户中心' }).click()]);
  await expect(centre).toHaveURL(/\/userCenter$/);
  await expect(centre).toHaveTitle('用户中心 - 融合平台');
  const result = centre.getByRole('row').filter({ hasText: '岗前安全知识在线测试' });
  await expect(result).toContainText('100 / 100');
  await expect(result).toContainText('已通过');
});

test('on a phone the lists take the small posters and nothing runs off the screen', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto('/iClassroom/stuTraVideo');
  const poster = page.getByRole('link', { name: '岗前安全须知（第一讲）' }).locator('img');
  await expect(poster).toBeVisible();
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/safety-training-480\.jpg$/);
  // Polled: the list may be drawn again just after hydration, between two looks at the poster.
  await expect.poll(async () => (await poster.boundingBox())?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
