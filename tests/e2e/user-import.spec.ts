import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signInOn } from './StaffSignIn.ts';

test.use({ viewport: { width: 1366, height: 768 } });

/** A number of this run's own: the journeys share one database. */
const run = String(Date.now()).slice(-6);
const PASSWORD = 'Import@Ronghe2026';
const DEPT = '融合科技有限公司/技术中心/研发部';
/** Spec part 1 §5: a Chinese name of Chinese characters only. */
const NAMES = '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏水窦章云苏潘葛奚范彭郎鲁韦昌马';

const account = (i: number) => `imp${run}_${i}`;

/** 50 users in the template's columns; row 10's account is all digits, row 20's password is weak. */
async function spreadsheet(): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(['账号', '姓名', '手机号', '部门', '邮箱', '初始密码']);
  for (let i = 1; i <= 50; i++) {
    const username = i === 10 ? `${run}10` : account(i);
    sheet.addRow([username, `导入${NAMES[i - 1]}`, `157${run}${String(i).padStart(2, '0')}`, DEPT, '', i === 20 ? '12345678' : PASSWORD]);
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ronghe-import-')), `用户${run}.xlsx`);
  await workbook.xlsx.writeFile(file);
  return file;
}

test('an administrator imports 50 users from a spreadsheet: the preview reports the two bad rows, 48 are created, and one of them logs in', async ({ page, browser }) => {
  const file = await spreadsheet();
  await signInOn(page, 'admin');
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).getByText('用户管理').click();
  await expect(page).toHaveURL(/\/management\/org\/user$/);

  await page.getByRole('button', { name: '导入用户' }).click();
  const dialog = page.getByRole('dialog', { name: '导入用户' });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await expect(dialog.getByText('共 50 行：可导入 48 行，有误 2 行（有误的行不会导入）')).toBeVisible();
  // Only the bad rows are listed at first, each with the message 新建用户 gives.
  const rows = dialog.getByRole('row');
  const rowOf = (username: string) => rows.filter({ has: page.getByRole('cell', { name: username, exact: true }) });
  await expect(rowOf(`${run}10`)).toContainText('仅支持英文、数字和下划线，且不能为纯数字');
  await expect(rowOf(account(20))).toContainText('该密码为弱密码，不符合设置要求，请重新设置');
  await expect(rowOf(account(1))).toHaveCount(0);

  await dialog.getByRole('button', { name: '确认导入' }).click();
  // 48 passwords hashed one at a time.
  await expect(dialog.getByText('导入完成：新建 48 个用户，2 行未导入')).toBeVisible({ timeout: 40_000 });
  await expect(rowOf(account(20))).toContainText('该密码为弱密码');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(dialog).toBeHidden();

  // 用户管理 finds an imported user, in the department the file named.
  const search = page.getByPlaceholder('账号/姓名/手机号').filter({ visible: true });
  await search.fill(account(1));
  await search.press('Enter');
  // The keyword also finds imp…_10 to imp…_19: the row whose account cell is exactly it.
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: account(1), exact: true }) });
  await expect(row).toContainText('研发部');
  await expect(row).toContainText('正常');

  // 导出用户: the filtered users as a spreadsheet.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出用户' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('用户列表.xlsx');
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await saved.path());
  const values = exported.getWorksheet('用户')!.getSheetValues().slice(2) as unknown[][];
  expect(values.map((v) => v.slice(1, 5))).toContainEqual([account(1), `导入${NAMES[0]}`, `157${run}01`, DEPT]);

  // An imported user logs in with the file's password, and must change it first.
  const newcomer = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  await newcomer.goto('/login');
  await newcomer.getByPlaceholder('请输入账号').fill(account(2));
  await newcomer.getByPlaceholder('请输入密码').fill(PASSWORD);
  await newcomer.getByRole('button', { name: '登录' }).click();
  await expect(newcomer).toHaveURL(/\/resetPassword$/);
});
