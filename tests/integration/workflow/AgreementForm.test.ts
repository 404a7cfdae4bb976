import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, WorkflowDriver, type AgreementForm } from './WorkflowDriver.ts';

describe('the contract form on the server', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  it.each<[string, Partial<AgreementForm>, string]>([
    ['a blank name', { agreementName: '   ' }, '合同名称不能为空'],
    ['a blank start time', { startTime: ' ' }, '合同时间不能为空'],
    ['a time in another format', { endTime: '2027/02/28' }, '合同时间格式应为 yyyy-MM-dd HH:mm:ss'],
    ['an end before the start', { startTime: '2027-01-01 00:00:00', endTime: '2026-01-01 00:00:00' }, '合同结束时间不能早于开始时间'],
    ['a blank technical service requirement', { technicalServiceRequire: '  ' }, '技术服务要求不能为空'],
    ['a blank violation duty', { violationDuty: '\n' }, '违约责任不能为空'],
  ])('refuses %s with the spec’s message and keeps no contract', async (_, change, message) => {
    const before = await wf.db.selectFrom('agreement_form').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const answer = await wf.startAgreement('zhangsan', contract(change));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(message);
    const after = await wf.db.selectFrom('agreement_form').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses money outside 0–9999999, a missing field and an unknown type before anything is stored', async () => {
    // The contract's schema catches these first, as a 400 with the field's message.
    for (const change of [{ agreementMoney: -1 }, { agreementMoney: 10_000_000 }, { agreementType: '4' as AgreementForm['agreementType'] }]) {
      const answer = await wf.startAgreement('zhangsan', contract(change));
      expect(answer.status).toBe(400);
    }
    const { agreementName: _dropped, ...withoutName } = contract();
    void _dropped;
    const missing = await wf.post('zhangsan', '/demoself/agreementForm/operate/startProcessInst', { startProcessDTO: { procDefKey: 'agreement' }, agreementFormDTO: withoutName });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('合同名称不能为空');
  });

  it('accepts the limits themselves: 0 and 9999999', async () => {
    for (const money of [0, 9_999_999]) {
      const answer = await wf.startAgreement('zhangsan', contract({ agreementMoney: money }));
      expect(answer.status).toBe(200);
      expect((await wf.agreement('zhangsan', answer.body.data.businessKey)).agreementMoney).toBe(money);
    }
  });

  it('stores the contract as the instance’s business key and serves it back', async () => {
    const form = contract({ agreementName: '  会议系统采购合同  ', agreementType: '2', firstPartyPhone: '13900001111', fileName: 'contract.pdf', bucketName: 'workflow', originalName: '合同.pdf' });
    const answer = await wf.startAgreement('zhangsan', form);
    const stored = await wf.agreement('lisi', answer.body.data.businessKey);
    expect(stored).toMatchObject({
      id: answer.body.data.agreementId,
      businessKey: answer.body.data.businessKey,
      agreementName: '会议系统采购合同',
      agreementType: '2',
      agreementMoney: 50000,
      fileName: 'contract.pdf',
      bucketName: 'workflow',
      originalName: '合同.pdf',
    });
    expect((await wf.info('lisi', answer.body.data.procInstId)).body.data.businessKey).toBe(answer.body.data.businessKey);
    const unknown = await wf.get('lisi', '/demoself/agreementForm/query/selectAgreementFormById?businessKey=999999');
    expect(unknown.status).toBe(404);
  });

  it('makes the amount a process variable: a large contract goes to the countersign without a choice', async () => {
    const small = await wf.started('zhangsan', contract({ agreementMoney: 100000 }));
    const large = await wf.started('zhangsan', contract({ agreementMoney: 100000.01 }));
    expect((await wf.agree('lisi', small.procInstId)).status).toBe(200);
    expect((await wf.agree('lisi', large.procInstId)).status).toBe(200);
    expect((await wf.taskOf('zhaoliu', small.procInstId)).taskDefKey).toBe('Task_legal');
    expect((await wf.taskOf('qianyi', large.procInstId)).taskDefKey).toBe('Task_countersign');
  });

  it('ignores an approver’s edits to the contract, but not the node’s decision', async () => {
    const { procInstId, businessKey } = await wf.started('zhangsan', contract({ agreementMoney: 20000 }));
    const edited = contract({ agreementName: '李四改过的名字', agreementMoney: 900000 });
    expect((await wf.agree('lisi', procInstId, { form: edited })).status).toBe(200);
    expect(await wf.agreement('zhangsan', businessKey)).toMatchObject({ agreementName: '门户运维技术服务合同', agreementMoney: 20000 });
    // The stored amount decided the way: no countersign.
    expect((await wf.taskOf('zhaoliu', procInstId)).taskDefKey).toBe('Task_legal');
  });

  it('lets the initiator change the contract after a reject, and the new amount decides the way', async () => {
    const { procInstId, businessKey } = await wf.started('zhangsan', contract({ agreementMoney: 20000 }));
    const task = await wf.taskOf('lisi', procInstId);
    await wf.post('lisi', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId, target: 'Task_submit', reSubmitType: 1, comment: '金额有误' });
    expect((await wf.agree('zhangsan', procInstId, { form: contract({ agreementMoney: 200000 }) })).status).toBe(200);
    expect((await wf.agreement('zhangsan', businessKey)).agreementMoney).toBe(200000);
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    expect((await wf.taskOf('qianyi', procInstId)).taskDefKey).toBe('Task_countersign');
  });

  it('checks the submitted contract when agreeing too, and leaves the task open when it fails', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const answer = await wf.agree('lisi', procInstId, { form: contract({ violationDuty: ' ' }) });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('违约责任不能为空');
    expect((await wf.taskOf('lisi', procInstId)).taskDefKey).toBe('Task_manager');
  });

  it('refuses a completion naming another node than the task’s', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.agree('lisi', procInstId, { taskId: task.taskId, taskDefKey: 'Task_legal' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('任务不在所选节点上');
  });

  it('does not let a client overwrite the initiator or the company through variables', async () => {
    const { procInstId } = await wf.started('zhangsan');
    expect((await wf.agree('lisi', procInstId, { variables: { initiator: '4', companyId: 2, note: '备注' } })).status).toBe(200);
    const instance = await wf.db.selectFrom('wf_instance').select('variables').where('id', '=', procInstId).executeTakeFirstOrThrow();
    expect(JSON.parse(instance.variables)).toMatchObject({ initiator: '2', companyId: 1, note: '备注' });
  });
});
