import { readFile } from 'node:fs/promises';
import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signInOn as signIn } from './StaffSignIn.ts';


test('the administrator opens 流程管理 from the user card, creates a process, saves its draft in the designer window, and the list follows', async ({ page }) => {
  await signIn(page, 'admin');
  // 管理后台 opens the management area, whose side menu holds 流程管理 too.
  await openManagementArea(page);
  const areaMenu = page.getByRole('menu', { name: '管理功能' });
  await areaMenu.getByText('流程管理').click();
  await expect(page).toHaveURL(/\/dev\/activiti\/process$/);
  await expect(areaMenu).toBeVisible();

  // and the user card's own 流程管理 entry (the side menu has one of the same name)
  await page.getByRole('banner').getByRole('button', { name: /系统管理员/ }).click();
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: '流程管理' }).click();
  await expect(page).toHaveURL(/\/dev\/activiti\/process$/);
  const agreement = page.getByRole('row').filter({ hasText: '合同审批' });
  await expect(agreement).toContainText('v1');

  // 新建流程: a taken key is refused by the server, a free one opens the designer in a window of its own.
  await page.getByRole('button', { name: '新建流程' }).click();
  const dialog = page.getByRole('dialog', { name: '新建流程' });
  await dialog.getByLabel('流程标识').fill('agreement');
  await dialog.getByLabel('流程名称').fill('请假审批');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('流程标识 agreement 已存在')).toBeVisible();
  await dialog.getByLabel('流程标识').fill('e2e_leave');
  const designerOpens = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const designer = await designerOpens;
  await expect(designer).toHaveURL(/\/dev\/activiti\/designer\?processDefinitionKey=e2e_leave&processName=/);
  await expect(designer.locator('.djs-container')).toBeVisible();

  // 暂存 closes the designer and tells the list, which shows the new draft.
  const closed = designer.waitForEvent('close');
  await designer.getByRole('button', { name: /暂\s*存/ }).click();
  await closed;
  const leave = page.getByRole('row').filter({ hasText: 'e2e_leave' });
  await expect(leave).toContainText('请假审批');
  await expect(leave).toContainText('未发布');
  await expect(leave).toContainText('系统管理员');

  // 编辑 opens the newer draft.
  const editorOpens = page.waitForEvent('popup');
  await leave.getByRole('button', { name: '编辑' }).click();
  const editor = await editorOpens;
  await expect(editor).toHaveURL(/source=draft/);
  await expect(editor.locator('.djs-container')).toBeVisible();
  await editor.close();

  // The versions of 合同审批, exported as <name>_v<version>.xml.
  await agreement.getByRole('button', { name: '版本' }).click();
  const versions = page.getByRole('dialog', { name: '合同审批 的版本' });
  const downloading = page.waitForEvent('download');
  await versions.getByRole('row').filter({ hasText: 'v1' }).getByRole('button', { name: '导出 XML' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('合同审批_v1.xml');
  expect(await readFile(await download.path(), 'utf8')).toContain('<bpmn:process id="agreement"');
  await page.keyboard.press('Escape');
  await expect(versions).toBeHidden();

  // 删除草稿, after the confirmation.
  await leave.getByRole('button', { name: '删除草稿' }).click();
  await page.getByRole('dialog').filter({ hasText: '确定删除流程“请假审批”的草稿吗' }).getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(leave).toHaveCount(0);
});
