import type { Locator, Page } from '@playwright/test';

/** The antd toast saying `text` (the newest, should an older one still be fading). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text }).last();
}
