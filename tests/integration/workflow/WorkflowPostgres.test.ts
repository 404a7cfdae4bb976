import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SampleDiagrams } from '../../../cli/testing/SampleDiagrams.ts';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';
import { contract, reimbursement, REIMBURSEMENT, WorkflowDriver, type Page, type ReimbursementForm, type TaskRow } from './WorkflowDriver.ts';
import { demoSeed } from '../../../server/app/ServerSchema.ts';

/** The workflow on PostgreSQL: the same migrations, seed, demo and API as on SQLite. */
describe('the workflow on PostgreSQL', () => {
  let postgres: PostgresServer;
  let handle: DatabaseHandle;
  let wf: WorkflowDriver;
  let url: string;

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    url = await postgres.createDatabase('ronghe_workflow');
    handle = openDatabase({ databaseUrl: url, dataDir: '' });
    wf = new WorkflowDriver(await TestServer.start({ database: handle, config: testConfig({ DATABASE_URL: url }) }));
  });
  afterAll(async () => {
    await wf?.close();
    await handle?.close();
    await postgres?.stop();
  });

  it('runs the demo and a reject, resubmit, delegate and countersign on PostgreSQL', async () => {
    // 李四's demo tasks (a contract, a reimbursement), and his two demo to-dos of types 2 and 3 beside them.
    const todo = (await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage')).body.data;
    expect(todo.records.map((row) => (row.todoId == null ? `${row.processName}:${row.taskName}` : String(row.todoType))).sort()).toEqual([
      '2',
      '3',
      '合同审批:部门经理审批',
      '费用报销审批:部门经理审批',
    ]);
    const { procInstId, businessKey } = await wf.started('zhangsan', contract({ agreementMoney: 300000 }));
    const task = await wf.taskOf('lisi', procInstId);
    expect((await wf.post('lisi', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_submit', reSubmitType: 1 })).status).toBe(200);
    expect((await wf.agree('zhangsan', procInstId, { form: contract({ agreementMoney: 310000.5 }) })).status).toBe(200);
    expect((await wf.agreement('zhangsan', businessKey)).agreementMoney).toBe(310000.5);
    const again = await wf.taskOf('lisi', procInstId);
    expect((await wf.post('lisi', '/workflow/runtime/operate/delegate', { procInstId, taskId: again.taskId, assignee: 4, comment: '请代审' })).status).toBe(200);
    expect((await wf.agree('wangwu', procInstId)).status).toBe(200);
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    expect((await wf.agree('qianyi', procInstId)).status).toBe(200);
    expect((await wf.agree('zhaoliu', procInstId)).status).toBe(200);
    expect((await wf.agree('wangwu', procInstId)).status).toBe(200);
    expect((await wf.history('zhangsan', procInstId)).map((row) => row.action)).toEqual([
      'start',
      'autoComplete',
      'reject',
      'complete',
      'delegate',
      'complete',
      'complete',
      'complete',
      // 钱一's signature was enough: the other signer's countersign task was cancelled.
      'canceled',
      'complete',
      'complete',
    ]);
    expect((await wf.todos(procInstId)).every((t) => !t.endsWith(':open'))).toBe(true);
    const done = await wf.get<Page<TaskRow>>('lisi', '/workflow/history/query/myDonePage');
    expect(done.body.data.records.filter((row) => row.procInstId === procInstId)).toHaveLength(2);
  });

  it('copies a task (抄送) on PostgreSQL too: the recipient reads it and finds it in 抄送我的', async () => {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementMoney: 20000 }));
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    const task = await wf.taskOf('zhaoliu', procInstId);
    expect((await wf.post('zhaoliu', '/workflow/runtime/operate/copy', { procInstId, taskId: task.taskId, userIdList: [9] })).status).toBe(200);
    expect((await wf.history('zhengshi', procInstId)).some((row) => row.action === 'copy')).toBe(true);
    const copied = (await wf.get<Page<TaskRow>>('zhengshi', '/workflow/history/query/myCopiedPage?processName=%E5%90%88%E5%90%8C')).body.data;
    expect(copied.records.map((row) => row.procInstId)).toContain(procInstId);
  });

  it('keeps a reimbursement on PostgreSQL too: lines, the derived total past 2^31 fen, the checked reason', async () => {
    const lines = Array.from({ length: 30 }, (_, index) => ({ expenseDate: '2026-01-10', item: `设备${index + 1}`, amount: 999999.99, invoiceCount: 1 }));
    const started = await wf.post<{ businessKey: string; procInstId: string }>('zhangsan', '/demoself/reimbursementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: REIMBURSEMENT },
      reimbursementFormDTO: reimbursement({ lines }),
    });
    expect(started.status).toBe(200);
    const stored = (await wf.get<ReimbursementForm>('lisi', `/demoself/reimbursementForm/query/selectReimbursementFormById?businessKey=${started.body.data.businessKey}`)).body.data;
    expect(stored.totalAmount).toBe(29999999.7);
    expect(stored.lines).toHaveLength(30);
    expect(stored.reason).toEqual(reimbursement().reason);
  });

  it('keeps another company’s instance invisible on PostgreSQL too', async () => {
    const edu = await wf.startAgreement('sunqi', contract(), undefined, { headers: { companyId: '2' } });
    expect((await wf.get('lisi', `/workflow/history/list?procInstId=${edu.body.data.procInstId}`)).status).toBe(404);
  });

  it('refuses a save over a newer draft and deletes the draft a deploy was made from, on PostgreSQL too', async () => {
    const body = (name: string, base: Record<string, unknown>) => ({ processDefinitionKey: 'pg_drafts', processName: name, bpmnData: SampleDiagrams.valid('pg_drafts', name), ...base });
    expect((await wf.post('admin', '/workflow/processDef/draft', body('第一份', { baseVersion: null, baseDraftTime: null }))).status).toBe(200);
    const refused = await wf.post('admin', '/workflow/processDef/draft', body('第二份', { baseVersion: null, baseDraftTime: null }));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/^系统管理员 已于 .+ 保存了更新的草稿$/);
    const draft = (await wf.get<{ updateTime: string }>('admin', '/workflow/processDef/draft?processDefKey=pg_drafts')).body.data;
    const deployed = await wf.post<{ success: boolean }>('admin', '/workflow/processDef/deploy', body('发布', { source: 'draft', baseVersion: null, baseDraftTime: draft.updateTime }));
    expect(deployed.body.data.success).toBe(true);
    expect((await wf.get('admin', '/workflow/processDef/draft?processDefKey=pg_drafts')).status).toBe(404);
  });

  it('seeds once: a second seed and a second server add nothing', async () => {
    const second = await demoSeed(handle).run();
    expect(Object.values(second.inserted).every((n) => n === 0)).toBe(true);
    const before = await wf.db.selectFrom('wf_instance').select('id').execute();
    await wf.api.close();
    wf = new WorkflowDriver(await TestServer.start({ database: handle, config: testConfig({ DATABASE_URL: url }) }));
    expect(await wf.db.selectFrom('wf_instance').select('id').execute()).toHaveLength(before.length);
    // The identity sequences moved past the seeded form rows.
    const form = await wf.db
      .insertInto('wf_form_def')
      .values({ form_key: 'leave', form_name: '请假单', form_router: 'LeaveForm', sort: 3, create_time: '2026-02-01 10:00:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(form.id).toBeGreaterThan(2);
  });
});
