import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { contract, WorkflowDriver, type JumpTargets, type Page, type ProcessFormConfig, type TaskRow } from './WorkflowDriver.ts';

interface FormDef {
  id: number;
  formKey: string;
  formName: string;
}
interface FormItem {
  id: number;
  formId: number;
  type: '0' | '1';
  fieldKey: string;
  fieldName: string;
  required?: string;
  value?: string | null;
}

/** A task anyone of a pool may take: 李四 or 王五, handled by one of them. */
const POOL = new DiagramBuilder('pool', { name: '共享审批' })
  .start('start')
  .userTask('shared', '共享审批', { users: ['3', '4'] })
  .end('end')
  .flow('f1', 'start', 'shared')
  .flow('f2', 'shared', 'end')
  .toXml();

describe('the process centre', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    const deployed = await wf.post<{ success: boolean }>('admin', '/workflow/processDef/deploy', { processDefinitionKey: 'pool', processName: '共享审批', bpmnData: POOL });
    expect(deployed.body.data.success).toBe(true);
  });
  afterAll(() => wf.close());

  it('lists the caller’s to-dos newest first, a page at a time', async () => {
    const first = await wf.started('zhangsan', contract({ agreementName: '第一份' }));
    const second = await wf.started('wujiu', contract({ agreementName: '第二份' }));
    const page = await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage?current=1&size=2');
    expect(page.body.data).toMatchObject({ current: 1, size: 2 });
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data.records.map((row) => row.procInstId)).toEqual([second.procInstId, first.procInstId]);
    expect(page.body.data.records[0]).toMatchObject({ taskName: '部门经理审批', processName: '合同审批', initiatorName: '吴九', status: 'running', endTime: null, businessKey: second.businessKey });
    const next = await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage?current=2&size=2');
    expect(next.body.data.records.map((row) => row.procInstId)).not.toContain(first.procInstId);
  });

  it('filters by part of the process name and by when the task arrived', async () => {
    const byName = await wf.get<Page<TaskRow>>('lisi', `/workflow/runtime/query/myTodoPage?processName=${encodeURIComponent('合同')}&size=50`);
    expect(byName.body.data.records.length).toBeGreaterThan(0);
    expect(byName.body.data.records.every((row) => row.processName.includes('合同'))).toBe(true);
    const none = await wf.get<Page<TaskRow>>('lisi', `/workflow/runtime/query/myTodoPage?processName=${encodeURIComponent('离职')}`);
    expect(none.body.data).toMatchObject({ records: [], total: 0 });
    const later = encodeURIComponent('2999-01-01 00:00:00');
    const future = await wf.get<Page<TaskRow>>('lisi', `/workflow/runtime/query/myTodoPage?startTime=${later}&startTime=${later}`);
    expect(future.body.data.total).toBe(0);
    const always = await wf.get<Page<TaskRow>>('lisi', `/workflow/runtime/query/myTodoPage?startTime=${encodeURIComponent('2000-01-01 00:00:00')}&startTime=${later}`);
    const unfiltered = await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage');
    expect(always.body.data.total).toBe(unfiltered.body.data.total);
  });

  it('shows a pooled task to each candidate until one of them takes it', async () => {
    const pooled = await wf.post<{ procInstId: string }>('zhangsan', '/demoself/agreementForm/operate/startProcessInst', { startProcessDTO: { procDefKey: 'pool' }, agreementFormDTO: contract() });
    const id = pooled.body.data.procInstId;
    for (const user of ['lisi', 'wangwu'] as const) {
      const list = await wf.get<Page<TaskRow>>(user, '/workflow/runtime/query/myTodoPage?size=50');
      expect(list.body.data.records.map((row) => row.procInstId), user).toContain(id);
    }
    expect(await wf.todos(id)).toEqual(['lisi:open', 'wangwu:open']);
    expect((await wf.agree('wangwu', id)).status).toBe(200);
    expect(await wf.todos(id)).toEqual(['lisi:passed', 'wangwu:passed']);
    const lisi = await wf.get<Page<TaskRow>>('lisi', '/workflow/runtime/query/myTodoPage?size=50');
    expect(lisi.body.data.records.map((row) => row.procInstId)).not.toContain(id);
    const done = await wf.get<Page<TaskRow>>('wangwu', '/workflow/history/query/myDonePage?size=50');
    expect(done.body.data.records.find((row) => row.procInstId === id)).toMatchObject({ taskName: '共享审批', processName: '共享审批', status: 'complete' });
  });

  it('hands out the default buttons where a node configures none, and none when asked for none', async () => {
    const pooled = await wf.post<{ procInstId: string }>('zhangsan', '/demoself/agreementForm/operate/startProcessInst', { startProcessDTO: { procDefKey: 'pool' }, agreementFormDTO: contract() });
    const info = (await wf.info('lisi', pooled.body.data.procInstId)).body.data;
    const config = await wf.get<ProcessFormConfig>('lisi', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${info.procDefId}&taskDefKey=shared`);
    expect(config.body.data.buttonList.map((b) => [b.id, b.enabled])).toEqual([
      ['complete', true],
      ['reject', true],
      ['copy', true],
      ['delegate', false],
      ['terminate', false],
      ['print', false],
      ['invite', false],
    ]);
    // Only rh:formKeys is bound: the form list still names the form and its component.
    expect(config.body.data.formList).toEqual([expect.objectContaining({ formKey: 'agreementForm', formRouter: 'AgreementForm', formId: 1 })]);
    const readOnly = await wf.get<ProcessFormConfig>('lisi', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${info.procDefId}&taskDefKey=shared&buttonFlag=false`);
    expect(readOnly.body.data.buttonList).toEqual([]);
    expect((await wf.get('lisi', '/workflow/runtime/query/procDefConfForHandleTask?procDefId=nothing&taskDefKey=shared')).status).toBe(404);
  });

  it('lists the processes 张三 started with the task each waits at', async () => {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementName: '我发起的' }));
    const mine = await wf.get<Page<TaskRow>>('zhangsan', '/workflow/history/query/myStartedPage?size=50');
    const row = mine.body.data.records.find((r) => r.procInstId === procInstId);
    expect(row).toMatchObject({ taskDefKey: 'Task_manager', taskName: '部门经理审批', status: 'running', initiatorName: '张三', endTime: null });
    expect(mine.body.data.records.every((r) => r.initiatorName === '张三')).toBe(true);
    const starts = mine.body.data.records.map((r) => r.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('offers reject targets nearest first', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    await wf.agree('lisi', procInstId);
    const targets = await wf.get<JumpTargets>('zhaoliu', `/workflow/runtime/query/listJumpTarget?procInstId=${procInstId}&taskDefKey=Task_legal`);
    expect(targets.body.data).toEqual([
      { taskDefKey: 'Task_manager', taskName: '部门经理审批' },
      { taskDefKey: 'Task_submit', taskName: '提交申请' },
    ]);
    expect((await wf.get('zhaoliu', `/workflow/runtime/query/listJumpTarget?procInstId=${procInstId}&taskDefKey=Task_manager`)).status).toBe(404);
  });

  it('names the first form of the task’s node with the task, the one the node’s settings list first', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    // The drawer asks for the form's record with this, beside the node's settings (issue 26 item 12).
    const info = (await wf.info('lisi', procInstId)).body.data;
    const config = await wf.get<ProcessFormConfig>('lisi', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${info.procDefId}&taskDefKey=${info.taskDefKey}`);
    expect(info.formRouter).toBe('AgreementForm');
    expect(info.formRouter).toBe(config.body.data.formList[0].formRouter);
  });

  it('names the process’s latest task, not running for them, to a reader with nothing to do in the instance', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    // The company's administrator reads every contract of it, with no task of their own: the
    // drawer shows it read-only, with 流程状态 (issue 22: an initiator who had no task saw none).
    const info = (await wf.info('admin', procInstId)).body.data;
    const managerTask = await wf.taskOf('lisi', procInstId);
    expect(info).toMatchObject({ procInstId, taskId: managerTask.taskId, taskDefKey: 'Task_manager', taskState: 'complete', processDefinitionKey: 'agreement' });
    expect((await wf.info('admin', 'no-such-instance')).status).toBe(404);
  });

  it('names the caller’s latest task, complete, once nothing is open for them (the 已审批通过 message)', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    await wf.agree('lisi', procInstId);
    const info = (await wf.info('zhangsan', procInstId)).body.data;
    expect(info).toMatchObject({ procInstId, taskDefKey: 'Task_submit', taskState: 'complete' });
    expect(info.taskId).toEqual(expect.any(String));
    expect((await wf.info('lisi', procInstId)).body.data).toMatchObject({ taskDefKey: 'Task_manager', taskState: 'complete' });
  });

  it('serves the form definitions and the contract form’s items', async () => {
    const list = await wf.get<Page<FormDef>>('zhangsan', '/workflow/formDef/list');
    expect(list.body.data).toMatchObject({ total: 2, current: 1, size: 999 });
    expect(list.body.data.records).toEqual([
      { id: 1, formKey: 'agreementForm', formName: '合同审批表单' },
      { id: 2, formKey: 'reimbursementForm', formName: '费用报销表单' },
    ]);
    const filtered = await wf.get<Page<FormDef>>('zhangsan', `/workflow/formDef/list?formName=${encodeURIComponent('报销')}`);
    expect(filtered.body.data.records).toEqual([{ id: 2, formKey: 'reimbursementForm', formName: '费用报销表单' }]);
    const missing = await wf.get<Page<FormDef>>('zhangsan', `/workflow/formDef/list?formName=${encodeURIComponent('请假')}`);
    expect(missing.body.data.records).toEqual([]);
    const items = await wf.get<FormItem[]>('zhangsan', '/workflow/formItem/listByFormId/1');
    const fields = items.body.data.filter((item) => item.type === '0');
    expect(fields.map((f) => f.fieldKey)).toEqual([
      'agreementName',
      'agreementType',
      'startTime',
      'endTime',
      'agreementMoney',
      'firstPartyName',
      'firstPartyAgreement',
      'firstPartyPhone',
      'technicalServiceRequire',
      'violationDuty',
      'fileName',
    ]);
    expect(fields.filter((f) => f.required === 'true').map((f) => f.fieldKey)).toEqual([
      'agreementName',
      'agreementType',
      'startTime',
      'endTime',
      'agreementMoney',
      'technicalServiceRequire',
      'violationDuty',
    ]);
    expect(items.body.data.filter((item) => item.type === '1')).toEqual([expect.objectContaining({ fieldKey: 'printTitle', value: '合同审批单' })]);
    expect((await wf.get('zhangsan', '/workflow/formItem/listByFormId/99')).status).toBe(404);
  });
});
