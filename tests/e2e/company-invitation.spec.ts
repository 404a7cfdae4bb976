import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signIn, signInOn } from './StaffSignIn.ts';

test.use({ viewport: { width: 1366, height: 768 } });

// Issue 22 §1: adding an existing account to a company is an invitation the user accepts; until then
// the company sees nothing of them. 刘洋 works in 融合教育集团 only, and no other journey uses him.
test('the administrator of 融合科技 invites 刘洋; he is no member until he accepts in 个人中心, then switches between his two companies', async ({ page, browser }) => {
  await signInOn(page, 'admin');
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).getByText('用户管理').click();
  await expect(page).toHaveURL(/\/management\/org\/user$/);
  await page.getByRole('button', { name: '添加已有用户' }).click();
  const dialog = page.getByRole('dialog', { name: '添加已有用户' });
  await dialog.getByLabel('账号').fill('liuyang');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '已发出邀请，对方在个人中心接受后加入本单位' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Not a member yet: the list finds no 刘洋, and 加入申请 shows the invitation waiting.
  const search = page.getByPlaceholder('账号/姓名/手机号').filter({ visible: true });
  await search.fill('liuyang');
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'liuyang' })).toHaveCount(0);
  await page.getByRole('button', { name: '加入申请' }).click();
  const requests = page.getByRole('dialog', { name: '加入申请' });
  await expect(requests.getByText('刘洋（liuyang）')).toBeVisible();
  await expect(requests.getByText('已邀请，待对方接受')).toBeVisible();
  await requests.getByRole('button', { name: '关闭' }).click();
  await expect(requests).toBeHidden();

  // 刘洋 answers in 个人中心 › 单位邀请与申请.
  const liuyang = await signIn(browser, 'liuyang');
  await liuyang.goto('/user/info?tab=companies');
  const invitations = liuyang.getByRole('region', { name: '收到的邀请' });
  const invitation = invitations.getByRole('listitem').filter({ hasText: '系统管理员 邀请您加入 融合科技有限公司' });
  await expect(invitation).toBeVisible();
  await invitation.getByRole('button', { name: '接受' }).click();
  await expect(liuyang.locator('.ant-message-notice').filter({ hasText: '已加入该单位，可在顶部切换单位' })).toBeVisible();
  // The app reads again: a member of two companies now has the company switcher.
  await expect(liuyang.getByRole('button', { name: '切换公司' })).toBeVisible();
  await liuyang.getByRole('button', { name: '切换公司' }).click();
  await expect(liuyang.getByRole('menuitem', { name: /融合科技/ })).toBeVisible();
  await expect(liuyang.getByRole('region', { name: '收到的邀请' }).getByText('暂无待处理的邀请')).toBeVisible();

  // The administrator's list has him now (searched by his name: the same keyword again would not search again).
  await search.fill('刘洋');
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: 'liuyang' })).toContainText('正常');
});
