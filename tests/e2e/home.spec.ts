import { expect, test } from './CspWatch.ts';

test('张三 sees his to-do on the home page, opens it in the 详情 modal, switches portal and opens 待办 from its counter', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill('zhangsan');
  await page.getByPlaceholder('请输入密码').fill('Ronghe@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/homepage\/index$/);

  const todos = page.getByRole('region', { name: '今日待办' });
  await todos.getByText('确认登录页改版设计稿').click();
  const modal = page.getByRole('dialog', { name: '详情' });
  await expect(modal).toContainText('设计稿已上传，请确认交互细节。');
  // Closed without 通过 / 退回: the journeys share one database.
  await modal.getByRole('button', { name: /取\s*消/ }).click();
  await expect(modal).toBeHidden();

  // 切换门户 from the user card: the home page names the portal (its cards are 张三's, unchanged).
  await expect(page.getByText('当前门户：默认门户')).toBeVisible();
  await page.getByRole('button', { name: /张三/ }).click();
  await page.getByText('切换门户').hover();
  await page.getByRole('menuitem', { name: '办公门户' }).click();
  await expect(page.getByText('当前门户：办公门户')).toBeVisible();
  await expect(page.getByRole('region', { name: '今日待办' })).toBeVisible();

  // The counter opens the list it counts.
  await page.getByRole('region', { name: '我的事项' }).getByRole('link', { name: '打开待办' }).click();
  await expect(page).toHaveURL(/\/process\/todo$/);
});
