import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signIn } from './StaffSignIn.ts';

/*
 * Issue 25: the public site answered by the server with its content, for a visitor or crawler
 * that runs no script (Playwright's `request` is a plain HTTP client), then hydrated in the browser.
 */

/** The text of an HTML page as a reader without script sees it: tags, styles and data scripts left out. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'));
  return body
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function page(request: APIRequestContext, path: string): Promise<{ status: number; html: string; text: string }> {
  const answer = await request.get(path, { headers: { accept: 'text/html' } });
  const html = await answer.text();
  return { status: answer.status(), html, text: visibleText(html) };
}

test('a visitor without script gets each public page with its content, head tags and structured data', async ({ request }) => {
  const news = await page(request, '/news');
  expect(news.status).toBe(200);
  expect(news.html).toContain('<title>新闻资讯 - 融合平台</title>');
  expect(news.text).toContain('融合教育集团数字出版平台正式上线');
  expect(news.text).toContain('共 14 条');

  const home = await page(request, '/');
  expect(home.text).toContain('新闻资讯');
  expect(home.text).toContain('融合教育集团数字出版平台正式上线');

  const detail = await page(request, '/news/detail?id=1');
  expect(detail.status).toBe(200);
  expect(detail.html).toContain('<title>融合教育集团数字出版平台正式上线 - 融合平台</title>');
  expect(detail.text).toContain('平台汇聚教材、教辅与数字资源');
  expect(detail.html).toContain('src="/website/image/news-1.svg"');
  expect(detail.html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/news\/detail\?id=1" \/>/);
  expect(detail.html).toContain('<meta property="og:type" content="article" />');
  expect(detail.html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/website\/image\/news-1\.svg" \/>/);
  expect(detail.html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(detail.html)?.[1];
  expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: '融合教育集团数字出版平台正式上线' });

  const book = await page(request, '/elaborateBook/detail?id=1');
  expect(book.status).toBe(200);
  const bookLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(book.html)?.[1] ?? 'null') as { '@type': string; name: string };
  expect(bookLd['@type']).toBe('Book');
  expect(book.text).toContain(bookLd.name);
  expect(book.html).toContain('<meta property="og:type" content="book" />');

  const search = await page(request, `/searchResult?keyWord=${encodeURIComponent('融合')}`);
  expect(search.status).toBe(200);
  // The keyword is marked, which splits the title's text.
  expect(search.text).toContain('教育集团数字出版平台正式上线');
  expect(search.html).toContain('<mark');

  // A missing item: 404 with the page's own words, never indexed.
  const missing = await page(request, '/news/detail?id=99999');
  expect(missing.status).toBe(404);
  expect(missing.text).toContain('内容不存在或尚未发布');
  expect(missing.html).toContain('<meta name="robots" content="noindex" />');

  // Readable without script: no "enable JavaScript" line heads the page.
  expect(news.html).not.toContain('请启用浏览器的 JavaScript');

  // The login page is rendered too (its first paint needs no script), for people, not search engines.
  const login = await page(request, '/login');
  expect(login.status).toBe(200);
  expect(login.html).toContain('placeholder="请输入账号"');
  expect(login.html).toContain('<meta name="robots" content="noindex" />');
  expect(login.html).not.toContain('canonical');

  // The workbench is not rendered on the server: its pages stay the browser's.
  const workbench = await page(request, '/homepage/index');
  expect(workbench.html).toContain('<div id="root"></div>');
  expect(workbench.html).toContain('请启用浏览器的 JavaScript');
});

test('robots.txt keeps the workbench, account and admin pages out and names the sitemap', async ({ request }) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  const robots = await answer.text();
  for (const path of ['/homepage', '/process', '/management', '/login', '/userCenter']) expect(robots).toContain(`Disallow: ${path}\n`);
  expect(robots).not.toMatch(/Disallow: \/news\b/);
  expect(robots).toMatch(/Sitemap: http:\/\/[^\n]+\/sitemap\.xml/);
});

test('an item published appears in its page, the sitemap and the search; withdrawn, it leaves all three at once', async ({ request, browser }) => {
  const admin = await signIn(browser, 'admin');
  const token = await admin.evaluate(() => localStorage.getItem('ronghe-access_token'));
  await admin.context().close();
  const headers = { Authorization: `Bearer ${token}`, 'TENANT-ID': '1' };
  const marker = `服务端渲染${Date.now()}`;
  const title = `${marker}<script>alert(1)</script>`;
  // A rich body whose text looks like markup: the server's HTML must show it as text, as the browser does.
  const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: `正文${marker} <img src=x onerror=alert(1)>` }] }] };
  const created = await request.post('/admin/website/content/news', { headers, data: { title, source: '集团办公室', body } });
  expect(created.status()).toBe(200);
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const publicPath = `/news/detail?id=${id}`;

  // A draft is nowhere.
  expect((await page(request, publicPath)).status).toBe(404);

  expect((await request.post(`/admin/website/content/news/${id}/publish`, { headers })).status()).toBe(200);
  const shown = await page(request, publicPath);
  expect(shown.status).toBe(200);
  expect(shown.text).toContain(title);
  expect(shown.text).toContain(`正文${marker} <img src=x onerror=alert(1)>`);
  expect(shown.html).not.toContain('<script>alert(1)');
  expect(shown.html).not.toContain('<img src=x');
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/news/detail?id=${id}</loc>`);
  // The search marks the keyword (its own element), so the title is found in its parts.
  const found = await page(request, `/searchResult?keyWord=${encodeURIComponent(marker)}`);
  expect(found.text).toContain(marker);
  expect(found.text).toContain('<script>alert(1)</script>');
  expect(found.html).not.toContain('<script>alert(1)');

  expect((await request.post(`/admin/website/content/news/${id}/withdraw`, { headers })).status()).toBe(200);
  const gone = await page(request, publicPath);
  expect(gone.status).toBe(404);
  expect(gone.text).not.toContain(marker);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/news/detail?id=${id}</loc>`);
  expect((await page(request, `/searchResult?keyWord=${encodeURIComponent(marker)}`)).text).not.toContain(`${marker} <script>`);
  expect((await page(request, '/news')).text).not.toContain(marker);
});

test('a server-rendered page is hydrated: no spinner, no hydration warning, and a link navigates without a reload', async ({ page: browserPage }) => {
  const warnings: string[] = [];
  browserPage.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) warnings.push(message.text());
  });
  browserPage.on('pageerror', (error) => warnings.push(error.message));
  await browserPage.goto('/news');
  // The content is there before any script: the server's HTML.
  await expect(browserPage.getByRole('link', { name: '融合教育集团数字出版平台正式上线' })).toBeVisible();
  // Marks the document: a reload would lose it.
  await browserPage.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // A click before the page's code has run is the browser's own navigation, as it should be: the
  // journeys' goto returns once React has taken the page over (<html data-hydrated>, Journey.ts).
  await browserPage.getByRole('link', { name: '融合教育集团数字出版平台正式上线' }).click();
  await expect(browserPage).toHaveURL(/\/news\/detail\?id=1$/);
  await expect(browserPage.getByRole('heading', { name: '融合教育集团数字出版平台正式上线' })).toBeVisible();
  expect(await browserPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(browserPage).toHaveTitle('融合教育集团数字出版平台正式上线 - 融合平台');
  expect(warnings).toEqual([]);
});

test('a phone gets the server\'s page laid out for it before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const phone = await context.newPage();
    await phone.goto('/news');
    await expect(phone.getByRole('link', { name: '融合教育集团数字出版平台正式上线' })).toBeVisible();
    // The phone's header: the navigation behind its button, the search on a row of its own.
    await expect(phone.getByRole('button', { name: '打开导航' })).toBeVisible();
    await expect(phone.getByRole('navigation', { name: '门户导航' })).toBeHidden();
    const search = await phone.getByRole('searchbox', { name: '请输入搜索关键词' }).boundingBox();
    const signIn = await phone.getByRole('link', { name: '登录' }).boundingBox();
    expect(search!.y).toBeGreaterThan(signIn!.y + signIn!.height - 1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const desk = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 800 } });
    const desktop = await desk.newPage();
    await desktop.goto('/news');
    await expect(desktop.getByRole('navigation', { name: '门户导航' })).toBeVisible();
    await expect(desktop.getByRole('button', { name: '打开导航' })).toBeHidden();
    await desk.close();
  } finally {
    await context.close();
  }
});

/** Keeps the server's nodes of the page as the document is parsed, before any script: `taken()` says whether React took all of them over. */
async function keepServerNodes(target: Page): Promise<{ taken: () => Promise<boolean> }> {
  await target.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { serverNodes: Element[] }).serverNodes = [...document.querySelectorAll('#root header, #root main, #root section, #root a')];
    });
  });
  return {
    taken: () => target.evaluate(() => {
      const nodes = (window as unknown as { serverNodes: Element[] }).serverNodes;
      return nodes.length > 0 && nodes.every((node) => node.isConnected);
    }),
  };
}

