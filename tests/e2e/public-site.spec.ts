import type { Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';

/** Opens `entry` of the public navigation's drop-down `group`: hover the title, click the entry once it shows. */
async function openFromGroup(page: Page, group: string, entry: string): Promise<void> {
  // The group's entry in the row: its title's link and its drop-down (`has` looks inside each entry).
  const item = page.getByRole('navigation', { name: '门户导航' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: group, exact: true }) });
  // From off the menu, so the hover is a new one even if the pointer was left on the title.
  await page.mouse.move(0, 500);
  await item.getByRole('link', { name: group, exact: true }).hover();
  await item.getByRole('link', { name: entry, exact: true }).click();
  await page.mouse.move(0, 500);
}

async function openFromNav(page: Page, item: string): Promise<void> {
  await page.getByRole('navigation', { name: '门户导航' }).getByRole('link', { name: item, exact: true }).click();
}

/** A picture that the browser could load and draw (a broken one has no natural width). */
async function expectDrawn(page: Page, name: string | Locator): Promise<void> {
  const image = typeof name === 'string' ? page.getByRole('img', { name, exact: true }).first() : name;
  await expect(image).toBeVisible();
  // One look at the element for all three: a turning carousel may swap it between two looks.
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).maxWidth === '100%'))
    .toBe(true);
}

test.use({ viewport: { width: 1366, height: 768 } });

