import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskRow } from '../workflow/WorkflowDriver.ts';
import { DesignedFormDriver, leaveDefinition, leaveProcessXml, leaveRequest, type DesignedFormView } from './DesignedFormDriver.ts';

type FieldErrors = { fieldErrors: Array<{ key: string; message: string }> };

describe('a process whose form is designed: 请假申请 from 表单管理 to the gateway on 天数', () => {
  let forms: DesignedFormDriver;
  let formId = 0;

  beforeAll(async () => {
    forms = await DesignedFormDriver.start();
    const created = await forms.createForm('admin', 'leave');
    expect(created.status, created.raw).toBe(200);
    formId = created.body.data.id;
    const deployed = await forms.deploy('admin', 'leaveflow', leaveProcessXml('leaveflow', 'leave', formId));
    expect(deployed.body.data.success, deployed.raw).toBe(true);
  });
  afterAll(() => forms.close());

  it('lists the designed form in the designer’s 表单 select, and derives its 字段设置 items from the definition', async () => {
    const list = await forms.wf.get<{ records: Array<{ id: number; formKey: string }> }>('admin', '/workflow/formDef/list');
    expect(list.body.data.records.map((form) => form.formKey)).toEqual(['agreementForm', 'reimbursementForm', 'leave']);
    const items = await forms.wf.get<Array<{ fieldKey: string; fieldName: string; required: string }>>('admin', `/workflow/formItem/listByFormId/${formId}`);
    expect(items.body.data.map((item) => `${item.fieldKey}:${item.fieldName}:${item.required}`)).toEqual([
      'subject:标题:true',
      'leaveType:类型:true',
      'period:开始/结束:true',
      'days:天数:default',
      'reason:事由:true',
      'files:附件:default',
      'budget:预算:default',
    ]);
  });

  it('refuses to deploy a condition naming no field of the designed form (the real forms module’s context)', async () => {
    const typo = leaveProcessXml('leavetypo', 'leave', formId).replace('${days &gt; 3}', '${dayz &gt; 3}');
    const deployed = await forms.deploy('admin', 'leavetypo', typo);
    expect(deployed.body.data).toMatchObject({ success: false, illegalNodeList: [{ nodeId: 'f3', errCode: 'CONDITION_VARIABLE_UNKNOWN' }] });
  });

  it('offers the process on 发起流程, with the designed form’s router', async () => {
    const startable = await forms.wf.get<Array<{ procDefKey: string; formRouter: string | null }>>('zhangsan', '/workflow/processDef/startableList');
    expect(startable.body.data.find((process) => process.procDefKey === 'leaveflow')?.formRouter).toBe('DesignedForm');
  });

  it('hands the start drawer the pinned version with the start rules and no values', async () => {
    const startable = await forms.wf.get<Array<{ procDefKey: string; procDefId: string }>>('zhangsan', '/workflow/processDef/startableList');
    const procDefId = startable.body.data.find((process) => process.procDefKey === 'leaveflow')!.procDefId;
    const view = await forms.wf.get<DesignedFormView>('zhangsan', `/form/designed/query/startForm?procDefKey=leaveflow&procDefId=${procDefId}`);
    expect(view.status, view.raw).toBe(200);
    expect(view.body.data).toMatchObject({ formKey: 'leave', formName: '请假申请', version: 1, mode: 'start', values: {} });
    expect(view.body.data.rules.reason).toEqual({ hidden: false, editable: true, required: true });
    expect(view.body.data.rules.days.editable).toBe(false);
    expect((await forms.wf.get('zhangsan', '/form/designed/query/startForm?procDefKey=leaveflow&procDefId=stale')).status).toBe(409);
    expect((await forms.wf.get('zhangsan', '/form/designed/query/startForm?procDefKey=agreement')).status).toBe(400);
  });

  it('starts with 5 days; 李四 agrees; the gateway sends it to 总经理, who does not see 事由', async () => {
    const started = await forms.startForm('zhangsan', 'leaveflow', leaveRequest(5));
    expect(started.status, started.raw).toBe(200);
    const { procInstId, businessKey } = started.body.data;
    expect(businessKey).toMatch(/^form-\d+$/);

    const todo = await forms.wf.get<{ records: TaskRow[] }>('lisi', '/workflow/runtime/query/myTodoPage?current=1&size=10');
    expect(todo.body.data.records.find((row) => row.procInstId === procInstId)?.title).toBe('张三请假5天');
    const mine = await forms.wf.get<{ records: TaskRow[] }>('zhangsan', '/workflow/history/query/myStartedPage?current=1&size=10');
    expect(mine.body.data.records.find((row) => row.procInstId === procInstId)?.title).toBe('张三请假5天');

    const lisiTask = await forms.wf.taskOf('lisi', procInstId);
    const atManager = await forms.view('lisi', businessKey, lisiTask.taskId);
    expect(atManager.body.data.mode).toBe('approver');
    expect(atManager.body.data.values).toMatchObject({ reason: '回老家探亲', days: 5 });
    expect(Object.values(atManager.body.data.rules).some((rule) => rule.editable)).toBe(false);

    expect((await forms.complete('lisi', procInstId, {})).status).toBe(200);
    const gmTask = await forms.wf.taskOf('wangwu', procInstId);
    expect(gmTask.taskDefKey).toBe('gm');
    const atGm = await forms.view('wangwu', businessKey, gmTask.taskId);
    expect(atGm.body.data.definition.fields.map((field) => field.key)).not.toContain('reason');
    expect(atGm.body.data.values).not.toHaveProperty('reason');
    expect(atGm.body.data.rules).not.toHaveProperty('reason');
    expect(atGm.raw).not.toContain('回老家探亲');
    // Nor can 总经理 read the form at 李四's node, where 事由 shows: he took no part in that task.
    const atOtherNode = await forms.view('wangwu', businessKey, lisiTask.taskId);
    expect(atOtherNode.status).toBe(403);
    expect(atOtherNode.raw).not.toContain('回老家探亲');

    // A value for the hidden field is refused, and nothing moves.
    const forged = await forms.complete('wangwu', procInstId, { reason: '改掉事由' });
    expect(forged.status).toBe(400);
    expect((forged.body.data as unknown as FieldErrors).fieldErrors.map((error) => error.key)).toEqual(['reason']);
    expect((await forms.wf.taskOf('wangwu', procInstId)).taskId).toBe(gmTask.taskId);

    expect((await forms.complete('wangwu', procInstId, {})).status).toBe(200);
    const ended = await forms.view('zhangsan', businessKey);
    expect(ended.body.data.values).toMatchObject({ reason: '回老家探亲', days: 5, subject: '张三请假5天' });
    // 我发起的 opens the instance at its last task: the initiator still sees 事由 there, as at the start.
    const mineAtGm = await forms.view('zhangsan', businessKey, gmTask.taskId);
    expect(mineAtGm.body.data.mode).toBe('view');
    expect(mineAtGm.body.data.values).toMatchObject({ reason: '回老家探亲' });
  });

  it('ends a 2-day request after 李四', async () => {
    const { procInstId } = (await forms.startForm('zhangsan', 'leaveflow', leaveRequest(2))).body.data;
    expect((await forms.complete('lisi', procInstId, {})).status).toBe(200);
    const info = await forms.wf.info('zhangsan', procInstId);
    expect(info.body.data.taskState).toBe('complete');
    const status = await forms.wf.db.selectFrom('wf_instance').select('status').where('id', '=', procInstId).executeTakeFirstOrThrow();
    expect(status.status).toBe('complete');
  });

  it('computes 天数 from the dates, and so does the branch', async () => {
    const started = await forms.startForm('zhangsan', 'leaveflow', leaveRequest(5, { days: null }));
    expect(started.status, started.raw).toBe(200);
    const view = await forms.view('zhangsan', started.body.data.businessKey);
    expect(view.body.data.values.days).toBe(5);
    expect((await forms.complete('lisi', started.body.data.procInstId, {})).status).toBe(200);
    expect((await forms.wf.taskOf('wangwu', started.body.data.procInstId)).taskDefKey).toBe('gm');
  });

  describe('refuses with each field’s message, and stores nothing', () => {
    const refused = async (values: unknown, keys: string[]) => {
      const before = await forms.counts();
      const answer = await forms.startForm('zhangsan', 'leaveflow', values);
      expect(answer.status, answer.raw).toBe(400);
      const errors = (answer.body.data as unknown as FieldErrors).fieldErrors;
      expect(errors.map((error) => error.key)).toEqual(keys);
      for (const error of errors) expect(error.message).toMatch(/[\u4e00-\u9fff]/);
      expect(await forms.counts()).toEqual(before);
      return errors;
    };

    it('a forged computed field', async () => {
      const [error] = await refused(leaveRequest(5, { days: 1 }), ['days']);
      expect(error.message).toBe('天数与计算结果不符，请刷新后重试');
    });

    it('a missing required field', async () => {
      const [error] = await refused(leaveRequest(3, { reason: '' }), ['reason']);
      expect(error.message).toContain('事由');
    });

    it('a value of the wrong type', async () => {
      await refused(leaveRequest(3, { subject: 42 }), ['subject']);
    });

    it('a value out of range', async () => {
      await refused(leaveRequest(3, { budget: 20000 }), ['budget']);
    });

    it('an option the field does not offer', async () => {
      await refused(leaveRequest(3, { leaveType: 'sabbatical' }), ['leaveType']);
    });

    it('a key the form does not have', async () => {
      await refused(leaveRequest(3, { salary: 1 }), ['salary']);
    });
  });

  it('answers another company’s form and instance as not found', async () => {
    const { businessKey } = (await forms.startForm('zhangsan', 'leaveflow', leaveRequest(1))).body.data;
    expect((await forms.wf.get('chenjing', `/form/design/${formId}`)).status).toBe(404);
    expect((await forms.wf.get('chenjing', `/workflow/formItem/listByFormId/${formId}`)).status).toBe(404);
    const list = await forms.wf.get<{ records: Array<{ formKey: string }> }>('chenjing', '/workflow/formDef/list');
    expect(list.body.data.records.map((form) => form.formKey)).not.toContain('leave');
    expect((await forms.view('chenjing', businessKey)).status).toBe(404);
    const before = await forms.counts();
    expect((await forms.startForm('chenjing', 'leaveflow', leaveRequest(1))).status).toBe(404);
    expect(await forms.counts()).toEqual(before);
  });

  it('keeps the deployed version when the form changes; the next deploy takes the new one', async () => {
    const changed = leaveDefinition();
    changed.fields = changed.fields.map((field) => (field.key === 'reason' ? { ...field, label: '请假事由' } : field));
    const saved = await forms.wf.api.request<{ version: number }>('PUT', `/form/design/${formId}`, {
      token: await forms.wf.token('admin'),
      json: { formName: '请假申请', definition: changed, baseVersion: 1 },
    });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.data.version).toBe(2);

    const onOld = (await forms.startForm('zhangsan', 'leaveflow', leaveRequest(1))).body.data;
    expect((await forms.view('zhangsan', onOld.businessKey)).body.data.version).toBe(1);
    expect((await forms.deploy('admin', 'leaveflow', leaveProcessXml('leaveflow', 'leave', formId))).body.data.success).toBe(true);
    const onNew = (await forms.startForm('zhangsan', 'leaveflow', leaveRequest(1))).body.data;
    const view = await forms.view('zhangsan', onNew.businessKey);
    expect(view.body.data.version).toBe(2);
    expect(view.body.data.definition.fields.find((field) => field.key === 'reason')?.label).toBe('请假事由');
  });

  it('refuses to delete a form a deployed process uses, naming the process', async () => {
    const answer = await forms.wf.api.request('DELETE', `/form/design/${formId}`, { token: await forms.wf.token('admin') });
    expect(answer.status).toBe(409);
    expect(answer.body.msg).toContain('请假审批');
  });

  it('refuses the contract’s and the reimbursement’s start endpoints a process whose start form is another', async () => {
    const before = await forms.counts();
    const contract = await forms.wf.post('zhangsan', '/demoself/agreementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: 'leaveflow' },
      agreementFormDTO: (await import('../workflow/WorkflowDriver.ts')).contract(),
    });
    expect(contract.status).toBe(400);
    expect(contract.body.msg).toContain('请假审批');
    const reimbursement = await forms.wf.post('zhangsan', '/demoself/reimbursementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: 'agreement' },
      reimbursementFormDTO: (await import('../workflow/WorkflowDriver.ts')).reimbursement(),
    });
    expect(reimbursement.status).toBe(400);
    const designed = await forms.startForm('zhangsan', 'agreement', leaveRequest(1));
    expect(designed.status).toBe(400);
    expect(await forms.counts()).toEqual(before);
  });
});
