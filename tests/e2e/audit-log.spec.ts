import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signInThroughFormOn } from './StaffSignIn.ts';

test('the administrator adds a department in 通讯录 and finds it and his login in 审计日志, with his address', async ({ page }) => {
  // A login of his own, through the form: the one the log is to show.
  await signInThroughFormOn(page, 'admin');
  const name = `审计组${Date.now() % 100000}`;

  // 添加机构 in 通讯录: an administrative change.
  await page.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '通讯录' }).click();
  await expect(page).toHaveURL(/\/addressbook\/list$/);
  await page.getByRole('button', { name: /添加机构/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '机构名称' });
  await dialog.getByLabel('机构名称').fill(name);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByRole('tree', { name: '部门' }).getByText(name)).toBeVisible();

  // 管理后台 › 审计日志
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).getByText('审计日志').click();
  await expect(page).toHaveURL(/\/management\/audit$/);
  await expect(page.getByText(/共 \d+ 条/)).toBeVisible();

  // Newest first: the change is on the first page, with who did it and from where.
  const change = page.getByRole('row').filter({ hasText: `添加机构「${name}」` });
  await expect(change).toContainText('admin');
  await expect(change).toContainText('127.0.0.1');

  // His login, found by the summary's words; its details name the address and the browser.
  await page.getByLabel('摘要关键字').fill('密码登录成功');
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByRole('button', { name: '查询' }).click();
  const login = page.getByRole('row').filter({ hasText: '密码登录成功' }).first();
  await expect(login).toContainText('admin');
  await expect(login).toContainText('127.0.0.1');
  await expect(page.getByRole('row').filter({ hasText: `添加机构「${name}」` })).toHaveCount(0);
  await login.getByRole('button', { name: '详情' }).click();
  const details = page.getByRole('dialog').filter({ hasText: '审计详情' });
  await expect(details.getByText('127.0.0.1')).toBeVisible();
  await expect(details.getByText(/Chrome/)).toBeVisible();

  // And the change's details list what was added, field by field.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await page.getByLabel('摘要关键字').fill(name);
  await page.getByLabel('账号', { exact: true }).fill('');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await page.getByRole('row').filter({ hasText: `添加机构「${name}」` }).getByRole('button', { name: '详情' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '审计详情' }).getByRole('row').filter({ hasText: 'name' })).toContainText(name);
});