test('a visitor walks every channel, opens details, searches and picks a search-history suggestion', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('首页 - 融合平台');
  // The home carousel (it turns by itself: whichever picture shows).
  await expectDrawn(page, page.getByRole('region', { name: '推荐' }).getByRole('img'));

  // The home page's news lead to their pages.
  await page.getByRole('link', { name: '融合科技获评年度优秀软件企业' }).click();
  await expect(page).toHaveURL(/\/news\/detail\?id=2$/);
  await expect(page.getByRole('heading', { name: '融合科技获评年度优秀软件企业' })).toBeVisible();

  // 党建 through the navigation's drop-down: its categories are tabs, each article a page of its own.
  await openFromGroup(page, '党建园地', '党规党法');
  await expect(page).toHaveURL(/\/partyBuild\/law$/);
  await expect(page).toHaveTitle('党建园地 - 融合平台');
  await expect(page.getByRole('tab', { name: '党规党法', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: '党建知识' }).click();
  await expect(page).toHaveURL(/\/partyBuild\/knowledge$/);
  await page.getByRole('link', { name: '党支部“三会一课”制度是什么' }).click();
  await expect(page.getByRole('heading', { name: '党支部“三会一课”制度是什么' })).toBeVisible();
  await page.getByRole('link', { name: '如何规范开展主题党日活动' }).click();
  await expect(page.getByRole('heading', { name: '如何规范开展主题党日活动' })).toBeVisible();
  await expectDrawn(page, '如何规范开展主题党日活动');

  // 新闻: two pages, 共 14 条; the draft never shows.
  await openFromNav(page, '新闻资讯');
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle('新闻资讯 - 融合平台');
  await expect(page.getByText('共 14 条')).toBeVisible();
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await page.getByRole('link', { name: '冬季安全生产专项检查工作部署' }).click();
  await expect(page.getByRole('heading', { name: '冬季安全生产专项检查工作部署' })).toBeVisible();
  await expect(page.getByText('来源：集团办公室')).toBeVisible();
  await expect(page.getByRole('link', { name: '融合办公平台完成新版本升级' })).toBeVisible();

  // 精品图书: covers in a grid, a book's facts on its page.
  await openFromNav(page, '精品图书');
  await expect(page).toHaveURL(/\/elaborateBook$/);
  await expectDrawn(page, '流程管理实务');
  await page.getByRole('link', { name: '流程管理实务' }).click();
  await expect(page.getByRole('heading', { name: '流程管理实务' })).toBeVisible();
  await expect(page.getByText('978-7-5000-0002-9')).toBeVisible();

  // 教育出版.
  await openFromNav(page, '教育出版');
  await expect(page).toHaveTitle('教育出版 - 融合平台');
  await page.getByRole('link', { name: '义务教育信息科技（七年级）' }).click();
  await expect(page.getByRole('heading', { name: '义务教育信息科技（七年级）' })).toBeVisible();

  // 数字出版 with its resources: a resource page and the next one.
  await openFromNav(page, '数字出版');
  await page.getByRole('link', { name: '数字出版概论（电子版）' }).click();
  const resources = page.getByRole('region', { name: '数字资源' });
  await resources.getByRole('link', { name: '第一章 数字出版的兴起' }).click();
  await expect(page).toHaveURL(/\/digitalPub\/resource\?bucketName=website&fileName=section-7-1\.svg$/);
  await expect(page.getByRole('heading', { name: '第一章 数字出版的兴起' })).toBeVisible();
  await expectDrawn(page, '第一章 数字出版的兴起');
  await page.getByRole('link', { name: '第二章 数字出版产业链' }).click();
  await expect(page.getByRole('heading', { name: '第二章 数字出版产业链' })).toBeVisible();
  await page.getByRole('link', { name: '返回《数字出版概论（电子版）》' }).click();
  await expect(page.getByRole('heading', { name: '数字出版概论（电子版）' })).toBeVisible();

  // 关于我们.
  await openFromNav(page, '关于我们');
  await expect(page.getByRole('heading', { name: '关于我们' })).toBeVisible();

  // Search: nothing typed is refused; a keyword finds every channel's matches, marked.
  const box = page.getByRole('searchbox', { name: '请输入搜索关键词' });
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('请输入搜索关键词').last()).toBeVisible();
  await box.fill('出版');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchResult\?keyWord=%E5%87%BA%E7%89%88$/);
  await expect(page).toHaveTitle('搜索结果 - 融合平台');
  const results = page.getByRole('list', { name: '搜索结果' });
  await expect(results.locator('mark').first()).toHaveText('出版');
  await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  await expect(results.locator('.ant-tag')).not.toHaveCount(0);
  const channels = new Set(await results.locator('.ant-tag').allTextContents());
  expect([...channels].sort()).toEqual(['党建', '数字出版', '新闻'].sort());

  await box.fill('党规');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: '“党规”的搜索结果' })).toBeVisible();

  // The history offers what matches the typing; a pick searches it again.
  // Away and back, as a visitor would come back to the box.
  await page.getByRole('heading', { name: '“党规”的搜索结果' }).click();
  await box.fill('');
  await box.click();
  await box.pressSequentially('出');
  const history = page.getByRole('listbox', { name: '搜索历史' });
  await expect(history.getByRole('option')).toHaveText(['出版']);
  await history.getByRole('option', { name: '出版' }).click();
  await expect(page).toHaveURL(/\/searchResult\?keyWord=%E5%87%BA%E7%89%88$/);
  await expect(page.getByRole('heading', { name: '“出版”的搜索结果' })).toBeVisible();
  await page.getByRole('list', { name: '搜索结果' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/(news|partyBuild|elaborateBook|eduPub|digitalPub)\/detail\?id=\d+$/);
});

test('the navigation folds what does not fit into 更多, and its drop-downs open from the keyboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const page = await context.newPage();
    await page.goto('/news');
    const navigation = page.getByRole('navigation', { name: '门户导航' });
    const more = navigation.getByRole('button', { name: '更多' });
    await expect(more).toBeVisible();
    // The row keeps what fits; the rest waits behind 更多.
    await expect(navigation.getByRole('link', { name: '新闻资讯', exact: true })).toBeVisible();
    const aboutUs = navigation.getByRole('link', { name: '关于我们', exact: true });
    await expect(aboutUs).toBeHidden();
    await more.hover();
    await aboutUs.click();
    await expect(page).toHaveURL(/\/aboutUs$/);

    // Wide enough, nothing folds.
    await page.setViewportSize({ width: 1600, height: 768 });
    await expect(more).toBeHidden();
    await expect(aboutUs).toBeVisible();

    // Tab reaches a group's pages after its title: the drop-down opens with the focus in it.
    await navigation.getByRole('link', { name: '党建园地', exact: true }).focus();
    await page.keyboard.press('Tab');
    const dynamic = navigation.getByRole('link', { name: '党建动态', exact: true });
    await expect(dynamic).toBeFocused();
    await expect(dynamic).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/partyBuild\/dynamic$/);
  } finally {
    await context.close();
  }
});
