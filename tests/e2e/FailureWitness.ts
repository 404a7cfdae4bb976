import type { Page } from '@playwright/test';

/**
 * What a failed journey's pages showed when it failed, printed to the run's output: CI keeps the
 * output's tail and nothing else (no screenshot, no trace), and a toast or a redirect that the
 * failing step never looked for is most often what explains it.
 */
export async function printWitness(title: string, pages: readonly Page[]): Promise<void> {
  const lines = [`--- what the pages showed when "${title}" failed`];
  for (const page of pages) {
    if (page.isClosed()) continue;
    try {
      const seen = await page.evaluate(() => {
        const texts = (selector: string) =>
          [...document.querySelectorAll(selector)].map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()).filter((text) => text.length > 0);
        return {
          toasts: texts('.ant-message-notice, .ant-notification-notice'),
          alerts: texts('[role="alert"]').slice(0, 5),
          dialogs: texts('.ant-modal-title, .ant-drawer-title'),
          heading: texts('h1, h2, .ant-page-header-heading-title').slice(0, 3),
        };
      });
      lines.push(`page ${page.url()}`);
      for (const [kind, texts] of Object.entries(seen)) if (texts.length > 0) lines.push(`  ${kind}: ${texts.map((text) => text.slice(0, 120)).join(' | ')}`);
    } catch (error) {
      lines.push(`page ${page.url()}: not readable (${(error as Error).message.split('\n')[0]})`);
    }
  }
  console.log(lines.join('\n'));
}
