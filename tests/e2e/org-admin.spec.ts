import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signIn, signInOn, signInThroughFormOn } from './StaffSignIn.ts';

test.use({ viewport: { width: 1366, height: 768 } });

/** A number of this run's own: the journeys share one database. */
const run = String(Date.now()).slice(-6);
/** Spec part 1 §5: a Chinese name of Chinese characters only. */
const NAME = '测试员工';

test('an administrator creates a department and a user in it; the user logs in and is in 张三’s 通讯录; disabling the user sends the open page to the login', async ({ page, browser }) => {
  const deptName = `测试部${run}`;
  const account = `e2e_user${run}`;
  const password = 'E2e@Ronghe2026';

  // 管理后台 › 部门管理: a new department under the company.
  await signInOn(page, 'admin');
  await openManagementArea(page);
  const areaMenu = page.getByRole('menu', { name: '管理功能' });
  await areaMenu.getByText('部门管理').click();
  await expect(page).toHaveURL(/\/management\/org\/dept$/);
  const deptTree = page.getByRole('tree', { name: '组织机构' });
  await deptTree.getByText('融合科技有限公司').click();
  await page.getByRole('button', { name: '新增部门' }).click();
  const deptDialog = page.getByRole('dialog', { name: '新增部门' });
  await deptDialog.getByLabel('部门名称').fill(deptName);
  await deptDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(deptTree.getByText(deptName)).toBeVisible();

  // 用户管理: a new user in that department; a weak password is refused by the server.
  await areaMenu.getByText('用户管理').click();
  await expect(page).toHaveURL(/\/management\/org\/user$/);
  // The 部门管理 tab stays open, hidden, with a tree of the same name. A locator resolved while the tabs change over could hold
  // on to the hidden one's node, so the tree is looked for once 用户管理's own button shows.
  await expect(page.getByRole('button', { name: '新建用户' })).toBeVisible();
  await page.getByRole('tree', { name: '组织机构' }).filter({ visible: true }).getByText(deptName).click();
  await page.getByRole('button', { name: '新建用户' }).click();
  const userDialog = page.getByRole('dialog', { name: '新建用户' });
  await userDialog.getByLabel('账号').fill(account);
  await userDialog.getByLabel('姓名').fill(NAME);
  await userDialog.getByLabel('手机号').fill(`139${run}01`);
  await userDialog.getByLabel('初始密码').fill('12345678');
  await userDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '该密码为弱密码，不符合设置要求，请重新设置' })).toBeVisible();
  await userDialog.getByLabel('初始密码').fill(password);
  await userDialog.getByRole('button', { name: /确\s*定/ }).click();
  // The list may run to a second page (the journeys share one database): found by its account.
  await expect(userDialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: account });
  if ((await row.count()) === 0) {
    const search = page.getByPlaceholder('账号/姓名/手机号').filter({ visible: true });
    await search.fill(account);
    await search.press('Enter');
  }
  await expect(row).toContainText(deptName);
  await expect(row).toContainText('正常');

  // The new user logs in, with the live connection up.
  const newcomer = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const connected = new Promise<void>((resolve) => {
    newcomer.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('CONNECTED') && resolve()));
  });
  await signInThroughFormOn(newcomer, account, password);
  // Bounded, so a live connection that never comes up is named as such rather than as the test's timeout.
  await Promise.race([connected, new Promise((_, reject) => setTimeout(() => reject(new Error('新用户的实时连接未收到 CONNECTED')), 15_000))]);

  // 张三 finds the new user in 通讯录.
  const zhangsan = await signIn(browser, 'zhangsan');
  await zhangsan.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '通讯录' }).click();
  await expect(zhangsan).toHaveURL(/\/addressbook\/list$/);
  await zhangsan.getByRole('searchbox', { name: '搜索账号、姓名或手机号' }).fill(account);
  await zhangsan.getByRole('searchbox', { name: '搜索账号、姓名或手机号' }).press('Enter');
  await expect(zhangsan.getByText('共 1 条')).toBeVisible();
  await expect(zhangsan.getByRole('button', { name: NAME, exact: true })).toBeVisible();

  // The administrator disables the user: the user's open page is sent to the login, and the password no longer gets in.
  await row.getByRole('button', { name: '禁用' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toContainText('已禁用');
  await expect(newcomer).toHaveURL(/\/login/);
  await newcomer.getByPlaceholder('请输入账号').fill(account);
  await newcomer.getByPlaceholder('请输入密码').fill(password);
  await newcomer.getByRole('button', { name: '登录' }).click();
  await expect(newcomer.locator('#root').getByRole('alert').getByText('您的账号已被禁用')).toBeVisible();
});
