import { expect, test } from './Journey.ts';
import { signInOn as signIn } from './StaffSignIn.ts';

const CONTRACT = {
  agreementName: '门户运维技术服务合同',
  agreementType: '1',
  startTime: '2026-03-01 00:00:00',
  endTime: '2027-02-28 23:59:59',
  agreementMoney: 50000,
  firstPartyName: '星河信息技术有限公司',
  firstPartyAgreement: '陈晨',
  firstPartyPhone: '13912345678',
  technicalServiceRequire: '7×24 小时运维，故障 2 小时内响应。',
  violationDuty: '违约方支付合同金额 10% 的违约金。',
  fileName: null,
};


test('李四 is told of 张三’s contract live, without reloading, and opens the task from the bell', async ({ browser }) => {
  const lisi = await (await browser.newContext()).newPage();
  // The broker's CONNECTED frame proves 李四's live connection is up before anything is pushed.
  const connected = new Promise<void>((resolve) => {
    lisi.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('CONNECTED')) resolve();
      }),
    );
  });
  await signIn(lisi, 'lisi');
  await connected;

  // 张三 submits a contract from his own session.
  const zhangsanContext = await browser.newContext();
  const zhangsan = await zhangsanContext.newPage();
  await signIn(zhangsan, 'zhangsan');
  // The token lives in localStorage only (no script-readable cookie carries it).
  const token = await zhangsan.evaluate(() => localStorage.getItem('ronghe-access_token'));
  expect(token).toBeTruthy();
  const started = await zhangsan.request.post('/demoself/agreementForm/operate/startProcessInst', {
    headers: { Authorization: `Bearer ${token}` },
    data: { startProcessDTO: { procDefKey: 'agreement' }, agreementFormDTO: CONTRACT },
  });
  expect((await started.json()).msg).toBe('提交成功');

  // 李四's page, never reloaded, shows the socket notice and the new message in the bell.
  await expect(lisi.getByText('您有一条新的消息, 请及时处理')).toBeVisible();
  await lisi.getByRole('button', { name: '消息', exact: true }).click();
  await lisi.getByText(/张三发起的「合同审批」已流转到「部门经理审批」/).first().click();

  const drawer = lisi.getByRole('dialog').filter({ hasText: '合同管理' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('tab', { name: '表单信息' })).toBeVisible();
  await expect(drawer.getByRole('tab', { name: '流程状态' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: '同意' })).toBeVisible();
});

test('李四’s notice centre keeps the 状态 tag clear of the fixed 操作 column at 1366×768 and 1920×1080', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'lisi');
  await page.goto('/noticeCenter/index');
  const headers = page.getByRole('columnheader');
  await expect(headers.filter({ hasText: '操作' })).toBeVisible();
  const names = await headers.allTextContents();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  const status = row.getByRole('cell').nth(names.indexOf('状态'));
  const operation = row.getByRole('cell').nth(names.indexOf('操作'));
  for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await expect(status.locator('.ant-tag')).toBeVisible();
    const [tag, cell, actions] = await Promise.all([status.locator('.ant-tag').boundingBox(), status.boundingBox(), operation.boundingBox()]);
    // The sticky 操作 column is drawn over whatever scrolls beneath it.
    expect(cell!.x + cell!.width, `${size.width}×${size.height}`).toBeLessThanOrEqual(actions!.x + 0.5);
    expect(tag!.x + tag!.width, `${size.width}×${size.height}`).toBeLessThanOrEqual(actions!.x);
  }
});
