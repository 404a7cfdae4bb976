import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkflowTodoAudit } from '../../../server/modules/todos/WorkflowTodoAudit.ts';
import { contract, USER, WorkflowDriver } from './WorkflowDriver.ts';

describe('the start-up check of the to-dos against the open tasks', () => {
  let wf: WorkflowDriver;
  let audit: WorkflowTodoAudit;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    audit = new WorkflowTodoAudit(wf.api.server.database.db);
  });
  afterAll(() => wf.close());

  it('finds the demo and a day of approvals in step', async () => {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementName: '对账合同' }));
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    expect(await audit.divergence()).toEqual({ stale: 0, missing: 0 });
  });

  it('counts what a crash between two commits of an earlier version left: a to-do of a closed task, an open task without its to-do', async () => {
    const closed = await wf.started('zhangsan', contract({ agreementName: '待办没关上的合同' }));
    const closedTask = await wf.taskOf('lisi', closed.procInstId);
    expect((await wf.agree('lisi', closed.procInstId)).status).toBe(200);
    const open = await wf.started('zhangsan', contract({ agreementName: '没有待办的合同' }));
    const openTask = await wf.taskOf('lisi', open.procInstId);
    const link = (procInstId: string, taskId: string) => JSON.stringify({ procInstId, taskId });
    await wf.db.updateTable('todo').set({ todo_complete: 0, complete_result: null }).where('link', '=', link(closed.procInstId, closedTask.taskId)).execute();
    await wf.db.deleteFrom('todo').where('user_id', '=', USER.lisi).where('link', '=', link(open.procInstId, openTask.taskId)).execute();
    expect(await audit.divergence()).toEqual({ stale: 1, missing: 1 });
  });
});
