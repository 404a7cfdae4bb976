import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from './Journey.ts';
import { openManagementArea } from './UserCard.ts';
import { signInOn as signIn } from './StaffSignIn.ts';

test('the administrator designs 请假申请 in the form designer, saves it, and manages it in 表单管理', async ({ page }, testInfo) => {
  await signIn(page, 'admin');
  await openManagementArea(page);
  await page.getByRole('menu', { name: '管理功能' }).getByText('表单管理').click();
  await expect(page).toHaveURL(/\/dev\/activiti\/form$/);
  await page.getByRole('button', { name: '新建表单' }).click();
  await expect(page).toHaveURL(/\/dev\/activiti\/form\/designer$/);

  const palette = page.getByRole('navigation', { name: '字段' });
  const canvas = page.getByTestId('form-canvas');
  const property = (label: string) => page.locator('.rh-form-properties').getByLabel(label, { exact: true });
  const rename = async (label: string, key: string) => {
    await property('标题').fill(label);
    await property('字段标识').fill(key);
    await property('字段标识').press('Enter');
  };

  // A new form's key, what a process binds it by, is chosen before its first save. Typed once the
  // designer is drawn: a name typed as it appeared was found empty at 保存 in two full runs (the
  // key typed just after it was kept), cause not found yet.
  const toolbar = page.locator('.rh-form-designer-toolbar');
  await expect(canvas).toBeVisible();
  await expect(palette.getByRole('button', { name: '计算' })).toBeVisible();
  await toolbar.getByLabel('表单名称').fill('请假申请');
  await toolbar.getByLabel('表单标识').fill('e2e_leave');
  await expect(toolbar.getByLabel('表单名称')).toHaveValue('请假申请');
  // 类型: a select of three options, added by a click.
  await palette.getByRole('button', { name: '下拉选择' }).click();
  await rename('类型', 'kind');
  await page.getByLabel('选项名1').fill('年假');
  await page.getByLabel('选项名2').fill('事假');
  await page.getByRole('button', { name: '添加选项' }).click();
  await page.getByLabel('选项名3').fill('病假');
  await property('必填').click();

  // 请假日期: dragged from the palette onto the canvas.
  const item = await palette.getByRole('button', { name: '日期范围' }).boundingBox();
  const area = await canvas.boundingBox();
  if (!item || !area) throw new Error('palette or canvas not drawn');
  await page.mouse.move(item.x + 20, item.y + 10);
  await page.mouse.down();
  await page.mouse.move(item.x + 60, item.y + 30, { steps: 5 });
  await page.mouse.move(area.x + area.width / 2, area.y + area.height - 40, { steps: 15 });
  await page.mouse.up();
  await rename('请假日期', 'period');
  await property('必填').click();

  // 天数: computed; without a formula the form check finds it and 保存 is refused.
  await palette.getByRole('button', { name: '计算' }).click();
  await rename('天数', 'days');
  const findings = page.getByRole('region', { name: '问题' });
  await expect(findings).toContainText('问题（1）');
  await expect(findings.getByRole('button', { name: '天数：请填写计算公式' })).toBeVisible();
  // What the save checks first, the name and the key, still hold what was typed.
  await expect(toolbar.getByLabel('表单名称')).toHaveValue('请假申请');
  await expect(toolbar.getByLabel('表单标识')).toHaveValue('e2e_leave');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('表单有错误，请先修正后再保存')).toBeVisible();
  await page.getByRole('button', { name: '请假日期天数' }).click();
  await expect(property('计算公式')).toHaveValue('days(period)');
  await expect(findings).toContainText('未发现问题');

  await palette.getByRole('button', { name: '多行文本' }).click();
  await rename('事由', 'reason');
  await property('必填').click();
  await palette.getByRole('button', { name: '附件' }).click();
  await rename('附件', 'files');

  const keys = () => canvas.locator('[data-field-key]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-field-key')));
  expect(await keys()).toEqual(['kind', 'period', 'days', 'reason', 'files']);
  // Undo and redo of the last step (the attachment's key).
  await page.getByRole('button', { name: /撤\s*销/ }).click();
  expect(await keys()).toEqual(['kind', 'period', 'days', 'reason', 'attachment1']);
  await page.getByRole('button', { name: /恢\s*复/ }).click();
  expect(await keys()).toEqual(['kind', 'period', 'days', 'reason', 'files']);

  // 附件 dragged by its handle before 类型. Let go only once the canvas makes room for it (类型
  // moves aside). A drop the page had not caught up with lands where the drag began (seen once
  // in a full run, after 类型 had moved aside): the gesture is then made again, as a user would.
  const dragFilesFirst = async () => {
    const handle = await canvas.locator('[data-field-key="files"] .rh-form-card-handle').boundingBox();
    const first = await canvas.locator('[data-field-key="kind"]').boundingBox();
    if (!handle || !first) throw new Error('cards not drawn');
    await page.mouse.move(handle.x + 5, handle.y + 5);
    await page.mouse.down();
    await page.mouse.move(handle.x + 20, handle.y - 10, { steps: 5 });
    await page.mouse.move(first.x + 40, first.y + 20, { steps: 20 });
    await expect(canvas.locator('[data-field-key="kind"]')).not.toHaveCSS('transform', 'none');
    await page.mouse.up();
    await expect.poll(keys, { timeout: 3_000 }).toEqual(['files', 'kind', 'period', 'days', 'reason']);
  };
  await expect(dragFilesFirst).toPass({ timeout: 30_000 });
  await page.keyboard.press('Control+z');
  await expect.poll(keys).toEqual(['kind', 'period', 'days', 'reason', 'files']);

  // The first save creates version 1, and the key is the form's for good.
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功，当前版本 v1')).toBeVisible();
  await expect(page).toHaveURL(/\/dev\/activiti\/form\/designer\?id=\d+$/);
  await expect(page.getByText('e2e_leave · v1')).toBeVisible();
  // A change saved is version 2.
  await canvas.getByRole('button', { name: '事由' }).click();
  await property('必填提示').fill('请说明请假事由');
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功，当前版本 v2')).toBeVisible();

  await page.getByRole('button', { name: /返\s*回/ }).click();
  await expect(page).toHaveURL(/\/dev\/activiti\/form$/);
  /** The list's row of a form, by its key cell (one key is the start of another's). */
  const rowOf = (key: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: key, exact: true }) });
  const row = rowOf('e2e_leave');
  await expect(row).toContainText('请假申请');
  await expect(row).toContainText('v2');

  // 版本: both, none used by a deployed process yet.
  await row.getByRole('button', { name: '版本' }).click();
  const versions = page.getByRole('dialog', { name: '请假申请 的版本' });
  await expect(versions.getByRole('row').filter({ hasText: 'v1' })).toContainText('未被发布的流程使用');
  await expect(versions.getByRole('row').filter({ hasText: 'v2' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(versions).toBeHidden();

  // 导出 writes <key>.form.json; 导入 of it is refused under a taken key, accepted under another.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown').getByText('导出').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('e2e_leave.form.json');
  const file = testInfo.outputPath('e2e_leave.form.json');
  await download.saveAs(file);
  const exported = JSON.parse(await readFile(file, 'utf8')) as { formKey: string; formName: string; definition: { fields: Array<{ key: string; requiredMessage?: string }> } };
  expect(exported.formKey).toBe('e2e_leave');
  expect(exported.definition.fields.map((field) => field.key)).toEqual(['kind', 'period', 'days', 'reason', 'files']);
  expect(exported.definition.fields[3].requiredMessage).toBe('请说明请假事由');

  await page.getByRole('button', { name: /导\s*入/ }).click();
  const importing = page.getByRole('dialog', { name: '导入表单' });
  await importing.locator('input[type="file"]').setInputFiles(file);
  await expect(importing.getByLabel('表单标识')).toHaveValue('e2e_leave');
  await importing.getByRole('button', { name: /导\s*入/ }).click();
  await expect(importing.getByText('表单标识 e2e_leave 已存在')).toBeVisible();
  await importing.getByLabel('表单标识').fill('e2e_leave_imported');
  await importing.getByLabel('表单名称').fill('请假申请（导入）');
  await importing.getByRole('button', { name: /导\s*入/ }).click();
  await expect(importing).toBeHidden();
  const imported = rowOf('e2e_leave_imported');
  await expect(imported).toContainText('v1');

  // A file whose definition has findings is refused in the dialog, and nothing is created.
  const broken = testInfo.outputPath('broken.form.json');
  await writeFile(broken, JSON.stringify({ ...exported, formKey: 'e2e_broken', definition: { ...exported.definition, fields: [...exported.definition.fields, { key: 'kind', type: 'input', label: '重复' }] } }));
  await page.getByRole('button', { name: /导\s*入/ }).click();
  await importing.locator('input[type="file"]').setInputFiles(broken);
  await expect(importing.getByText('字段标识“kind”重复', { exact: false })).toBeVisible();
  await expect(importing.getByRole('button', { name: /导\s*入/ })).toBeDisabled();
  await importing.getByRole('button', { name: /取\s*消/ }).click();
  await expect(rowOf('e2e_broken')).toHaveCount(0);

  // 复制, then 删除 of the copy (no process uses it).
  await row.getByRole('button', { name: '复制' }).click();
  const copying = page.getByRole('dialog', { name: '复制表单“请假申请”' });
  await expect(copying.getByLabel('表单标识')).toHaveValue('e2e_leave_copy');
  await copying.getByRole('button', { name: /确\s*定|OK/ }).click();
  const copy = rowOf('e2e_leave_copy');
  await expect(copy).toContainText('请假申请（副本）');
  await copy.getByRole('button', { name: /更多/ }).click();
  await page.locator('.ant-dropdown:visible').getByText('删除').click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(copy).toHaveCount(0);
});
