import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './Journey.ts';
import { signInOn } from './StaffSignIn.ts';

test.use({ viewport: { width: 1366, height: 768 }, actionTimeout: 10_000 });

test('张三 opens 网盘 from the top menu, makes a folder, uploads a folder of three files into it and downloads one back unchanged', async ({ page }) => {
  // Three small files in a folder of the test's own, as the directory picker would hand them over.
  const root = mkdtempSync(join(tmpdir(), 'ronghe-disk-'));
  const folder = join(root, '季度资料');
  mkdirSync(folder);
  const files = { '一月.txt': '一月的销售额：120 万\n', '二月.csv': 'month,amount\n2,98\n', '三月.md': '# 三月\n\n- 新客户 3 家\n' };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);

  await signInOn(page, 'zhangsan');

  await page.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '网盘' }).click();
  await expect(page).toHaveURL(/\/microdisk\/index$/);
  await expect(page.getByText('我的网盘')).toBeVisible();

  await page.getByRole('button', { name: '新建文件夹' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByLabel('文件夹名称') });
  await dialog.getByLabel('文件夹名称').fill('工作');
  await dialog.getByRole('button', { name: '确定' }).click();
  // The dialog closes once the server made the folder; the list then shows it.
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: '工作' }).click();
  await expect(page).toHaveURL(/folder=\d+/);

  await page.locator('input[webkitdirectory]').setInputFiles(folder);
  await expect(page.locator('.ant-message-notice').filter({ hasText: '文件上传成功' })).toBeVisible();
  await page.getByRole('link', { name: '季度资料' }).click();
  const rows = page.locator('.ant-table-tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('.ant-breadcrumb li')).toHaveText(['我的网盘', '/', '工作', '/', '季度资料']);

  const row = rows.filter({ hasText: '二月.csv' });
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: '下载' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('二月.csv');
  const saved = join(root, 'downloaded.csv');
  await download.saveAs(saved);
  expect(readFileSync(saved).equals(readFileSync(join(folder, '二月.csv')))).toBe(true);
});
