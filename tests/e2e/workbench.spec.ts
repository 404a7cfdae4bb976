import { expect, test } from './Journey.ts';
import { fillContract } from './ContractFormFill.ts';
import { signIn } from './StaffSignIn.ts';
import { openFromGroup } from './TopMenu.ts';
import { toast } from './Toast.ts';

const CONTRACT = '工作台发起的物业服务合同';

test.use({ viewport: { width: 1366, height: 768 }, actionTimeout: 15_000 });

const shots = (name: string) => ({ path: test.info().outputPath(`${name}.png`), fullPage: false });

test('张三 opens 工作台 from the top menu, marks an app common, reorders by dragging and starts 合同审批 from 发起流程; 李四 gets the to-do', async ({ browser }) => {
  test.setTimeout(120_000);
  const zhangsan = await signIn(browser, 'zhangsan');
  await zhangsan.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '工作台' }).click();
  await expect(zhangsan).toHaveURL(/\/workbench\/index$/);

  const apps = zhangsan.getByRole('region', { name: '全部应用' });
  const common = zhangsan.getByRole('region', { name: '常用应用' });
  await expect(apps.getByRole('group', { name: '财务' }).getByRole('button', { name: '费用报销', exact: true })).toBeVisible();
  await apps.getByRole('button', { name: '设为常用：企业网盘' }).click();
  await expect(toast(zhangsan, '已设为常用')).toBeVisible();
  await expect(common.getByRole('button', { name: '企业网盘', exact: true })).toBeVisible();
  // Kept on the server: still there after a reload.
  await zhangsan.reload();
  await expect(common.getByRole('button', { name: '企业网盘', exact: true })).toBeVisible();
  await zhangsan.screenshot(shots('01-workbench'));

  // A drag puts 消息中心 first in 行政办公, opens nothing, and the order is his after a reload.
  const office = apps.getByRole('group', { name: '行政办公' });
  const tiles = office.locator('[aria-roledescription="sortable"]');
  await expect(tiles).toHaveText([/发起审批/, /消息中心/, /会议室预订/, /企业网盘/]);
  const from = (await office.getByRole('button', { name: '消息中心', exact: true }).boundingBox())!;
  const to = (await office.getByRole('button', { name: '发起审批', exact: true }).boundingBox())!;
  const sorted = zhangsan.waitForResponse((response) => response.url().endsWith('/application/appIns/changeSort'));
  await zhangsan.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await zhangsan.mouse.down();
  await zhangsan.mouse.move(from.x + from.width / 2 - 20, from.y + from.height / 2, { steps: 5 });
  await zhangsan.mouse.move(to.x + to.width / 2 - 10, to.y + to.height / 2, { steps: 10 });
  await zhangsan.mouse.up();
  expect((await sorted).ok()).toBe(true);
  await expect(tiles).toHaveText([/消息中心/, /发起审批/, /会议室预订/, /企业网盘/]);
  await expect(zhangsan).toHaveURL(/\/workbench\/index$/);
  await zhangsan.reload();
  await expect(tiles).toHaveText([/消息中心/, /发起审批/, /会议室预订/, /企业网盘/]);

  // 发起流程 opens the same start drawer as /process/create.
  await zhangsan.getByRole('region', { name: '发起流程' }).getByRole('button', { name: '合同审批', exact: true }).click();
  const drawer = zhangsan.getByRole('dialog').filter({ hasText: '合同管理' });
  await expect(drawer.getByRole('button', { name: '提交' })).toBeVisible();
  await fillContract(zhangsan, drawer, {
    name: CONTRACT,
    type: '其他',
    start: '2026-04-01 00:00:00',
    end: '2027-03-31 23:59:59',
    money: '36000',
    requirement: '办公楼保洁、安保与绿化养护。',
    duty: '违约方支付合同金额 10% 的违约金。',
  });
  await drawer.getByRole('button', { name: '提交' }).click();
  await expect(toast(zhangsan, '提交成功')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(zhangsan).toHaveURL(/\/workbench\/index$/);

  // 李四, the department manager, has it in 我的待办.
  const lisi = await signIn(browser, 'lisi');
  await openFromGroup(lisi, '流程中心', '我的待办');
  await expect(lisi).toHaveURL(/\/process\/todo$/);
  // The newest first: the contract started from the workbench, not the demo's one waiting at him.
  await lisi.getByRole('row').filter({ hasText: '部门经理审批' }).first().getByRole('button', { name: '办理' }).click();
  await expect(lisi.getByRole('dialog').filter({ hasText: '合同管理' }).getByRole('heading', { name: CONTRACT })).toBeVisible();
  await lisi.screenshot(shots('02-lisi-task'));

  // 费用报销 opens the product's own reimbursement form (issue 26: it led to an example.com address).
  await zhangsan.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '工作台' }).click();
  await apps.getByRole('group', { name: '财务' }).getByRole('button', { name: '费用报销', exact: true }).click();
  await expect(zhangsan).toHaveURL(/\/process\/create\?procDefKey=reimbursement$/);
  await expect(zhangsan.getByRole('dialog').getByRole('button', { name: '提交' })).toBeVisible();
});
