import type { Locator, Page } from '@playwright/test';
import { expect, test } from './Journey.ts';
import { signInOn as signIn } from './StaffSignIn.ts';

const TITLE = '产品评审会';


function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/** Types a time into an antd DatePicker and confirms it, as a user who knows the time they want does. */
async function typeTime(picker: Locator, time: string): Promise<void> {
  await picker.click();
  await picker.press('ControlOrMeta+a');
  await picker.pressSequentially(time);
  await picker.press('Enter');
}

test.use({ viewport: { width: 1366, height: 768 } });

test('张三 invites 李四 to a meeting tomorrow at 10:00; 李四 is told live and finds it in his calendar', async ({ browser }) => {
  // 李四 is logged in before, with his live connection up (the broker's CONNECTED frame).
  const lisi = await (await browser.newContext()).newPage();
  const connected = new Promise<void>((resolve) => {
    lisi.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('CONNECTED')) resolve();
      }),
    );
  });
  await signIn(lisi, 'lisi');
  await connected;

  const zhangsan = await (await browser.newContext()).newPage();
  await signIn(zhangsan, 'zhangsan');
  await zhangsan.getByRole('menuitem', { name: '日程管理' }).click();
  await expect(zhangsan).toHaveURL(/\/scheduleManagement\/index$/);
  // Tomorrow as the browser's calendar has it.
  const tomorrow = await zhangsan.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

  await zhangsan.getByRole('button', { name: '新建日程' }).click();
  const form = dialog(zhangsan, '新建日程');
  await form.getByLabel('标题').fill(TITLE);
  await typeTime(form.getByLabel('开始时间'), `${tomorrow} 10:00`);
  await typeTime(form.getByLabel('结束时间'), `${tomorrow} 11:00`);
  await form.getByLabel('地点').fill('3楼会议室');
  await form.getByLabel('参与人').click();
  const picker = dialog(zhangsan, '选择参与人');
  await picker.getByPlaceholder('输入账号/姓名/手机号').fill('李四');
  await picker.getByRole('checkbox', { name: /^李四(（.*）)?$/ }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  // Tomorrow's day view: tomorrow may be in next week.
  await zhangsan.getByTitle('日', { exact: true }).click();
  await zhangsan.getByRole('button', { name: '下一个' }).click();
  await expect(zhangsan.getByRole('button', { name: `${TITLE} 10:00–11:00` })).toBeVisible();

  // 李四's page, never reloaded, is told, and the bell lists the invitation with its details.
  await expect(lisi.getByText('您有一条新的消息, 请及时处理')).toBeVisible();
  await lisi.getByRole('button', { name: '消息', exact: true }).click();
  await expect(lisi.getByText(`日程邀请：${TITLE}`).first()).toBeVisible();

  // And the meeting is in his own calendar, read-only.
  await lisi.getByRole('menuitem', { name: '日程管理' }).click();
  await lisi.getByTitle('日', { exact: true }).click();
  await lisi.getByRole('button', { name: '下一个' }).click();
  await lisi.getByRole('button', { name: `${TITLE} 10:00–11:00` }).click();
  const details = dialog(lisi, '日程详情');
  await expect(details.getByText('你是该日程的参与人，只有组织者可以修改')).toBeVisible();
  await expect(details.getByText('张三')).toBeVisible();
});
