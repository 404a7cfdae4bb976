import { expect, test } from './Journey.ts';
import { signIn } from './StaffSignIn.ts';

test.use({ viewport: { width: 1366, height: 768 } });


test('张三 opens 通讯录 from the top menu, finds 李四 by search and sends him a message from his card; 李四 sees it in his bell', async ({ browser }) => {
  // The journeys share one database: a text of this run's own.
  const text = `下午三点在三楼会议室开会 ${Date.now()}`;
  const lisi = await signIn(browser, 'lisi');
  // The broker's CONNECTED frame proves 李四's live connection is up before anything is pushed.
  const connected = new Promise<void>((resolve) => {
    lisi.on('websocket', (socket) => socket.on('framereceived', (frame) => String(frame.payload).startsWith('CONNECTED') && resolve()));
  });
  await lisi.reload();
  await connected;

  const zhangsan = await signIn(browser, 'zhangsan');
  await zhangsan.getByRole('menu', { name: '顶部菜单' }).getByRole('menuitem', { name: '通讯录' }).click();
  await expect(zhangsan).toHaveURL(/\/addressbook\/list$/);
  await expect(zhangsan.getByRole('tree', { name: '部门' }).getByText('融合科技有限公司')).toBeVisible();
  // 张三 holds no sys_dept_add.
  await expect(zhangsan.getByRole('button', { name: /添加机构/ })).toHaveCount(0);

  await zhangsan.getByRole('searchbox', { name: '搜索账号、姓名或手机号' }).fill('李四');
  await zhangsan.getByRole('searchbox', { name: '搜索账号、姓名或手机号' }).press('Enter');
  await expect(zhangsan.getByText('共 1 条')).toBeVisible();
  await zhangsan.getByRole('button', { name: '李四', exact: true }).click();
  const card = zhangsan.getByRole('dialog').filter({ hasText: '成员信息' });
  await expect(card.getByText('13800000003')).toBeVisible();
  await card.getByRole('button', { name: /发消息/ }).click();
  const dialog = zhangsan.getByRole('dialog').filter({ hasText: '发消息给李四' });
  await dialog.getByRole('textbox', { name: '请输入消息内容' }).fill(text);
  await dialog.getByRole('button', { name: /发\s*送/ }).click();
  await expect(zhangsan.locator('.ant-message-notice').filter({ hasText: '发送成功' })).toBeVisible();

  // 李四's page, never reloaded since, has it in the bell.
  await lisi.getByRole('button', { name: '消息', exact: true }).click();
  await expect(lisi.getByText('张三给您发来一条消息').first()).toBeVisible();
});
