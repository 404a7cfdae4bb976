import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over a server-rendered element (its props on the element, React's
 * own mark). A click before that is the browser's own — a link loads its page as a document — and
 * a click while React is still hydrating was lost in a trial on a 6× slowed CPU (React #418 when
 * the click forced the rest of the hydration at once): what the issue-25 note records.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}
