import type { Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signIn, signInOn } from './StaffSignIn.ts';

test.use({ viewport: { width: 1366, height: 768 }, actionTimeout: 15_000 });

/** A number of this run's own: the journeys share one database. */
const run = String(Date.now()).slice(-6);
/** A role of 融合科技 (company 1), made in this journey so its absence from 融合教育 means something. */
const TECH_ROLE = `科技专属角色${run}`;

/** 管理后台 from the user card of `name`, then its side menu. */
async function openManagement(page: Page, name: string): Promise<Locator> {
  await openManagementArea(page, new RegExp(name));
  return page.getByRole('menu', { name: '管理功能' }).filter({ visible: true });
}

/** The table's empty state on the page in view (the other open pages stay mounted, hidden). */
function noData(page: Page): Locator {
  return page.locator('.ant-table-placeholder .ant-empty-description').filter({ visible: true, hasText: '暂无数据' });
}

test('陈静, administrator of 融合教育集团, sees only her company in 部门管理, 用户管理, 角色管理, 标签管理 and 审计日志, reads the platform’s settings and menus, and is not offered 内容管理', async ({ page, browser }) => {
  test.setTimeout(120_000);

  // The administrator of 融合科技 makes a role of his company (an audited change of his company).
  const admin = await signIn(browser, 'admin');
  await (await openManagement(admin, '系统管理员')).getByText('角色管理').click();
  await expect(admin).toHaveURL(/\/management\/org\/role$/);
  await admin.getByRole('button', { name: '新建角色' }).click();
  const roleDialog = admin.getByRole('dialog', { name: '新建角色' });
  await roleDialog.getByLabel('角色名称').fill(TECH_ROLE);
  await roleDialog.getByLabel('角色编码').fill(`E2E_TECH_ONLY_${run}`);
  await roleDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(roleDialog).toBeHidden();
  await expect(admin.getByRole('row').filter({ hasText: TECH_ROLE })).toBeVisible();
  // His 审计日志 has the change, which hers must not.
  await admin.getByRole('menu', { name: '管理功能' }).filter({ visible: true }).getByText('审计日志').click();
  await admin.getByLabel('摘要关键字').fill(TECH_ROLE);
  await admin.getByRole('button', { name: '查询' }).click();
  await expect(admin.getByRole('row').filter({ hasText: `新建角色「${TECH_ROLE}」` })).toContainText('admin');
  await admin.context().close();

  // 陈静 enters 管理后台: 内容管理 (the platform's, the server answers her 403) is not offered; 菜单管理 and 系统设置 are.
  await signInOn(page, 'chenjing');
  const areaMenu = await openManagement(page, '陈静');
  await expect(areaMenu.getByRole('menuitem', { name: '部门管理' })).toBeVisible();
  await expect(areaMenu.getByRole('menuitem', { name: '菜单管理' })).toBeVisible();
  await expect(areaMenu.getByRole('menuitem', { name: '系统设置' })).toBeVisible();
  await expect(areaMenu.getByRole('menuitem', { name: '内容管理' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '进入' }).first()).toBeVisible();
  await expect(page.locator('.ant-card-head-title').filter({ hasText: '内容管理' })).toHaveCount(0);

  // 部门管理: 融合教育集团's tree, none of 融合科技's.
  await areaMenu.getByText('部门管理').click();
  await expect(page).toHaveURL(/\/management\/org\/dept$/);
  const deptTree = page.getByRole('tree', { name: '组织机构' }).filter({ visible: true });
  await expect(deptTree.getByText('融合教育集团', { exact: true })).toBeVisible();
  await expect(deptTree.getByText('集团办公室', { exact: true })).toBeVisible();
  await expect(deptTree.getByText('融合科技有限公司', { exact: true })).toHaveCount(0);
  await expect(deptTree.getByText('总经办', { exact: true })).toHaveCount(0);

  // 用户管理: her colleagues; 张三 of 融合科技 is not found even by name.
  await areaMenu.getByText('用户管理').click();
  await expect(page).toHaveURL(/\/management\/org\/user$/);
  const users = page.locator('.ant-table').filter({ visible: true });
  const search = page.getByPlaceholder('账号/姓名/手机号').filter({ visible: true });
  // The list may run to a second page: each found by search.
  await search.fill('陈静');
  await search.press('Enter');
  await expect(users.getByRole('row').filter({ hasText: 'chenjing' })).toContainText('陈静');
  await search.fill('张三');
  await search.press('Enter');
  await expect(noData(page)).toBeVisible();
  await search.fill('linfang');
  await search.press('Enter');
  await expect(users.getByRole('row').filter({ hasText: 'linfang' })).toContainText('林芳');
  await search.fill('zhangsan');
  await search.press('Enter');
  await expect(noData(page)).toBeVisible();

  // 角色管理: the built-in roles every company shares, not 融合科技's own.
  await areaMenu.getByText('角色管理').click();
  await expect(page).toHaveURL(/\/management\/org\/role$/);
  const roles = page.locator('.ant-table').filter({ visible: true });
  await expect(roles.getByRole('row').filter({ hasText: 'ROLE_MANAGER' })).toContainText('部门经理');
  await expect(roles.getByRole('row').filter({ hasText: TECH_ROLE })).toHaveCount(0);

  // 标签管理: 教研组 and 语文教研, not 融合科技's 项目组 or 兴趣小组.
  await areaMenu.getByText('标签管理').click();
  await expect(page).toHaveURL(/\/management\/org\/tag$/);
  const tagTree = page.getByRole('tree', { name: '标签' }).filter({ visible: true });
  await expect(tagTree.getByText('教研组', { exact: true })).toBeVisible();
  await expect(tagTree.getByText('项目组', { exact: true })).toHaveCount(0);
  await expect(tagTree.getByText('兴趣小组', { exact: true })).toHaveCount(0);

  // 审计日志: her own login is there; the administrator's role of 融合科技 and his logins are not.
  await areaMenu.getByText('审计日志').click();
  await expect(page).toHaveURL(/\/management\/audit$/);
  // Each query after one that found rows, so an empty answer is the query's.
  await expect(page.getByRole('row').filter({ hasText: 'chenjing' }).first()).toBeVisible();
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(noData(page)).toBeVisible();
  await page.getByLabel('摘要关键字').fill('密码登录成功');
  await page.getByLabel('账号', { exact: true }).fill('chenjing');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('row').filter({ hasText: '密码登录成功' }).first()).toContainText('chenjing');
  await page.getByLabel('摘要关键字').fill(TECH_ROLE);
  await page.getByLabel('账号', { exact: true }).fill('');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(noData(page)).toBeVisible();

  // 系统设置 and 菜单管理 are the platform's: shown to her, read-only.
  await areaMenu.getByText('系统设置').click();
  await expect(page).toHaveURL(/\/management\/settings$/);
  await expect(page.getByText('系统设置对所有公司生效，仅系统管理员可以修改。')).toBeVisible();
  await expect(page.getByRole('button', { name: /保\s*存/ }).filter({ visible: true }).first()).toBeDisabled();
  await areaMenu.getByText('菜单管理').click();
  await expect(page).toHaveURL(/\/management\/menus$/);
  await expect(page.getByText('菜单对所有公司生效，仅系统管理员可以修改。')).toBeVisible();
  await expect(page.getByRole('button', { name: '新增菜单' }).filter({ visible: true }).first()).toBeDisabled();

  // 内容管理 by its address: refused.
  await page.goto('/management/content');
  await expect(page.getByText('内容管理仅限平台管理员使用')).toBeVisible();
});
