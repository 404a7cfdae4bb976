import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkflowDriver } from './WorkflowDriver.ts';

describe('a node the definition does not have', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  it('is refused as the caller’s mistake (404 naming the node), not as an unexpected error', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const { procDefId } = await wf.taskOf('lisi', procInstId);
    const answer = await wf.get('lisi', `/workflow/runtime/query/procDefConfForHandleTask?procDefId=${procDefId}&taskDefKey=no_such_node`);
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toContain('no_such_node');
  });
});
