import type { Locator, Page } from '@playwright/test';
import { expect } from './CspWatch.ts';

// Drawing in the BPMN designer as an administrator does: elements by their names, the context
// pad, the properties panel. The designer journeys share these.

/**
 * The drawn element named `name`. Events and gateways carry their name on a label element of
 * their own (`<id>_label`): the element is the one the label belongs to.
 */
export async function shape(page: Page, name: string): Promise<Locator> {
  const named = page.locator('g.djs-shape').filter({ has: page.locator('text', { hasText: new RegExp(`^${name}$`) }) }).first();
  await named.waitFor();
  const id = ((await named.getAttribute('data-element-id')) ?? '').replace(/_label$/, '');
  return page.locator(`g.djs-element[data-element-id="${id}"]`);
}

export async function select(page: Page, name: string): Promise<void> {
  const element = await shape(page, name);
  // A click that lands while the page is still busy with the last edit selects nothing: click again.
  await expect(async () => {
    await element.locator('.djs-hit').first().click({ force: true });
    await expect(panel(page).getByRole('textbox', { name: '节点名称' })).toHaveValue(name, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

export function panel(page: Page): Locator {
  return page.locator('.rh-designer-panel');
}

/** A context-pad entry of the selected element, e.g. append.gateway. */
export async function append(page: Page, action: string): Promise<void> {
  await page.locator(`.djs-context-pad .entry[data-action="${action}"]`).click();
}

/** Names the selected element in the panel; the field writes when it is left. */
export async function rename(page: Page, name: string): Promise<void> {
  const field = panel(page).getByRole('textbox', { name: '节点名称' });
  await field.fill(name);
  await field.press('Enter');
  await expect(await shape(page, name)).toBeVisible();
}

/**
 * Clicks the sequence flow entering the element named `target` from the left, just before its
 * arrow: appended elements are laid out left to right, so that is the flow drawn into it.
 */
export async function selectFlowInto(page: Page, target: string): Promise<void> {
  const box = await (await shape(page, target)).locator('.djs-visual').first().boundingBox();
  if (!box) throw new Error(`${target} is not drawn`);
  const middle = box.y + box.height / 2;
  for (const flow of await page.locator('g.djs-connection').all()) {
    const line = await flow.boundingBox();
    if (line && Math.abs(line.x + line.width - box.x) < 12 && middle >= line.y - 6 && middle <= line.y + line.height + 6) {
      await page.mouse.click(line.x + line.width - 12, middle);
      await expect(panel(page).getByRole('textbox', { name: '节点ID' })).toHaveValue(/^Flow_/);
      return;
    }
  }
  throw new Error(`no flow enters ${target}`);
}

export function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** In the open member picker: searches `name` and checks that person. */
export async function checkPerson(page: Page, picker: Locator, name: string): Promise<void> {
  await picker.getByPlaceholder('输入账号/姓名/手机号').fill(name);
  await picker.getByRole('checkbox', { name: new RegExp(`^${name}(（.*）)?$`) }).check();
}

