import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, WorkflowDriver, type Username } from './WorkflowDriver.ts';

/**
 * A contract is read by those who take part in it (initiator, past and present handlers and
 * candidates) and by its company's administrators — not by every member counting business keys.
 */
describe('who may read a contract', () => {
  let wf: WorkflowDriver;
  let procInstId: string;
  let businessKey: string;
  let procDefId: string;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    const started = await wf.started('zhangsan', contract({ agreementName: '保密的技术合同' }));
    procInstId = started.procInstId;
    const info = (await wf.info('zhangsan', procInstId)).body.data;
    businessKey = info.businessKey!;
    procDefId = info.procDefId;
  });
  afterAll(() => wf.close());

  const reads = (user: Username) =>
    Promise.all([
      wf.get(user, `/demoself/agreementForm/query/selectAgreementFormById?businessKey=${businessKey}`),
      wf.get(user, `/workflow/history/list?procInstId=${procInstId}`),
      wf.get(user, `/workflow/history/diagram?procInstId=${procInstId}&procDefId=${procDefId}`),
      wf.get(user, `/workflow/runtime/query/getMessageProcessInfo?procInstId=${procInstId}`),
    ]);

  it('refuses a member of the company who takes no part (403 with a message), on all four reads', async () => {
    for (const answer of await reads('sunqi')) {
      expect(answer.status).toBe(403);
      expect(answer.body.msg).toBe('您没有参与该流程，无权查看');
    }
  });

  it('lets the initiator, the handler and the company’s administrator read it', async () => {
    for (const user of ['zhangsan', 'lisi', 'admin'] as const) {
      expect((await reads(user)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    }
  });

  it('keeps a past handler a reader after the task moved on', async () => {
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    expect((await reads('lisi')).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await reads('sunqi')).map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
  });

  it('gives another company’s administrator nothing', async () => {
    expect((await reads('chenjing')).map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
  });
});
