import { expect, test } from './Journey.ts';

/** A PNG's own width and height, from its IHDR chunk. */
function pngSize(body: Buffer): string {
  expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

test('the web app is installable: its page links a valid manifest with its icons', async ({ page, request }) => {
  await page.goto('/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: '融合平台', lang: 'zh-CN', start_url: '/', display: 'standalone', theme_color: '#1677ff' });

  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
});

test('without a network a navigation shows the platform’s own offline page, and the worker keeps nothing else', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/news');
  await expect(page).toHaveTitle(/新闻资讯/);
  // The worker registers after the page's load and takes the page over once it is active.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });

  await context.setOffline(true);
  await page.goto('/process/todo');
  await expect(page.getByRole('heading', { name: '网络已断开' })).toBeVisible();
  await expect(page).toHaveTitle('网络已断开 - 融合平台');
  expect(page.url()).toMatch(/\/process\/todo$/);
  // Its one link reloads the address asked for, which works again once the network is back.
  await context.setOffline(false);
  await page.getByRole('link', { name: '重新加载' }).click();
  await expect(page.getByRole('heading', { name: '网络已断开' })).toBeHidden();
  await expect(page).toHaveURL(/\/login/);

  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(kept).toEqual(['/offline.html']);
  await context.close();
});
