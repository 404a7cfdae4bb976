import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { WorkflowEventsId, workflowModuleRef } from '../../../server/contracts/workflow.ts';
import { TestServer } from '../TestServer.ts';
import { contract, USER, WorkflowDriver } from './WorkflowDriver.ts';

/** Which of the workflow's follow-up writes fail, as a full disk or a broken row would make them. */
const failing = { taskCreated: false, taskCompleted: false };

const failingWrites = definePlugin(() => ({
  id: 'test-failing-writes',
  requires: [workflowModuleRef],
  setup(context) {
    const events = context.get(WorkflowEventsId);
    events.taskCreated.tapPromise('test-failing-writes:taskCreated', async () => {
      if (failing.taskCreated) throw new Error('待办写入失败');
    });
    events.taskCompleted.tapPromise('test-failing-writes:taskCompleted', async () => {
      if (failing.taskCompleted) throw new Error('待办写入失败');
    });
  },
}));

/*
 * A workflow command and everything it implies — the contract row, its edits, the to-dos and
 * messages — commit together or not at all (issue 9 item 10): a follow-up write that fails
 * refuses the command instead of leaving a task without its to-do or a contract without
 * its instance.
 */
describe('one transaction per workflow command', () => {
  let wf: WorkflowDriver;
  const count = async (table: 'agreement_form' | 'wf_instance' | 'todo' | 'message') =>
    Number((await wf.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    wf = new WorkflowDriver(await TestServer.start({ extraModules: [failingWrites()] }));
  });
  afterAll(() => wf.close());

  it('refuses a start whose to-do cannot be written, and keeps neither the contract nor the instance', async () => {
    const before = { contracts: await count('agreement_form'), instances: await count('wf_instance'), todos: await count('todo'), messages: await count('message') };
    failing.taskCreated = true;
    try {
      const answer = await wf.startAgreement('zhangsan', contract({ agreementName: '写不进待办的合同' }));
      expect(answer.status).toBe(500);
    } finally {
      failing.taskCreated = false;
    }
    expect({ contracts: await count('agreement_form'), instances: await count('wf_instance'), todos: await count('todo'), messages: await count('message') }).toEqual(before);
  });

  it('refuses an agreement whose to-do cannot be closed, and leaves the task, its to-do and the contract open as they were', async () => {
    const { procInstId, businessKey } = await wf.started('zhangsan', contract({ agreementName: '待办关不掉的合同' }));
    const task = await wf.taskOf('lisi', procInstId);
    failing.taskCompleted = true;
    try {
      const answer = await wf.agree('lisi', procInstId, { form: contract({ agreementName: '李四改过的名字' }) });
      expect(answer.status).toBe(500);
    } finally {
      failing.taskCompleted = false;
    }
    expect((await wf.info('lisi', procInstId)).body.data).toMatchObject({ taskId: task.taskId, taskState: 'running' });
    const open = await wf.db.selectFrom('todo').select('link').where('user_id', '=', USER.lisi).where('todo_complete', '=', 0).execute();
    expect(open.map((row) => row.link)).toContain(JSON.stringify({ procInstId, taskId: task.taskId }));
    expect((await wf.agreement('zhangsan', businessKey)).agreementName).toBe('待办关不掉的合同');
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
  });

});
