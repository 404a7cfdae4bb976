import { expect, test as base, type BrowserContext } from '@playwright/test';

/**
 * The journeys' `test`, failing any journey during which the browser refused something under
 * the server's Content-Security-Policy (Chromium reports each refusal as a console error), in
 * the default context and in every context the journey opens itself.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext): void => {
        watched.on('console', (message) => {
          if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watch(opened);
        return opened;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
