import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, USER, WorkflowDriver } from '../workflow/WorkflowDriver.ts';
import { TestServer, type Grant } from '../TestServer.ts';
import { LiveClient, type Push } from './LiveClient.ts';

const TECH = 1;
const isTodo = (type: 'add' | 'del') => (push: Push) => push.destination.endsWith('/todo') && push.body.type === type;
const isMessage = (title: string) => (push: Push) => push.destination.endsWith('/msg') && push.body.msgTitle === title;

/** Lets anything still in flight arrive, so "nothing came" means nothing was sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the live push over /admin/ws', () => {
  let api: TestServer;
  let wf: WorkflowDriver;
  let baseUrl: string;
  let lisi: LiveClient;
  let zhangsan: LiveClient;
  const clients: LiveClient[] = [];
  let procInstId: string;

  async function live(token: string): Promise<LiveClient> {
    const client = await LiveClient.connect(baseUrl, token);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    api = await TestServer.start();
    wf = new WorkflowDriver(api);
    baseUrl = await api.server.app.listen({ port: 0, host: '127.0.0.1' });
    lisi = await live(await wf.token('lisi'));
    zhangsan = await live(await wf.token('zhangsan'));
    for (const [client, id] of [[lisi, USER.lisi], [zhangsan, USER.zhangsan]] as const) {
      await client.subscribe(`/admin/${id}/msg`);
      await client.subscribe(`/admin/${id}/todo`);
    }
  });
  afterAll(async () => {
    for (const client of clients) await client.close();
    await api.close();
  });

  it('张三 starts a contract over HTTP: 李四 gets the to-do add and the message, Chinese intact; 张三 gets nothing', async () => {
    const response = await fetch(`${baseUrl}/demoself/agreementForm/operate/startProcessInst`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await wf.token('zhangsan')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ startProcessDTO: { procDefKey: 'agreement' }, agreementFormDTO: contract({ agreementName: '机房巡检服务合同' }) }),
    });
    expect(response.status).toBe(200);
    procInstId = ((await response.json()) as { data: { procInstId: string } }).data.procInstId;

    const todo = await lisi.next(isTodo('add'), '李四’s to-do push');
    expect(todo).toEqual({ destination: `/admin/${USER.lisi}/todo`, body: { type: 'add', companyIds: [TECH] } });
    // The demo's 部门经理审批 asks for a 站内信 (rh:notice): the message is that notice, pushed like any other.
    const message = await lisi.next(isMessage('流程通知：「合同审批」的「部门经理审批」待您办理'), '李四’s message push');
    expect(message.destination).toBe(`/admin/${USER.lisi}/msg`);
    expect(message.body).toMatchObject({ type: 'add', companyIds: [TECH], msgType: 1, openMode: 3, applicationName: '流程中心', sendAuthor: '张三' });
    // The push names the row the bell will list.
    const row = await wf.db.selectFrom('message').select(['id', 'msg_title']).where('user_id', '=', USER.lisi).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message.body.id).toBe(row.id);
    await settle();
    expect(zhangsan.pushes).toEqual([]);
  });

  it('李四 sends it back: his to-do goes (del), 张三’s comes (add) with the rejection notice', async () => {
    const before = lisi.pushes.length;
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('lisi', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_submit', reSubmitType: 1, comment: '请补充' });
    expect(answer.status).toBe(200);
    expect(await lisi.next((push) => lisi.pushes.indexOf(push) >= before && isTodo('del')(push), '李四’s del')).toMatchObject({ body: { type: 'del', companyIds: [TECH] } });
    await zhangsan.next(isTodo('add'), '张三’s to-do push');
    await zhangsan.next(isMessage('您发起的流程被驳回'), '张三’s rejection notice');
    await zhangsan.next(isMessage('您有新的待办任务'), '张三’s new-task message');
  });

  it('张三 approves a to-do in the 详情 modal: his own list changed, so he gets a del', async () => {
    const before = zhangsan.pushes.length;
    const answer = await wf.post('zhangsan', '/admin/ocp/todo/complete', { id: 3, completeResult: 'passed' });
    expect(answer.body.msg).toBe('通过成功');
    const push = await zhangsan.next((p) => zhangsan.pushes.indexOf(p) >= before && isTodo('del')(p), '张三’s del');
    expect(push).toEqual({ destination: `/admin/${USER.zhangsan}/todo`, body: { type: 'del', companyIds: [TECH] } });
  });

  it('refuses a subscription to another user’s destination and ends that connection', async () => {
    const intruder = await live(await wf.token('wangwu'));
    expect(await intruder.refusedSubscription(`/admin/${USER.lisi}/msg`)).toBe('无权订阅该地址');
    await settle();
    expect(intruder.connected).toBe(false);
    expect(intruder.pushes).toEqual([]);
  });

  it('refuses CONNECT with an unknown token and with a disabled user’s token', async () => {
    await expect(LiveClient.connect(baseUrl, 'not-a-token')).rejects.toThrow('访问令牌无效或已过期');
    // A disabled account gets no token at login any more: 周八 signs in while enabled, then is disabled.
    const users = api.server.database.db.updateTable('sys_user').where('username', '=', 'zhouba');
    await users.set({ status: '0' }).execute();
    const disabled = await api.passwordGrant('zhouba');
    await users.set({ status: '1' }).execute();
    const token = (disabled.body.data as Grant | null)?.access_token;
    expect(token).toBeTruthy();
    await expect(LiveClient.connect(baseUrl, token!)).rejects.toThrow('访问令牌无效或已过期');
  });
});
