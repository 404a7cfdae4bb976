import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { TestServer } from '../TestServer.ts';
import { WorkflowDriver, type Page, type TaskRow } from './WorkflowDriver.ts';

describe('the demo’s contract approval on a fresh install', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let wf: WorkflowDriver;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ronghe-workflow-demo-'));
    handle = openDatabase({ databaseUrl: null, dataDir: dir });
    wf = new WorkflowDriver(await TestServer.start({ database: handle }));
  });
  afterAll(async () => {
    await wf.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has 合同审批 deployed and four contracts in four states', async () => {
    // The contracts' instances (the demo's 费用报销审批 has its own, ReimbursementForm.test.ts).
    const instances = await wf.db.selectFrom('wf_instance').select(['status', 'business_key']).where('proc_def_key', '=', 'agreement').orderBy('started_at').orderBy('business_key').execute();
    expect(instances.map((i) => i.status).sort()).toEqual(['complete', 'running', 'running', 'terminated']);
    const contracts = await wf.db.selectFrom('agreement_form').select(['id', 'agreement_name']).execute();
    expect(contracts).toHaveLength(4);
    expect(instances.every((i) => contracts.some((c) => String(c.id) === i.business_key))).toBe(true);
  });

  it('greets 李四 with a contract to approve, and 赵六 and 王五 with one past the countersign', async () => {
    const lisi = await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage');
    const contracts = (page: Page<TaskRow>) => page.records.filter((r) => r.processName === '合同审批');
    expect(contracts(lisi.body.data).filter((r) => r.todoId == null).map((r) => [r.taskName, r.initiatorName])).toEqual([['部门经理审批', '张三']]);
    const zhaoliu = await wf.get<Page<TaskRow>>('zhaoliu', '/workflow/runtime/query/myTodoPage');
    const wangwu = await wf.get<Page<TaskRow>>('wangwu', '/workflow/runtime/query/myTodoPage');
    expect(zhaoliu.body.data.records.map((r) => r.taskName)).toEqual(['法务审核']);
    expect(contracts(wangwu.body.data).map((r) => r.taskName)).toEqual(['财务审核']);
    const history = await wf.history('wangwu', contracts(wangwu.body.data)[0].procInstId);
    // 钱一's agreement carried the countersign; 吴九's task was cancelled by it, and says so.
    expect(history.filter((row) => row.activityName === '总经理会签').map((row) => [row.userNickName, row.action])).toEqual([
      ['钱一', 'complete'],
      ['吴九', 'canceled'],
    ]);
    // Their to-dos and messages are real rows, counted on the home page: 赵六 also approved the finished contract.
    const counters = await wf.get<{ todo: number; complete: number; msg: number }>('zhaoliu', '/admin/home/front/count');
    expect(counters.body.data).toMatchObject({ todo: 1, complete: 1, msg: 2 });
  });

  it('shows the approved and the terminated contracts among their initiators’ processes', async () => {
    const wujiu = await wf.get<Page<TaskRow>>('wujiu', '/workflow/history/query/myStartedPage');
    expect(wujiu.body.data.records.filter((r) => r.processName === '合同审批').map((r) => r.status)).toEqual(['complete']);
    const zhengshi = await wf.get<Page<TaskRow>>('zhengshi', '/workflow/history/query/myStartedPage');
    expect(zhengshi.body.data.records.map((r) => r.status)).toEqual(['terminal']);
  });

  it('does it once: a restart over the same database adds nothing', async () => {
    await wf.api.close();
    wf = new WorkflowDriver(await TestServer.start({ database: handle }));
    expect(await wf.db.selectFrom('wf_definition').select(['tenant_id', 'version']).where('proc_def_key', '=', 'agreement').orderBy('tenant_id').execute()).toEqual([
      { tenant_id: '1', version: 1 },
      { tenant_id: '2', version: 1 },
    ]);
    // Four contracts and the two reimbursements of 费用报销审批's demo.
    expect(await wf.db.selectFrom('wf_instance').select('id').execute()).toHaveLength(6);
    expect(await wf.db.selectFrom('agreement_form').select('id').execute()).toHaveLength(4);
    expect(await wf.db.selectFrom('wf_definition').select('version').where('proc_def_key', '=', 'reimbursement').execute()).toEqual([{ version: 1 }]);
  });

  it('leaves a database without the demo organisation alone', async () => {
    const bare = await TestServer.start({ seed: false });
    try {
      const db = bare.server.database.db as unknown as WorkflowDriver['db'];
      expect(await db.selectFrom('wf_definition').select('id').execute()).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
