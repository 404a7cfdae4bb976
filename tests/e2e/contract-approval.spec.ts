import type { Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { choose } from './AntdSelect.ts';
import { fillContract } from './ContractFormFill.ts';
import { signIn, signInOn } from './StaffSignIn.ts';
import { openFromGroup } from './TopMenu.ts';
import { toast } from './Toast.ts';
import { dialogTitled, pickMember, taskDrawer } from './ProcessCentreDialogs.ts';

/** Over the 100000 of 金额判断, so the contract needs the general manager's countersign. */
const CONTRACT = {
  name: '智慧园区一期集成服务合同',
  type: '技术',
  money: '186000',
  moneyShown: '¥ 186,000',
  start: '2026-03-01 00:00:00',
  end: '2027-02-28 23:59:59',
  firstParty: '星河信息技术有限公司',
  contact: '陈晨',
  phone: '13912345678',
  requirement: '园区网络、安防与能耗平台集成，7×24 小时运维，故障 2 小时内响应。',
  duty: '违约方向守约方支付合同金额 10% 的违约金。',
  attachment: '集成服务合同正文.pdf',
};

// A step that cannot happen fails on its own, not at the end of the long journey's time.
test.use({ actionTimeout: 15_000 });

const shots = (name: string) => ({ path: test.info().outputPath(`${name}.png`), fullPage: false });

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

/** Opens the bell and the newest unread message, which must be the one expected. */
async function openNewestMessage(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: '消息', exact: true }).hover();
  const unread = page.getByRole('list', { name: '未读' });
  const newest = unread.getByRole('listitem').first();
  await expect(newest).toContainText(text);
  await newest.getByRole('button').click();
  // The popover gets out of the way of the drawer it opened.
  await expect(unread).toBeHidden();
}

/** Opens the newest task waiting at `node` from 我的待办, reached through the top menu. */
async function openTodo(page: Page, node: string): Promise<Locator> {
  await openFromGroup(page, '流程中心', '我的待办');
  await expect(page).toHaveURL(/\/process\/todo$/);
  await page.getByRole('row').filter({ hasText: node }).first().getByRole('button', { name: '办理' }).click();
  const drawer = taskDrawer(page);
  await expect(drawer.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  return drawer;
}

/** 同意 with the dialog: the next node when there is a choice, and a comment. */
async function agree(page: Page, drawer: Locator, comment: string, next?: string): Promise<void> {
  await drawer.getByRole('button', { name: '同意', exact: true }).click();
  const dialog = dialogTitled(page, '同意');
  if (next) await dialog.getByLabel(next).check();
  // Without a 手动 gateway ahead the server offers no branch, and the dialog asks for none.
  else await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByLabel('意见').fill(comment);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '办理成功')).toBeVisible();
  await expect(drawer).toBeHidden();
}

