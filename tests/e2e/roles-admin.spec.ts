import type { Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signIn, signInOn, signInThroughForm } from './StaffSignIn.ts';

test.use({ viewport: { width: 1366, height: 768 } });

/** A number of this run's own: the journeys share one database. */
const run = String(Date.now()).slice(-6);

/** 管理后台 › the page of that name, from the user card. */
async function openManagement(page: Page, entry: string): Promise<void> {
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).filter({ visible: true }).getByText(entry).click();
}

async function openAddressBook(page: Page): Promise<void> {
  await page.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '通讯录' }).click();
  await expect(page).toHaveURL(/\/addressbook\/list$/);
}

/** Confirms the open pop-confirm. */
const confirm = (page: Page) => page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s*定/ }).click();

/** Picks the member shown as `title` in the member picker of `dialog`, searched by `keyword`. */
async function pickMember(page: Page, dialog: Locator, keyword: string, title: string): Promise<void> {
  const field = dialog.getByLabel('选择用户');
  await field.click();
  await field.fill(keyword);
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
  await expect(dialog.locator('.ant-select-selection-item').getByText(title)).toBeVisible();
  // A multiple select stays open after a choice: closed by a click on the dialog's title, so it covers no button.
  await dialog.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an administrator makes a role permitting 添加机构 and gives it to 吴九, who then finds 添加机构 in 通讯录', async ({ page, browser }) => {
  const roleName = `机构管理员${run}`;

  // 吴九 holds no sys_dept_add before.
  const before = await signIn(browser, 'wujiu');
  await openAddressBook(before);
  await expect(before.getByRole('tree', { name: '部门' }).getByText('融合科技有限公司')).toBeVisible();
  await expect(before.getByRole('button', { name: /添加机构/ })).toHaveCount(0);
  await before.context().close();

  // 管理后台 › 角色管理: a role of the company permitting 添加机构.
  await signInOn(page, 'admin');
  await openManagement(page, '角色管理');
  await expect(page).toHaveURL(/\/management\/org\/role$/);
  await page.getByRole('button', { name: '新建角色' }).click();
  const roleDialog = page.getByRole('dialog', { name: '新建角色' });
  await roleDialog.getByLabel('角色名称').fill(roleName);
  await roleDialog.getByLabel('角色编码').fill(`E2E_DEPT_ADMIN_${run}`);
  await roleDialog.getByRole('checkbox', { name: '添加机构' }).check();
  await roleDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(roleDialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: roleName });
  await expect(row).toContainText('添加机构');
  await expect(row).toContainText('本单位');

  // 用户 › 添加用户: 吴九, found by search.
  await row.getByRole('button', { name: '用户' }).click();
  const holders = page.getByRole('dialog', { name: `持有「${roleName}」的用户` });
  await holders.getByRole('button', { name: '添加用户' }).click();
  const picker = page.getByRole('dialog', { name: '添加用户' });
  await pickMember(page, picker, 'wujiu', '吴九（wujiu）');
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toBeHidden();
  await expect(holders.getByRole('row').filter({ hasText: 'wujiu' })).toBeVisible();

  // 吴九 logs in (a new login: it reads his permissions): 通讯录's department tree offers 添加机构 now.
  const wujiu = await signInThroughForm(browser, 'wujiu');
  await openAddressBook(wujiu);
  await expect(wujiu.getByRole('button', { name: /添加机构/ })).toBeVisible();
  await wujiu.context().close();

  // Left as found: the role leaves 吴九, and goes (it can only once nobody holds it).
  await holders.getByRole('row').filter({ hasText: 'wujiu' }).getByRole('button', { name: '移除' }).click();
  await confirm(page);
  await expect(holders.getByRole('row').filter({ hasText: 'wujiu' })).toHaveCount(0);
  await holders.locator('.ant-modal-close').click();
  await expect(holders).toBeHidden();
  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page);
  await expect(row).toHaveCount(0);
});

test('an administrator makes a tag with 李四 in it, which 张三 then finds in 通讯录’s tags', async ({ page, browser }) => {
  const tagName = `读书会${run}`;

  // 管理后台 › 标签管理: a top tag, 李四 its member.
  await signInOn(page, 'admin');
  await openManagement(page, '标签管理');
  await expect(page).toHaveURL(/\/management\/org\/tag$/);
  await page.getByRole('button', { name: '新建标签' }).click();
  const tagDialog = page.getByRole('dialog', { name: '新建标签' });
  await tagDialog.getByLabel('标签名称').fill(tagName);
  await tagDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(tagDialog).toBeHidden();
  const tree = page.getByRole('tree', { name: '标签' }).filter({ visible: true });
  await expect(tree.getByText(tagName)).toBeVisible();
  // The new tag is the chosen one.
  await expect(page.getByText(`「${tagName}」的成员`)).toBeVisible();
  await page.getByRole('button', { name: '添加成员' }).click();
  const memberDialog = page.getByRole('dialog', { name: '添加成员' });
  await pickMember(page, memberDialog, '李四', '李四（lisi）');
  await memberDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(memberDialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'lisi' })).toBeVisible();

  // 张三 finds the tag and 李四 in it.
  const zhangsan = await signIn(browser, 'zhangsan');
  await openAddressBook(zhangsan);
  await zhangsan.getByRole('tab', { name: '标签' }).click();
  await zhangsan.getByRole('tree', { name: '标签' }).getByText(tagName).click();
  await expect(zhangsan.getByRole('button', { name: '李四', exact: true })).toBeVisible();
  await zhangsan.context().close();

  // Left as found: the tag goes with its member.
  await page.getByRole('button', { name: '删除' }).click();
  await confirm(page);
  await expect(tree.getByText(tagName)).toHaveCount(0);
});

test('李四, 部门经理 with 本部门及以下数据权限, finds only 研发部 and the groups below it in 用户管理, as 角色管理 shows the role', async ({ page, browser }) => {
  // The administrator's 角色管理 shows 部门经理's scope.
  await signInOn(page, 'admin');
  await openManagement(page, '角色管理');
  await expect(page.getByRole('row').filter({ hasText: 'ROLE_MANAGER' })).toContainText('本部门及以下数据权限');

  const lisi = await signIn(browser, 'lisi');
  await openManagementArea(lisi, /李四/);
  await lisi.getByRole('menu', { name: '管理功能' }).filter({ visible: true }).getByText('用户管理').click();
  await expect(lisi).toHaveURL(/\/management\/org\/user$/);
  for (const account of ['lisi', 'zhangsan', 'wujiu']) await expect(lisi.getByRole('row').filter({ hasText: account }).first()).toBeVisible();
  // 总经办 and 财务部 lie outside 研发部.
  for (const account of ['qianyi', 'wangwu']) await expect(lisi.getByRole('row').filter({ hasText: account })).toHaveCount(0);
  await lisi.context().close();
});
