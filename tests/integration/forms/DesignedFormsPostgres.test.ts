import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';
import { WorkflowDriver, type Page, type TaskRow } from '../workflow/WorkflowDriver.ts';
import { DesignedFormDriver, leaveProcessXml, leaveRequest } from './DesignedFormDriver.ts';

/** Designed forms on PostgreSQL: the same migrations (0054 drops the old unique key there by name) and API as on SQLite. */
describe('designed forms on PostgreSQL', () => {
  let postgres: PostgresServer;
  let handle: DatabaseHandle;
  let forms: DesignedFormDriver;

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    const url = await postgres.createDatabase('ronghe_forms');
    handle = openDatabase({ databaseUrl: url, dataDir: '' });
    forms = new DesignedFormDriver(new WorkflowDriver(await TestServer.start({ database: handle, config: testConfig({ DATABASE_URL: url }) })));
  });
  afterAll(async () => {
    await forms?.close();
    await handle?.close();
    await postgres?.stop();
  });

  it('designs 请假申请 in two companies under one key, deploys it, routes 5 days to 总经理 and lists the title', async () => {
    const created = await forms.createForm('admin', 'leave');
    expect(created.status, created.raw).toBe(200);
    expect((await forms.createForm('chenjing', 'leave')).status).toBe(200);
    expect((await forms.createForm('admin', 'leave')).status).toBe(409);
    expect((await forms.createForm('admin', 'agreementForm')).status).toBe(409);

    const deployed = await forms.deploy('admin', 'leaveflow', leaveProcessXml('leaveflow', 'leave', created.body.data.id));
    expect(deployed.body.data.success, deployed.raw).toBe(true);
    const before = await forms.counts();
    expect((await forms.startForm('zhangsan', 'leaveflow', leaveRequest(5, { reason: '' }))).status).toBe(400);
    expect(await forms.counts()).toEqual(before);

    const { procInstId } = (await forms.startForm('zhangsan', 'leaveflow', leaveRequest(5))).body.data;
    const todo = (await forms.wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage')).body.data;
    expect(todo.records.find((row) => row.procInstId === procInstId)?.title).toBe('张三请假5天');
    expect((await forms.complete('lisi', procInstId, {})).status).toBe(200);
    expect((await forms.wf.taskOf('wangwu', procInstId)).taskDefKey).toBe('gm');
  });
});