test('a contract goes from 张三 through reject, delegation and a countersign with an extra signer to the end', async ({ browser }) => {
  test.setTimeout(240_000);

  // 李四 is already signed in elsewhere, his live connection up.
  const lisiPage = await (await browser.newContext()).newPage();
  const connected = liveConnection(lisiPage);
  await signInOn(lisiPage, 'lisi');
  await connected;

  // 张三 fills the contract in and submits it.
  const zhangsan = await signIn(browser, 'zhangsan');
  await zhangsan.goto('/process/create');
  await zhangsan.getByRole('button', { name: '合同审批' }).click();
  const startDrawer = taskDrawer(zhangsan);
  await expect(startDrawer.getByRole('button', { name: '提交' })).toBeVisible();
  await fillContract(zhangsan, startDrawer, CONTRACT);
  await startDrawer.locator('input[type=file]').setInputFiles({ name: CONTRACT.attachment, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% 合同正文\n') });
  await expect(toast(zhangsan, '文件上传成功')).toBeVisible();
  await expect(startDrawer.getByRole('link', { name: CONTRACT.attachment })).toBeVisible();
  await expect(startDrawer.getByLabel('合同金额')).toHaveValue(CONTRACT.moneyShown);
  await zhangsan.screenshot(shots('01-zhangsan-fills-contract'));
  await startDrawer.getByRole('button', { name: '提交' }).click();
  await expect(toast(zhangsan, '提交成功')).toBeVisible();
  await expect(zhangsan).toHaveURL(/\/process\/my$/);

  // 李四's page, never reloaded, is told; the bell lists the new message first.
  await expect(lisiPage.getByText('您有一条新的消息, 请及时处理')).toBeVisible();
  await lisiPage.getByRole('button', { name: '消息', exact: true }).hover();
  const unread = lisiPage.getByRole('list', { name: '未读' });
  await expect(unread.getByRole('listitem').first()).toContainText('张三发起的「合同审批」已流转到「部门经理审批」');
  await lisiPage.screenshot(shots('02-lisi-bell'));
  await unread.getByRole('listitem').first().getByRole('button').click();

  const lisiDrawer = taskDrawer(lisiPage);
  await expect(lisiDrawer.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  // The popover gets out of the way of the drawer it opened.
  await expect(unread).toBeHidden();
  await expect(lisiDrawer.getByLabel('合同金额')).toHaveValue(CONTRACT.moneyShown);
  await expect(lisiDrawer.getByRole('link', { name: CONTRACT.attachment })).toBeVisible();
  await lisiPage.screenshot(shots('03-lisi-reads-form'));
  await lisiDrawer.getByRole('tab', { name: '流程状态' }).click();
  await expect(lisiDrawer.locator('[data-element-id="Task_manager"].rh-status-running')).toBeVisible();
  await expect(lisiDrawer.locator('[data-element-id="Task_submit"].rh-status-complete')).toBeVisible();
  await lisiPage.screenshot(shots('04-lisi-reads-status'));

  await lisiDrawer.getByRole('button', { name: '驳回' }).click();
  const reject = dialogTitled(lisiPage, '驳回');
  await choose(lisiPage, reject, '驳回节点', '提交申请');
  await reject.getByLabel('重新流转各节点').check();
  await reject.getByLabel('意见').fill('请补充园区能耗平台的验收标准');
  await reject.getByRole('button', { name: '确定' }).click();
  await expect(toast(lisiPage, '驳回成功')).toBeVisible();
  await expect(lisiDrawer).toBeHidden();

  // 张三, still on 我发起的, sees the task back in his 我的待办 count (beside his three demo
  // to-dos of type 2, which 我的待办 lists too), and resubmits from there.
  await expect(zhangsan.getByRole('menuitem', { name: /我的待办/ })).toContainText('4');
  const resubmit = await openTodo(zhangsan, '提交申请');
  await expect(resubmit.getByLabel('合同名称')).toBeEditable();
  await resubmit.getByLabel('技术服务要求').fill(`${CONTRACT.requirement}验收以园区能耗平台连续 30 天稳定运行为准。`);
  await zhangsan.screenshot(shots('05-zhangsan-resubmits'));
  await resubmit.getByRole('button', { name: '提交' }).click();
  const resubmitDialog = dialogTitled(zhangsan, '同意');
  await resubmitDialog.getByLabel('意见').fill('已补充验收标准');
  await resubmitDialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(zhangsan, '办理成功')).toBeVisible();
  await expect(resubmit).toBeHidden();
  await expect(zhangsan.getByRole('menuitem', { name: /我的待办/ })).toContainText('3');

  // 李四 is told again, and hands the task to 王五.
  await openNewestMessage(lisiPage, '张三发起的「合同审批」已流转到「部门经理审批」');
  await expect(lisiDrawer.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  await expect(lisiDrawer.getByLabel('技术服务要求')).toHaveValue(/连续 30 天稳定运行/);
  await lisiDrawer.getByRole('button', { name: '委托' }).click();
  const delegate = dialogTitled(lisiPage, '委托');
  await pickMember(lisiPage, delegate, '委托人员', '王五');
  await delegate.getByLabel('委托意见').fill('请王五先审一下付款条款');
  await lisiPage.screenshot(shots('06-lisi-delegates'));
  await delegate.getByRole('button', { name: '确定' }).click();
  await expect(toast(lisiPage, '委托成功')).toBeVisible();
  await expect(lisiDrawer).toBeHidden();

  // 王五 agrees in 李四's place; the task goes back to 李四, who agrees. 金额判断 is 自动: nobody is
  // offered a branch, and the amount sends the contract to the countersign by itself.
  const wangwu = await signIn(browser, 'wangwu');
  const delegated = await openTodo(wangwu, '部门经理审批');
  // A delegate may only agree (the server refuses the rest), so 驳回, 委托 and 终止 are not offered.
  await expect(delegated.getByRole('group', { name: '流程操作' }).getByRole('button')).toHaveText(['同意']);
  await agree(wangwu, delegated, '付款条款无异议');
  await openNewestMessage(lisiPage, '王五已办理您委托的「合同审批」的「部门经理审批」');
  await expect(lisiDrawer.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  await agree(lisiPage, lisiDrawer, '同意，金额较大请总经理会签');

  // 吴九 adds 赵六 to the general manager's countersign and signs; 赵六's signature makes the 50 %.
  const wujiu = await signIn(browser, 'wujiu');
  const countersign = await openTodo(wujiu, '总经理会签');
  await countersign.getByRole('button', { name: '更多' }).hover();
  await wujiu.getByRole('menuitem', { name: '加签' }).click();
  const extra = dialogTitled(wujiu, '加签');
  await pickMember(wujiu, extra, '加签人员', '赵六');
  await extra.getByLabel('意见').fill('请法务赵六一并会签');
  await extra.getByRole('button', { name: '确定' }).click();
  await expect(toast(wujiu, '加签成功')).toBeVisible();
  await expect(extra).toBeHidden();
  await countersign.getByRole('tab', { name: '流程状态' }).click();
  await expect(countersign.locator('[data-element-id="Task_countersign"]')).toContainText('赵六');
  await wujiu.screenshot(shots('07-wujiu-adds-signer'));
  await agree(wujiu, countersign, '同意');

  const zhaoliu = await signIn(browser, 'zhaoliu');
  await agree(zhaoliu, await openTodo(zhaoliu, '总经理会签'), '会签同意');

  // The parallel review, each from the newest message in the bell (both already hold a review
  // of 张三's earlier contract): 法务 赵六 and 财务 王五.
  await openNewestMessage(zhaoliu, '张三发起的「合同审批」已流转到「法务审核」');
  const legal = taskDrawer(zhaoliu);
  await expect(legal.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  await agree(zhaoliu, legal, '条款合规');
  await openNewestMessage(wangwu, '张三发起的「合同审批」已流转到「财务审核」');
  const finance = taskDrawer(wangwu);
  await expect(finance.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  await agree(wangwu, finance, '预算内，同意');

  // 张三 is told the contract is approved, and reads the whole story.
  await openNewestMessage(zhangsan, '您发起的「合同审批」已审批通过');
  const approved = taskDrawer(zhangsan);
  await expect(approved.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  await approved.getByRole('button', { name: '关闭' }).click();
  await expect(approved).toBeHidden();
  // The message names the instance only; the status view needs a node of his, which 我的已办 has.
  await openFromGroup(zhangsan, '流程中心', '我的已办');
  await zhangsan.getByRole('row').filter({ hasText: '提交申请' }).first().getByRole('button', { name: '查看' }).click();
  const finished = taskDrawer(zhangsan);
  await expect(finished.getByRole('heading', { name: CONTRACT.name })).toBeVisible();
  await finished.getByRole('tab', { name: '流程状态' }).click();
  for (const node of ['StartEvent_start', 'Task_submit', 'Task_manager', 'Task_countersign', 'Task_legal', 'Task_finance', 'EndEvent_end']) {
    await expect(finished.locator(`[data-element-id="${node}"]`)).toHaveClass(/rh-status-complete/);
  }
  // Green as the legend says, not just marked: the shape's own outline is painted.
  await expect(finished.locator('[data-element-id="Task_countersign"] .djs-visual > rect').first()).toHaveCSS('stroke', 'rgb(82, 196, 26)');
  for (const flow of ['Flow_big_money', 'Flow_countersign', 'Flow_legal_out', 'Flow_finance_out', 'Flow_end']) {
    await expect(finished.locator(`[data-element-id="${flow}"]`)).toHaveClass(/rh-highlight-flow/);
  }
  await expect(finished.locator('[data-element-id="Flow_normal_money"]')).not.toHaveClass(/rh-highlight-flow/);
  for (const gateway of ['Gateway_money', 'Gateway_review_split', 'Gateway_review_join']) {
    await expect(finished.locator(`[data-element-id="${gateway}"]`)).toHaveClass(/rh-highlight-gateway/);
  }
  await expect(finished.locator('[data-element-id="Gateway_money"] .djs-visual > polygon')).toHaveCSS('fill', 'rgb(217, 247, 190)');
  await zhangsan.screenshot(shots('08-zhangsan-reads-diagram'));
  const history = finished.getByRole('table');
  for (const action of ['提交', '驳回', '委托', '同意', '加签']) {
    await expect(history.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
  await history.getByRole('row').last().scrollIntoViewIfNeeded();
  await zhangsan.screenshot(shots('09-zhangsan-reads-history'));
});
