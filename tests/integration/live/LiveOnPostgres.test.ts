import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';
import { contract, USER, WorkflowDriver } from '../workflow/WorkflowDriver.ts';
import { LiveClient } from './LiveClient.ts';

/**
 * The same writes on PostgreSQL: the to-do and message writers read back what they wrote
 * (`returning`) to announce it, the layout cache upserts (`on conflict`), uploads keep a row.
 */
describe('live push, inbox and layouts on PostgreSQL', () => {
  let postgres: PostgresServer;
  let database: DatabaseHandle;
  let api: TestServer;
  let wf: WorkflowDriver;
  let lisi: LiveClient;

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    database = openDatabase({ databaseUrl: await postgres.createDatabase(), dataDir: '' });
    api = await TestServer.start({ database, config: testConfig() });
    wf = new WorkflowDriver(api);
    const base = await api.server.app.listen({ port: 0, host: '127.0.0.1' });
    lisi = await LiveClient.connect(base, await wf.token('lisi'));
    await lisi.subscribe(`/admin/${USER.lisi}/todo`);
    await lisi.subscribe(`/admin/${USER.lisi}/msg`);
  });
  afterAll(async () => {
    await lisi?.close();
    await api?.close();
    await database?.close();
    await postgres?.stop();
  });

  it('pushes 李四’s new to-do and message, and lists them in his inbox', async () => {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementName: '数据库迁移服务合同' }));
    await lisi.next((push) => push.destination.endsWith('/todo') && push.body.type === 'add', 'the to-do push');
    const message = await lisi.next((push) => push.destination.endsWith('/msg'), 'the message push');
    expect(message.body).toMatchObject({ type: 'add', companyIds: [1], msgTitle: '流程通知：「合同审批」的「部门经理审批」待您办理' });
    const page = await wf.get<{ records: { id: number; msgLink: string | null }[] }>('lisi', '/admin/ocp/msg/page?readStatus=false');
    expect(page.body.data.records[0]).toMatchObject({ id: message.body.id });
    expect(JSON.parse(page.body.data.records[0].msgLink!)).toMatchObject({ procInstId });
    await wf.agree('lisi', procInstId);
    await lisi.next((push) => push.destination.endsWith('/todo') && push.body.type === 'del', 'the del push');
  });

  it('completes a to-do once and upserts a saved layout', async () => {
    expect((await wf.post<boolean>('zhangsan', '/admin/ocp/todo/complete', { id: 1, completeResult: 'returned' })).body.msg).toBe('退回成功');
    expect((await wf.post('zhangsan', '/admin/ocp/todo/complete', { id: 1, completeResult: 'passed' })).status).toBe(409);
    for (const width of [120, 160]) {
      await wf.post('zhangsan', '/admin/cache/tableRowRedis', { md5: 'table:options:2:pg', condition: { key: 'k', options: [{ dataIndex: 'a', width }] } });
    }
    const saved = await wf.get<{ data: { options: { width: number }[] } }>('zhangsan', '/admin/cache/tableRowRedis?md5=table:options:2:pg');
    expect(saved.body.data.data.options).toEqual([{ dataIndex: 'a', width: 160 }]);
  });
});
