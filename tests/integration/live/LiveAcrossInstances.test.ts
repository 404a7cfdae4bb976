import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { liveModuleRef } from '../../../server/modules/live/LiveModule.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { RabbitMqServer } from '../../setup/RabbitMqServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';
import { contract, USER, WorkflowDriver } from '../workflow/WorkflowDriver.ts';
import { LiveClient, type Push } from './LiveClient.ts';

const TECH = 1;
const isTodo = (type: 'add' | 'del') => (push: Push) => push.destination.endsWith('/todo') && push.body.type === type;
const isMessage = (title: string) => (push: Push) => push.destination.endsWith('/msg') && push.body.msgTitle === title;
/** Lets anything still in flight arrive, so "exactly one" means no second copy was on its way. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/**
 * Issue 14: two instances on one PostgreSQL database relay the live connection through one
 * RabbitMQ (LIVE_RELAY_URL). Each keeps its own /admin/ws with its authentication and
 * subscription policy; a push caused on one instance reaches the user connected to the other,
 * once.
 */
describe('the live push across two instances through RabbitMQ', () => {
  let postgres: PostgresServer;
  let rabbit: RabbitMqServer;
  const handles: DatabaseHandle[] = [];
  const servers: TestServer[] = [];
  let a: WorkflowDriver;
  let b: WorkflowDriver;
  let zhangsanOnA: LiveClient;
  let lisiOnB: LiveClient;
  let procInstId: string;
  let baseOfB: string;

  async function instance(url: string, relay: string): Promise<{ api: TestServer; base: string }> {
    const handle = openDatabase({ databaseUrl: url, dataDir: '' });
    handles.push(handle);
    const api = await TestServer.start({ database: handle, config: testConfig({ DATABASE_URL: url, LIVE_RELAY_URL: relay }) });
    servers.push(api);
    return { api, base: await api.server.app.listen({ port: 0, host: '127.0.0.1' }) };
  }

  /** A push from the other instance's broker has come through: both relays are connected and subscribed. */
  async function relayed(from: TestServer, client: LiveClient, destination: string): Promise<void> {
    const probe = `probe-${Math.random()}`;
    const seen = client.next((push) => push.body.probe === probe, `the relayed probe on ${destination}`, 15_000);
    // The relay connects in the background; a publish made before it subscribed would pass by, so it is repeated until one arrives.
    const again = setInterval(() => void from.server.host.contract(liveModuleRef).broker.publish(destination, { probe }), 250);
    try {
      await seen;
    } finally {
      clearInterval(again);
    }
  }

  /**
   * Both instances' relays have seen RabbitMQ go (their ronghe_relay_connected is 0): a push made
   * from now on waits in the instance's queue instead of being written into the dying connection.
   * Waited for, not slept on: on a loaded machine an instance took longer than 500 ms to notice,
   * and 张三's push on A went into the dead socket.
   */
  async function relaysDown(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (const api of servers) {
      while (!/^ronghe_relay_connected 0$/m.test((await api.server.app.inject({ method: 'GET', url: '/metrics' })).body)) {
        if (Date.now() > deadline) throw new Error('the relays did not see RabbitMQ go within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  beforeAll(async () => {
    [postgres, rabbit] = await Promise.all([PostgresServer.start(), RabbitMqServer.start()]);
    const url = await postgres.createDatabase('ronghe_live_relay');
    // One after the other: the first migrates and seeds, the second finds both done.
    const one = await instance(url, rabbit.webStompUrl!);
    const two = await instance(url, rabbit.webStompUrl!);
    a = new WorkflowDriver(one.api);
    b = new WorkflowDriver(two.api);
    baseOfB = two.base;
    zhangsanOnA = await LiveClient.connect(one.base, await a.token('zhangsan'));
    lisiOnB = await LiveClient.connect(two.base, await b.token('lisi'));
    for (const [client, id] of [[zhangsanOnA, USER.zhangsan], [lisiOnB, USER.lisi]] as const) {
      await client.subscribe(`/admin/${id}/msg`);
      await client.subscribe(`/admin/${id}/todo`);
    }
    await relayed(one.api, lisiOnB, `/admin/${USER.lisi}/todo`);
    await relayed(one.api, lisiOnB, `/admin/${USER.lisi}/msg`);
    await relayed(two.api, zhangsanOnA, `/admin/${USER.zhangsan}/todo`);
    await relayed(two.api, zhangsanOnA, `/admin/${USER.zhangsan}/msg`);
  });
  afterAll(async () => {
    await zhangsanOnA?.close();
    await lisiOnB?.close();
    for (const server of servers) await server.close();
    for (const handle of handles) await handle.close();
    await Promise.all([postgres?.stop(), rabbit?.stop()]);
  });

  it('张三 starts a 合同审批 on instance A: 李四, connected to instance B, gets the to-do and the message once', async () => {
    ({ procInstId } = await a.started('zhangsan', contract({ agreementName: '跨实例推送服务合同' })));
    const todo = await lisiOnB.next(isTodo('add'), '李四’s to-do push on B');
    expect(todo).toEqual({ destination: `/admin/${USER.lisi}/todo`, body: { type: 'add', companyIds: [TECH] } });
    const message = await lisiOnB.next(isMessage('流程通知：「合同审批」的「部门经理审批」待您办理'), '李四’s message push on B');
    expect(message.body).toMatchObject({ type: 'add', companyIds: [TECH], applicationName: '流程中心', sendAuthor: '张三' });
    await settle();
    expect(lisiOnB.pushes.filter(isTodo('add'))).toHaveLength(1);
    expect(lisiOnB.pushes.filter((push) => push.destination.endsWith('/msg') && push.body.id === message.body.id)).toHaveLength(1);
  });

  it('李四 sends it back on instance B: 张三, connected to instance A, gets his new to-do and the rejection notice', async () => {
    const task = await b.taskOf('lisi', procInstId);
    const answer = await b.post('lisi', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_submit', reSubmitType: 1, comment: '请补充' });
    expect(answer.status).toBe(200);
    await lisiOnB.next(isTodo('del'), '李四’s del on B');
    await zhangsanOnA.next(isTodo('add'), '张三’s to-do push on A');
    await zhangsanOnA.next(isMessage('您发起的流程被驳回'), '张三’s rejection notice on A');
  });

  it('RabbitMQ restarts under both instances: they keep serving, the browsers stay connected, and the pushes flow again', async () => {
    await rabbit.halt();
    // The instances see their connections drop (a push written into a dying connection is lost, as any in flight).
    await relaysDown();
    // While RabbitMQ is down both instances answer: 张三 starts a contract on A, 李四 approves it on B.
    const before = lisiOnB.pushes.length;
    const { procInstId: second } = await a.started('zhangsan', contract({ agreementName: '中继重启期间的合同' }));
    expect((await b.agree('lisi', second)).status).toBe(200);
    await rabbit.restart();
    // Both pushes waited in their instance's queue; A's reaches B whichever instance reconnects first.
    const since = (match: (push: Push) => boolean) => (push: Push) => lisiOnB.pushes.indexOf(push) >= before && match(push);
    await lisiOnB.next(since(isTodo('add')), '李四’s to-do add from A, queued while RabbitMQ was down', 60_000);
    await lisiOnB.next(since(isTodo('del')), '李四’s del on B, queued while RabbitMQ was down', 60_000);
    expect(lisiOnB.connected).toBe(true);
    expect(zhangsanOnA.connected).toBe(true);

    await relayed(servers[0], lisiOnB, `/admin/${USER.lisi}/todo`);
    const after = lisiOnB.pushes.length;
    await a.started('zhangsan', contract({ agreementName: '中继恢复之后的合同' }));
    await lisiOnB.next((push) => lisiOnB.pushes.indexOf(push) >= after && isTodo('add')(push), '李四’s to-do push on B after the restart');
  });

  it('still applies each instance’s own subscription policy: 王五 may not subscribe to 李四’s destination on B', async () => {
    const wangwu = await LiveClient.connect(baseOfB, await b.token('wangwu'));
    expect(await wangwu.refusedSubscription(`/admin/${USER.lisi}/msg`)).toBe('无权订阅该地址');
    await wangwu.close();
  });
});
