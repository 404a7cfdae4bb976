import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from './Journey.ts';
import { fillContract } from './ContractFormFill.ts';
import { ServerCluster } from './ServerCluster.ts';
import { signInThroughFormOn } from './StaffSignIn.ts';
import { taskDrawer } from './ProcessCentreDialogs.ts';

/** Below the 100000 of 金额判断: after 部门经理审批 the contract goes to 法务 and 财务. */
const CONTRACT = {
  name: '双实例机房运维服务合同',
  type: '技术',
  money: '50000',
  start: '2026-03-01 00:00:00',
  end: '2027-02-28 23:59:59',
  firstParty: '星河信息技术有限公司',
  contact: '陈晨',
  phone: '13912345678',
  requirement: '机房巡检与网络运维，故障 2 小时内响应。',
  duty: '违约方向守约方支付合同金额 10% 的违约金。',
};

const repo = fileURLToPath(new URL('../..', import.meta.url));

// Its own servers, not the suite's: two instances of the built server on one PostgreSQL, live
// pushes relayed through RabbitMQ. Each person's browser talks to one instance, on its origin.
let cluster: ServerCluster;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cluster = await ServerCluster.start(repo, 2);
});

test.afterAll(async () => {
  await cluster?.stop();
});

test.use({ actionTimeout: 15_000 });

/** Resolves once the page's live connection has its broker's CONNECTED frame. */
function liveConnection(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('CONNECTED')) resolve();
      }),
    );
  });
}

test('李四, on instance B, is told live of the contract 张三 submits on instance A, and agrees; 赵六, on A, is told of the next step', async ({ browser }) => {
  test.setTimeout(120_000);
  const [instanceA, instanceB] = cluster.bases;

  // 李四 signs in on B, his live connection up before anything is pushed. The instances have a
  // database of their own: the journeys' kept logins are not theirs, every login here is a new one.
  const lisi = await (await browser.newContext({ baseURL: instanceB })).newPage();
  const lisiLive = liveConnection(lisi);
  await signInThroughFormOn(lisi, 'lisi');
  await lisiLive;
  // Gone if the page were ever reloaded: the notice must come over the open connection.
  await lisi.evaluate(() => ((window as { neverReloaded?: boolean }).neverReloaded = true));

  // 赵六 (法务), who reviews after 李四, signs in on A.
  const zhaoliu = await (await browser.newContext({ baseURL: instanceA })).newPage();
  const zhaoliuLive = liveConnection(zhaoliu);
  await signInThroughFormOn(zhaoliu, 'zhaoliu');
  await zhaoliuLive;

  // 张三 fills the contract in on A and submits it.
  const zhangsan = await (await browser.newContext({ baseURL: instanceA })).newPage();
  await signInThroughFormOn(zhangsan, 'zhangsan');
  await zhangsan.goto('/process/create');
  await zhangsan.getByRole('button', { name: '合同审批' }).click();
  const form = taskDrawer(zhangsan);
  await expect(form.getByRole('button', { name: '提交' })).toBeVisible();
  await fillContract(zhangsan, form, CONTRACT);
  await form.getByRole('button', { name: '提交' }).click();
  await expect(zhangsan.locator('.ant-message-notice').filter({ hasText: '提交成功' })).toBeVisible();

  // 李四's page on B, never reloaded, is told: the push made on A reached B through the relay.
  await expect(lisi.getByText('您有一条新的消息, 请及时处理')).toBeVisible();
  await lisi.getByRole('button', { name: '消息', exact: true }).hover();
  const unread = lisi.getByRole('list', { name: '未读' });
  await expect(unread.getByRole('listitem').first()).toContainText('张三发起的「合同审批」已流转到「部门经理审批」');
  await unread.getByRole('listitem').first().getByRole('button').click();
  await expect(unread).toBeHidden();
  expect(await lisi.evaluate(() => (window as { neverReloaded?: boolean }).neverReloaded)).toBe(true);

  // He reads the contract 张三 wrote on A, and agrees on B.
  const task = taskDrawer(lisi);
  await expect(task.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  await expect(task.getByLabel('甲方名称')).toHaveValue(CONTRACT.firstParty);
  await task.getByRole('button', { name: '同意', exact: true }).click();
  const agree = lisi.getByRole('dialog').filter({ has: lisi.locator('.ant-modal-title', { hasText: '同意' }) });
  await agree.getByLabel('意见').fill('同意，请法务与财务审核');
  await agree.getByRole('button', { name: '确定' }).click();
  await expect(lisi.locator('.ant-message-notice').filter({ hasText: '办理成功' })).toBeVisible();
  await expect(task).toBeHidden();

  // The agreement made on B reaches 赵六 on A, live too: the task was handled, and the next one is his.
  await expect(zhaoliu.getByText('您有一条新的消息, 请及时处理')).toBeVisible();
  await zhaoliu.getByRole('button', { name: '消息', exact: true }).hover();
  await expect(zhaoliu.getByRole('list', { name: '未读' }).getByRole('listitem').first()).toContainText('张三发起的「合同审批」已流转到「法务审核」');
});
