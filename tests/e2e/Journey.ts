import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test as cspTest } from './CspWatch.ts';

/**
 * The journeys' `test`: CspWatch's, and every page a journey visits checked with axe-core
 * (issue 25: no serious or critical violation). A journey's pages are checked after it, once
 * each, in the browser context it visited them in (its session, its viewport): each address is
 * opened afresh, waited on until its data has come and its spinners are gone, and analysed
 * whole. Checking after the journey keeps the check off the journey's own steps, whose pages are
 * mid-change; a page kind (path with its numbers and query keys, so /news/detail?id=3 and ?id=4
 * are one) is checked once per worker, which keeps the cost to the number of kinds of page.
 */
export const test = cspTest.extend<{ accessibility: void }, { checkedPages: Set<string> }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  checkedPages: [async ({}, use) => use(new Set<string>()), { scope: 'worker' }],
  accessibility: [
    async ({ browser, context, baseURL, checkedPages, cspViolations }, use, testInfo) => {
      void cspViolations; // torn down after this fixture: the contexts it closes are still open here
      const visits = new Map<string, { context: BrowserContext; url: string; viewport: { width: number; height: number } | null }>();
      // The scale-out journey has no worker server (its instances are its own): any page of ours it opens.
      const origin = baseURL ? new URL(baseURL).origin : null;
      const watchPage = (watched: BrowserContext, page: Page, scripts = true): void => {
        // A page without scripts is never hydrated: its goto is the browser's plain one.
        if (scripts) untilHydratedAfterGoto(page);
        page.on('framenavigated', (frame) => {
          if (frame !== page.mainFrame()) return;
          const url = new URL(frame.url());
          if (origin ? url.origin !== origin : !url.protocol.startsWith('http')) return;
          const kind = pageKind(url);
          if (!checkedPages.has(kind) && !visits.has(kind)) visits.set(kind, { context: watched, url: url.href, viewport: page.viewportSize() });
        });
      };
      const watch = (watched: BrowserContext, scripts = true): void => {
        for (const page of watched.pages()) watchPage(watched, page, scripts);
        watched.on('page', (page) => watchPage(watched, page, scripts));
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        watch(created, options?.javaScriptEnabled !== false);
        return created;
      };
      await use();
      browser.newContext = newContext;
      if (testInfo.status !== testInfo.expectedStatus) return;
      const found: string[] = [];
      for (const [kind, visit] of visits) {
        if (checkedPages.has(kind)) continue;
        checkedPages.add(kind);
        const page = await openIn(visit.context);
        // The journey closed the context it visited this page in: nothing left to look at it with.
        if (!page) continue;
        try {
          if (visit.viewport) await page.setViewportSize(visit.viewport);
          found.push(...(await seriousViolations(page, visit.url)));
        } finally {
          await page.close();
        }
      }
      if (process.env.AXE_COLLECT) appendFileSync(process.env.AXE_COLLECT, found.map((line) => `${line}\n`).join(''));
      else expect(found, 'axe-core: serious or critical accessibility violations').toEqual([]);
    },
    // A journey that walks every menu (no-dead-ends) leaves some 30 kinds of page to check: the
    // limit is for a hang, not a budget.
    { auto: true, timeout: 600_000 },
  ],
});

/**
 * `page.goto` of a page the server rendered returns once React has taken its HTML over
 * (`<html data-hydrated>`, web/boot/bootWorkbench.tsx), as a person's first click comes after the
 * page has settled. The server's HTML is clickable at once; a click before the page's code runs is
 * the browser's own (a link is followed as a new document), and the journeys mean the app's.
 */
function untilHydratedAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(() => !document.getElementById('ronghe-server-state') || document.documentElement.dataset.hydrated !== undefined);
    return response;
  };
}

/** A page's kind: its path with numbers as `:n`, and the names of its query parameters. */
export function pageKind(url: URL): string {
  const path = url.pathname.replace(/\/\d+(?=\/|$)/g, '/:n');
  const keys = [...new Set(url.searchParams.keys())].sort();
  return keys.length > 0 ? `${path}?${keys.join('&')}` : path;
}

async function openIn(context: BrowserContext): Promise<Page | null> {
  try {
    return await context.newPage();
  } catch {
    return null;
  }
}

/** What axe-core finds serious or critical on the page at `url` once it has settled, one line a node. */
async function seriousViolations(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // A page still drawing its data is not the page: wait for the spinners and skeletons to go.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const shown = new URL(page.url());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${shown.pathname}${shown.search} ${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
    );
}

export { expect };
