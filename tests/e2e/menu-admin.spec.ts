import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signInOn } from './StaffSignIn.ts';

test.use({ viewport: { width: 1366, height: 768 } });

/** A number of this run's own: the journeys share one database. */
const run = String(Date.now()).slice(-6);

test('the administrator adds an item to the public navigation that a visitor sees and follows at once, then deletes it', async ({ page, browser }) => {
  const label = `招聘${run.slice(-4)}`;
  await signInOn(page, 'admin');
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).getByText('菜单管理').click();
  await expect(page).toHaveURL(/\/management\/menus$/);

  await page.getByRole('tab', { name: '门户导航' }).click();
  const table = page.getByRole('table', { name: '门户导航列表' });
  await expect(table.getByText('党建园地')).toBeVisible();
  await page.getByRole('button', { name: '新增菜单' }).click();
  const dialog = page.getByRole('dialog', { name: '新增菜单' });
  await dialog.getByLabel('菜单名称').fill(label);
  await dialog.getByLabel('菜单标识').fill(`careers${run}`);
  await dialog.getByLabel('地址').fill('news');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('站内地址应以 / 开头，且不含空格')).toBeVisible();
  await dialog.getByLabel('地址').fill('/news');
  // First in the navigation, so it never folds into the overflow at this width.
  await dialog.getByLabel('排序').fill('0');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText('/news');

  // A visitor, not signed in, sees it and is taken to 新闻.
  const visitor = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await visitor.goto('/');
  const navigation = visitor.getByRole('navigation', { name: '门户导航' });
  await navigation.getByText(label).click();
  await expect(visitor).toHaveURL(/\/news$/);

  // Deleted, it is gone from the visitor's next page load.
  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
  await visitor.goto('/');
  await expect(navigation.getByText('党建园地')).toBeVisible();
  await expect(navigation.getByText(label)).toHaveCount(0);
});
