import { expect, type BrowserContext } from '@playwright/test';
import { test as base } from './JourneyServer.ts';
import { printWitness } from './FailureWitness.ts';

/**
 * The journeys' `test`, failing any journey during which the browser refused something under
 * the server's Content-Security-Policy (Chromium logs a refused load as a console error and
 * throws a refused eval into the page), in
 * the default context and in every context the journey opens itself. A journey that fails prints
 * what its pages showed (FailureWitness).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use, testInfo) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext): void => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        // A refused eval is thrown into the page's script rather than logged.
        watched.on('weberror', (error) => {
          if (/Content Security Policy/i.test(error.error().message)) violations.push(error.error().message);
        });
      };
      watch(context);
      const opened: BrowserContext[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        opened.push(created);
        watch(created);
        return created;
      };
      await use(violations);
      browser.newContext = newContext;
      if (testInfo.status !== testInfo.expectedStatus) await printWitness(testInfo.title, [context, ...opened].flatMap((each) => each.pages()));
      await Promise.all(opened.map((created) => created.close()));
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