function watchErrors(target: Page): string[] {
  const errors: string[] = [];
  target.on('pageerror', (error) => errors.push(error.message));
  target.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|did not match|server rendered/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('the home page\'s server HTML is taken over, not drawn afresh: with reduced motion (as here) and on a phone', async ({ page: desktop, browser }) => {
  // Reduced motion: the carousel stands still without its pause button once the browser's answer is in.
  const desktopErrors = watchErrors(desktop);
  const desktopNodes = await keepServerNodes(desktop);
  await desktop.goto('/');
  await expect(desktop.getByRole('button', { name: '暂停轮播' })).toHaveCount(0);
  expect(await desktopNodes.taken()).toBe(true);
  expect(desktopErrors).toEqual([]);
  await desktop.getByRole('link', { name: '融合科技获评年度优秀软件企业' }).first().click();
  await expect(desktop).toHaveURL(/\/news\/detail\?id=2$/);
  // The check sees nodes go: the detail page took the home page's place in the same document.
  expect(await desktopNodes.taken()).toBe(false);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, reducedMotion: 'no-preference' });
  try {
    const phone = await context.newPage();
    const phoneErrors = watchErrors(phone);
    const phoneNodes = await keepServerNodes(phone);
    await phone.goto('/');
    // The phone's answer is in: antd's controls are of their large size.
    await expect(phone.getByRole('button', { name: '打开导航' })).toHaveClass(/ant-btn-lg/);
    expect(await phoneNodes.taken()).toBe(true);
    expect(phoneErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the login page keeps what is typed before its code runs, and 登录 waits for the code', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The page's code is held back: until it comes, the server's HTML is all there is.
    await page.route(/\/assets\/public-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Opened as a link would open it (this suite's goto waits for the hydration being held here).
    await page.evaluate((address) => void (window.location.href = address), `${baseURL}/login/user`);
    // Not until DOMContentLoaded, which waits for the held module script.
    await page.waitForURL(/\/login\/user$/, { waitUntil: 'commit' });
    await page.getByPlaceholder('请输入账号').fill('zhangsan');
    await page.getByPlaceholder('请输入密码').fill('Ronghe@2026');
    const signIn = page.getByRole('button', { name: '登录' });
    // Sent now, the browser would submit the form itself and reload the page, typing lost.
    await expect(signIn).toBeDisabled();

    release();
    await expect(signIn).toBeEnabled();
    await expect(page.getByPlaceholder('请输入账号')).toHaveValue('zhangsan');
    await signIn.click();
    await expect(page).toHaveURL(/\/homepage\/index$/);
  } finally {
    await context.close();
  }
});
