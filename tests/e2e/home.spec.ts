import type { Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signInOn } from './StaffSignIn.ts';

/** 切换门户 from 张三's user card: its sub-menu opens on hover. */
async function switchPortal(page: Page, name: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /张三/ }).click();
  await page.getByText('切换门户').hover();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await expect(page.getByText(`当前门户：${name}`)).toBeVisible();
}

test('张三 sees his to-do on the home page, opens it in the 详情 modal, switches portal and opens 待办 from its counter', async ({ page }) => {
  await signInOn(page, 'zhangsan');

  const todos = page.getByRole('region', { name: '待办事项' });
  await todos.getByText('确认登录页改版设计稿').click();
  const modal = page.getByRole('dialog', { name: '详情' });
  await expect(modal).toContainText('设计稿已上传，请确认交互细节。');
  // Closed without 通过 / 退回: the journeys share one database.
  await modal.getByRole('button', { name: /取\s*消/ }).click();
  await expect(modal).toBeHidden();

  // 切换门户 from the user card: the home page names the portal (its cards are 张三's, unchanged).
  await expect(page.getByText('当前门户：默认门户')).toBeVisible();
  await switchPortal(page, '办公门户');
  await expect(page.getByRole('region', { name: '待办事项' })).toBeVisible();

  // The counter opens the list it counts.
  await page.getByRole('region', { name: '我的事项' }).getByRole('link', { name: /^待办/ }).click();
  await expect(page).toHaveURL(/\/process\/todo$/);
});

test('张三 makes a portal of his own, renames it, switches to it, configures its cards and switches back', async ({ page }) => {
  await signInOn(page, 'zhangsan');
  const card = page.getByRole('banner').getByRole('button', { name: /张三/ });

  // 新建门户: the name is checked before sending; the new portal becomes the current one.
  await card.click();
  await page.getByRole('menuitem', { name: '新建门户' }).click();
  const create = page.getByRole('dialog', { name: '新建门户' });
  await create.getByRole('textbox', { name: '门户名称' }).fill('默认门户');
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(create).toContainText('已有名为「默认门户」的门户');
  await create.getByRole('textbox', { name: '门户名称' }).fill('项目门户');
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(create).toBeHidden();
  await expect(page.getByText('当前门户：项目门户')).toBeVisible();

  // 重命名门户: his own portal only.
  await card.click();
  await page.getByRole('menuitem', { name: '重命名门户' }).click();
  const rename = page.getByRole('dialog', { name: '重命名门户' });
  await expect(rename.getByRole('textbox', { name: '门户名称' })).toHaveValue('项目门户');
  await rename.getByRole('textbox', { name: '门户名称' }).fill('张三的门户');
  await rename.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('当前门户：张三的门户')).toBeVisible();

  // Away to a shared portal (not his to rename), then back to his own.
  await switchPortal(page, '默认门户');
  await card.click();
  await expect(page.getByRole('menuitem', { name: '新建门户' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '重命名门户' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await switchPortal(page, '张三的门户');

  // 配置门户: 待办事项 hidden on his portal.
  await card.click();
  await page.getByRole('menuitem', { name: '配置门户' }).click();
  const config = page.getByRole('dialog', { name: '配置门户' });
  await config.getByRole('checkbox', { name: '待办事项' }).uncheck();
  await config.getByRole('button', { name: /保\s*存/ }).click();
  await expect(config).toBeHidden();
  await expect(page.getByRole('region', { name: '待办事项' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: '未读消息' })).toBeVisible();

  // Back on the shared portal his cards are as they were.
  await switchPortal(page, '默认门户');
  await expect(page.getByRole('region', { name: '待办事项' })).toBeVisible();
});
